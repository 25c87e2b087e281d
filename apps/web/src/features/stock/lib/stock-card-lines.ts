import type { StockCard, StockCardRow } from '@kho/contracts';

/**
 * The lines of a stock card as shown: the opening balance on the first page, the movements with
 * their running balance, and the closing balance on the last page. Pure, so it is unit-tested.
 */
export type StockCardLine =
  | { kind: 'opening'; balance: number }
  | { kind: 'movement'; row: StockCardRow }
  | { kind: 'closing'; received: number; issued: number; balance: number };

export function stockCardLines(
  card: StockCard,
  position: { page: number; count: number; pageSize: number } | null,
): StockCardLine[] {
  const first = !position || position.page === 1;
  const last = !position || position.page >= Math.ceil(position.count / position.pageSize);
  return [
    ...(first ? [{ kind: 'opening' as const, balance: card.ton_dau_ky }] : []),
    ...card.dong.map((row) => ({ kind: 'movement' as const, row })),
    ...(last
      ? [
          {
            kind: 'closing' as const,
            received: card.tong_nhap,
            issued: card.tong_xuat,
            balance: card.ton_cuoi_ky,
          },
        ]
      : []),
  ];
}
