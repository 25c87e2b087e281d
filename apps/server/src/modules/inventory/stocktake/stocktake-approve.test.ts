import type { SnapshotDrift, StocktakeDetail } from '@kho/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loHang, theKho } from '../../../db/schema/index';
import { addMember, createSignedInUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  expectLedgerMatches,
  expectStatus,
  hanoiDay,
  ISSUES,
  issueBody,
  runVoucher,
  setupInventory,
  stockOf,
  type InventoryFixture,
} from '../inventory-test-helpers';
import {
  countAll,
  openStocktake,
  pharmacyWarehouse,
  receive,
  receiptLine,
  stocktakeCall,
  stocktakeDetail,
  STOCKTAKES,
  submitAndApprove,
} from './stocktake-test-helpers';

let t: TestApp;
let f: InventoryFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
});
afterAll(() => t.close());

/** On-hand per lot of the warehouse. */
async function lots(warehouseId: string): Promise<Record<string, number>> {
  const items = await stockOf(t, f, warehouseId);
  return Object.fromEntries(items.flatMap((i) => i.lo_hang.map((b) => [b.so_lo, b.so_luong])));
}

async function stocked(code: string): Promise<string> {
  const warehouse = await pharmacyWarehouse(t, f, code);
  const [para, amox] = f.goods;
  await receive(t, f, warehouse, [
    receiptLine(para!.id, { so_lo: `${code}-P`, so_luong: 50, don_gia: 1000, vat: 0 }),
    receiptLine(amox!.id, { so_lo: `${code}-A`, so_luong: 10, don_gia: 2000, vat: 0 }),
  ]);
  return warehouse;
}

function addFound(
  stocktake: { id: string; phien_ban: number },
  body: Record<string, unknown>,
  token = f.keeper.access_token,
) {
  return t.request<StocktakeDetail>('POST', `${STOCKTAKES}/${stocktake.id}/them-lo-phieu-kiem-kho`, {
    token,
    body: { to_chuc: f.organisation.id, phien_ban: stocktake.phien_ban, ...body },
  });
}

describe('approving a stocktake', () => {
  it('books surplus and shortage at the batch cost; the ledger equals the stock; cancelling reverses it', async () => {
    const store = await stocked('AP1');
    let st = await openStocktake(t, f, store);
    st = await countAll(t, f, st, (l) => (l.so_lo === 'AP1-P' ? 47 : 12));
    const approved = expectStatus(await submitAndApprove(t, f, st), 200);
    expect(approved.trang_thai).toBe('HOAN_THANH');
    expect(await lots(store)).toEqual({ 'AP1-P': 47, 'AP1-A': 12 });
    const ledger = await t.context.db.select().from(theKho).where(eq(theKho.phieu_id, st.id));
    expect(ledger.map((r) => [r.loai_phieu, Number(r.so_luong), Number(r.don_gia)]).sort()).toEqual([
      ['KIEM_KE', -3, 1000],
      ['KIEM_KE', 2, 2000],
    ]);
    const detail = await stocktakeDetail(t, f, st.id);
    expect(detail.tong_tien).toBe(4_000 - 3_000);
    await expectLedgerMatches(t, f, [store]);

    const keeperCancels = await stocktakeCall(t, f, detail, 'huy', {
      token: f.keeper.access_token,
      ly_do: 'Sai',
    });
    expect(keeperCancels.status).toBe(403);
    const cancelled = expectStatus(await stocktakeCall(t, f, detail, 'huy', { ly_do: 'Đếm nhầm kho' }), 200);
    expect(cancelled.trang_thai).toBe('HUY');
    expect(await lots(store)).toEqual({ 'AP1-P': 50, 'AP1-A': 10 });
    await expectLedgerMatches(t, f, [store]);
  });

  it('refuses when stock moved since the snapshot, names the lot; refresh keeps counts and then approves', async () => {
    const store = await stocked('AP2');
    let st = await openStocktake(t, f, store);
    st = await countAll(t, f, st, () => 5);
    const [para] = f.goods;
    await runVoucher(t, f, ISSUES, issueBody(f, [{ hang_hoa_id: para!.id, so_luong: 4 }], { kho_id: store }));

    const submitted = expectStatus(await stocktakeCall(t, f, st, 'gui-duyet'), 200);
    const refused = await stocktakeCall(t, f, submitted, 'duyet');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('1 lô');
    expect(refused.body.message).toContain('AP2-P');
    const drift = await t.request<SnapshotDrift[]>(
      'GET',
      `${STOCKTAKES}/${st.id}/lech-so-sach-phieu-kiem-kho`,
      {
        token: f.keeper.access_token,
        query: { to_chuc: f.organisation.id },
      },
    );
    expect(expectStatus(drift, 200).map((d) => [d.so_lo, d.so_luong_so_sach, d.so_luong_hien_tai])).toEqual([
      ['AP2-P', 50, 46],
    ]);
    expect(await lots(store)).toEqual({ 'AP2-P': 46, 'AP2-A': 10 });

    // The approver re-snapshots while it awaits approval: counts stay, the status too.
    const refreshed = expectStatus(await stocktakeCall(t, f, submitted, 'lam-moi-so-sach'), 200);
    expect(refreshed.trang_thai).toBe('CHO_DUYET');
    expect(refreshed.dong.map((l) => [l.so_lo, l.so_luong_so_sach, l.so_luong_thuc_te])).toEqual([
      ['AP2-A', 10, 5],
      ['AP2-P', 46, 5],
    ]);
    expect(Date.parse(refreshed.thoi_diem_chot_so)).toBeGreaterThanOrEqual(Date.parse(st.thoi_diem_chot_so));
    expectStatus(await stocktakeCall(t, f, refreshed, 'duyet'), 200);
    expect(await lots(store)).toEqual({ 'AP2-P': 5, 'AP2-A': 5 });
    await expectLedgerMatches(t, f, [store]);
  });

  it('a refresh adds batches that entered the scope, which must be counted before approval', async () => {
    const store = await stocked('AP3');
    let st = await openStocktake(t, f, store);
    st = await countAll(t, f, st);
    const [, , nacl] = f.goods;
    await receive(t, f, store, [
      receiptLine(nacl!.id, { so_lo: 'AP3-N', so_luong: 6, don_gia: 300, vat: 0 }),
    ]);
    const refreshed = expectStatus(await stocktakeCall(t, f, st, 'lam-moi-so-sach'), 200);
    const added = refreshed.dong.find((l) => l.so_lo === 'AP3-N')!;
    expect([added.stt, added.so_luong_so_sach, added.so_luong_thuc_te]).toEqual([3, 6, null]);
    const early = await stocktakeCall(t, f, refreshed, 'gui-duyet');
    expect(early.status).toBe(422);
    const counted = await countAll(t, f, refreshed);
    expectStatus(await submitAndApprove(t, f, counted), 200);
    expect(await lots(store)).toEqual({ 'AP3-P': 50, 'AP3-A': 10, 'AP3-N': 6 });
    await expectLedgerMatches(t, f, [store]);
  });

  it('found batches: an existing batch not in the snapshot and a new lot that approval creates', async () => {
    const store = await stocked('AP4');
    const elsewhere = await stocked('AP4X');
    const [para, amox] = f.goods;
    let st = await openStocktake(t, f, store);
    const [otherBatch] = await t.context.db.select().from(loHang).where(eq(loHang.so_lo, 'AP4X-P'));

    st = expectStatus(
      await addFound(st, { hang_hoa_id: para!.id, lo_hang_id: otherBatch!.id, so_luong_thuc_te: 3 }),
      200,
    );
    const again = await addFound(st, {
      hang_hoa_id: para!.id,
      lo_hang_id: otherBatch!.id,
      so_luong_thuc_te: 3,
    });
    expect(again.status).toBe(409);
    const wrongGoods = await addFound(st, {
      hang_hoa_id: amox!.id,
      lo_hang_id: otherBatch!.id,
      so_luong_thuc_te: 1,
    });
    expect(wrongGoods.status).toBe(422);
    const incompleteBody = { hang_hoa_id: amox!.id, so_lo: 'NEW', so_luong_thuc_te: 1 };
    const incomplete = await addFound(st, incompleteBody);
    expect(incomplete.status).toBe(400);
    // A nurse or a doctor may not count at all: 403 for the role, before the body is judged.
    const doctor = await createSignedInUser(t, { ho_ten: 'BS. Không Kiểm Kho' });
    await addMember(t, f.organisation.id, doctor, 'BAC_SI');
    for (const caller of [f.wardNurse, doctor]) {
      expect((await addFound(st, incompleteBody, caller.access_token)).status).toBe(403);
    }

    st = expectStatus(
      await addFound(st, {
        hang_hoa_id: amox!.id,
        so_lo: 'AP4-NEW',
        han_dung: hanoiDay(500),
        don_gia: 1800,
        so_luong_thuc_te: 7,
        ghi_chu: 'Hàng không có trên sổ',
      }),
      200,
    );
    const found = st.dong.filter((l) => l.so_lo === 'AP4X-P' || l.so_lo === 'AP4-NEW');
    expect(
      found.map((l) => [l.so_lo, l.so_luong_so_sach, l.so_luong_thuc_te, l.lo_hang_id === null]),
    ).toEqual([
      ['AP4-NEW', 0, 7, true],
      ['AP4X-P', 0, 3, false],
    ]);
    // A new lot that the books already have at that cost is that batch.
    const known = await addFound(st, {
      hang_hoa_id: para!.id,
      so_lo: 'AP4-P',
      han_dung: hanoiDay(400),
      don_gia: 1000,
      so_luong_thuc_te: 1,
    });
    expect(known.status).toBe(409);

    st = await countAll(t, f, st, (l) => l.so_luong_thuc_te ?? l.so_luong_so_sach);
    expectStatus(await submitAndApprove(t, f, st), 200);
    expect(await lots(store)).toEqual({ 'AP4-P': 50, 'AP4-A': 10, 'AP4X-P': 3, 'AP4-NEW': 7 });
    const [created] = await t.context.db.select().from(loHang).where(eq(loHang.so_lo, 'AP4-NEW'));
    expect([Number(created!.don_gia), created!.han_dung]).toEqual([1800, hanoiDay(500)]);
    const lines = (await stocktakeDetail(t, f, st.id)).dong;
    expect(lines.find((l) => l.so_lo === 'AP4-NEW')!.lo_hang_id).toBe(created!.id);
    await expectLedgerMatches(t, f, [store, elsewhere]);
  });

  it('a shortage that would take stock reserved for a voucher awaiting approval is refused clearly', async () => {
    const store = await stocked('AP5');
    const [para] = f.goods;
    let st = await openStocktake(t, f, store);
    // Reserving does not change on-hand, so the snapshot still holds; the shortage cannot be covered.
    await runVoucher(
      t,
      f,
      ISSUES,
      issueBody(f, [{ hang_hoa_id: para!.id, so_luong: 30 }], { kho_id: store }),
      ['gui-duyet'],
    );
    st = await countAll(t, f, st, (l) => (l.so_lo === 'AP5-P' ? 20 : l.so_luong_so_sach));
    const refused = await submitAndApprove(t, f, st);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('AP5-P');
    expect(refused.body.message).toContain('30');
    expect(await lots(store)).toEqual({ 'AP5-P': 50, 'AP5-A': 10 });
    await expectLedgerMatches(t, f, [store]);
  });

  it('a back-dated shortage may not take stock the batch did not have from that day on', async () => {
    const store = await pharmacyWarehouse(t, f, 'AP6');
    const [para] = f.goods;
    await receive(t, f, store, [
      receiptLine(para!.id, { so_lo: 'AP6-P', so_luong: 10, don_gia: 1000, vat: 0 }),
    ]);
    let st = await openStocktake(t, f, store, { ngay_chung_tu: hanoiDay(-3) });
    st = await countAll(t, f, st, () => 0);
    const refused = await submitAndApprove(t, f, st);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('AP6-P');
    await expectLedgerMatches(t, f, [store]);
  });
});
