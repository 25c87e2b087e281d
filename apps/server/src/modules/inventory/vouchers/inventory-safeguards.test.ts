import type { LedgerCheck, VoucherDetail } from '@kho/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Executor } from '../../../db/client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { monthTotalsOfLedger } from '../stock/ledger-check.repository';
import { createTender, tenderBody } from '../../tenders/tender-test-helpers';
import {
  expectLedgerMatches,
  expectStatus,
  hanoiDay,
  ISSUES,
  issueBody,
  onHand,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
  setupInventory,
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

async function voucherCount(): Promise<number> {
  const rows = await queryRows<{ n: string }>(t.context.db, sql`select count(*) as n from phieu_kho`);
  return Number(rows[0]!.n);
}

describe('Idempotency-Key and versions', () => {
  it('the same request twice with one key writes once and answers the first result', async () => {
    const before = await voucherCount();
    const send = () =>
      t.request<VoucherDetail>('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
        token: f.chemist.access_token,
        headers: { 'Idempotency-Key': 'receipt-key-0001' },
        body: receiptBody(f, [receiptLine(f.goods[0]!.id)]),
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await voucherCount()).toBe(before + 1);

    const other = await t.request('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
      token: f.chemist.access_token,
      headers: { 'Idempotency-Key': 'receipt-key-0001' },
      body: receiptBody(f, [receiptLine(f.goods[1]!.id)]),
    });
    expect(other.status).toBe(422);
    expect(await voucherCount()).toBe(before + 1);
  });

  it('duplicates sent at the same moment still write once', async () => {
    const before = await voucherCount();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.request<VoucherDetail>('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
          token: f.chemist.access_token,
          headers: { 'Idempotency-Key': 'receipt-key-burst' },
          body: receiptBody(f, [receiptLine(f.goods[0]!.id)]),
        }),
      ),
    );
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(await voucherCount()).toBe(before + 1);
  });

  it('a failed request releases its key; an approval replayed does not move stock twice', async () => {
    const [, amox] = f.goods;
    const draft = await runVoucher(
      t,
      f,
      RECEIPTS,
      receiptBody(f, [receiptLine(amox!.id, { so_lo: 'IDEM', so_luong: 10 })]),
      ['gui-duyet'],
    );
    const approve = (version: number) =>
      t.request<VoucherDetail>('POST', `${RECEIPTS}/${draft.id}/duyet-phieu-nhap-kho`, {
        token: f.chemist.access_token,
        headers: { 'Idempotency-Key': 'approve-key-0001' },
        body: { to_chuc: f.organisation.id, phien_ban: version },
      });
    expect((await approve(draft.phien_ban + 5)).status).toBe(409);
    expect((await approve(draft.phien_ban)).status).toBe(200);
    expect((await approve(draft.phien_ban)).status).toBe(200);
    expect(await onHand(t, f, f.mainStore, amox!.id)).toBe(10);
    await expectLedgerMatches(t, f, [f.mainStore]);
  });

  it('an update naming a stale version is refused with 409', async () => {
    const draft = await runVoucher(t, f, RECEIPTS, receiptBody(f, [receiptLine(f.goods[0]!.id)]), []);
    const body = {
      ...receiptBody(f, [receiptLine(f.goods[0]!.id, { so_luong: 5 })]),
      phien_ban: draft.phien_ban,
    };
    const url = `${RECEIPTS}/${draft.id}/cap-nhat-phieu-nhap-kho`;
    const updated = expectStatus(
      await t.request<VoucherDetail>('PUT', url, { token: f.chemist.access_token, body }),
      200,
    );
    expect(updated.phien_ban).toBe(draft.phien_ban + 1);
    // The answer is the voucher as the update left it: new lines, totals over them, its number kept.
    expect(updated.so_phieu).toBe(draft.so_phieu);
    expect(updated.chi_tiet.map((line) => line.so_luong)).toEqual([5]);
    expect(updated.so_dong).toBe(1);
    expect(updated.tong_tien).toBe(updated.chi_tiet[0]!.thanh_tien);
    expect(updated.tong_tien).toBeLessThan(draft.tong_tien);
    const stale = await t.request('PUT', url, { token: f.chemist.access_token, body, lang: 'en' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/someone else changed/i);
  });
});

describe('expired and blocked batches', () => {
  it('FEFO never picks an expired batch, and an explicit pick of one is refused', async () => {
    const [, , nacl] = f.goods;
    const receipt = await runVoucher(
      t,
      f,
      RECEIPTS,
      receiptBody(
        f,
        [
          receiptLine(nacl!.id, {
            so_lo: 'EXPIRED',
            han_dung: hanoiDay(-10),
            ngay_san_xuat: hanoiDay(-700),
            so_luong: 30,
          }),
          receiptLine(nacl!.id, { so_lo: 'GOOD', han_dung: hanoiDay(500), so_luong: 30 }),
        ],
        { ngay_chung_tu: hanoiDay(0) },
      ),
    );
    const issued = await runVoucher(t, f, ISSUES, issueBody(f, [{ hang_hoa_id: nacl!.id, so_luong: 10 }]));
    expect(issued.chi_tiet[0]!.phan_bo.map((a) => a.so_lo)).toEqual(['GOOD']);

    const expiredBatch = receipt.chi_tiet[0]!.phan_bo[0]!.lo_hang_id;
    const draft = await runVoucher(
      t,
      f,
      ISSUES,
      issueBody(f, [{ hang_hoa_id: nacl!.id, so_luong: 1, lo_hang_id: expiredBatch }]),
      [],
    );
    const refused = await voucherAction(t, f, ISSUES, draft, 'gui-duyet', { lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('EXPIRED');
    expect(refused.body.message).toMatch(/expired/);

    // Asking for more than the unexpired stock is refused rather than dipping into the expired lot.
    const tooMuch = await runVoucher(
      t,
      f,
      ISSUES,
      issueBody(f, [{ hang_hoa_id: nacl!.id, so_luong: 25 }]),
      [],
    );
    const short = await voucherAction(t, f, ISSUES, tooMuch, 'gui-duyet');
    expect(short.status).toBe(409);
    expect(short.body.message).toContain('20');
    await expectLedgerMatches(t, f, [f.mainStore]);
  });

  it('a batch blocked after reservation cannot be approved out', async () => {
    const [para] = f.goods;
    const receipt = await runVoucher(
      t,
      f,
      RECEIPTS,
      receiptBody(f, [receiptLine(para!.id, { so_lo: 'RECALL', so_luong: 10, han_dung: hanoiDay(20) })]),
    );
    const pending = await runVoucher(t, f, ISSUES, issueBody(f, [{ hang_hoa_id: para!.id, so_luong: 3 }]), [
      'gui-duyet',
    ]);
    expect(pending.chi_tiet[0]!.phan_bo[0]!.so_lo).toBe('RECALL');
    const batchId = receipt.chi_tiet[0]!.phan_bo[0]!.lo_hang_id;
    const blocked = await t.request('PUT', `/api/v1/lo-hang/${batchId}/khoa-lo-hang`, {
      token: f.chemist.access_token,
      body: { to_chuc: f.organisation.id, bi_khoa: true, ly_do_khoa: 'Thu hồi theo công văn' },
    });
    expect(blocked.status).toBe(200);
    const refused = await voucherAction(t, f, ISSUES, pending, 'duyet');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('RECALL');
    await t.request('PUT', `/api/v1/lo-hang/${batchId}/khoa-lo-hang`, {
      token: f.chemist.access_token,
      body: { to_chuc: f.organisation.id, bi_khoa: false },
    });
    await expectLedgerMatches(t, f, [f.mainStore]);
  });
});

describe('destruction and back-dated movements', () => {
  it('a destruction takes expired batches first, and may name a blocked one', async () => {
    const [, , nacl] = f.goods;
    // The EXPIRED lot of the test above still holds 30.
    const destroyed = await runVoucher(
      t,
      f,
      ISSUES,
      issueBody(f, [{ hang_hoa_id: nacl!.id, so_luong: 12 }], { loai_xuat: 'HUY' }),
    );
    expect(destroyed.chi_tiet[0]!.phan_bo.map((a) => [a.so_lo, a.so_luong])).toEqual([['EXPIRED', 12]]);
    const forUse = await runVoucher(
      t,
      f,
      ISSUES,
      issueBody(f, [{ hang_hoa_id: nacl!.id, so_luong: 1 }], { loai_xuat: 'KIEM_NGHIEM' }),
    );
    expect(forUse.chi_tiet[0]!.phan_bo.map((a) => a.so_lo)).toEqual(['GOOD']);
    const options = await t.request<{ lo_hang: { so_lo: string; chon_duoc: boolean }[] }>(
      'GET',
      '/api/v1/ton-kho/lo-hang-kha-dung',
      {
        token: f.chemist.access_token,
        query: { to_chuc: f.organisation.id, kho_id: f.mainStore, hang_hoa_id: nacl!.id, loai_xuat: 'HUY' },
      },
    );
    expect(expectStatus(options, 200).lo_hang.find((b) => b.so_lo === 'EXPIRED')?.chon_duoc).toBe(true);
    await expectLedgerMatches(t, f, [f.mainStore]);
  });

  it('refuses an issue dated before the stock it takes arrived', async () => {
    const [para] = f.goods;
    await runVoucher(
      t,
      f,
      RECEIPTS,
      receiptBody(f, [receiptLine(para!.id, { so_lo: 'TODAY-ONLY', han_dung: hanoiDay(5), so_luong: 3 })]),
    );
    const backdated = await runVoucher(
      t,
      f,
      ISSUES,
      issueBody(f, [{ hang_hoa_id: para!.id, so_luong: 2 }], { ngay_chung_tu: hanoiDay(-3) }),
      ['gui-duyet'],
    );
    expect(backdated.chi_tiet[0]!.phan_bo[0]!.so_lo).toBe('TODAY-ONLY');
    const refused = await voucherAction(t, f, ISSUES, backdated, 'duyet', { lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('TODAY-ONLY');
    expect(refused.body.message).toMatch(/later voucher date/);
    await expectLedgerMatches(t, f, [f.mainStore]);
  });
});

describe('tender consumption', () => {
  it('a receipt under a tender consumes its line, exceeding it is refused, cancelling gives it back', async () => {
    const [, amox] = f.goods;
    const tender = expectStatus(
      await createTender(
        t,
        tenderBody(f, f.supplierId, 'GT-INV', [
          { hang_hoa_id: amox!.id, so_luong_trung: 100, don_gia_trung: 2000 },
        ]),
        f.chemist.access_token,
      ),
      201,
    );
    const overPrice = await t.request('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
      token: f.chemist.access_token,
      body: receiptBody(f, [receiptLine(amox!.id, { don_gia: 2500 })], { goi_thau_id: tender.id }),
    });
    expect(overPrice.status).toBe(422);
    const tooMany = await t.request('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
      token: f.chemist.access_token,
      body: receiptBody(f, [receiptLine(amox!.id, { don_gia: 2000, so_luong: 150 })], {
        goi_thau_id: tender.id,
      }),
    });
    expect(tooMany.status).toBe(422);
    const receipt = await runVoucher(
      t,
      f,
      RECEIPTS,
      receiptBody(f, [receiptLine(amox!.id, { so_lo: 'GT-1', don_gia: 2000, so_luong: 80 })], {
        goi_thau_id: tender.id,
      }),
    );
    const received = async () => {
      const rows = await queryRows<{ q: string }>(
        t.context.db,
        sql`select so_luong_da_nhap as q from goi_thau_chi_tiet where goi_thau_id = ${tender.id}`,
      );
      return Number(rows[0]!.q);
    };
    expect(await received()).toBe(80);
    expectStatus(await voucherAction(t, f, RECEIPTS, receipt, 'huy', { ly_do: 'Nhập nhầm gói thầu' }), 200);
    expect(await received()).toBe(0);
    await expectLedgerMatches(t, f, [f.mainStore]);
  });
});

describe('the ledger', () => {
  it('refuses to be edited or deleted', async () => {
    await expect(t.context.db.execute(sql`update the_kho set so_luong = so_luong + 1`)).rejects.toThrow();
    await expect(t.context.db.execute(sql`delete from the_kho`)).rejects.toThrow();
  });

  it("keeps each month's totals equal to its rows, and the check names a goods item whose total is off", async () => {
    const kept = await queryRows<Record<string, unknown>>(
      t.context.db,
      sql`select * from luy_ke_phat_sinh where to_chuc_id = ${f.organisation.id} order by 2, 3, 4, 5`,
    );
    const summed = await queryRows<Record<string, unknown>>(
      t.context.db,
      sql`${monthTotalsOfLedger(sql`to_chuc_id = ${f.organisation.id}`)} order by 2, 3, 4, 5`,
    );
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(summed);

    const check = async () =>
      expectStatus(
        await t.request<LedgerCheck>('GET', `/api/v1/ton-kho/${f.mainStore}/doi-soat-ton-kho`, {
          token: f.admin.access_token,
          query: { to_chuc: f.organisation.id },
        }),
        200,
      );
    const row = kept.find((r) => r.kho_id === f.mainStore)!;
    const shift = (by: number) =>
      t.context.db.execute(sql`update luy_ke_phat_sinh set gia_tri = gia_tri + ${by}
        where kho_id = ${f.mainStore} and thang = ${row.thang}::date and hang_hoa_id = ${row.hang_hoa_id}
          and nhom = ${row.nhom}`);
    await shift(1);
    expect(await check()).toMatchObject({ khop: false, sai_lech: [], tong_hop_sai_lech: [row.hang_hoa_id] });
    await shift(-1);
    expect(await check()).toMatchObject({ khop: true, tong_hop_sai_lech: [] });
  });

  it('adds rows written by any statement to their months, a past month included', async () => {
    // As a server of an earlier version would write them during an upgrade: a plain INSERT.
    const totals = (tx: Executor) =>
      queryRows<{ so_luong: string; gia_tri: string }>(
        tx,
        sql`select so_luong::text, gia_tri::text from luy_ke_phat_sinh
            where kho_id = ${f.mainStore} and thang = date_trunc('month', ${hanoiDay(-40)}::timestamp)::date
              and hang_hoa_id = ${f.goods[0]!.id} and nhom = 'XUAT_KHAC'`,
      );
    const rollback = new Error('rolled back');
    await expect(
      t.context.db.transaction(async (tx) => {
        const before = await totals(tx);
        const [voucher] = await queryRows<{ id: string }>(tx, sql`select id from phieu_kho limit 1`);
        const [batch] = await queryRows<{ id: string }>(
          tx,
          sql`select id from lo_hang where hang_hoa_id = ${f.goods[0]!.id} limit 1`,
        );
        await tx.execute(sql`insert into the_kho (id, to_chuc_id, kho_id, lo_hang_id, hang_hoa_id, ngay_chung_tu,
                                                  so_luong, don_gia, loai_phieu, phieu_id, nhom)
          select gen_random_uuid(), ${f.organisation.id}, ${f.mainStore}, ${batch!.id}, ${f.goods[0]!.id},
                 ${hanoiDay(-40)}::date, q, 2.5, 'XUAT_KHO', ${voucher!.id}, 'XUAT_KHAC'
          from unnest(array[-3, -4]::numeric[]) as q`);
        const after = await totals(tx);
        expect(Number(after[0]!.so_luong) - Number(before[0]?.so_luong ?? 0)).toBe(-7);
        expect(Number(after[0]!.gia_tri) - Number(before[0]?.gia_tri ?? 0)).toBe(-17.5);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});
