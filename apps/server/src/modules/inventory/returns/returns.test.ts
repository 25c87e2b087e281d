import type { BatchOptions } from '@kho/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSupplier, createTender, tenderBody } from '../../tenders/tender-test-helpers';
import { expectLedgerMatches, expectStatus, onHand, stockOf } from '../inventory-test-helpers';
import {
  act,
  createVoucher,
  detailOf,
  GOODS_RETURNS,
  MEDICINE_RETURNS,
  newGoods,
  setupRequests,
  stockUp,
  submitted,
  type RequestsFixture,
} from '../requisitions/requests-test-helpers';

let t: TestApp;
let f: RequestsFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupRequests(t);
});
afterAll(() => t.close());

const nurse = () => f.wardNurse.access_token;
const chemist = () => f.chemist.access_token;

/** Stock of a new goods item in a warehouse; answers the goods and its batch. */
async function batchIn(
  warehouseId: string,
  name: string,
  quantity: number,
  fields: Parameters<typeof stockUp>[4] = {},
) {
  const goods = await newGoods(t, f, name);
  const receipt = await stockUp(t, f, goods.id, quantity, { kho_id: warehouseId, ...fields });
  return { goods, batchId: receipt.chi_tiet[0]!.phan_bo[0]!.lo_hang_id };
}

async function reserved(warehouseId: string, goodsId: string) {
  return (await stockOf(t, f, warehouseId)).find((i) => i.hang_hoa_id === goodsId)?.so_luong_giu ?? 0;
}

function blockBatch(batchId: string) {
  return t.request('PUT', `/api/v1/lo-hang/${batchId}/khoa-lo-hang`, {
    token: chemist(),
    body: { to_chuc: f.organisation.id, bi_khoa: true, ly_do_khoa: 'Thu hồi' },
  });
}

const medicineReturn = (
  lines: { hang_hoa_id: string; lo_hang_id: string; so_luong: number }[],
  extra = {},
) => ({
  to_chuc: f.organisation.id,
  kho_id: f.cabinet,
  kho_nhan_id: f.mainStore,
  ly_do: 'Bệnh nhân ra viện, thuốc còn thừa',
  chi_tiet: lines,
  ...extra,
});

describe('medicine return', () => {
  it('the ward returns a batch: reserved on submission, moved back on approval, reversed on cancellation', async () => {
    const { goods, batchId } = await batchIn(f.cabinet, 'Cefuroxim trả', 20);
    const line = { hang_hoa_id: goods.id, lo_hang_id: batchId, so_luong: 8 };
    expect((await createVoucher(t, MEDICINE_RETURNS, chemist(), medicineReturn([line]))).status).toBe(403);
    expect(
      (await createVoucher(t, MEDICINE_RETURNS, f.otherNurse.access_token, medicineReturn([line]))).status,
    ).toBe(403);
    const pending = await submitted(t, f, MEDICINE_RETURNS, nurse(), medicineReturn([line]));
    expect(pending.so_phieu).toMatch(/^PTT-/);
    expect(await reserved(f.cabinet, goods.id)).toBe(8);
    expect((await act(t, f, MEDICINE_RETURNS, pending, 'duyet', nurse())).status).toBe(403);
    expect((await act(t, f, MEDICINE_RETURNS, pending, 'duyet', f.keeper.access_token)).status).toBe(403);
    const approved = expectStatus(await act(t, f, MEDICINE_RETURNS, pending, 'duyet', chemist()), 200);
    expect(approved.chi_tiet[0]!.phan_bo).toMatchObject([{ lo_hang_id: batchId, so_luong: 8 }]);
    expect(await onHand(t, f, f.cabinet, goods.id)).toBe(12);
    expect(await onHand(t, f, f.mainStore, goods.id)).toBe(8);
    await expectLedgerMatches(t, f, [f.cabinet, f.mainStore]);
    // Reversing is the receiving pharmacy's.
    expect((await act(t, f, MEDICINE_RETURNS, approved, 'huy', nurse(), { ly_do: 'x' })).status).toBe(403);
    expectStatus(await act(t, f, MEDICINE_RETURNS, approved, 'huy', chemist(), { ly_do: 'Trả nhầm' }), 200);
    expect(await onHand(t, f, f.cabinet, goods.id)).toBe(20);
    expect(await onHand(t, f, f.mainStore, goods.id)).toBe(0);
    await expectLedgerMatches(t, f, [f.cabinet, f.mainStore]);
  });

  it('takes expired and blocked batches back to the pharmacy', async () => {
    const expired = await batchIn(f.cabinet, 'Vitamin K1 hết hạn', 5, {
      so_lo: 'EXP',
      han_dung: '2021-06-30',
    });
    const blocked = await batchIn(f.cabinet, 'Ringer thu hồi', 6);
    expectStatus(await blockBatch(blocked.batchId), 200);
    const pending = await submitted(
      t,
      f,
      MEDICINE_RETURNS,
      nurse(),
      medicineReturn([
        { hang_hoa_id: expired.goods.id, lo_hang_id: expired.batchId, so_luong: 5 },
        { hang_hoa_id: blocked.goods.id, lo_hang_id: blocked.batchId, so_luong: 6 },
      ]),
    );
    expectStatus(await act(t, f, MEDICINE_RETURNS, pending, 'duyet', chemist()), 200);
    expect(await onHand(t, f, f.mainStore, expired.goods.id)).toBe(5);
    expect(await onHand(t, f, f.mainStore, blocked.goods.id)).toBe(6);
    expect(await onHand(t, f, f.cabinet, blocked.goods.id)).toBe(0);
    await expectLedgerMatches(t, f, [f.cabinet, f.mainStore]);
  });

  it('refuses a wrong destination, a foreign batch and more than the batch holds; rejection releases', async () => {
    const { goods, batchId } = await batchIn(f.cabinet, 'Omeprazol trả', 10);
    const other = await newGoods(t, f, 'Khác trả');
    const line = { hang_hoa_id: goods.id, lo_hang_id: batchId, so_luong: 4 };
    const wrong = await createVoucher(
      t,
      MEDICINE_RETURNS,
      nurse(),
      medicineReturn([line], { kho_nhan_id: f.dispensary }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toContain('Kho tổng');
    const foreign = await createVoucher(
      t,
      MEDICINE_RETURNS,
      nurse(),
      medicineReturn([{ ...line, hang_hoa_id: other.id }]),
    );
    expect(foreign.status).toBe(422);
    const noBatch = await createVoucher(
      t,
      MEDICINE_RETURNS,
      nurse(),
      medicineReturn([{ ...line, lo_hang_id: undefined as unknown as string }]),
    );
    expect(noBatch.status).toBe(400);
    const tooMany = expectStatus(
      await createVoucher(t, MEDICINE_RETURNS, nurse(), medicineReturn([{ ...line, so_luong: 11 }])),
      201,
    );
    const short = await act(t, f, MEDICINE_RETURNS, tooMany, 'gui-duyet', nurse());
    expect(short.status).toBe(409);
    expect(expectStatus(await detailOf(t, f, MEDICINE_RETURNS, tooMany.id), 200).trang_thai).toBe('LUU_TAM');
    expect(await reserved(f.cabinet, goods.id)).toBe(0);

    const pending = await submitted(t, f, MEDICINE_RETURNS, nurse(), medicineReturn([line]));
    expect(await reserved(f.cabinet, goods.id)).toBe(4);
    expectStatus(
      await act(t, f, MEDICINE_RETURNS, pending, 'tu-choi', chemist(), { ly_do: 'Thuốc đã mở hộp' }),
      200,
    );
    expect(await reserved(f.cabinet, goods.id)).toBe(0);
    const again = await submitted(t, f, MEDICINE_RETURNS, nurse(), medicineReturn([line]));
    expectStatus(await act(t, f, MEDICINE_RETURNS, again, 'huy', nurse(), { ly_do: 'Không trả nữa' }), 200);
    expect(await reserved(f.cabinet, goods.id)).toBe(0);
    expect(await onHand(t, f, f.cabinet, goods.id)).toBe(10);
    await expectLedgerMatches(t, f, [f.cabinet, f.mainStore]);
  });
});

describe('goods return to the supplier', () => {
  const goodsReturn = (
    lines: { hang_hoa_id: string; lo_hang_id: string; so_luong: number }[],
    extra = {},
  ) => ({
    to_chuc: f.organisation.id,
    kho_id: f.mainStore,
    nha_cung_cap_id: f.supplierId,
    ly_do_tra_hang: 'HONG',
    chi_tiet: lines,
    ...extra,
  });

  async function tenderedBatch(name: string, quantity: number) {
    const goods = await newGoods(t, f, name);
    const tender = expectStatus(
      await createTender(
        t,
        tenderBody(f, f.supplierId, `GT-${name.length}-${goods.ma}`, [
          { hang_hoa_id: goods.id, so_luong_trung: 200, don_gia_trung: 2000 },
        ]),
        chemist(),
      ),
      201,
    );
    const receipt = await stockUp(t, f, goods.id, quantity, { goi_thau_id: tender.id, don_gia: 1500 });
    const received = async () => {
      const rows = await queryRows<{ q: string }>(
        t.context.db,
        sql`select so_luong_da_nhap as q from goi_thau_chi_tiet where goi_thau_id = ${tender.id}`,
      );
      return Number(rows[0]!.q);
    };
    return { goods, tender, batchId: receipt.chi_tiet[0]!.phan_bo[0]!.lo_hang_id, received };
  }

  it('lowers the tender line it came under; cancelling restores stock and tender', async () => {
    const { goods, batchId, received } = await tenderedBatch('Ceftriaxon trả NCC', 100);
    expect(await received()).toBe(100);
    const line = { hang_hoa_id: goods.id, lo_hang_id: batchId, so_luong: 30 };
    expect((await createVoucher(t, GOODS_RETURNS, nurse(), goodsReturn([line]))).status).toBe(403);
    const pending = await submitted(t, f, GOODS_RETURNS, f.keeper.access_token, goodsReturn([line]));
    expect(pending).toMatchObject({ ly_do_tra_hang: 'HONG', nha_cung_cap_id: f.supplierId });
    expect(pending.so_phieu).toMatch(/^PTH-/);
    expect(await reserved(f.mainStore, goods.id)).toBe(30);
    expect(await received()).toBe(100);
    expect((await act(t, f, GOODS_RETURNS, pending, 'duyet', f.keeper.access_token)).status).toBe(403);
    const approved = expectStatus(await act(t, f, GOODS_RETURNS, pending, 'duyet', chemist()), 200);
    expect(approved.chi_tiet[0]!.thanh_tien).toBe(30 * 1575);
    expect(await onHand(t, f, f.mainStore, goods.id)).toBe(70);
    expect(await received()).toBe(70);
    await expectLedgerMatches(t, f, [f.mainStore]);
    expectStatus(
      await act(t, f, GOODS_RETURNS, approved, 'huy', chemist(), { ly_do: 'NCC không nhận' }),
      200,
    );
    expect(await onHand(t, f, f.mainStore, goods.id)).toBe(100);
    expect(await received()).toBe(100);
    await expectLedgerMatches(t, f, [f.mainStore]);
  });

  it('never takes the tender line below zero', async () => {
    const { goods, batchId, received, tender } = await tenderedBatch('Kiểm kê thừa trả NCC', 40);
    // As if part of the batch had come in by a stocktake surplus, outside the tender.
    await t.context.db.execute(
      sql`update goi_thau_chi_tiet set so_luong_da_nhap = 10 where goi_thau_id = ${tender.id}`,
    );
    const pending = await submitted(
      t,
      f,
      GOODS_RETURNS,
      chemist(),
      goodsReturn([{ hang_hoa_id: goods.id, lo_hang_id: batchId, so_luong: 30 }]),
    );
    const approved = expectStatus(await act(t, f, GOODS_RETURNS, pending, 'duyet', chemist()), 200);
    expect(await received()).toBe(0);
    await expectLedgerMatches(t, f, [f.mainStore]);
    // Cancelling gives back what the approval took (10), not the returned quantity (30).
    expectStatus(await act(t, f, GOODS_RETURNS, approved, 'huy', chemist(), { ly_do: 'Nhầm phiếu' }), 200);
    expect(await received()).toBe(10);
    await expectLedgerMatches(t, f, [f.mainStore]);
  });

  it('splits what a tender line gave back over the lines under it, and restores that sum', async () => {
    const { goods, batchId, received, tender } = await tenderedBatch('Hai lô trả NCC', 30);
    // A second lot under the same tender line.
    const second = await stockUp(t, f, goods.id, 30, {
      goi_thau_id: tender.id,
      so_lo: 'LO-2',
      don_gia: 1500,
    });
    await t.context.db.execute(
      sql`update goi_thau_chi_tiet set so_luong_da_nhap = 25 where goi_thau_id = ${tender.id}`,
    );
    const pending = await submitted(
      t,
      f,
      GOODS_RETURNS,
      chemist(),
      goodsReturn([
        { hang_hoa_id: goods.id, lo_hang_id: batchId, so_luong: 20 },
        { hang_hoa_id: goods.id, lo_hang_id: second.chi_tiet[0]!.phan_bo[0]!.lo_hang_id, so_luong: 15 },
      ]),
    );
    const approved = expectStatus(await act(t, f, GOODS_RETURNS, pending, 'duyet', chemist()), 200);
    expect(await received()).toBe(0);
    const taken = await queryRows<{ stt: number; q: string }>(
      t.context.db,
      sql`select stt, so_luong_thau_da_tru as q from phieu_kho_chi_tiet
          where phieu_id = ${approved.id} order by stt`,
    );
    expect(taken.map((row) => Number(row.q))).toEqual([20, 5]);
    expectStatus(await act(t, f, GOODS_RETURNS, approved, 'huy', chemist(), { ly_do: 'Nhầm phiếu' }), 200);
    expect(await received()).toBe(25);
  });

  it('takes recalled (blocked) and expired batches, only of the chosen supplier', async () => {
    const recalled = await batchIn(f.mainStore, 'Thu hồi NCC', 12);
    const expired = await batchIn(f.mainStore, 'Hết hạn NCC', 3, {
      so_lo: 'OLD-NCC',
      han_dung: '2022-01-31',
    });
    expectStatus(await blockBatch(recalled.batchId), 200);
    const lines = [
      { hang_hoa_id: recalled.goods.id, lo_hang_id: recalled.batchId, so_luong: 12 },
      { hang_hoa_id: expired.goods.id, lo_hang_id: expired.batchId, so_luong: 3 },
    ];
    const otherSupplier = await createSupplier(t, f, 'NCC-KHAC', 'Công ty Khác');
    const foreign = await createVoucher(
      t,
      GOODS_RETURNS,
      chemist(),
      goodsReturn(lines, { nha_cung_cap_id: otherSupplier.id }),
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toContain('LO001');
    // The batch list offers a return its supplier's batches, expired and blocked ones included.
    const options = (supplier: string) =>
      t.request<BatchOptions>('GET', '/api/v1/ton-kho/lo-hang-kha-dung', {
        token: chemist(),
        query: {
          to_chuc: f.organisation.id,
          kho_id: f.mainStore,
          hang_hoa_id: recalled.goods.id,
          loai_phieu: 'TRA_HANG',
          nha_cung_cap_id: supplier,
        },
      });
    const offered = expectStatus(await options(f.supplierId), 200).lo_hang;
    expect(offered.map((b) => [b.lo_hang_id, b.chon_duoc])).toEqual([[recalled.batchId, true]]);
    expect(expectStatus(await options(otherSupplier.id), 200).lo_hang).toEqual([]);
    const noReason = await createVoucher(
      t,
      GOODS_RETURNS,
      chemist(),
      goodsReturn(lines, { ly_do_tra_hang: 'KHAC' }),
    );
    expect(noReason.status).toBe(400);
    const pending = await submitted(
      t,
      f,
      GOODS_RETURNS,
      chemist(),
      goodsReturn(lines, { ly_do_tra_hang: 'THU_HOI' }),
    );
    expectStatus(await act(t, f, GOODS_RETURNS, pending, 'duyet', chemist()), 200);
    expect(await onHand(t, f, f.mainStore, recalled.goods.id)).toBe(0);
    expect(await onHand(t, f, f.mainStore, expired.goods.id)).toBe(0);
    await expectLedgerMatches(t, f, [f.mainStore]);
  });
});
