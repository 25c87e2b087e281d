import type { Voucher, VoucherDetail } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { expectLedgerMatches, expectStatus, onHand, stockOf } from '../inventory-test-helpers';
import {
  act,
  createVoucher,
  detailOf,
  newGoods,
  REQUISITIONS,
  requisitionBody,
  setupRequests,
  stockUp,
  submitted,
  type RequestsFixture,
} from './requests-test-helpers';

let t: TestApp;
let f: RequestsFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupRequests(t);
});
afterAll(() => t.close());

const nurse = () => f.wardNurse.access_token;
const chemist = () => f.chemist.access_token;

async function book(warehouseId: string, token = f.admin.access_token) {
  const result = await t.request<Voucher[]>('GET', `${REQUISITIONS}/danh-sach-phieu-linh-hang-hoa`, {
    token,
    query: { to_chuc: f.organisation.id, kho_id: warehouseId, page_size: 100 },
  });
  return expectStatus(result, 200).map((v) => v.id);
}

async function reservedIn(warehouseId: string, goodsId: string) {
  const items = await stockOf(t, f, warehouseId);
  return items.find((i) => i.hang_hoa_id === goodsId)?.so_luong_giu ?? 0;
}

describe('requisition lifecycle', () => {
  it('a nurse asks for her cabinet, submission reserves nothing, the pharmacist grants less with a reason', async () => {
    const para = await newGoods(t, f, 'Paracetamol lĩnh');
    const amox = await newGoods(t, f, 'Amoxicillin lĩnh');
    await stockUp(t, f, para.id, 100);
    await stockUp(t, f, amox.id, 100);
    const draft = expectStatus(
      await createVoucher(
        t,
        REQUISITIONS,
        nurse(),
        requisitionBody(f, [
          { hang_hoa_id: para.id, so_luong: 30 },
          { hang_hoa_id: amox.id, so_luong: 20 },
        ]),
      ),
      201,
    );
    expect(draft.so_phieu).toMatch(/^PL-\d{4}-\d{5}$/);
    expect(draft.loai_linh).toBe('DU_TRU');
    // A draft is the ward's own business.
    expect(await book(f.cabinet)).toContain(draft.id);
    expect(await book(f.mainStore)).not.toContain(draft.id);

    const pending = expectStatus(await act(t, f, REQUISITIONS, draft, 'gui-duyet', nurse()), 200);
    expect(pending.trang_thai).toBe('CHO_DUYET');
    expect(await reservedIn(f.mainStore, para.id)).toBe(0);
    expect(await book(f.mainStore, chemist())).toContain(draft.id);

    const [paraLine, amoxLine] = pending.chi_tiet;
    const approved = expectStatus(
      await act(t, f, REQUISITIONS, pending, 'duyet', chemist(), {
        chi_tiet: [{ id: amoxLine!.id, so_luong_duyet: 12, ly_do_dieu_chinh: 'Kho tổng còn ít' }],
      }),
      200,
    );
    expect(approved.trang_thai).toBe('HOAN_THANH');
    const lines = new Map(approved.chi_tiet.map((l) => [l.id, l]));
    expect(lines.get(paraLine!.id)).toMatchObject({
      so_luong: 30,
      so_luong_duyet: 30,
      ly_do_dieu_chinh: null,
    });
    expect(lines.get(amoxLine!.id)).toMatchObject({
      so_luong: 20,
      so_luong_duyet: 12,
      ly_do_dieu_chinh: 'Kho tổng còn ít',
    });
    expect(lines.get(amoxLine!.id)!.phan_bo.reduce((s, a) => s + a.so_luong, 0)).toBe(12);
    // Unit cost of what moved: 1000 + 5% VAT.
    expect(lines.get(amoxLine!.id)!.don_gia).toBe(1050);
    expect(lines.get(amoxLine!.id)!.thanh_tien).toBe(12600);
    // The voucher's total is what was granted, at the cost of what moved: 30 x 1050 + 12 x 1050.
    expect(lines.get(paraLine!.id)!.thanh_tien).toBe(31500);
    expect(approved.tong_tien).toBe(44100);
    expect(expectStatus(await detailOf(t, f, REQUISITIONS, approved.id, chemist()), 200).tong_tien).toBe(
      44100,
    );
    expect(await onHand(t, f, f.mainStore, para.id)).toBe(70);
    expect(await onHand(t, f, f.mainStore, amox.id)).toBe(88);
    expect(await onHand(t, f, f.cabinet, para.id)).toBe(30);
    expect(await onHand(t, f, f.cabinet, amox.id)).toBe(12);
    await expectLedgerMatches(t, f, [f.mainStore, f.cabinet]);

    // Reversing a completed requisition is the source's pharmacist's; the stock goes back.
    expect((await act(t, f, REQUISITIONS, approved, 'huy', nurse(), { ly_do: 'Nhầm' })).status).toBe(403);
    const cancelled = expectStatus(
      await act(t, f, REQUISITIONS, approved, 'huy', chemist(), { ly_do: 'Khoa trả lại' }),
      200,
    );
    expect(cancelled.trang_thai).toBe('HUY');
    expect(await onHand(t, f, f.mainStore, amox.id)).toBe(100);
    expect(await onHand(t, f, f.cabinet, amox.id)).toBe(0);
    await expectLedgerMatches(t, f, [f.mainStore, f.cabinet]);
  });

  it('rejection returns it to the ward for editing; the ward withdraws a pending one, the store cannot', async () => {
    const goods = await newGoods(t, f, 'Vitamin C lĩnh');
    const pending = await submitted(
      t,
      f,
      REQUISITIONS,
      nurse(),
      requisitionBody(f, [{ hang_hoa_id: goods.id, so_luong: 5 }]),
    );
    expect((await act(t, f, REQUISITIONS, pending, 'tu-choi', nurse(), { ly_do: 'x' })).status).toBe(403);
    const rejected = expectStatus(
      await act(t, f, REQUISITIONS, pending, 'tu-choi', chemist(), { ly_do: 'Khoa đã được cấp đủ' }),
      200,
    );
    expect(rejected).toMatchObject({ trang_thai: 'TU_CHOI', ly_do_tu_choi: 'Khoa đã được cấp đủ' });
    const edited = expectStatus(
      await t.request<VoucherDetail>('PUT', `${REQUISITIONS}/${rejected.id}/cap-nhat-phieu-linh-hang-hoa`, {
        token: f.wardDoctor.access_token,
        body: {
          ...requisitionBody(f, [{ hang_hoa_id: goods.id, so_luong: 3 }], { loai_linh: 'LINH_BU' }),
          phien_ban: rejected.phien_ban,
        },
      }),
      200,
    );
    expect(edited).toMatchObject({ trang_thai: 'LUU_TAM', loai_linh: 'LINH_BU' });
    const again = expectStatus(
      await act(t, f, REQUISITIONS, edited, 'gui-duyet', f.wardDoctor.access_token),
      200,
    );
    // Withdrawing is the requester's: the store's pharmacist does not act in the cabinet.
    expect((await act(t, f, REQUISITIONS, again, 'huy', chemist(), { ly_do: 'x' })).status).toBe(403);
    const withdrawn = expectStatus(
      await act(t, f, REQUISITIONS, again, 'huy', nurse(), { ly_do: 'Không cần nữa' }),
      200,
    );
    expect(withdrawn.trang_thai).toBe('HUY');
    await expectLedgerMatches(t, f, [f.mainStore, f.cabinet]);
  });
});

describe('requisition approval input', () => {
  it('refuses bad approved quantities and a shortage, writing nothing', async () => {
    const goods = await newGoods(t, f, 'Natri clorid lĩnh');
    const other = await newGoods(t, f, 'Glucose lĩnh');
    await stockUp(t, f, goods.id, 10);
    await stockUp(t, f, other.id, 50);
    const pending = await submitted(
      t,
      f,
      REQUISITIONS,
      nurse(),
      requisitionBody(f, [
        { hang_hoa_id: goods.id, so_luong: 8 },
        { hang_hoa_id: other.id, so_luong: 40 },
      ]),
    );
    const [line, otherLine] = pending.chi_tiet;
    const cases: [Record<string, unknown>[], number, RegExp][] = [
      [[{ id: line!.id, so_luong_duyet: 9 }], 422, /vượt số lượng lĩnh 8/],
      [[{ id: line!.id, so_luong_duyet: 5 }], 422, /cần ghi lý do/],
      [
        [
          { id: line!.id, so_luong_duyet: 0, ly_do_dieu_chinh: 'Hết' },
          { id: otherLine!.id, so_luong_duyet: 0, ly_do_dieu_chinh: 'Hết' },
        ],
        422,
        /từ chối phiếu/,
      ],
      [[{ id: f.cabinet, so_luong_duyet: 1 }], 422, /không thuộc phiếu/],
      [[{ id: line!.id, so_luong_duyet: -1 }], 400, /./],
    ];
    for (const [chi_tiet, status, message] of cases) {
      const result = await act(t, f, REQUISITIONS, pending, 'duyet', chemist(), { chi_tiet });
      expect(result.status).toBe(status);
      expect(result.body.message).toMatch(message);
    }
    // Naming a line with its full quantity needs no reason; the other line is granted in full.
    expectStatus(
      await act(t, f, REQUISITIONS, pending, 'duyet', chemist(), {
        chi_tiet: [{ id: line!.id, so_luong_duyet: 8 }],
      }),
      200,
    );
    expect(await onHand(t, f, f.mainStore, other.id)).toBe(10);
    // Now only 2 are left: a second ask for 5 is short and names the goods.
    const second = await submitted(
      t,
      f,
      REQUISITIONS,
      nurse(),
      requisitionBody(f, [{ hang_hoa_id: goods.id, so_luong: 5 }]),
    );
    const refused = await act(t, f, REQUISITIONS, second, 'duyet', chemist());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(goods.ten);
    const after = expectStatus(await detailOf(t, f, REQUISITIONS, second.id), 200);
    expect(after).toMatchObject({ trang_thai: 'CHO_DUYET', phien_ban: second.phien_ban });
    expect(after.chi_tiet[0]).toMatchObject({ so_luong_duyet: null, phan_bo: [] });
    expect(await onHand(t, f, f.mainStore, goods.id)).toBe(2);
    // Granting what is there, with a reason, goes through.
    expectStatus(
      await act(t, f, REQUISITIONS, second, 'duyet', chemist(), {
        chi_tiet: [{ id: after.chi_tiet[0]!.id, so_luong_duyet: 2, ly_do_dieu_chinh: 'Chỉ còn 2' }],
      }),
      200,
    );
    expect(await onHand(t, f, f.cabinet, goods.id)).toBe(10);
    await expectLedgerMatches(t, f, [f.mainStore, f.cabinet]);
  });
});

describe('requisition approval values', () => {
  it('grants part of one line and nothing of another: both recorded, the total is what moved', async () => {
    const para = await newGoods(t, f, 'Paracetamol cấp một phần');
    const amox = await newGoods(t, f, 'Amoxicillin không cấp');
    await stockUp(t, f, para.id, 50);
    await stockUp(t, f, amox.id, 50);
    const pending = await submitted(
      t,
      f,
      REQUISITIONS,
      nurse(),
      requisitionBody(f, [
        { hang_hoa_id: para.id, so_luong: 20 },
        { hang_hoa_id: amox.id, so_luong: 10 },
      ]),
    );
    const [paraLine, amoxLine] = pending.chi_tiet;
    const approved = expectStatus(
      await act(t, f, REQUISITIONS, pending, 'duyet', chemist(), {
        chi_tiet: [
          { id: paraLine!.id, so_luong_duyet: 5, ly_do_dieu_chinh: 'Cấp dần' },
          { id: amoxLine!.id, so_luong_duyet: 0, ly_do_dieu_chinh: 'Khoa còn đủ' },
        ],
      }),
      200,
    );
    const lines = new Map(approved.chi_tiet.map((l) => [l.id, l]));
    // 5 at the batch's cost, 1000 + 5% VAT.
    expect(lines.get(paraLine!.id)).toMatchObject({
      so_luong_duyet: 5,
      ly_do_dieu_chinh: 'Cấp dần',
      don_gia: 1050,
      thanh_tien: 5250,
    });
    expect(lines.get(amoxLine!.id)).toMatchObject({
      so_luong_duyet: 0,
      ly_do_dieu_chinh: 'Khoa còn đủ',
      phan_bo: [],
    });
    expect(lines.get(amoxLine!.id)!.thanh_tien ?? 0).toBe(0);
    expect(approved.tong_tien).toBe(5250);
    const reread = expectStatus(await detailOf(t, f, REQUISITIONS, approved.id, chemist()), 200);
    expect(reread.tong_tien).toBe(5250);
    expect(reread.chi_tiet.map((l) => l.so_luong_duyet)).toEqual([5, 0]);
    expect(await onHand(t, f, f.cabinet, para.id)).toBe(5);
    expect(await onHand(t, f, f.cabinet, amox.id)).toBe(0);
    expect(await onHand(t, f, f.mainStore, amox.id)).toBe(50);
    await expectLedgerMatches(t, f, [f.mainStore, f.cabinet]);
  });
});

describe('requisition rules and permissions', () => {
  it('asks only the own source warehouse', async () => {
    const goods = await newGoods(t, f, 'Rule lĩnh');
    const wrong = await createVoucher(
      t,
      REQUISITIONS,
      nurse(),
      requisitionBody(f, [{ hang_hoa_id: goods.id, so_luong: 1 }], { kho_id: f.dispensary }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toContain('Kho tổng');
    // The main store has no source of its own.
    const none = await createVoucher(
      t,
      REQUISITIONS,
      f.admin.access_token,
      requisitionBody(f, [{ hang_hoa_id: goods.id, so_luong: 1 }], {
        kho_id: f.dispensary,
        kho_nhan_id: f.mainStore,
      }),
    );
    expect(none.status).toBe(422);
    const same = await createVoucher(
      t,
      REQUISITIONS,
      nurse(),
      requisitionBody(f, [{ hang_hoa_id: goods.id, so_luong: 1 }], { kho_nhan_id: f.mainStore }),
    );
    expect(same.status).toBe(400);
  });

  it('the ward acts for its cabinet only; the store approves but cannot ask for the ward', async () => {
    const goods = await newGoods(t, f, 'Quyền lĩnh');
    await stockUp(t, f, goods.id, 20);
    const body = requisitionBody(f, [{ hang_hoa_id: goods.id, so_luong: 4 }]);
    expect((await createVoucher(t, REQUISITIONS, chemist(), body)).status).toBe(403);
    expect((await createVoucher(t, REQUISITIONS, f.otherNurse.access_token, body)).status).toBe(403);
    expect((await createVoucher(t, REQUISITIONS, f.outsider.access_token, body)).status).toBe(403);
    const draft = expectStatus(await createVoucher(t, REQUISITIONS, nurse(), body), 201);
    expect((await act(t, f, REQUISITIONS, draft, 'gui-duyet', f.otherNurse.access_token)).status).toBe(403);
    expect((await act(t, f, REQUISITIONS, draft, 'gui-duyet', chemist())).status).toBe(403);
    expect((await detailOf(t, f, REQUISITIONS, draft.id, f.otherNurse.access_token)).status).toBe(403);
    const pending = expectStatus(await act(t, f, REQUISITIONS, draft, 'gui-duyet', nurse()), 200);
    // Approving takes a pharmacist acting in the source: not the nurse, not the store keeper.
    expect((await act(t, f, REQUISITIONS, pending, 'duyet', nurse())).status).toBe(403);
    expect((await act(t, f, REQUISITIONS, pending, 'duyet', f.keeper.access_token)).status).toBe(403);
    expect((await act(t, f, REQUISITIONS, pending, 'duyet', f.wardDoctor.access_token)).status).toBe(403);
    // The pharmacist of the organisation not assigned to the pharmacy does not act in the store.
    expect((await act(t, f, REQUISITIONS, pending, 'duyet', f.pharmacist.access_token)).status).toBe(403);
    expectStatus(await act(t, f, REQUISITIONS, pending, 'duyet', chemist()), 200);
    expect(await onHand(t, f, f.cabinet, goods.id)).toBe(4);
    await expectLedgerMatches(t, f, [f.mainStore, f.cabinet]);
  });
});
