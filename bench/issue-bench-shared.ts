/** What the API clients and the pg floor of the issue-throughput benchmark share. */

export interface Scenario {
  baseUrl: string;
  token: string;
  organisationId: string;
  warehouseId: string;
  goodsIds: string[];
}

/** The three calls (and transactions) of one issue, as the table names them. */
export const ISSUE_STEPS = ['create', 'submit', 'approve'];

/** Two different goods, 1 to 10 units each: the lines of one issue. */
export function issueLines(goodsIds: string[]) {
  const first = Math.floor(Math.random() * goodsIds.length);
  const second = (first + 1 + Math.floor(Math.random() * (goodsIds.length - 1))) % goodsIds.length;
  return [first, second].map((i) => ({
    hang_hoa_id: goodsIds[i]!,
    so_luong: 1 + Math.floor(Math.random() * 10),
  }));
}
