import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { VoucherDetail } from '@kho/contracts';
import webpush from 'web-push';
import { and, eq } from 'drizzle-orm';
import { coSoTuTruc, khoa } from '../../../db/schema/index';
import { newId } from '../../../platform/ids';
import { addMember, createSignedInUser, insertGoods, type SignedInUser } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { insertDepartment, insertWarehouse } from '../../organisations/organisations.repository';
import {
  expectStatus,
  hanoiDay,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
  setupInventory,
  type InventoryFixture,
} from '../inventory-test-helpers';

export const REQUISITIONS = '/api/v1/phieu-linh-hang-hoa';
export const MEDICINE_RETURNS = '/api/v1/phieu-tra-thuoc';
export const GOODS_RETURNS = '/api/v1/phieu-tra-hang-hoa';

export interface RequestsFixture extends InventoryFixture {
  /** A second ward with its own cabinet and nurse, who must not act for the first ward. */
  otherCabinet: string;
  otherNurse: SignedInUser;
  /** A doctor of the first ward. */
  wardDoctor: SignedInUser;
}

export async function setupRequests(t: TestApp): Promise<RequestsFixture> {
  const f = await setupInventory(t);
  const db = t.context.db;
  const orgId = f.organisation.id;
  const surgery = await insertDepartment(db, {
    id: newId(),
    to_chuc_id: orgId,
    ma: 'NGOAI',
    ten: 'Khoa Ngoại',
  });
  const otherCabinet = await insertWarehouse(db, {
    id: newId(),
    to_chuc_id: orgId,
    khoa_id: surgery.id,
    ma: 'TT_NGOAI',
    ten: 'Tủ trực Khoa Ngoại',
    loai_kho: 'TU_TRUC',
    kho_nguon_id: f.mainStore,
  });
  const otherNurse = await createSignedInUser(t, { ho_ten: 'ĐD. Khoa Ngoại' });
  await addMember(t, orgId, otherNurse, 'DIEU_DUONG', [surgery.id]);
  const wardDoctor = await createSignedInUser(t, { ho_ten: 'BS. Khoa Nội' });
  const [ward] = await db
    .select()
    .from(khoa)
    .where(and(eq(khoa.to_chuc_id, orgId), eq(khoa.ma, 'NOI')));
  await addMember(t, orgId, wardDoctor, 'BAC_SI', [ward!.id]);
  return { ...f, otherCabinet: otherCabinet.id, otherNurse, wardDoctor };
}

/** Receives goods into the main store (or another warehouse, by the administrator); answers the receipt. */
export async function stockUp(
  t: TestApp,
  f: InventoryFixture,
  goodsId: string,
  quantity: number,
  fields: { so_lo?: string; han_dung?: string; kho_id?: string; goi_thau_id?: string; don_gia?: number } = {},
): Promise<VoucherDetail> {
  const { kho_id, goi_thau_id, ...line } = fields;
  return runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [receiptLine(goodsId, { so_luong: quantity, han_dung: hanoiDay(300), ...line })], {
      ...(kho_id ? { kho_id } : {}),
      ...(goi_thau_id ? { goi_thau_id } : {}),
    }),
    ['gui-duyet', 'duyet'],
    kho_id ? f.admin.access_token : f.chemist.access_token,
  );
}

let goodsCounter = 0;
/** A goods item of its own for one test, so figures do not depend on other tests. */
export function newGoods(t: TestApp, f: InventoryFixture, ten: string) {
  goodsCounter += 1;
  return insertGoods(t, f.organisation.id, { ma: `RQ${goodsCounter}`, ten, nhom_hang_hoa_id: f.groupId });
}

export function requisitionBody(
  f: InventoryFixture,
  lines: { hang_hoa_id: string; so_luong: number; ghi_chu?: string }[],
  extra: Record<string, unknown> = {},
) {
  return {
    to_chuc: f.organisation.id,
    kho_id: f.mainStore,
    kho_nhan_id: f.cabinet,
    loai_linh: 'DU_TRU',
    chi_tiet: lines,
    ...extra,
  };
}

/** Creates a voucher of `base` as `token`; answers the API result. */
export function createVoucher(t: TestApp, base: string, token: string, body: unknown) {
  const resource = base.split('/').pop()!;
  return t.request<VoucherDetail>('POST', `${base}/tao-moi-${resource}`, { token, body });
}

/** A lifecycle action with any extra body fields (a requisition's approved quantities). */
export function act(
  t: TestApp,
  f: InventoryFixture,
  base: string,
  voucher: { id: string; phien_ban: number },
  action: 'gui-duyet' | 'duyet' | 'tu-choi' | 'huy',
  token: string,
  extra: Record<string, unknown> = {},
) {
  const resource = base.split('/').pop()!;
  return t.request<VoucherDetail>('POST', `${base}/${voucher.id}/${action}-${resource}`, {
    token,
    body: { to_chuc: f.organisation.id, phien_ban: voucher.phien_ban, ...extra },
  });
}

export function detailOf(
  t: TestApp,
  f: InventoryFixture,
  base: string,
  id: string,
  token = f.admin.access_token,
) {
  const resource = base.split('/').pop()!;
  return t.request<VoucherDetail>('GET', `${base}/${id}/chi-tiet-${resource}`, {
    token,
    query: { to_chuc: f.organisation.id },
  });
}

/** A draft created and submitted by `token`. */
export async function submitted(t: TestApp, f: InventoryFixture, base: string, token: string, body: unknown) {
  const draft = expectStatus(await createVoucher(t, base, token, body), 201);
  return expectStatus(await act(t, f, base, draft, 'gui-duyet', token), 200);
}

export async function setParLevel(
  t: TestApp,
  f: InventoryFixture,
  cabinet: string,
  goodsId: string,
  level: number,
) {
  await t.context.db.insert(coSoTuTruc).values({
    id: newId(),
    to_chuc_id: f.organisation.id,
    kho_id: cabinet,
    hang_hoa_id: goodsId,
    so_luong: level,
  });
}

/** A stand-in Web Push service recording the path of every message it accepts. */
export async function startPushService() {
  const received: string[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(req.url ?? '');
      res.statusCode = 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    /** Registers a browser subscription of the user whose endpoint is `path` on this service. */
    async subscribe(t: TestApp, user: SignedInUser, path: string) {
      const keys = webpush.generateVAPIDKeys();
      const subscription = JSON.stringify({
        endpoint: `${url}${path}`,
        keys: { p256dh: keys.publicKey, auth: 'c2VjcmV0LWF1dGgtMTIzNA' },
      });
      expectStatus(
        await t.request('POST', '/api/v1/xac-thuc/cap-nhat-thiet-bi', {
          token: user.access_token,
          body: { device_id: user.device_id, fcm_token: subscription, organizations: [] },
        }),
        200,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds (fire-and-forget work after a response), or fails after `ms`. */
export async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
