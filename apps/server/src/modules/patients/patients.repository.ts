import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  normalizeSearchText,
  type Patient,
  type patientQuerySchema,
  type PatientFields,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { benhNhan, khoa } from '../../db/schema/index';
import { auditSelection, pageOf, searchCondition, toRecordAudit } from '../catalogues/catalogue-sql';
import { nextVoucherNumber } from '../inventory/engine/vouchers.repository';

type Query = z.output<typeof patientQuerySchema>;

const audit = auditSelection(benhNhan);

function selectPatients(exec: Executor) {
  return exec
    .select({
      id: benhNhan.id,
      ma: benhNhan.ma,
      ho_ten: benhNhan.ho_ten,
      ngay_sinh: benhNhan.ngay_sinh,
      gioi_tinh: benhNhan.gioi_tinh,
      dia_chi: benhNhan.dia_chi,
      so_dien_thoai: benhNhan.so_dien_thoai,
      so_cccd: benhNhan.so_cccd,
      so_the_bhyt: benhNhan.so_the_bhyt,
      bhyt_tu_ngay: benhNhan.bhyt_tu_ngay,
      bhyt_den_ngay: benhNhan.bhyt_den_ngay,
      muc_huong: benhNhan.muc_huong,
      loai_dieu_tri: benhNhan.loai_dieu_tri,
      khoa_id: benhNhan.khoa_id,
      khoa_ten: khoa.ten,
      giuong: benhNhan.giuong,
      ngay_vao_vien: benhNhan.ngay_vao_vien,
      ngay_ra_vien: benhNhan.ngay_ra_vien,
      di_ung: benhNhan.di_ung,
      di_ung_hoat_chat: benhNhan.di_ung_hoat_chat,
      ...audit.columns,
    })
    .from(benhNhan)
    .leftJoin(khoa, eq(khoa.id, benhNhan.khoa_id))
    .leftJoin(audit.createdBy, audit.createdByOn)
    .leftJoin(audit.updatedBy, audit.updatedByOn)
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectPatients>>[number];

function toPatient(row: Row): Patient {
  return {
    ...row,
    gioi_tinh: row.gioi_tinh as Patient['gioi_tinh'],
    loai_dieu_tri: row.loai_dieu_tri as Patient['loai_dieu_tri'],
    ...toRecordAudit(row),
  };
}

/** In hospital now: an inpatient admitted and not discharged; discharged: has a discharge date. */
function admissionCondition(state: Query['trang_thai']): SQL | undefined {
  if (state === 'DANG_DIEU_TRI') {
    return and(
      eq(benhNhan.loai_dieu_tri, 'NOI_TRU'),
      isNotNull(benhNhan.ngay_vao_vien),
      isNull(benhNhan.ngay_ra_vien),
    );
  }
  if (state === 'DA_RA_VIEN') return isNotNull(benhNhan.ngay_ra_vien);
  return undefined;
}

export async function listPatients(
  exec: Executor,
  query: Query,
): Promise<{ rows: Patient[]; total: number }> {
  const where = and(
    eq(benhNhan.to_chuc_id, query.to_chuc),
    searchCondition(benhNhan.tu_khoa, query.tu_khoa),
    query.loai_dieu_tri ? eq(benhNhan.loai_dieu_tri, query.loai_dieu_tri) : undefined,
    query.khoa_id ? eq(benhNhan.khoa_id, query.khoa_id) : undefined,
    admissionCondition(query.trang_thai),
  );
  const { offset, limit } = pageOf(query);
  const [rows, [counted]] = await Promise.all([
    selectPatients(exec)
      .where(where)
      // Newest registrations first: the patient at the desk is usually the one just registered.
      .orderBy(desc(benhNhan.ngay_tao), desc(benhNhan.id))
      .offset(offset)
      .limit(limit),
    exec
      .select({ n: sql<number>`count(*)::int` })
      .from(benhNhan)
      .where(where),
  ]);
  return { rows: rows.map(toPatient), total: counted?.n ?? 0 };
}

export async function findPatient(
  exec: Executor,
  organisationId: string,
  id: string,
): Promise<Patient | undefined> {
  const [row] = await selectPatients(exec).where(
    and(eq(benhNhan.id, id), eq(benhNhan.to_chuc_id, organisationId)),
  );
  return row ? toPatient(row) : undefined;
}

export async function patientExists(exec: Executor, organisationId: string, id: string): Promise<boolean> {
  const rows = await exec
    .select({ id: benhNhan.id })
    .from(benhNhan)
    .where(and(eq(benhNhan.id, id), eq(benhNhan.to_chuc_id, organisationId)))
    .limit(1);
  return rows.length === 1;
}

export async function departmentExists(exec: Executor, organisationId: string, id: string): Promise<boolean> {
  const rows = await exec
    .select({ id: khoa.id })
    .from(khoa)
    .where(and(eq(khoa.id, id), eq(khoa.to_chuc_id, organisationId)))
    .limit(1);
  return rows.length === 1;
}

/** BN + two-digit year + six-digit sequence per organisation and year, e.g. BN26000123. */
export async function nextPatientCode(tx: Executor, organisationId: string, year: number): Promise<string> {
  const number = await nextVoucherNumber(tx, organisationId, 'BENH_NHAN', year);
  return `BN${String(year % 100).padStart(2, '0')}${String(number).padStart(6, '0')}`;
}

/** Name, code, phone (also as bare digits), card and national ID, without accents. */
function searchKey(code: string, fields: PatientFields): string {
  const phone = fields.so_dien_thoai ?? '';
  return normalizeSearchText(
    [code, fields.ho_ten, phone, phone.replace(/\D/g, ''), fields.so_the_bhyt, fields.so_cccd]
      .filter(Boolean)
      .join(' '),
  );
}

function values(code: string, fields: PatientFields) {
  return {
    ho_ten: fields.ho_ten,
    ngay_sinh: fields.ngay_sinh,
    gioi_tinh: fields.gioi_tinh,
    dia_chi: fields.dia_chi,
    so_dien_thoai: fields.so_dien_thoai,
    so_cccd: fields.so_cccd,
    so_the_bhyt: fields.so_the_bhyt,
    bhyt_tu_ngay: fields.bhyt_tu_ngay,
    bhyt_den_ngay: fields.bhyt_den_ngay,
    muc_huong: fields.muc_huong,
    loai_dieu_tri: fields.loai_dieu_tri,
    khoa_id: fields.khoa_id,
    giuong: fields.giuong,
    ngay_vao_vien: fields.ngay_vao_vien,
    ngay_ra_vien: fields.ngay_ra_vien,
    di_ung: fields.di_ung,
    di_ung_hoat_chat: fields.di_ung_hoat_chat,
    tu_khoa: searchKey(code, fields),
  };
}

export async function insertPatient(
  tx: Executor,
  organisationId: string,
  id: string,
  code: string,
  fields: PatientFields,
  actorId: string,
): Promise<void> {
  await tx.insert(benhNhan).values({
    id,
    to_chuc_id: organisationId,
    ma: code,
    ...values(code, fields),
    nguoi_tao_id: actorId,
    nguoi_cap_nhat_id: actorId,
  });
}

/** Versioned update: false when the stored version is not the one the editor saw. */
export async function updatePatient(
  tx: Executor,
  organisationId: string,
  id: string,
  code: string,
  version: number,
  fields: PatientFields,
  actorId: string,
): Promise<boolean> {
  const rows = await tx
    .update(benhNhan)
    .set({
      ...values(code, fields),
      phien_ban: sql`${benhNhan.phien_ban} + 1`,
      ngay_cap_nhat: new Date(),
      nguoi_cap_nhat_id: actorId,
    })
    .where(and(eq(benhNhan.id, id), eq(benhNhan.to_chuc_id, organisationId), eq(benhNhan.phien_ban, version)))
    .returning({ id: benhNhan.id });
  return rows.length === 1;
}
