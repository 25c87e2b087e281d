import type { TrangThaiDonThuoc, Warehouse } from '@kho/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import {
  benhNhan,
  donThuoc,
  donThuocChiTiet,
  kho,
  khoa,
  phieuKho,
  phieuKhoChiTiet,
} from '../../db/schema/index';
import { jsonRecords } from '../../db/json-records';

export type PrescriptionRow = typeof donThuoc.$inferSelect;
export type PrescriptionInsert = typeof donThuoc.$inferInsert;
export type PrescriptionLineRow = typeof donThuocChiTiet.$inferSelect;
export type PrescriptionLineInsert = typeof donThuocChiTiet.$inferInsert;

/** The patient as prescribing needs them, inside the organisation only. */
export async function findPatient(exec: Executor, organisationId: string, id: string) {
  const [row] = await exec
    .select({
      id: benhNhan.id,
      ma: benhNhan.ma,
      ho_ten: benhNhan.ho_ten,
      ngay_sinh: benhNhan.ngay_sinh,
      loai_dieu_tri: benhNhan.loai_dieu_tri,
      khoa_id: benhNhan.khoa_id,
      ngay_ra_vien: benhNhan.ngay_ra_vien,
      di_ung_hoat_chat: benhNhan.di_ung_hoat_chat,
    })
    .from(benhNhan)
    .where(and(eq(benhNhan.id, id), eq(benhNhan.to_chuc_id, organisationId)));
  return row;
}
export type PatientForPrescription = NonNullable<Awaited<ReturnType<typeof findPatient>>>;

export async function findDepartment(exec: Executor, organisationId: string, id: string) {
  const [row] = await exec
    .select({ id: khoa.id, ten: khoa.ten, hoat_dong: khoa.hoat_dong })
    .from(khoa)
    .where(and(eq(khoa.id, id), eq(khoa.to_chuc_id, organisationId)));
  return row;
}

const warehouseColumns = {
  id: kho.id,
  ma: kho.ma,
  ten: kho.ten,
  loai_kho: kho.loai_kho,
  khoa_id: kho.khoa_id,
  kho_nguon_id: kho.kho_nguon_id,
  hoat_dong: kho.hoat_dong,
};

export async function findWarehouse(
  exec: Executor,
  organisationId: string,
  id: string,
): Promise<Warehouse | undefined> {
  const [row] = await exec
    .select(warehouseColumns)
    .from(kho)
    .where(and(eq(kho.id, id), eq(kho.to_chuc_id, organisationId)));
  return row as Warehouse | undefined;
}

/**
 * Where a patient's prescription may be dispensed from: the organisation's active dispensaries
 * (KHO_LE) for an outpatient, the active ward cabinets (TU_TRUC) of the inpatient's department.
 */
export async function listDispensingWarehouses(
  exec: Executor,
  organisationId: string,
  patient: Pick<PatientForPrescription, 'loai_dieu_tri' | 'khoa_id'>,
): Promise<Warehouse[]> {
  const rule =
    patient.loai_dieu_tri === 'NOI_TRU'
      ? and(eq(kho.loai_kho, 'TU_TRUC'), eq(kho.khoa_id, patient.khoa_id ?? ''))
      : eq(kho.loai_kho, 'KHO_LE');
  const rows = await exec
    .select(warehouseColumns)
    .from(kho)
    .where(and(eq(kho.to_chuc_id, organisationId), eq(kho.hoat_dong, true), rule))
    .orderBy(asc(kho.ten));
  return rows as Warehouse[];
}

export async function insertPrescription(
  tx: Executor,
  values: PrescriptionInsert,
  lines: PrescriptionLineInsert[],
): Promise<void> {
  await tx.insert(donThuoc).values(values);
  await tx.insert(donThuocChiTiet).values(lines);
}

/**
 * Gives an edited prescription its new lines. Only for a prescription no dispensing ever named:
 * a dispensing's lines point at the prescription lines they served, so those must stay.
 */
export async function replacePrescriptionLines(
  tx: Executor,
  prescriptionId: string,
  lines: PrescriptionLineInsert[],
): Promise<void> {
  await tx.delete(donThuocChiTiet).where(eq(donThuocChiTiet.don_thuoc_id, prescriptionId));
  await tx.insert(donThuocChiTiet).values(lines);
}

/** Whether any dispensing (completed, reversed or cancelled) was ever written for the prescription. */
export async function hasDispensings(exec: Executor, prescriptionId: string): Promise<boolean> {
  const rows = await exec
    .select({ id: phieuKho.id })
    .from(phieuKho)
    .where(and(eq(phieuKho.don_thuoc_id, prescriptionId), eq(phieuKho.loai_phieu, 'CAP_PHAT')))
    .limit(1);
  return rows.length > 0;
}

/** The prescription row locked to the end of the transaction: every change starts here. */
export async function lockPrescription(
  tx: Executor,
  organisationId: string,
  id: string,
): Promise<PrescriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(donThuoc)
    .where(and(eq(donThuoc.id, id), eq(donThuoc.to_chuc_id, organisationId)))
    .for('update');
  return row;
}

/**
 * As `lockPrescription` (only the prescription's row is locked), with its patient's name joined:
 * what a dispensing's search key needs, without another round trip while the lock is held.
 */
export async function lockPrescriptionWithPatientName(
  tx: Executor,
  organisationId: string,
  id: string,
): Promise<(PrescriptionRow & { benh_nhan_ten: string | null }) | undefined> {
  const [row] = await tx
    .select({ prescription: donThuoc, benh_nhan_ten: benhNhan.ho_ten })
    .from(donThuoc)
    .leftJoin(
      benhNhan,
      and(eq(benhNhan.id, donThuoc.benh_nhan_id), eq(benhNhan.to_chuc_id, donThuoc.to_chuc_id)),
    )
    .where(and(eq(donThuoc.id, id), eq(donThuoc.to_chuc_id, organisationId)))
    .for('update', { of: donThuoc });
  return row && { ...row.prescription, benh_nhan_ten: row.benh_nhan_ten };
}

export async function updatePrescription(
  tx: Executor,
  id: string,
  values: Partial<PrescriptionInsert>,
): Promise<void> {
  await tx
    .update(donThuoc)
    .set({ ...values, phien_ban: sql`${donThuoc.phien_ban} + 1`, ngay_cap_nhat: sql`now()` })
    .where(eq(donThuoc.id, id));
}

export function listLineRows(exec: Executor, prescriptionId: string): Promise<PrescriptionLineRow[]> {
  return exec
    .select()
    .from(donThuocChiTiet)
    .where(eq(donThuocChiTiet.don_thuoc_id, prescriptionId))
    .orderBy(asc(donThuocChiTiet.stt));
}

/**
 * Adds (or, with negative quantities, takes back) dispensed quantities of prescription lines in one
 * statement; the CHECK `0 <= so_luong_da_cap <= so_luong` is the last guard against overdispensing.
 */
export async function addDispensed(tx: Executor, changes: { id: string; so_luong: number }[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(
    sql`update don_thuoc_chi_tiet c set so_luong_da_cap = c.so_luong_da_cap + v.so_luong
        from ${jsonRecords(changes)} as v(id uuid, so_luong numeric)
        where c.id = v.id`,
  );
}

/** The status the dispensed quantities give: nothing yet, part, all. */
export async function dispensedStatus(tx: Executor, prescriptionId: string): Promise<TrangThaiDonThuoc> {
  const [row] = await queryRows<{ any_given: boolean; all_given: boolean }>(
    tx,
    sql`select bool_or(so_luong_da_cap > 0) as any_given, bool_and(so_luong_da_cap >= so_luong) as all_given
        from don_thuoc_chi_tiet where don_thuoc_id = ${prescriptionId}`,
  );
  if (row?.all_given) return 'DA_CAP_PHAT';
  return row?.any_given ? 'CAP_PHAT_MOT_PHAN' : 'CHO_CAP_PHAT';
}

/** Marks one dispensing line as reversed on its own (its movements were reversed alongside). */
export async function markLineReversed(
  tx: Executor,
  lineId: string,
  reversal: { at: Date; userId: string; reason: string },
): Promise<void> {
  await tx
    .update(phieuKhoChiTiet)
    .set({
      ngay_dao_nguoc: reversal.at,
      nguoi_dao_nguoc_id: reversal.userId,
      ly_do_dao_nguoc: reversal.reason,
    })
    .where(eq(phieuKhoChiTiet.id, lineId));
}
