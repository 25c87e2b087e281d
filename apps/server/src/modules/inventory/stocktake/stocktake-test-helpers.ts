import type { ReceiptLineInput, SaveCountsResult, StocktakeDetail, StocktakeInput } from '@kho/contracts';
import { and, eq } from 'drizzle-orm';
import { khoa } from '../../../db/schema/index';
import { newId } from '../../../platform/ids';
import type { TestApp } from '../../../test/harness';
import { insertWarehouse } from '../../organisations/organisations.repository';
import {
  expectStatus,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
  type InventoryFixture,
} from '../inventory-test-helpers';

export const STOCKTAKES = '/api/v1/phieu-kiem-kho';
const R = 'phieu-kiem-kho';

/** A new warehouse of the pharmacy (where the chemist and the keeper work): one open stocktake each. */
export async function pharmacyWarehouse(t: TestApp, f: InventoryFixture, code: string): Promise<string> {
  const [pharmacy] = await t.context.db
    .select()
    .from(khoa)
    .where(and(eq(khoa.to_chuc_id, f.organisation.id), eq(khoa.ma, 'KD')));
  const warehouse = await insertWarehouse(t.context.db, {
    id: newId(),
    to_chuc_id: f.organisation.id,
    khoa_id: pharmacy!.id,
    ma: code,
    ten: `Kho ${code}`,
    loai_kho: 'KHO_LE',
  });
  return warehouse.id;
}

/** Receives lines into a warehouse (approved receipt). */
export async function receive(
  t: TestApp,
  f: InventoryFixture,
  warehouseId: string,
  lines: ReceiptLineInput[],
): Promise<void> {
  await runVoucher(t, f, RECEIPTS, receiptBody(f, lines, { kho_id: warehouseId }));
}

export { receiptLine };

export function stocktakeBody(
  f: InventoryFixture,
  warehouseId: string,
  extra: Partial<StocktakeInput> = {},
): StocktakeInput {
  return {
    to_chuc: f.organisation.id,
    kho_id: warehouseId,
    pham_vi: 'TAT_CA',
    hoi_dong: [
      { ho_ten: 'DS. Trần Thị Dược', chuc_danh: 'Trưởng khoa Dược', vai_tro: 'CHU_TICH' },
      { ho_ten: 'Thủ Kho', vai_tro: 'UY_VIEN' },
    ],
    ...extra,
  };
}

export function createStocktake(
  t: TestApp,
  f: InventoryFixture,
  body: unknown,
  token = f.chemist.access_token,
) {
  return t.request<StocktakeDetail>('POST', `${STOCKTAKES}/tao-moi-${R}`, { token, body });
}

export async function openStocktake(
  t: TestApp,
  f: InventoryFixture,
  warehouseId: string,
  extra: Partial<StocktakeInput> = {},
): Promise<StocktakeDetail> {
  return expectStatus(await createStocktake(t, f, stocktakeBody(f, warehouseId, extra)), 201);
}

export async function stocktakeDetail(t: TestApp, f: InventoryFixture, id: string): Promise<StocktakeDetail> {
  return expectStatus(
    await t.request<StocktakeDetail>('GET', `${STOCKTAKES}/${id}/chi-tiet-${R}`, {
      token: f.chemist.access_token,
      query: { to_chuc: f.organisation.id },
    }),
    200,
  );
}

export function saveCounts(
  t: TestApp,
  f: InventoryFixture,
  stocktake: { id: string; phien_ban: number },
  dong: { id: string; so_luong_thuc_te: number | null; so_luong_hong?: number; ghi_chu?: string }[],
  token = f.keeper.access_token,
) {
  return t.request<SaveCountsResult>('POST', `${STOCKTAKES}/${stocktake.id}/luu-so-dem-${R}`, {
    token,
    body: { to_chuc: f.organisation.id, phien_ban: stocktake.phien_ban, dong },
  });
}

/** Counts every line (count = what `count` says of it, the book quantity by default); answers the new version. */
export async function countAll(
  t: TestApp,
  f: InventoryFixture,
  stocktake: StocktakeDetail,
  count: (line: StocktakeDetail['dong'][number]) => number = (l) => l.so_luong_so_sach,
): Promise<StocktakeDetail> {
  const saved = expectStatus(
    await saveCounts(
      t,
      f,
      stocktake,
      stocktake.dong.map((l) => ({ id: l.id, so_luong_thuc_te: count(l) })),
    ),
    200,
  );
  return { ...stocktake, phien_ban: saved.phien_ban };
}

export function stocktakeCall(
  t: TestApp,
  f: InventoryFixture,
  stocktake: { id: string; phien_ban: number },
  action: 'gui-duyet' | 'duyet' | 'tu-choi' | 'huy' | 'lam-moi-so-sach',
  options: { token?: string; ly_do?: string; lang?: 'vi' | 'en' } = {},
) {
  return t.request<StocktakeDetail>('POST', `${STOCKTAKES}/${stocktake.id}/${action}-${R}`, {
    token: options.token ?? f.chemist.access_token,
    lang: options.lang,
    body: {
      to_chuc: f.organisation.id,
      phien_ban: stocktake.phien_ban,
      ...(options.ly_do !== undefined ? { ly_do: options.ly_do } : {}),
    },
  });
}

/** Submits and approves (as the chemist); answers the approval's raw result. */
export async function submitAndApprove(
  t: TestApp,
  f: InventoryFixture,
  stocktake: { id: string; phien_ban: number },
) {
  const submitted = expectStatus(await stocktakeCall(t, f, stocktake, 'gui-duyet'), 200);
  return stocktakeCall(t, f, submitted, 'duyet');
}
