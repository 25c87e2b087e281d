import type { PrescriptionDetail, PrescriptionListItem } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { expectStatus } from '../inventory/inventory-test-helpers';
import {
  detailOfPrescription,
  insertPatient,
  medicine,
  PRESCRIPTIONS,
  prescribe,
  prescriptionBody,
  setupPrescriptions,
  stockAt,
  type PrescriptionFixture,
} from './prescriptions-test-helpers';

// A fixed past prescription date, so the ages below stay what they are whenever the test runs.
const DATE = '2026-01-15';

let t: TestApp;
let f: PrescriptionFixture;
let para: { id: string };
/** 71 months old on DATE, and exactly 72 months old on it. */
let child: string;
let sixYearOld: string;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  para = await medicine(t, f, 'Paracetamol 250mg', 'Paracetamol');
  await stockAt(t, f, para.id, 100);
  child = await insertPatient(t, f.organisation.id, { ho_ten: 'Bé Nguyễn An', ngay_sinh: '2020-01-16' });
  sixYearOld = await insertPatient(t, f.organisation.id, { ho_ten: 'Trần Bình', ngay_sinh: '2020-01-15' });
});
afterAll(() => t.close());

const lines = () => [{ hang_hoa_id: para.id, so_luong: 6 }];

async function countPrescriptions(): Promise<number> {
  const list = await t.request<PrescriptionListItem[]>('GET', `${PRESCRIPTIONS}/danh-sach-don-thuoc`, {
    token: f.admin.access_token,
    query: { to_chuc: f.organisation.id },
  });
  return (expectStatus(list, 200), list.body.metadata!.pagination as { count: number }).count;
}

function create(extra: Record<string, unknown>, lang?: 'vi' | 'en') {
  return t.request<PrescriptionDetail>('POST', `${PRESCRIPTIONS}/tao-moi-don-thuoc`, {
    token: f.doctor.access_token,
    lang,
    body: prescriptionBody(f, lines(), { ngay_ke: DATE, xac_nhan_canh_bao: true, ...extra }),
  });
}

function edit(prescription: PrescriptionDetail, extra: Record<string, unknown>) {
  return t.request<PrescriptionDetail>('PUT', `${PRESCRIPTIONS}/${prescription.id}/cap-nhat-don-thuoc`, {
    token: f.doctor.access_token,
    body: {
      to_chuc: f.organisation.id,
      phien_ban: prescription.phien_ban,
      ma_icd: prescription.ma_icd,
      chan_doan: prescription.chan_doan,
      xac_nhan_canh_bao: true,
      chi_tiet: lines(),
      ngay_tai_kham: prescription.ngay_tai_kham,
      nguoi_giam_ho: prescription.nguoi_giam_ho,
      ...extra,
    },
  });
}

describe('re-visit date and parent or guardian (TT 26/2025)', () => {
  it('saves both and answers them in the detail', async () => {
    const saved = expectStatus(
      await create({ benh_nhan_id: child, ngay_tai_kham: '2026-01-22', nguoi_giam_ho: ' Nguyễn Văn Bố ' }),
      201,
    );
    expect(saved).toMatchObject({ ngay_tai_kham: '2026-01-22', nguoi_giam_ho: 'Nguyễn Văn Bố' });
    const detail = expectStatus(await detailOfPrescription(t, f, saved.id), 200);
    expect(detail).toMatchObject({ ngay_tai_kham: '2026-01-22', nguoi_giam_ho: 'Nguyễn Văn Bố' });
    // The same day as the prescription is a re-visit date too.
    expect((await create({ ngay_tai_kham: DATE })).status).toBe(201);
  });

  it('refuses a re-visit date before the prescription and a child without a guardian, writing nothing', async () => {
    const before = await countPrescriptions();
    const early = await create({ ngay_tai_kham: '2026-01-14' }, 'en');
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('The re-visit date cannot be before the prescription date (15/01/2026)');
    const orphan = await create({ benh_nhan_id: child, nguoi_giam_ho: '   ' });
    expect(orphan.status).toBe(400);
    expect(orphan.body.message).toContain('72 tháng');
    expect(orphan.body.message).toContain('người giám hộ');
    const tooLong = await create({ benh_nhan_id: child, nguoi_giam_ho: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(await countPrescriptions()).toBe(before);
  });

  it('accepts an adult, and a child of exactly 72 months, without a guardian', async () => {
    const adult = expectStatus(await create({}), 201);
    expect(adult).toMatchObject({ ngay_tai_kham: null, nguoi_giam_ho: null });
    expect((await create({ benh_nhan_id: sixYearOld })).status).toBe(201);
    const named = expectStatus(await create({ nguoi_giam_ho: 'Người nhà' }), 201);
    expect(named.nguoi_giam_ho).toBe('Người nhà');
  });

  it('edits both until dispensed, with the same rules against the stored date', async () => {
    const saved = await prescribe(t, f, lines(), {
      benh_nhan_id: child,
      ngay_ke: DATE,
      nguoi_giam_ho: 'Nguyễn Thị Mẹ',
    });
    const orphan = await edit(saved, { nguoi_giam_ho: null });
    expect(orphan.status).toBe(400);
    const early = await edit(saved, { ngay_tai_kham: '2026-01-01' });
    expect(early.status).toBe(400);
    const edited = expectStatus(
      await edit(saved, { ngay_tai_kham: '2026-02-15', nguoi_giam_ho: 'Nguyễn Văn Bố' }),
      200,
    );
    expect(edited).toMatchObject({
      phien_ban: saved.phien_ban + 1,
      ngay_tai_kham: '2026-02-15',
      nguoi_giam_ho: 'Nguyễn Văn Bố',
    });
    const cleared = expectStatus(await edit(edited, { ngay_tai_kham: '' }), 200);
    expect(cleared.ngay_tai_kham).toBeNull();
  });
});
