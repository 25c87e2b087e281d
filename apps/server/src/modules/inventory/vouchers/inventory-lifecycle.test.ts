import type { BatchOptions, StockCard, VoucherDetail } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { messagesSent } from '../../../test/statements';
import { openChannel } from '../../realtime/realtime-test-client';
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

describe('goods receipt', () => {
  it('numbers a draft, moves nothing until approved, then brings the batches in with their cost', async () => {
    const [para] = f.goods;
    const draft = await runVoucher(
      t,
      f,
      RECEIPTS,
      receiptBody(f, [
        receiptLine(para!.id, {
          so_lo: 'R-EARLY',
          han_dung: hanoiDay(60),
          so_luong: 40,
          don_gia: 1000,
          vat: 5,
          chiet_khau: 10,
        }),
        receiptLine(para!.id, {
          so_lo: 'R-LATE',
          han_dung: hanoiDay(700),
          so_luong: 60,
          don_gia: 1000,
          vat: 5,
        }),
      ]),
      [],
    );
    expect(draft.so_phieu).toMatch(/^PN-\d{4}-\d{5}$/);
    expect(draft.trang_thai).toBe('LUU_TAM');
    // 40 x 1000 x 0.9 x 1.05 + 60 x 1000 x 1.05
    expect(draft.tong_tien).toBe(37_800 + 63_000);
    expect(await onHand(t, f, f.mainStore, para!.id)).toBe(0);

    const submitted = expectStatus(await voucherAction(t, f, RECEIPTS, draft, 'gui-duyet'), 200);
    const approved = expectStatus(await voucherAction(t, f, RECEIPTS, submitted, 'duyet'), 200);
    expect(approved.trang_thai).toBe('HOAN_THANH');
    expect(approved.nguoi_duyet_ten).toBe('DS. Trần Thị Dược');
    expect(approved.chi_tiet[0]!.phan_bo).toHaveLength(1);

    const items = await stockOf(t, f, f.mainStore);
    const item = items.find((i) => i.hang_hoa_id === para!.id)!;
    expect(item.so_luong).toBe(100);
    expect(item.lo_hang.map((b) => [b.so_lo, b.don_gia])).toEqual([
      ['R-EARLY', 945],
      ['R-LATE', 1050],
    ]);
    expect(item.gia_tri).toBe(100_800);
    await expectLedgerMatches(t, f, [f.mainStore]);
  });

  it('an issue takes the earliest expiry first; cancelling it restores the stock', async () => {
    const [para] = f.goods;
    const issued = await runVoucher(t, f, ISSUES, issueBody(f, [{ hang_hoa_id: para!.id, so_luong: 50 }]));
    expect(issued.chi_tiet[0]!.phan_bo.map((a) => [a.so_lo, a.so_luong])).toEqual([
      ['R-EARLY', 40],
      ['R-LATE', 10],
    ]);
    expect(issued.tong_tien).toBe(40 * 945 + 10 * 1050);
    expect(await onHand(t, f, f.mainStore, para!.id)).toBe(50);

    const card = expectStatus(
      await t.request<StockCard>('GET', '/api/v1/ton-kho/the-kho', {
        token: f.chemist.access_token,
        query: { to_chuc: f.organisation.id, kho_id: f.mainStore, hang_hoa_id: para!.id },
      }),
      200,
    );
    expect(card.ton_dau_ky).toBe(0);
    expect(card.tong_nhap).toBe(100);
    expect(card.tong_xuat).toBe(50);
    expect(card.ton_cuoi_ky).toBe(50);
    expect(card.dong.at(-1)!.ton).toBe(50);

    const cancelled = expectStatus(
      await voucherAction(t, f, ISSUES, issued, 'huy', { ly_do: 'Xuất nhầm' }),
      200,
    );
    expect(cancelled.trang_thai).toBe('HUY');
    expect(cancelled.ly_do_huy).toBe('Xuất nhầm');
    expect(await onHand(t, f, f.mainStore, para!.id)).toBe(100);
    await expectLedgerMatches(t, f, [f.mainStore]);
  });

  it('refuses to cancel a receipt whose goods have partly gone out, naming the batch', async () => {
    const [, amox] = f.goods;
    const receipt = await runVoucher(
      t,
      f,
      RECEIPTS,
      receiptBody(f, [receiptLine(amox!.id, { so_lo: 'AMX-1', so_luong: 30 })]),
    );
    await runVoucher(t, f, ISSUES, issueBody(f, [{ hang_hoa_id: amox!.id, so_luong: 5 }]));
    const refused = await voucherAction(t, f, RECEIPTS, receipt, 'huy', { ly_do: 'Sai hóa đơn' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('AMX-1');
    expect(refused.body.message).toContain('25');
    expect(await onHand(t, f, f.mainStore, amox!.id)).toBe(25);
    await expectLedgerMatches(t, f, [f.mainStore]);
  });

  it('a transfer moves batches as they are; the book of both warehouses lists it', async () => {
    const [para] = f.goods;
    const transfer = await runVoucher(t, f, TRANSFERS, {
      to_chuc: f.organisation.id,
      kho_id: f.mainStore,
      kho_nhan_id: f.dispensary,
      chi_tiet: [{ hang_hoa_id: para!.id, so_luong: 45 }],
    });
    expect(transfer.trang_thai).toBe('HOAN_THANH');
    const moved = await stockOf(t, f, f.dispensary);
    expect(moved[0]!.lo_hang.map((b) => [b.so_lo, b.so_luong, b.don_gia])).toEqual([
      ['R-EARLY', 40, 945],
      ['R-LATE', 5, 1050],
    ]);
    for (const warehouse of [f.mainStore, f.dispensary]) {
      const book = await t.request<VoucherDetail[]>('GET', `${TRANSFERS}/danh-sach-phieu-chuyen-kho`, {
        token: f.chemist.access_token,
        query: { to_chuc: f.organisation.id, kho_id: warehouse },
      });
      expect(expectStatus(book, 200).map((v) => v.id)).toContain(transfer.id);
    }
    await expectLedgerMatches(t, f, [f.mainStore, f.dispensary]);
  });

  it('reserves on submission, releases on rejection, and proposes FEFO batches', async () => {
    const [para] = f.goods;
    const options = expectStatus(
      await t.request<BatchOptions>('GET', '/api/v1/ton-kho/lo-hang-kha-dung', {
        token: f.chemist.access_token,
        query: { to_chuc: f.organisation.id, kho_id: f.mainStore, hang_hoa_id: para!.id, so_luong: 10 },
      }),
      200,
    );
    expect(options.tong_kha_dung).toBe(55);
    expect(options.lo_hang.find((b) => b.de_xuat > 0)?.so_lo).toBe('R-LATE');

    const pending = await runVoucher(t, f, ISSUES, issueBody(f, [{ hang_hoa_id: para!.id, so_luong: 20 }]), [
      'gui-duyet',
    ]);
    let item = (await stockOf(t, f, f.mainStore)).find((i) => i.hang_hoa_id === para!.id)!;
    expect([item.so_luong, item.so_luong_giu, item.kha_dung]).toEqual([55, 20, 35]);
    await expectLedgerMatches(t, f, [f.mainStore]);

    const rejected = expectStatus(
      await voucherAction(t, f, ISSUES, pending, 'tu-choi', { ly_do: 'Chưa đủ chữ ký' }),
      200,
    );
    expect(rejected.trang_thai).toBe('TU_CHOI');
    expect(rejected.chi_tiet[0]!.phan_bo).toEqual([]);
    item = (await stockOf(t, f, f.mainStore)).find((i) => i.hang_hoa_id === para!.id)!;
    expect(item.so_luong_giu).toBe(0);
    await expectLedgerMatches(t, f, [f.mainStore]);
  });
});

describe('round trips under the stock locks', () => {
  it('holds the stock rows of an issue for few round trips: reserved, allocated and priced in one statement', async () => {
    const [, amox] = f.goods;
    await runVoucher(
      t,
      f,
      RECEIPTS,
      receiptBody(f, [
        receiptLine(amox!.id, { so_lo: 'A-1', so_luong: 2, don_gia: 700, vat: 0, han_dung: hanoiDay(10) }),
        receiptLine(amox!.id, { so_lo: 'A-2', so_luong: 5, don_gia: 800, vat: 0, han_dung: hanoiDay(11) }),
      ]),
    );
    const draft = await runVoucher(t, f, ISSUES, issueBody(f, [{ hang_hoa_id: amox!.id, so_luong: 3 }]), []);
    const statementsOf = async (step: 'gui-duyet' | 'duyet', voucher: VoucherDetail) => {
      const sent = await messagesSent(() => voucherAction(t, f, ISSUES, voucher, step));
      return { voucher: expectStatus(sent.result, 200), texts: sent.texts };
    };
    const writesStock = (text: string) => /update ton_kho t\s+set so_luong/.test(text);

    const submitted = await statementsOf('gui-duyet', draft);
    // The voucher's row lock, the caller's access and the period lock: one statement.
    const periodLocks = submitted.texts.filter((text) => /pg_advisory_xact_lock_shared/.test(text));
    expect(periodLocks).toHaveLength(1);
    expect(periodLocks[0]).toMatch(/from phieu_kho p\s[\s\S]*for update of p/);
    expect(periodLocks[0]).toMatch(/thanh_vien_to_chuc/);
    // The month is checked by the step's last statement, its update of the voucher, which also
    // reads the answer: nothing is read after the commit. (The caller's membership read also
    // brings the last closed month, for a new voucher's date; a step does not rely on it.)
    const monthChecks = submitted.texts.filter((text) => /exists\(select 1 from ky_khoa_so/.test(text));
    expect(monthChecks).toHaveLength(1);
    expect(monthChecks[0]).toMatch(/^with p as \(update phieu_kho p set[\s\S]*json_agg/);
    expect(submitted.texts.at(-1)).toMatch(/commit$/);
    const stockWrites = submitted.texts.filter(writesStock);
    expect(stockWrites).toHaveLength(1);
    expect(stockWrites[0]).toMatch(/insert into phieu_kho_phan_bo/);
    expect(stockWrites[0]).toMatch(/update phieu_kho_chi_tiet c/);
    // What one statement wrote reads as the separate statements wrote it.
    const [line] = submitted.voucher.chi_tiet;
    expect(line!.phan_bo.map((a) => [a.so_lo, a.so_luong])).toEqual([
      ['A-1', 2],
      ['A-2', 1],
    ]);
    const cost = 2 * 700 + 800;
    expect(line!.thanh_tien).toBe(cost);
    expect(submitted.voucher.tong_tien).toBe(cost);
    expect(submitted.voucher.so_dong).toBe(1);

    // The voucher is locked and read by its id alone: under another kind's path it is not found.
    expect((await voucherAction(t, f, RECEIPTS, submitted.voucher, 'duyet')).status).toBe(404);
    expect(
      (
        await t.request('GET', `${RECEIPTS}/${draft.id}/chi-tiet-phieu-nhap-kho`, {
          token: f.chemist.access_token,
          query: { to_chuc: f.organisation.id },
        })
      ).status,
    ).toBe(404);

    const approved = await statementsOf('duyet', submitted.voucher);
    expect(approved.voucher.trang_thai).toBe('HOAN_THANH');
    // The allocations are read with their stock rows locked, so the move locks nothing again.
    const lockReads = approved.texts.filter(
      (text) => /for update/.test(text) && /phieu_kho_phan_bo/.test(text),
    );
    expect(lockReads).toHaveLength(1);
    expect(approved.texts.filter((text) => /for update of t/.test(text))).toHaveLength(0);
    expect(approved.texts.filter(writesStock)).toHaveLength(1);
    expect(approved.voucher.tong_tien).toBe(cost);
    await expectLedgerMatches(t, f, [f.mainStore]);
  });

  it("checks a new voucher's warehouse, access and month without statements of their own", async () => {
    const [para] = f.goods;
    const sent = await messagesSent(() =>
      t.request<VoucherDetail>('POST', `${ISSUES}/tao-moi-phieu-xuat-kho`, {
        token: f.chemist.access_token,
        body: issueBody(f, [{ hang_hoa_id: para!.id, so_luong: 1 }]),
      }),
    );
    expectStatus(sent.result, 201);
    // The caller's membership read brings the last closed month; the warehouse lookup, whether
    // the caller may act in it. Neither is asked again on its own.
    const membership = sent.texts.filter((text) => /from thanh_vien_to_chuc m join to_chuc o/.test(text));
    expect(membership).toHaveLength(1);
    expect(membership[0]).toMatch(/max\(k\.thang\)/);
    const lookups = sent.texts.filter((text) => /from kho where to_chuc_id/.test(text));
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toMatch(/thanh_vien_to_chuc/);
    expect(sent.texts.filter((text) => /^select exists\(/.test(text.trim()))).toEqual([]);
  });
});

describe('real time', () => {
  it('tells the subscribers of both warehouses when a transfer changes', async () => {
    const channel = await openChannel(t, f.chemist);
    channel.socket.send(JSON.stringify({ type: 'subscribe', kho_id: f.dispensary }));
    await channel.next('subscribed');
    const [para] = f.goods;
    const transfer = await runVoucher(
      t,
      f,
      TRANSFERS,
      {
        to_chuc: f.organisation.id,
        kho_id: f.mainStore,
        kho_nhan_id: f.dispensary,
        chi_tiet: [{ hang_hoa_id: para!.id, so_luong: 1 }],
      },
      [],
    );
    // An earlier test's change in the dispensary may still be on its way: this transfer's event is awaited.
    expect(await channel.next('voucher.changed', (e) => 'id' in e && e.id === transfer.id)).toEqual({
      type: 'voucher.changed',
      kho_id: f.dispensary,
      kind: 'CHUYEN_KHO',
      id: transfer.id,
      status: 'LUU_TAM',
    });
    channel.socket.close();
  });
});
