import type { LedgerCheck, ReceiptLineInput, StockItem, VoucherDetail } from '@kho/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { kho, khoa } from '../../db/schema/index';
import { newId } from '../../platform/ids';
import {
  addMember,
  createSignedInUser,
  insertGoods,
  insertGoodsGroup,
  setupOrganisation,
  type OrganisationFixture,
  type SignedInUser,
} from '../../test/factories';
import type { ApiResult, TestApp } from '../../test/harness';
import { insertDepartment, insertWarehouse } from '../organisations/organisations.repository';
import { createSupplier, hanoiDay } from '../tenders/tender-test-helpers';

export { hanoiDay };

export interface InventoryFixture extends OrganisationFixture {
  /** Pharmacist and warehouse keeper working in the pharmacy department (main store, dispensary). */
  chemist: SignedInUser;
  keeper: SignedInUser;
  /** A nurse of the ward, who acts only in the ward's cabinet. */
  wardNurse: SignedInUser;
  mainStore: string;
  dispensary: string;
  cabinet: string;
  supplierId: string;
  goods: { id: string; ma: string; ten: string }[];
  groupId: string;
}

/** An organisation with a pharmacy (main store, dispensary), a ward with a cabinet, staff and goods. */
export async function setupInventory(t: TestApp): Promise<InventoryFixture> {
  const base = await setupOrganisation(t);
  const orgId = base.organisation.id;
  const db = t.context.db;
  const [pharmacy] = await db
    .select()
    .from(khoa)
    .where(and(eq(khoa.to_chuc_id, orgId), eq(khoa.ma, 'KD')));
  const [mainStore] = await db
    .select()
    .from(kho)
    .where(and(eq(kho.to_chuc_id, orgId), eq(kho.ma, 'KT')));
  const dispensary = await insertWarehouse(db, {
    id: newId(),
    to_chuc_id: orgId,
    khoa_id: pharmacy!.id,
    ma: 'KLNT',
    ten: 'Kho lẻ ngoại trú',
    loai_kho: 'KHO_LE',
    kho_nguon_id: mainStore!.id,
  });
  const ward = await insertDepartment(db, { id: newId(), to_chuc_id: orgId, ma: 'NOI', ten: 'Khoa Nội' });
  const cabinet = await insertWarehouse(db, {
    id: newId(),
    to_chuc_id: orgId,
    khoa_id: ward.id,
    ma: 'TT_NOI',
    ten: 'Tủ trực Khoa Nội',
    loai_kho: 'TU_TRUC',
    kho_nguon_id: mainStore!.id,
  });
  const chemist = await createSignedInUser(t, { ho_ten: 'DS. Trần Thị Dược' });
  const keeper = await createSignedInUser(t, { ho_ten: 'Thủ Kho' });
  const wardNurse = await createSignedInUser(t, { ho_ten: 'ĐD. Khoa Nội' });
  await addMember(t, orgId, chemist, 'DUOC_SI', [pharmacy!.id]);
  await addMember(t, orgId, keeper, 'THU_KHO', [pharmacy!.id]);
  await addMember(t, orgId, wardNurse, 'DIEU_DUONG', [ward.id]);
  const supplier = await createSupplier(t, base, 'NCC01', 'Công ty Dược phẩm Trung ương');
  const group = await insertGoodsGroup(t, orgId);
  const goods = [];
  for (const [ma, ten] of [
    ['PARA500', 'Paracetamol 500mg'],
    ['AMOX500', 'Amoxicillin 500mg'],
    ['NACL09', 'Natri clorid 0,9%'],
  ] as const) {
    goods.push(await insertGoods(t, orgId, { ma, ten, nhom_hang_hoa_id: group.id }));
  }
  return {
    ...base,
    chemist,
    keeper,
    wardNurse,
    mainStore: mainStore!.id,
    dispensary: dispensary.id,
    cabinet: cabinet.id,
    supplierId: supplier.id,
    goods,
    groupId: group.id,
  };
}

export const RECEIPTS = '/api/v1/phieu-nhap-kho';
export const ISSUES = '/api/v1/phieu-xuat-kho';
export const TRANSFERS = '/api/v1/phieu-chuyen-kho';

export function receiptLine(goodsId: string, fields: Partial<ReceiptLineInput> = {}): ReceiptLineInput {
  return {
    hang_hoa_id: goodsId,
    so_lo: 'LO001',
    han_dung: hanoiDay(400),
    so_luong: 100,
    don_gia: 1000,
    vat: 5,
    chiet_khau: 0,
    ...fields,
  };
}

export function receiptBody(
  f: InventoryFixture,
  lines: ReceiptLineInput[],
  extra: Record<string, unknown> = {},
) {
  return {
    to_chuc: f.organisation.id,
    kho_id: f.mainStore,
    nha_cung_cap_id: f.supplierId,
    chi_tiet: lines,
    ...extra,
  };
}

export function issueBody(
  f: InventoryFixture,
  lines: { hang_hoa_id: string; so_luong: number; lo_hang_id?: string | null }[],
  extra: Record<string, unknown> = {},
) {
  return {
    to_chuc: f.organisation.id,
    kho_id: f.mainStore,
    loai_xuat: 'KIEM_NGHIEM',
    ly_do: 'Gửi mẫu kiểm nghiệm',
    chi_tiet: lines,
    ...extra,
  };
}

export function expectStatus<T>(result: ApiResult<T>, status: number): T {
  if (result.status !== status) {
    throw new Error(`expected ${status}, got ${result.status}: ${JSON.stringify(result.body)}`);
  }
  return result.body.data;
}

/** Creates a voucher and takes it through the given steps; answers the final detail. */
export async function runVoucher(
  t: TestApp,
  f: InventoryFixture,
  base: string,
  body: unknown,
  steps: ('gui-duyet' | 'duyet')[] = ['gui-duyet', 'duyet'],
  token = f.chemist.access_token,
): Promise<VoucherDetail> {
  const resource = base.split('/').pop()!;
  let voucher = expectStatus(
    await t.request<VoucherDetail>('POST', `${base}/tao-moi-${resource}`, { token, body }),
    201,
  );
  for (const step of steps) {
    voucher = expectStatus(
      await t.request<VoucherDetail>('POST', `${base}/${voucher.id}/${step}-${resource}`, {
        token,
        body: { to_chuc: f.organisation.id, phien_ban: voucher.phien_ban },
      }),
      200,
    );
  }
  return voucher;
}

export async function voucherAction(
  t: TestApp,
  f: InventoryFixture,
  base: string,
  voucher: { id: string; phien_ban: number },
  action: 'gui-duyet' | 'duyet' | 'tu-choi' | 'huy',
  options: { token?: string; ly_do?: string; lang?: 'vi' | 'en' } = {},
) {
  const resource = base.split('/').pop()!;
  return t.request<VoucherDetail>('POST', `${base}/${voucher.id}/${action}-${resource}`, {
    token: options.token ?? f.chemist.access_token,
    lang: options.lang,
    body: {
      to_chuc: f.organisation.id,
      phien_ban: voucher.phien_ban,
      ...(options.ly_do !== undefined ? { ly_do: options.ly_do } : {}),
    },
  });
}

export async function stockOf(
  t: TestApp,
  f: InventoryFixture,
  warehouseId: string,
  query: Record<string, string> = {},
) {
  const result = await t.request<StockItem[]>('GET', '/api/v1/ton-kho/danh-sach-ton-kho', {
    token: f.admin.access_token,
    query: { to_chuc: f.organisation.id, kho_id: warehouseId, page_size: 100, ...query },
  });
  return expectStatus(result, 200);
}

/** On-hand quantity of one goods item in a warehouse (0 when none). */
export async function onHand(t: TestApp, f: InventoryFixture, warehouseId: string, goodsId: string) {
  const items = await stockOf(t, f, warehouseId);
  return items.find((i) => i.hang_hoa_id === goodsId)?.so_luong ?? 0;
}

/** The invariant after every scenario: the ledger and reservations agree with the stock table. */
export async function expectLedgerMatches(t: TestApp, f: InventoryFixture, warehouseIds: string[]) {
  for (const warehouseId of warehouseIds) {
    const check = expectStatus(
      await t.request<LedgerCheck>('GET', `/api/v1/ton-kho/${warehouseId}/doi-soat-ton-kho`, {
        token: f.admin.access_token,
        query: { to_chuc: f.organisation.id },
      }),
      200,
    );
    expect(check.sai_lech).toEqual([]);
    expect(check.tong_hop_sai_lech).toEqual([]);
    expect(check.khop).toBe(true);
  }
}

/**
 * Batches numbered `lot` expire on the shelf on `day` (receipts refuse expired lots): the expiry
 * moves on the batch and on its stock rows, which carry a copy (migration 0023).
 */
export async function moveExpiry(t: TestApp, lot: string, day: string): Promise<void> {
  await t.context.db
    .execute(sql`with b as (update lo_hang set han_dung = ${day}::date where so_lo = ${lot} returning id)
    update ton_kho set han_dung = ${day}::date where lo_hang_id in (select id from b)`);
}
