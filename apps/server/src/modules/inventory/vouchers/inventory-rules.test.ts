import type { VoucherDetail } from '@kho/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  expectStatus,
  hanoiDay,
  ISSUES,
  issueBody,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
  setupInventory,
  stockOf,
  TRANSFERS,
  voucherAction,
  type InventoryFixture,
} from '../inventory-test-helpers';

let t: TestApp;
let f: InventoryFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
});
afterAll(() => t.close());

async function written(): Promise<number> {
  const rows = await queryRows<{ n: string }>(
    t.context.db,
    sql`select (select count(*) from phieu_kho) + (select count(*) from the_kho) + (select count(*) from lo_hang) as n`,
  );
  return Number(rows[0]!.n);
}

/** Resolves once a backend of this database waits for a row lock (checked until `watching.on` is false). */
async function waitForLockWaiter(watching: { on: boolean }): Promise<void> {
  while (watching.on) {
    const rows = await queryRows<{ n: string }>(
      t.context.db,
      sql`select count(*) as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (Number(rows[0]!.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return new Promise(() => undefined);
}

async function expectRefused(
  base: string,
  body: unknown,
  status: number,
  messagePart?: RegExp,
  token = f.chemist.access_token,
) {
  const before = await written();
  const resource = base.split('/').pop()!;
  const result = await t.request('POST', `${base}/tao-moi-${resource}`, { token, body, lang: 'en' });
  expect(result.status).toBe(status);
  expect(result.body.success).toBe(false);
  if (messagePart) expect(JSON.stringify(result.body)).toMatch(messagePart);
  expect(await written()).toBe(before);
  return result;
}

describe('bad input changes nothing', () => {
  it('refuses zero or negative quantities, expiry before manufacture and empty vouchers, by field', async () => {
    const goods = f.goods[0]!.id;
    const zero = await expectRefused(RECEIPTS, receiptBody(f, [receiptLine(goods, { so_luong: 0 })]), 400);
    expect(JSON.stringify(zero.body.data)).toContain('chi_tiet.0.so_luong');
    await expectRefused(RECEIPTS, receiptBody(f, [receiptLine(goods, { don_gia: -1 })]), 400, /negative/);
    await expectRefused(
      RECEIPTS,
      receiptBody(f, [receiptLine(goods, { ngay_san_xuat: hanoiDay(10), han_dung: hanoiDay(5) })]),
      400,
      /expiry date must be after the manufacture date/,
    );
    await expectRefused(RECEIPTS, receiptBody(f, []), 400, /at least one goods line/);
    await expectRefused(ISSUES, issueBody(f, [{ hang_hoa_id: goods, so_luong: -3 }]), 400);
    await expectRefused(
      ISSUES,
      issueBody(f, [{ hang_hoa_id: goods, so_luong: 1 }], { ly_do: '' }),
      400,
      /reason/,
    );
    await expectRefused(
      ISSUES,
      issueBody(f, [{ hang_hoa_id: goods, so_luong: 1 }], { loai_xuat: 'KHO_KHOA' }),
      400,
      /receiving warehouse/,
    );
    await expectRefused(
      TRANSFERS,
      {
        to_chuc: f.organisation.id,
        kho_id: f.mainStore,
        kho_nhan_id: f.mainStore,
        chi_tiet: [{ hang_hoa_id: goods, so_luong: 1 }],
      },
      400,
      /must differ/,
    );
  });

  it('refuses unknown goods, another organisation’s warehouse or supplier, and future dates', async () => {
    const goods = f.goods[0]!.id;
    await expectRefused(
      RECEIPTS,
      receiptBody(f, [receiptLine('0190f5a0-0000-7000-8000-000000000000')]),
      422,
      /unknown or inactive/,
    );
    const [foreignWarehouse] = await queryRows<{ id: string }>(
      t.context.db,
      sql`select id from kho where to_chuc_id = ${f.outsiderOrganisation.id} limit 1`,
    );
    await expectRefused(
      RECEIPTS,
      receiptBody(f, [receiptLine(goods)], { kho_id: foreignWarehouse!.id }),
      404,
      /Warehouse not found/,
    );
    await expectRefused(
      TRANSFERS,
      {
        to_chuc: f.organisation.id,
        kho_id: f.mainStore,
        kho_nhan_id: foreignWarehouse!.id,
        chi_tiet: [{ hang_hoa_id: goods, so_luong: 1 }],
      },
      404,
    );
    const foreignSupplier = await t.request<{ id: string }>(
      'POST',
      '/api/v1/nha-cung-cap/tao-moi-nha-cung-cap',
      {
        token: f.outsider.access_token,
        body: { to_chuc: f.outsiderOrganisation.id, ma: 'NCCX', ten: 'Nhà cung cấp khác' },
      },
    );
    await expectRefused(
      RECEIPTS,
      receiptBody(f, [receiptLine(goods)], { nha_cung_cap_id: foreignSupplier.body.data.id }),
      404,
    );
    await expectRefused(
      RECEIPTS,
      receiptBody(f, [receiptLine(goods)], { ngay_chung_tu: hanoiDay(3) }),
      422,
      /after today/,
    );
  });

  it('answers in Vietnamese by default', async () => {
    const result = await t.request('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
      token: f.chemist.access_token,
      body: receiptBody(f, [receiptLine(f.goods[0]!.id, { so_luong: 0 })]),
    });
    expect(JSON.stringify(result.body)).toContain('Giá trị phải lớn hơn 0');
  });
});

describe('permissions', () => {
  it('a user acts only in the warehouses of their departments', async () => {
    const body = receiptBody(f, [receiptLine(f.goods[0]!.id)]);
    // The pharmacist of the organisation who is in no department, and the ward nurse.
    await expectRefused(RECEIPTS, body, 403, undefined, f.pharmacist.access_token);
    await expectRefused(RECEIPTS, body, 403, undefined, f.wardNurse.access_token);
    await expectRefused(
      RECEIPTS,
      { ...body, to_chuc: f.outsiderOrganisation.id },
      404,
      undefined,
      f.outsider.access_token,
    );
    const stock = await t.request('GET', '/api/v1/ton-kho/danh-sach-ton-kho', {
      token: f.outsider.access_token,
      query: { to_chuc: f.organisation.id, kho_id: f.mainStore },
    });
    expect(stock.status).toBe(403);
    const cabinet = await t.request('GET', '/api/v1/ton-kho/danh-sach-ton-kho', {
      token: f.wardNurse.access_token,
      query: { to_chuc: f.organisation.id, kho_id: f.mainStore },
    });
    expect(cabinet.status).toBe(403);
    expect(
      (
        await t.request('GET', '/api/v1/ton-kho/danh-sach-ton-kho', {
          token: f.wardNurse.access_token,
          query: { to_chuc: f.organisation.id, kho_id: f.cabinet },
        })
      ).status,
    ).toBe(200);
  });

  it("a step naming another organisation's voucher is not found, and never waits on that voucher", async () => {
    const draft = await runVoucher(
      t,
      f,
      ISSUES,
      issueBody(f, [{ hang_hoa_id: f.goods[0]!.id, so_luong: 1 }]),
      [],
    );
    // The voucher's own hospital holds it (a step of theirs in progress) while an outsider names it.
    await t.context.db.transaction(async (tx) => {
      await tx.execute(sql`select id from phieu_kho where id = ${draft.id} for update`);
      const foreign = t.request('POST', `${ISSUES}/${draft.id}/gui-duyet-phieu-xuat-kho`, {
        token: f.outsider.access_token,
        body: { to_chuc: f.outsiderOrganisation.id, phien_ban: draft.phien_ban },
      });
      const watching = { on: true };
      const outcome = await Promise.race([
        foreign.then((answer) => answer.status),
        waitForLockWaiter(watching).then(() => 'waited on the lock'),
      ]);
      watching.on = false;
      expect(outcome).toBe(404);
    });
    const after = await t.request<VoucherDetail>('GET', `${ISSUES}/${draft.id}/chi-tiet-phieu-xuat-kho`, {
      token: f.chemist.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(after.body.data).toMatchObject({ trang_thai: 'LUU_TAM', phien_ban: draft.phien_ban });
  });

  it('a warehouse keeper writes and submits; only a pharmacist approves or reverses', async () => {
    const keeperToken = f.keeper.access_token;
    const submitted = await runVoucher(
      t,
      f,
      RECEIPTS,
      receiptBody(f, [receiptLine(f.goods[0]!.id, { so_lo: 'K-1' })]),
      ['gui-duyet'],
      keeperToken,
    );
    expect((await voucherAction(t, f, RECEIPTS, submitted, 'duyet', { token: keeperToken })).status).toBe(
      403,
    );
    const approved = expectStatus(await voucherAction(t, f, RECEIPTS, submitted, 'duyet'), 200);
    expect(
      (await voucherAction(t, f, RECEIPTS, approved, 'huy', { token: keeperToken, ly_do: 'x' })).status,
    ).toBe(403);
    expect((await voucherAction(t, f, RECEIPTS, approved, 'duyet')).status).toBe(409);
    const other = await t.request('GET', `${RECEIPTS}/${approved.id}/chi-tiet-phieu-nhap-kho`, {
      token: f.outsider.access_token,
      query: { to_chuc: f.outsiderOrganisation.id },
    });
    expect(other.status).toBe(404);
  });

  it('an issue to a ward cabinet lands in the cabinet; the nurse sees it but cannot approve', async () => {
    const goods = f.goods[1]!.id;
    await runVoucher(t, f, RECEIPTS, receiptBody(f, [receiptLine(goods, { so_lo: 'W-1', so_luong: 20 })]));
    const issue = await runVoucher(
      t,
      f,
      ISSUES,
      issueBody(f, [{ hang_hoa_id: goods, so_luong: 8 }], {
        loai_xuat: 'KHO_KHOA',
        kho_nhan_id: f.cabinet,
        ly_do: 'Bổ sung cơ số',
      }),
    );
    expect(issue.kho_nhan_id).toBe(f.cabinet);
    const cabinetStock = await stockOf(t, f, f.cabinet);
    expect(cabinetStock.find((i) => i.hang_hoa_id === goods)?.so_luong).toBe(8);
    const seen = await t.request<VoucherDetail>('GET', `${ISSUES}/${issue.id}/chi-tiet-phieu-xuat-kho`, {
      token: f.wardNurse.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(seen.status).toBe(200);
  });
});
