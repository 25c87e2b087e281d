import type { ClosedPeriod } from '@kho/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  expectStatus,
  hanoiDay,
  ISSUES,
  issueBody,
  onHand,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
  stockOf,
  setupInventory,
  voucherAction,
  type InventoryFixture,
} from '../inventory-test-helpers';

/** Closing a month: what it refuses while open work is dated in it, and after (decision 0011). */
let t: TestApp;
let f: InventoryFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
});
afterAll(() => t.close());

describe('period closing', () => {
  it('refuses movements into a closed month, and vouchers dated in it, until reopened', async () => {
    const [para] = f.goods;
    const lastMonth = hanoiDay(-32).slice(0, 7);
    const dated = `${lastMonth}-15`;
    const pending = await runVoucher(
      t,
      f,
      RECEIPTS,
      receiptBody(f, [receiptLine(para!.id, { so_lo: 'P-1', so_luong: 5 })], { ngay_chung_tu: dated }),
      ['gui-duyet'],
    );
    const close = () =>
      t.request<ClosedPeriod>('POST', '/api/v1/khoa-so/tao-moi-khoa-so', {
        token: f.chemist.access_token,
        body: { to_chuc: f.organisation.id, thang: lastMonth },
      });
    // Not while a voucher dated in the month awaits approval.
    expect((await close()).status).toBe(409);
    expectStatus(await voucherAction(t, f, RECEIPTS, pending, 'huy', { ly_do: 'Làm lại' }), 200);
    const closed = expectStatus(await close(), 201);
    expect(closed.thang).toBe(`${lastMonth}-01`);

    const intoClosed = await t.request('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
      token: f.chemist.access_token,
      body: receiptBody(f, [receiptLine(para!.id)], { ngay_chung_tu: dated }),
    });
    expect(intoClosed.status).toBe(409);
    // Closing a month closes the months before it; the month after stays open.
    const intoEarlier = await t.request('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
      token: f.chemist.access_token,
      body: receiptBody(f, [receiptLine(para!.id)], { ngay_chung_tu: hanoiDay(-65) }),
    });
    expect(intoEarlier.status).toBe(409);
    const intoThisMonth = await t.request('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
      token: f.chemist.access_token,
      body: receiptBody(f, [receiptLine(para!.id)], { ngay_chung_tu: `${hanoiDay(0).slice(0, 7)}-01` }),
    });
    expect(intoThisMonth.status).toBe(201);
    const thisMonth = await t.request('POST', '/api/v1/khoa-so/tao-moi-khoa-so', {
      token: f.chemist.access_token,
      body: { to_chuc: f.organisation.id, thang: hanoiDay(0).slice(0, 7) },
    });
    expect(thisMonth.status).toBe(409);

    const reopenedByPharmacist = await t.request('DELETE', `/api/v1/khoa-so/${closed.id}/xoa-khoa-so`, {
      token: f.chemist.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(reopenedByPharmacist.status).toBe(403);
    const reopened = await t.request('DELETE', `/api/v1/khoa-so/${closed.id}/xoa-khoa-so`, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(reopened.status).toBe(200);
    const after = await t.request('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
      token: f.chemist.access_token,
      body: receiptBody(f, [receiptLine(para!.id)], { ngay_chung_tu: dated }),
    });
    expect(after.status).toBe(201);
  });

  it('an approval or a submission is refused when its month closed while it waited', async () => {
    const [para] = f.goods;
    const twoMonthsAgo = hanoiDay(-62).slice(0, 7);
    // Stock to issue, so the month is the only reason left to refuse the submission.
    await runVoucher(t, f, RECEIPTS, receiptBody(f, [receiptLine(para!.id, { so_lo: 'P-0', so_luong: 5 })]));
    // A draft saved before the month closed: the issue would reserve stock in the closed month.
    const draft = await runVoucher(
      t,
      f,
      ISSUES,
      issueBody(f, [{ hang_hoa_id: para!.id, so_luong: 1 }], { ngay_chung_tu: `${twoMonthsAgo}-12` }),
      [],
    );
    const pending = await runVoucher(
      t,
      f,
      RECEIPTS,
      receiptBody(f, [receiptLine(para!.id, { so_lo: 'P-2', so_luong: 5 })], {
        ngay_chung_tu: `${twoMonthsAgo}-10`,
      }),
      ['gui-duyet'],
    );
    // Closing waits for no one here; a voucher awaiting approval blocks it, so close via the database
    // as a month closed by an earlier version would be, then try to approve.
    await t.context.db.execute(
      sql`insert into ky_khoa_so (id, to_chuc_id, thang) values (gen_random_uuid(), ${f.organisation.id}, ${`${twoMonthsAgo}-01`}::date)`,
    );
    const before = await onHand(t, f, f.mainStore, para!.id);
    const refused = await voucherAction(t, f, RECEIPTS, pending, 'duyet', { lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/closed/);
    expect(await onHand(t, f, f.mainStore, para!.id)).toBe(before);

    const reservedBefore = (await stockOf(t, f, f.mainStore)).find((i) => i.hang_hoa_id === para!.id);
    const notSubmitted = await voucherAction(t, f, ISSUES, draft, 'gui-duyet');
    expect(notSubmitted.status).toBe(409);
    expect(notSubmitted.body.message).toMatch(/đã khóa sổ.*đổi ngày chứng từ hoặc mở lại kỳ/);
    const inEnglish = await voucherAction(t, f, ISSUES, draft, 'gui-duyet', { lang: 'en' });
    expect(inEnglish.body.message).toMatch(/is closed.*change the voucher date or reopen the month/i);
    expect((await stockOf(t, f, f.mainStore)).find((i) => i.hang_hoa_id === para!.id)).toEqual(
      reservedBefore,
    );
  });

  it("lets autovacuum clear a reopened month's balances early (a hundredth of the table, not a fifth)", async () => {
    const rows = await queryRows<{ relname: string; reloptions: string[] }>(
      t.context.db,
      sql`select relname, reloptions from pg_class
          where relname in ('so_du_thang', 'phat_sinh_thang', 'phat_sinh_thang_kho') and relkind = 'r'
          order by relname`,
    );
    expect(rows.map((r) => r.relname)).toEqual(['phat_sinh_thang', 'phat_sinh_thang_kho', 'so_du_thang']);
    for (const row of rows)
      expect(row.reloptions).toEqual(
        expect.arrayContaining([
          'autovacuum_vacuum_scale_factor=0.01',
          'autovacuum_analyze_scale_factor=0.01',
        ]),
      );
  });
});
