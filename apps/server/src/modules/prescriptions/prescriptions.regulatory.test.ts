import { PRESCRIPTION_CODE_PATTERN, type PrescriptionDetail } from '@kho/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toChuc } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test/harness';
import { expectStatus } from '../inventory/inventory-test-helpers';
import {
  createPrescription,
  medicine,
  prescribe,
  prescriptionBody,
  PRESCRIPTIONS,
  setupPrescriptions,
  stockAt,
  type PrescriptionFixture,
} from './prescriptions-test-helpers';

let t: TestApp;
let f: PrescriptionFixture;
let facility: string;
const goods: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  const [row] = await t.context.db
    .select({ ma_cskcb: toChuc.ma_cskcb })
    .from(toChuc)
    .where(eq(toChuc.id, f.organisation.id));
  facility = row!.ma_cskcb!;
  for (const [key, name, ingredient, kind] of [
    ['para', 'Paracetamol 500mg', 'Paracetamol', 'THUONG'],
    ['morphine', 'Morphin 30mg', 'Morphin sulfat', 'GAY_NGHIEN'],
    ['diazepam', 'Diazepam 5mg', 'Diazepam', 'HUONG_THAN'],
    ['ephedrine', 'Ephedrin 10mg', 'Ephedrin', 'TIEN_CHAT'],
  ] as const) {
    goods[key] = (await medicine(t, f, name, ingredient, kind)).id;
    await stockAt(t, f, goods[key], 1000);
  }
});
afterAll(() => t.close());

const line = (key: string, so_ngay = 5) => ({
  hang_hoa_id: goods[key]!,
  so_luong: so_ngay * 2,
  lieu_moi_lan: 1,
  so_lan_ngay: 2,
  so_ngay,
});

async function refused(lines: ReturnType<typeof line>[], extra: Record<string, unknown> = {}) {
  const answers: Record<string, string> = {};
  for (const lang of ['vi', 'en'] as const) {
    const result = await t.request('POST', `${PRESCRIPTIONS}/tao-moi-don-thuoc`, {
      token: f.doctor.access_token,
      lang,
      body: prescriptionBody(f, lines, { xac_nhan_canh_bao: true, ...extra }),
    });
    expect(result.status).toBe(422);
    answers[lang] = result.body.message;
  }
  return answers;
}

describe('prescriptions under TT 26/2025', () => {
  it('gives each prescription a unique code XXXXXYYYYYYY-Z of its facility and kind', async () => {
    const ordinary = await prescribe(t, f, [line('para')]);
    const narcotic = await prescribe(t, f, [line('morphine')]);
    const psychotropic = await prescribe(t, f, [line('diazepam'), line('ephedrine')]);
    for (const [p, kind] of [
      [ordinary, 'C'],
      [narcotic, 'N'],
      [psychotropic, 'H'],
    ] as const) {
      expect(p.ma_don_thuoc).toMatch(PRESCRIPTION_CODE_PATTERN);
      expect(p.ma_don_thuoc.startsWith(facility)).toBe(true);
      expect(p.ma_don_thuoc.endsWith(`-${kind}`)).toBe(true);
      expect(p.loai_don).toBe(kind);
    }
    const year = ordinary.ngay_ke.slice(2, 4);
    expect(ordinary.ma_don_thuoc.slice(5, 7)).toBe(year);
    const found = await t.request<PrescriptionDetail[]>('GET', `${PRESCRIPTIONS}/danh-sach-don-thuoc`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: narcotic.ma_don_thuoc },
    });
    expect(found.body.data.map((p) => p.id)).toEqual([narcotic.id]);
  });

  it('keeps codes unique when many prescriptions are written at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        createPrescription(
          t,
          f.doctor.access_token,
          prescriptionBody(f, [line('para')], { xac_nhan_canh_bao: true }),
        ),
      ),
    );
    const codes = results.map((r) => expectStatus(r, 201).ma_don_thuoc);
    expect(new Set(codes).size).toBe(12);
    for (const code of codes) expect(code).toMatch(PRESCRIPTION_CODE_PATTERN);
  });

  it('refuses narcotics or psychotropics mixed with other drugs on one outpatient prescription', async () => {
    expect(await refused([line('morphine'), line('para')])).toEqual({
      vi: 'Thuốc gây nghiện (Morphin 30mg) phải kê trên đơn "N" riêng, không kê chung với Paracetamol 500mg; hãy tách thành hai đơn',
      en: 'Narcotic drugs (Morphin 30mg) go on a separate "N" prescription, not together with Paracetamol 500mg; split it into two prescriptions',
    });
    const mixedH = await refused([line('diazepam'), line('para')]);
    expect(mixedH.en).toContain('separate "H" prescription');
    expect(mixedH.vi).toContain('đơn "H" riêng');
    // Inpatient orders are not outpatient prescriptions: the ward cabinet gives them together.
    await stockAt(t, f, goods.morphine!, 10, { kho_id: f.cabinet });
    await stockAt(t, f, goods.para!, 10, { kho_id: f.cabinet });
    const inpatient = await prescribe(t, f, [line('morphine', 1), line('para', 1)], {
      benh_nhan_id: f.inpatient,
      khoa_id: f.ward,
      kho_id: f.cabinet,
      ma_icd: 'K35.8',
    });
    expect(inpatient.loai_don).toBe('N');
  });

  it('limits the days of a prescription as the organisation configures, with a clear message', async () => {
    expect(await refused([line('para', 31)])).toEqual({
      vi: 'Dòng 1 (Paracetamol 500mg): 31 ngày, quá số ngày tối đa của một đơn thuốc (30 ngày)',
      en: 'Line 1 (Paracetamol 500mg): 31 days is more than a prescription may cover (30 days)',
    });
    expect((await refused([line('morphine', 8)])).en).toContain(
      'narcotic drugs may be prescribed for (7 days)',
    );
    expect((await refused([line('diazepam', 11)])).vi).toContain('thuốc hướng thần, tiền chất (10 ngày)');

    await t.context.db
      .update(toChuc)
      .set({ so_ngay_ke_toi_da: 20, ma_icd_man_tinh: ['I10'] })
      .where(eq(toChuc.id, f.organisation.id));
    expect((await refused([line('para', 21)])).en).toContain('(20 days)');
    const chronic = await prescribe(t, f, [line('para', 60)], { ma_icd: 'I10', chan_doan: 'Tăng huyết áp' });
    expect(chronic.chi_tiet[0]!.so_ngay).toBe(60);
    expect((await refused([line('morphine', 31)], { ma_icd: 'I10' })).en).toContain(
      'in a chronic disease (30 days)',
    );
  });

  it('changes the kind of the code when an edit changes the drugs', async () => {
    const p = await prescribe(t, f, [line('para')]);
    const edited = await t.request<PrescriptionDetail>('PUT', `${PRESCRIPTIONS}/${p.id}/cap-nhat-don-thuoc`, {
      token: f.doctor.access_token,
      body: {
        to_chuc: f.organisation.id,
        phien_ban: p.phien_ban,
        ma_icd: p.ma_icd,
        chan_doan: p.chan_doan,
        loi_dan: null,
        chi_tiet: [line('diazepam')],
        xac_nhan_canh_bao: true,
      },
    });
    const detail = expectStatus(edited, 200);
    expect(detail.loai_don).toBe('H');
    expect(detail.ma_don_thuoc).toBe(`${p.ma_don_thuoc.slice(0, -1)}H`);
    // The book finds it by its new code.
    const found = await t.request<PrescriptionDetail[]>('GET', `${PRESCRIPTIONS}/danh-sach-don-thuoc`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: detail.ma_don_thuoc },
    });
    expect(found.body.data.map((r) => r.id)).toEqual([p.id]);
  });

  it('refuses to write a prescription while the organisation has no facility code', async () => {
    await t.context.db.update(toChuc).set({ ma_cskcb: null }).where(eq(toChuc.id, f.organisation.id));
    const answers = await refused([line('para')]);
    expect(answers.en).toContain('no facility code (MA_CSKCB)');
    expect(answers.vi).toContain('chưa có mã cơ sở KCB');
    await t.context.db.update(toChuc).set({ ma_cskcb: facility }).where(eq(toChuc.id, f.organisation.id));
  });
});
