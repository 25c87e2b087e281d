import { sql } from 'drizzle-orm';
import type { ServerEvent, StocktakeDetail, Voucher } from '@kho/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kiemKeChiTiet, nhomHangHoa, phieuKho } from '../../../db/schema/index';
import { insertGoods, insertGoodsGroup } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { announcedWithCommit, messagesSent } from '../../../test/statements';
import { openChannel } from '../../realtime/realtime-test-client';
import { expectStatus, hanoiDay, setupInventory, type InventoryFixture } from '../inventory-test-helpers';
import {
  countAll,
  createStocktake,
  openStocktake,
  pharmacyWarehouse,
  receive,
  receiptLine,
  saveCounts,
  stocktakeBody,
  stocktakeCall,
  stocktakeDetail,
  STOCKTAKES,
} from './stocktake-test-helpers';

let t: TestApp;
let f: InventoryFixture;
let store: string;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
  const [para, amox, nacl] = f.goods;
  store = await pharmacyWarehouse(t, f, 'KK1');
  await receive(t, f, store, [
    receiptLine(para!.id, { so_lo: 'P-LATE', han_dung: hanoiDay(700), so_luong: 50, don_gia: 1000, vat: 0 }),
    receiptLine(para!.id, { so_lo: 'P-SOON', han_dung: hanoiDay(30), so_luong: 20, don_gia: 1000, vat: 0 }),
    receiptLine(amox!.id, { so_lo: 'A-1', han_dung: hanoiDay(400), so_luong: 10, don_gia: 2000, vat: 0 }),
    receiptLine(nacl!.id, { so_lo: 'N-1', han_dung: hanoiDay(90), so_luong: 5, don_gia: 500, vat: 0 }),
  ]);
});
afterAll(() => t.close());

const cancel = async (s: { id: string; phien_ban: number }) =>
  expectStatus(await stocktakeCall(t, f, s, 'huy', { ly_do: 'Làm lại' }), 200);

describe('creating a stocktake', () => {
  it('snapshots every batch with stock, sorted by goods name then expiry, numbered KK', async () => {
    const st = await openStocktake(t, f, store);
    expect(st.so_phieu).toMatch(/^KK-\d{4}-\d{5}$/);
    expect(st.trang_thai).toBe('LUU_TAM');
    expect(st.pham_vi).toBe('TAT_CA');
    expect(st.dong.map((l) => [l.hang_hoa_ten, l.so_lo, l.so_luong_so_sach, l.so_luong_thuc_te])).toEqual([
      ['Amoxicillin 500mg', 'A-1', 10, null],
      ['Natri clorid 0,9%', 'N-1', 5, null],
      ['Paracetamol 500mg', 'P-SOON', 20, null],
      ['Paracetamol 500mg', 'P-LATE', 50, null],
    ]);
    expect(st.dong.map((l) => l.stt)).toEqual([1, 2, 3, 4]);
    expect(st.hoi_dong.map((m) => [m.stt, m.ho_ten, m.vai_tro])).toEqual([
      [1, 'DS. Trần Thị Dược', 'CHU_TICH'],
      [2, 'Thủ Kho', 'UY_VIEN'],
    ]);
    expect(st.tong).toEqual({
      so_dong: 4,
      da_dem: 0,
      gia_tri_so_sach: 20_000 + 2_500 + 20_000 + 50_000,
      gia_tri_thuc_te: 0,
      gia_tri_thua: 0,
      gia_tri_thieu: 0,
    });
    expect(st.so_dong).toBe(4);
    expect(Date.parse(st.thoi_diem_chot_so)).toBeGreaterThan(Date.now() - 60_000);

    // The book lists it like any voucher.
    const book = await t.request<Voucher[]>('GET', `${STOCKTAKES}/danh-sach-phieu-kiem-kho`, {
      token: f.keeper.access_token,
      query: { to_chuc: f.organisation.id, kho_id: store },
    });
    expect(expectStatus(book, 200).map((v) => v.so_phieu)).toEqual([st.so_phieu]);
    // with the committee's chair and how many of its batches are counted
    expect(book.body.data[0]).toMatchObject({
      chu_tich_hoi_dong: 'DS. Trần Thị Dược',
      so_dong_da_dem: 0,
      so_dong_kiem_ke: 4,
    });

    // One open stocktake per warehouse.
    const second = await createStocktake(t, f, stocktakeBody(f, store));
    expect(second.status).toBe(409);
    expect(second.body.message).toContain(st.so_phieu);
    await cancel(st);
  });

  it('takes a goods group with its subgroups, or the batches expiring on or before a date', async () => {
    const parent = await insertGoodsGroup(t, f.organisation.id, { ten: 'Kháng sinh' });
    const child = await insertGoodsGroup(t, f.organisation.id, { ten: 'Penicillin' });
    await t.context.db
      .update(nhomHangHoa)
      .set({ nhom_cha_id: parent.id })
      .where(eq(nhomHangHoa.id, child.id));
    const penicillin = await insertGoods(t, f.organisation.id, {
      ma: 'PENI',
      ten: 'Penicillin V',
      nhom_hang_hoa_id: child.id,
    });
    await receive(t, f, store, [receiptLine(penicillin.id, { so_lo: 'PV-1', so_luong: 8 })]);

    const byGroup = await openStocktake(t, f, store, {
      pham_vi: 'NHOM_HANG_HOA',
      nhom_hang_hoa_id: parent.id,
    });
    expect(byGroup.nhom_hang_hoa_ten).toBe('Kháng sinh');
    expect(byGroup.dong.map((l) => l.so_lo)).toEqual(['PV-1']);
    await cancel(byGroup);

    const expiring = await openStocktake(t, f, store, {
      pham_vi: 'HET_HAN_TRUOC',
      han_dung_truoc: hanoiDay(90),
    });
    expect(expiring.dong.map((l) => l.so_lo)).toEqual(['N-1', 'P-SOON']);
    await cancel(expiring);
  });

  it('refuses an empty scope, a bad scope and a warehouse the user may not act in, writing nothing', async () => {
    const before = (await t.context.db.select().from(phieuKho).where(eq(phieuKho.kho_id, store))).length;
    const empty = await createStocktake(
      t,
      f,
      stocktakeBody(f, store, { pham_vi: 'HET_HAN_TRUOC', han_dung_truoc: hanoiDay(1) }),
    );
    expect(empty.status).toBe(422);
    expect(empty.body.message).toContain('Không có lô nào');
    expect((await createStocktake(t, f, stocktakeBody(f, store, { pham_vi: 'NHOM_HANG_HOA' }))).status).toBe(
      400,
    );
    expect((await createStocktake(t, f, stocktakeBody(f, store, { hoi_dong: [] }))).status).toBe(400);
    const otherGroup = '0190a000-0000-7000-8000-000000000000';
    const unknownGroup = await createStocktake(
      t,
      f,
      stocktakeBody(f, store, { pham_vi: 'NHOM_HANG_HOA', nhom_hang_hoa_id: otherGroup }),
    );
    expect(unknownGroup.status).toBe(404);
    const nurse = await createStocktake(t, f, stocktakeBody(f, f.cabinet), f.wardNurse.access_token);
    expect(nurse.status).toBe(403);
    const cabinet = await createStocktake(t, f, stocktakeBody(f, f.cabinet));
    expect(cabinet.status).toBe(403);
    const future = await createStocktake(t, f, stocktakeBody(f, store, { ngay_chung_tu: hanoiDay(2) }));
    expect(future.status).toBe(422);
    expect((await t.context.db.select().from(phieuKho).where(eq(phieuKho.kho_id, store))).length).toBe(
      before,
    );
  });
});

describe('counting', () => {
  it('saves changed counts, bumps the version, refuses stale versions and foreign lines', async () => {
    const st = await openStocktake(t, f, store);
    const [a, b] = st.dong;
    const saved = expectStatus(
      await saveCounts(t, f, st, [
        { id: a!.id, so_luong_thuc_te: 12, so_luong_hong: 1, ghi_chu: 'Thừa 2 hộp' },
        { id: b!.id, so_luong_thuc_te: 4 },
      ]),
      200,
    );
    expect(saved.phien_ban).toBe(st.phien_ban + 1);
    expect(saved.cap_nhat).toBe(2);
    expect(saved.tong).toMatchObject({ da_dem: 2, gia_tri_thua: 4_000, gia_tri_thieu: 500 });
    const book = await t.request<Voucher[]>('GET', `${STOCKTAKES}/danh-sach-phieu-kiem-kho`, {
      token: f.keeper.access_token,
      query: { to_chuc: f.organisation.id, kho_id: store },
    });
    expect(expectStatus(book, 200).find((v) => v.id === st.id)).toMatchObject({
      so_dong_da_dem: 2,
      so_dong_kiem_ke: st.dong.length,
    });

    const stale = await saveCounts(t, f, st, [{ id: a!.id, so_luong_thuc_te: 1 }]);
    expect(stale.status).toBe(409);
    const foreign = await saveCounts(t, f, { id: st.id, phien_ban: saved.phien_ban }, [
      { id: a!.id, so_luong_thuc_te: 1 },
      { id: '0190a000-0000-7000-8000-000000000001', so_luong_thuc_te: 1 },
    ]);
    expect(foreign.status).toBe(422);
    const damagedOver = await saveCounts(t, f, { id: st.id, phien_ban: saved.phien_ban }, [
      { id: a!.id, so_luong_thuc_te: 1, so_luong_hong: 2 },
    ]);
    expect(damagedOver.status).toBe(400);
    const nurse = await saveCounts(
      t,
      f,
      { id: st.id, phien_ban: saved.phien_ban },
      [{ id: a!.id, so_luong_thuc_te: 1 }],
      f.wardNurse.access_token,
    );
    expect(nurse.status).toBe(403);

    const detail = await stocktakeDetail(t, f, st.id);
    expect(detail.phien_ban).toBe(saved.phien_ban);
    const line = detail.dong.find((l) => l.id === a!.id)!;
    expect([line.so_luong_thuc_te, line.so_luong_hong, line.ghi_chu]).toEqual([12, 1, 'Thừa 2 hộp']);
    // Surplus 2 x 2000 less shortage 1 x 500: the book shows the net variance.
    expect(detail.tong_tien).toBe(3_500);

    // Clearing a count makes the line uncounted again.
    const cleared = expectStatus(
      await saveCounts(t, f, detail, [{ id: a!.id, so_luong_thuc_te: null }]),
      200,
    );
    expect(cleared.tong.da_dem).toBe(1);
    await cancel({ id: st.id, phien_ban: cleared.phien_ban });
  });

  it("tells the warehouse's subscribers of a new stocktake and of each saved count, with the commit", async () => {
    const channel = await openChannel(t, f.chemist);
    channel.socket.send(JSON.stringify({ type: 'subscribe', kho_id: store }));
    await channel.next('subscribed');
    // Each announcement goes in the same message as its change's COMMIT.
    const opened = await messagesSent(() => openStocktake(t, f, store));
    const st = opened.result;
    expect(announcedWithCommit(opened.texts, 'KIEM_KE')).toBe(true);
    const event = { type: 'voucher.changed', kho_id: store, kind: 'KIEM_KE', id: st.id, status: 'LUU_TAM' };
    // The earlier tests' stocktakes in this warehouse may still be announced: this one's events are awaited.
    const ofThisStocktake = (e: ServerEvent) => 'id' in e && e.id === st.id;
    expect(await channel.next('voucher.changed', ofThisStocktake)).toEqual(event);
    const [line] = st.dong;
    const saved = await messagesSent(() => saveCounts(t, f, st, [{ id: line!.id, so_luong_thuc_te: 3 }]));
    expectStatus(saved.result, 200);
    expect(announcedWithCommit(saved.texts, 'KIEM_KE')).toBe(true);
    expect(await channel.next('voucher.changed', ofThisStocktake)).toEqual(event);
    channel.socket.close();
    await cancel(await stocktakeDetail(t, f, st.id));
  });

  it('edits the header while editable; submission needs every line counted; rejection reopens it', async () => {
    let st = await openStocktake(t, f, store);
    const updated = await t.request<typeof st>('PUT', `${STOCKTAKES}/${st.id}/cap-nhat-phieu-kiem-kho`, {
      token: f.keeper.access_token,
      body: {
        to_chuc: f.organisation.id,
        phien_ban: st.phien_ban,
        ghi_chu: 'Kiểm kê cuối quý',
        hoi_dong: [{ ho_ten: 'Nguyễn Văn A', vai_tro: 'THU_KY' }],
      },
    });
    st = expectStatus(updated, 200);
    expect(st.ghi_chu).toBe('Kiểm kê cuối quý');
    expect(st.hoi_dong.map((m) => m.ho_ten)).toEqual(['Nguyễn Văn A']);

    const early = await stocktakeCall(t, f, st, 'gui-duyet', { token: f.keeper.access_token });
    expect(early.status).toBe(422);
    expect(early.body.message).toContain(`Còn ${st.dong.length} dòng`);

    st = await countAll(t, f, st);
    const submitted = expectStatus(
      await stocktakeCall(t, f, st, 'gui-duyet', { token: f.keeper.access_token }),
      200,
    );
    expect(submitted.trang_thai).toBe('CHO_DUYET');
    const locked = await saveCounts(t, f, submitted, [{ id: st.dong[0]!.id, so_luong_thuc_te: 1 }]);
    expect(locked.status).toBe(409);
    const keeperApproves = await stocktakeCall(t, f, submitted, 'duyet', { token: f.keeper.access_token });
    expect(keeperApproves.status).toBe(403);

    const rejected = expectStatus(await stocktakeCall(t, f, submitted, 'tu-choi', { ly_do: 'Đếm lại' }), 200);
    expect(rejected.trang_thai).toBe('TU_CHOI');
    const recount = expectStatus(
      await saveCounts(t, f, rejected, [{ id: st.dong[0]!.id, so_luong_thuc_te: 3 }]),
      200,
    );
    const after = await stocktakeDetail(t, f, st.id);
    expect([after.trang_thai, after.phien_ban]).toEqual(['LUU_TAM', recount.phien_ban]);
    const withdrawn = expectStatus(
      await stocktakeCall(t, f, after, 'huy', { token: f.keeper.access_token, ly_do: 'Thôi' }),
      200,
    );
    expect(withdrawn.trang_thai).toBe('HUY');
    // Withdrawing moved nothing: the lines are still there, the book quantities unchanged.
    const lines = await t.context.db.select().from(kiemKeChiTiet).where(eq(kiemKeChiTiet.phieu_id, st.id));
    expect(lines).toHaveLength(st.dong.length);
  });

  it('opens 1 000 lines in one answer, sorted, fast enough for the counting screen', async () => {
    const big = await pharmacyWarehouse(t, f, 'KK-BIG');
    const [para] = f.goods;
    const lines = Array.from({ length: 1000 }, (_, i) =>
      receiptLine(para!.id, {
        so_lo: `B${String(i).padStart(4, '0')}`,
        han_dung: hanoiDay(100 + i),
        so_luong: 1 + (i % 7),
      }),
    );
    for (let i = 0; i < lines.length; i += 500) await receive(t, f, big, lines.slice(i, i + 500));
    const st = await openStocktake(t, f, big);
    expect(st.dong).toHaveLength(1000);
    expect(st.dong[0]!.so_lo).toBe('B0000');
    expect(st.dong[999]!.so_lo).toBe('B0999');
    const saved = await countAll(t, f, st, (l) => l.so_luong_so_sach + 1);
    const detail = await stocktakeDetail(t, f, st.id);
    expect(detail.tong.da_dem).toBe(1000);
    expect(detail.phien_ban).toBe(saved.phien_ban);
  });
});

describe('safeguards', () => {
  it('replays a create sent twice with the same Idempotency-Key', async () => {
    const warehouse = await pharmacyWarehouse(t, f, 'KK-IDEM');
    await receive(t, f, warehouse, [receiptLine(f.goods[0]!.id, { so_lo: 'I-1', so_luong: 3 })]);
    const send = () =>
      t.request<StocktakeDetail>('POST', `${STOCKTAKES}/tao-moi-phieu-kiem-kho`, {
        token: f.chemist.access_token,
        headers: { 'idempotency-key': 'stocktake-create-0001' },
        body: stocktakeBody(f, warehouse),
      });
    const first = expectStatus(await send(), 201);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(first.id);
    await cancel(first);
  });

  it('refuses to submit or approve into a closed month', async () => {
    const warehouse = await pharmacyWarehouse(t, f, 'KK-CLOSED');
    await receive(t, f, warehouse, [receiptLine(f.goods[0]!.id, { so_lo: 'C-1', so_luong: 3 })]);
    const lastMonth = hanoiDay(-32).slice(0, 7);
    let st = await openStocktake(t, f, warehouse, { ngay_chung_tu: `${lastMonth}-15` });
    st = await countAll(t, f, st);
    const closed = await t.request<{ id: string }>('POST', '/api/v1/khoa-so/tao-moi-khoa-so', {
      token: f.chemist.access_token,
      body: { to_chuc: f.organisation.id, thang: lastMonth },
    });
    expect(closed.status).toBe(201);
    const notSubmitted = await stocktakeCall(t, f, st, 'gui-duyet');
    expect(notSubmitted.status).toBe(409);
    expect(notSubmitted.body.message).toContain('khóa sổ');
    expectStatus(
      await t.request('DELETE', `/api/v1/khoa-so/${closed.body.data.id}/xoa-khoa-so`, {
        token: f.admin.access_token,
        query: { to_chuc: f.organisation.id },
      }),
      200,
    );
    // Submitted while the month was open, then the month closed (as an earlier version allowed).
    const submitted = expectStatus(await stocktakeCall(t, f, st, 'gui-duyet'), 200);
    await t.context.db.execute(
      sql`insert into ky_khoa_so (id, to_chuc_id, thang) values (gen_random_uuid(), ${f.organisation.id}, ${`${lastMonth}-01`}::date)`,
    );
    const refused = await stocktakeCall(t, f, submitted, 'duyet');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('khóa sổ');
    await t.context.db.execute(
      sql`delete from ky_khoa_so where to_chuc_id = ${f.organisation.id} and thang = ${`${lastMonth}-01`}::date`,
    );
  });
});
