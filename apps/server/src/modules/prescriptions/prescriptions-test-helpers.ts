import type { PrescriptionDetail } from '@kho/contracts';
import { normalizeSearchText } from '@kho/contracts';
import { and, eq } from 'drizzle-orm';
import { benhNhan, hangHoa, khoa } from '../../db/schema/index';
import { newId } from '../../platform/ids';
import { addMember, createSignedInUser, type SignedInUser } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { expectStatus, setupInventory, type InventoryFixture } from '../inventory/inventory-test-helpers';
import { newGoods, stockUp } from '../inventory/requisitions/requests-test-helpers';
import { insertDepartment, insertWarehouse } from '../organisations/organisations.repository';

export const PRESCRIPTIONS = '/api/v1/don-thuoc';
export const DISPENSINGS = '/api/v1/phieu-cap-phat-thuoc';

export interface PrescriptionFixture extends InventoryFixture {
  /** A doctor of the outpatient clinic and of the medical ward (Khoa Nội, whose cabinet is `cabinet`). */
  doctor: SignedInUser;
  /** A doctor of the surgical ward only, which has a cabinet of its own. */
  surgeon: SignedInUser;
  clinic: string;
  ward: string;
  surgery: string;
  surgeryCabinet: string;
  outpatient: string;
  /** An inpatient of Khoa Nội, allergic to penicillin. */
  inpatient: string;
}

let patientCounter = 0;
/** A patient written straight to the database (the patients API is another module's). */
export async function insertPatient(
  t: TestApp,
  organisationId: string,
  fields: Partial<typeof benhNhan.$inferInsert> & { ho_ten: string },
): Promise<string> {
  patientCounter += 1;
  const id = newId();
  const ma = `BN26${String(patientCounter).padStart(6, '0')}`;
  await t.context.db.insert(benhNhan).values({
    id,
    to_chuc_id: organisationId,
    ma,
    ngay_sinh: '1970-05-01',
    gioi_tinh: 'NAM',
    loai_dieu_tri: 'NGOAI_TRU',
    tu_khoa: normalizeSearchText(`${ma} ${fields.ho_ten}`),
    ...fields,
  });
  return id;
}

export async function setupPrescriptions(t: TestApp): Promise<PrescriptionFixture> {
  const f = await setupInventory(t);
  const db = t.context.db;
  const orgId = f.organisation.id;
  const [ward] = await db
    .select()
    .from(khoa)
    .where(and(eq(khoa.to_chuc_id, orgId), eq(khoa.ma, 'NOI')));
  const clinic = await insertDepartment(db, {
    id: newId(),
    to_chuc_id: orgId,
    ma: 'KKB',
    ten: 'Khoa Khám bệnh',
  });
  const surgery = await insertDepartment(db, {
    id: newId(),
    to_chuc_id: orgId,
    ma: 'NGOAI',
    ten: 'Khoa Ngoại',
  });
  const surgeryCabinet = await insertWarehouse(db, {
    id: newId(),
    to_chuc_id: orgId,
    khoa_id: surgery.id,
    ma: 'TT_NGOAI',
    ten: 'Tủ trực Khoa Ngoại',
    loai_kho: 'TU_TRUC',
    kho_nguon_id: f.mainStore,
  });
  const doctor = await createSignedInUser(t, { ho_ten: 'BS. Lê Văn Khám' });
  const surgeon = await createSignedInUser(t, { ho_ten: 'BS. Phẫu Thuật' });
  await addMember(t, orgId, doctor, 'BAC_SI', [clinic.id, ward!.id]);
  await addMember(t, orgId, surgeon, 'BAC_SI', [surgery.id]);
  const outpatient = await insertPatient(t, orgId, { ho_ten: 'Nguyễn Thị Ngoại Trú' });
  const inpatient = await insertPatient(t, orgId, {
    ho_ten: 'Trần Văn Nội Trú',
    loai_dieu_tri: 'NOI_TRU',
    khoa_id: ward!.id,
    giuong: 'G12',
    ngay_vao_vien: '2026-01-02',
    di_ung: 'Nổi mề đay với penicillin',
    di_ung_hoat_chat: ['Penicilin'],
  });
  return {
    ...f,
    doctor,
    surgeon,
    clinic: clinic.id,
    ward: ward!.id,
    surgery: surgery.id,
    surgeryCabinet: surgeryCabinet.id,
    outpatient,
    inpatient,
  };
}

/** A medicine of its own for one test, with its active ingredient and management class. */
export async function medicine(
  t: TestApp,
  f: InventoryFixture,
  ten: string,
  hoatChat: string | null = null,
  phanLoai = 'THUONG',
) {
  const goods = await newGoods(t, f, ten);
  await t.context.db
    .update(hangHoa)
    .set({ hoat_chat: hoatChat, phan_loai_quan_ly: phanLoai })
    .where(eq(hangHoa.id, goods.id));
  return goods;
}

/** Stock received straight into a warehouse (the dispensary by default). */
export function stockAt(
  t: TestApp,
  f: PrescriptionFixture,
  goodsId: string,
  quantity: number,
  fields: { so_lo?: string; han_dung?: string; kho_id?: string; goi_thau_id?: string } = {},
) {
  return stockUp(t, f, goodsId, quantity, { kho_id: f.dispensary, ...fields });
}

export interface LineSpec {
  hang_hoa_id: string;
  so_luong: number;
  lieu_moi_lan?: number;
  so_lan_ngay?: number;
  so_ngay?: number;
  cach_dung?: string;
}

export function prescriptionBody(
  f: PrescriptionFixture,
  lines: LineSpec[],
  extra: Record<string, unknown> = {},
) {
  return {
    to_chuc: f.organisation.id,
    benh_nhan_id: f.outpatient,
    khoa_id: f.clinic,
    kho_id: f.dispensary,
    ma_icd: 'J06.9',
    chan_doan: 'Viêm đường hô hấp trên cấp',
    chi_tiet: lines,
    ...extra,
  };
}

export function createPrescription(t: TestApp, token: string, body: unknown) {
  return t.request<PrescriptionDetail>('POST', `${PRESCRIPTIONS}/tao-moi-don-thuoc`, { token, body });
}

/** A prescription saved by the doctor (warnings confirmed). */
export async function prescribe(
  t: TestApp,
  f: PrescriptionFixture,
  lines: LineSpec[],
  extra: Record<string, unknown> = {},
) {
  const body = prescriptionBody(f, lines, { xac_nhan_canh_bao: true, ...extra });
  return expectStatus(await createPrescription(t, f.doctor.access_token, body), 201);
}

export function dispense(
  t: TestApp,
  f: PrescriptionFixture,
  prescription: { id: string; phien_ban: number },
  lines: { don_thuoc_chi_tiet_id: string; so_luong: number; lo_hang_id?: string }[],
  options: { token?: string; extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
) {
  return t.request<PrescriptionDetail>('POST', `${PRESCRIPTIONS}/${prescription.id}/cap-phat-don-thuoc`, {
    token: options.token ?? f.chemist.access_token,
    headers: options.headers,
    body: {
      to_chuc: f.organisation.id,
      phien_ban: prescription.phien_ban,
      chi_tiet: lines,
      ...options.extra,
    },
  });
}

export function detailOfPrescription(
  t: TestApp,
  f: PrescriptionFixture,
  id: string,
  token = f.nurse.access_token,
) {
  return t.request<PrescriptionDetail>('GET', `${PRESCRIPTIONS}/${id}/chi-tiet-don-thuoc`, {
    token,
    query: { to_chuc: f.organisation.id },
  });
}

/** Each line of the prescription with all of what is left, FEFO. */
export function allOf(prescription: PrescriptionDetail) {
  return prescription.chi_tiet.map((l) => ({
    don_thuoc_chi_tiet_id: l.id,
    so_luong: l.so_luong - l.so_luong_da_cap,
  }));
}
