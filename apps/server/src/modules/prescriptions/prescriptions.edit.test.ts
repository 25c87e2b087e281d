import { ERROR_CODES, type PrescribableGoods, type PrescriptionDetail } from '@kho/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nhatKy } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test/harness';
import { expectStatus } from '../inventory/inventory-test-helpers';
import { openChannel } from '../realtime/realtime-test-client';
import {
  dispense,
  DISPENSINGS,
  medicine,
  PRESCRIPTIONS,
  prescribe,
  setupPrescriptions,
  stockAt,
  type LineSpec,
  type PrescriptionFixture,
} from './prescriptions-test-helpers';

let t: TestApp;
let f: PrescriptionFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
});
afterAll(() => t.close());

function edit(
  prescription: { id: string; phien_ban: number },
  lines: LineSpec[],
  options: {
    token?: string;
    extra?: Record<string, unknown>;
    lang?: 'vi' | 'en';
    headers?: Record<string, string>;
  } = {},
) {
  return t.request<PrescriptionDetail>('PUT', `${PRESCRIPTIONS}/${prescription.id}/cap-nhat-don-thuoc`, {
    token: options.token ?? f.doctor.access_token,
    lang: options.lang,
    headers: options.headers,
    body: {
      to_chuc: f.organisation.id,
      phien_ban: prescription.phien_ban,
      ma_icd: 'J20.9',
      chan_doan: 'Viêm phế quản cấp',
      loi_dan: 'Tái khám sau 5 ngày',
      chi_tiet: lines,
      ...options.extra,
    },
  });
}

async function available(goodsId: string): Promise<number> {
  const goods = expectStatus(
    await t.request<PrescribableGoods[]>('GET', `${PRESCRIPTIONS}/hang-hoa-ke-don`, {
      token: f.doctor.access_token,
      query: { to_chuc: f.organisation.id, kho_id: f.dispensary },
    }),
    200,
  );
  return goods.find((g) => g.id === goodsId)?.kha_dung ?? 0;
}

describe('editing a prescription', () => {
  it('replaces lines, doses and days, keeps the audit trail and tells the dispensing screen', async () => {
    const para = await medicine(t, f, 'Paracetamol 500mg', 'Paracetamol');
    const cough = await medicine(t, f, 'Acetylcystein 200mg', 'Acetylcystein');
    await stockAt(t, f, para.id, 50);
    await stockAt(t, f, cough.id, 50);
    const prescription = await prescribe(t, f, [
      { hang_hoa_id: para.id, lieu_moi_lan: 1, so_lan_ngay: 2, so_ngay: 5, so_luong: 10 },
    ]);
    const beforeEdit = await available(para.id);
    const channel = await openChannel(t, f.chemist);
    channel.socket.send(JSON.stringify({ type: 'subscribe', kho_id: f.dispensary }));
    await channel.next('subscribed');

    const edited = expectStatus(
      await edit(prescription, [
        { hang_hoa_id: para.id, lieu_moi_lan: 1, so_lan_ngay: 3, so_ngay: 3, so_luong: 9 },
        { hang_hoa_id: cough.id, lieu_moi_lan: 1, so_lan_ngay: 2, so_ngay: 5, so_luong: 10 },
      ]),
      200,
    );
    expect(edited.phien_ban).toBe(prescription.phien_ban + 1);
    expect(edited.so_don).toBe(prescription.so_don);
    expect(edited.trang_thai).toBe('CHO_CAP_PHAT');
    expect(edited.ma_icd).toBe('J20.9');
    expect(edited.chan_doan).toBe('Viêm phế quản cấp');
    expect(edited.loi_dan).toBe('Tái khám sau 5 ngày');
    expect(edited.chi_tiet).toMatchObject([
      { stt: 1, hang_hoa_id: para.id, so_lan_ngay: 3, so_ngay: 3, so_luong: 9, so_luong_da_cap: 0 },
      { stt: 2, hang_hoa_id: cough.id, so_luong: 10 },
    ]);
    // The patient, department and warehouse stay what they were.
    expect(edited.benh_nhan_id).toBe(prescription.benh_nhan_id);
    expect(edited.kho_id).toBe(f.dispensary);
    // Writing a prescription reserves nothing, so neither does editing it.
    expect(await available(para.id)).toBe(beforeEdit);

    // The prescription's own creation may still be on its way to the new subscriber: the edit's event is awaited.
    const event = await channel.next(
      'prescription.changed',
      (e) => 'phien_ban' in e && e.phien_ban === edited.phien_ban,
    );
    expect(event).toMatchObject({
      kho_id: f.dispensary,
      id: prescription.id,
      status: 'CHO_CAP_PHAT',
      phien_ban: edited.phien_ban,
      da_sua: true,
    });
    channel.socket.close();

    const [audit] = await t.context.db
      .select()
      .from(nhatKy)
      .where(and(eq(nhatKy.doi_tuong_id, prescription.id), eq(nhatKy.hanh_dong, 'DON_THUOC_UPDATE')));
    expect(audit).toMatchObject({ nguoi_dung_id: f.doctor.user.id, doi_tuong: 'don_thuoc' });
    const data = audit!.du_lieu as {
      truoc: { chan_doan: string; chi_tiet: { hang_hoa_id: string; so_ngay: number; so_luong: number }[] };
      sau: { chan_doan: string; chi_tiet: { hang_hoa_id: string; so_ngay: number; so_luong: number }[] };
      phien_ban: number;
    };
    expect(data.phien_ban).toBe(edited.phien_ban);
    expect(data.truoc.chan_doan).toBe('Viêm đường hô hấp trên cấp');
    expect(data.truoc.chi_tiet).toMatchObject([{ hang_hoa_id: para.id, so_ngay: 5, so_luong: 10 }]);
    expect(data.sau.chan_doan).toBe('Viêm phế quản cấp');
    expect(data.sau.chi_tiet).toMatchObject([
      { hang_hoa_id: para.id, so_ngay: 3, so_luong: 9, hang_hoa_ten: expect.stringContaining('Paracetamol') },
      { hang_hoa_id: cough.id, so_ngay: 5, so_luong: 10 },
    ]);

    // A dispensing prepared against the version before the edit is refused, and nothing moves.
    const stale = await dispense(t, f, prescription, [
      { don_thuoc_chi_tiet_id: prescription.chi_tiet[0]!.id, so_luong: 10 },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(ERROR_CODES.STALE_VERSION);
  });

  it('refuses a stale version, and an edit replayed with its Idempotency-Key is applied once', async () => {
    const para = await medicine(t, f, 'Ibuprofen 400mg', 'Ibuprofen');
    await stockAt(t, f, para.id, 30);
    const prescription = await prescribe(t, f, [{ hang_hoa_id: para.id, so_luong: 6 }]);
    const headers = { 'idempotency-key': `edit-${prescription.id}` };
    const first = expectStatus(
      await edit(prescription, [{ hang_hoa_id: para.id, so_luong: 8 }], { headers }),
      200,
    );
    const replay = await edit(prescription, [{ hang_hoa_id: para.id, so_luong: 8 }], { headers });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data.phien_ban).toBe(first.phien_ban);

    const stale = await edit(prescription, [{ hang_hoa_id: para.id, so_luong: 2 }]);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(ERROR_CODES.STALE_VERSION);
    const now = expectStatus(
      await t.request<PrescriptionDetail>('GET', `${PRESCRIPTIONS}/${prescription.id}/chi-tiet-don-thuoc`, {
        token: f.nurse.access_token,
        query: { to_chuc: f.organisation.id },
      }),
      200,
    );
    expect(now.phien_ban).toBe(first.phien_ban);
    expect(now.chi_tiet[0]!.so_luong).toBe(8);
  });

  it('asks to confirm the same warnings as writing (allergy, duplicate ingredient) and keeps them', async () => {
    const amoxi = await medicine(t, f, 'Amoxicilin 500mg', 'Amoxicilin');
    const ampi = await medicine(t, f, 'Penicilin V 400mg', 'Penicilin');
    const para = await medicine(t, f, 'Paracetamol 325mg', 'Paracetamol');
    const paraPlus = await medicine(t, f, 'Hapacol Codein', 'Paracetamol + Codein');
    for (const g of [amoxi, ampi, para, paraPlus]) await stockAt(t, f, g.id, 40, { kho_id: f.cabinet });
    const prescription = await prescribe(t, f, [{ hang_hoa_id: amoxi.id, so_luong: 10 }], {
      benh_nhan_id: f.inpatient,
      khoa_id: f.ward,
      kho_id: f.cabinet,
    });
    const lines = [
      { hang_hoa_id: ampi.id, so_luong: 10 },
      { hang_hoa_id: para.id, so_luong: 5 },
      { hang_hoa_id: paraPlus.id, so_luong: 5 },
    ];
    const unconfirmed = await edit(prescription, lines, { lang: 'en' });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.code).toBe(ERROR_CODES.PRESCRIPTION_WARNINGS);
    const kinds = (unconfirmed.body.data as { canh_bao: { loai: string }[] }).canh_bao.map((w) => w.loai);
    expect(kinds).toEqual(expect.arrayContaining(['DI_UNG', 'TRUNG_HOAT_CHAT']));
    const confirmed = expectStatus(
      await edit(prescription, lines, { extra: { xac_nhan_canh_bao: true } }),
      200,
    );
    expect(confirmed.canh_bao.map((w) => w.loai)).toEqual(
      expect.arrayContaining(['DI_UNG', 'TRUNG_HOAT_CHAT']),
    );
    expect(confirmed.chi_tiet.map((l) => l.hang_hoa_id)).toEqual([ampi.id, para.id, paraPlus.id]);
  });

  it('is for prescribers of the department; controlled drugs stay a doctor’s; other organisations see nothing', async () => {
    const para = await medicine(t, f, 'Paracetamol 650mg', 'Paracetamol');
    const morphine = await medicine(t, f, 'Morphin 10mg', 'Morphin', 'GAY_NGHIEN');
    await stockAt(t, f, para.id, 30);
    const prescription = await prescribe(t, f, [{ hang_hoa_id: para.id, so_luong: 4 }]);
    const lines = [{ hang_hoa_id: para.id, so_luong: 6 }];
    expect((await edit(prescription, lines, { token: f.chemist.access_token })).status).toBe(403);
    expect((await edit(prescription, lines, { token: f.nurse.access_token })).status).toBe(403);
    expect((await edit(prescription, lines, { token: f.surgeon.access_token })).status).toBe(403);
    expect((await edit(prescription, lines, { token: f.outsider.access_token })).status).toBe(403);
    const controlled = await edit(prescription, [{ hang_hoa_id: morphine.id, so_luong: 2 }], {
      token: f.admin.access_token,
      extra: { xac_nhan_canh_bao: true },
    });
    expect(controlled.status).toBe(403);
    const missing = await t.request('PUT', `${PRESCRIPTIONS}/${f.goods[0]!.id}/cap-nhat-don-thuoc`, {
      token: f.doctor.access_token,
      body: { to_chuc: f.organisation.id, phien_ban: 1, chan_doan: 'x', chi_tiet: lines },
    });
    expect(missing.status).toBe(404);
    // An administrator edits any department's prescription; the doctor's own edit of a controlled drug is kept.
    const byAdmin = expectStatus(await edit(prescription, lines, { token: f.admin.access_token }), 200);
    const byDoctor = expectStatus(
      await edit(byAdmin, [{ hang_hoa_id: morphine.id, so_luong: 2 }], {
        extra: { xac_nhan_canh_bao: true },
      }),
      200,
    );
    expect(byDoctor.co_thuoc_kiem_soat).toBe(true);
    // Bad input changes nothing.
    const bad = await edit(byDoctor, []);
    expect(bad.status).toBe(400);
  });

  it('after any dispensing, only cancelling and prescribing anew remain', async () => {
    const para = await medicine(t, f, 'Paracetamol 80mg', 'Paracetamol');
    await stockAt(t, f, para.id, 30);
    const prescription = await prescribe(t, f, [{ hang_hoa_id: para.id, so_luong: 10 }]);
    const partly = expectStatus(
      await dispense(t, f, prescription, [
        { don_thuoc_chi_tiet_id: prescription.chi_tiet[0]!.id, so_luong: 4 },
      ]),
      200,
    );
    const refused = await edit(partly, [{ hang_hoa_id: para.id, so_luong: 2 }], { lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/only cancel it and write a new one/);
    const vi = await edit(partly, [{ hang_hoa_id: para.id, so_luong: 2 }]);
    expect(vi.body.message).toMatch(/chỉ có thể hủy đơn và kê đơn mới/);

    // Even once that dispensing is cancelled: its voucher names the prescription's lines.
    const slip = partly.cap_phat[0]!;
    const voucher = await t.request<{ phien_ban: number }>(
      'GET',
      `${DISPENSINGS}/${slip.id}/chi-tiet-phieu-cap-phat-thuoc`,
      {
        token: f.chemist.access_token,
        query: { to_chuc: f.organisation.id },
      },
    );
    expectStatus(
      await t.request('POST', `${DISPENSINGS}/${slip.id}/huy-phieu-cap-phat-thuoc`, {
        token: f.chemist.access_token,
        body: { to_chuc: f.organisation.id, phien_ban: voucher.body.data.phien_ban, ly_do: 'Cấp nhầm' },
      }),
      200,
    );
    const reopened = expectStatus(
      await t.request<PrescriptionDetail>('GET', `${PRESCRIPTIONS}/${prescription.id}/chi-tiet-don-thuoc`, {
        token: f.doctor.access_token,
        query: { to_chuc: f.organisation.id },
      }),
      200,
    );
    expect(reopened.trang_thai).toBe('CHO_CAP_PHAT');
    expect((await edit(reopened, [{ hang_hoa_id: para.id, so_luong: 2 }])).status).toBe(409);

    // A cancelled prescription is not edited either.
    const other = await prescribe(t, f, [{ hang_hoa_id: para.id, so_luong: 3 }]);
    const cancelled = expectStatus(
      await t.request<PrescriptionDetail>('POST', `${PRESCRIPTIONS}/${other.id}/huy-don-thuoc`, {
        token: f.doctor.access_token,
        body: { to_chuc: f.organisation.id, phien_ban: other.phien_ban, ly_do: 'Kê lại' },
      }),
      200,
    );
    expect((await edit(cancelled, [{ hang_hoa_id: para.id, so_luong: 2 }])).status).toBe(409);
  });
});
