import {
  ageInMonths,
  ERROR_CODES,
  needsGuardian,
  type checkPrescriptionSchema,
  type PrescriptionWarning,
  type VaiTro,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { listAssignedDepartments } from '../organisations/organisations.repository';
import { prescriptionWarnings, type PrescribedGoods } from './prescription-warnings';
import { findGoodsForPrescription } from './prescriptions-read.repository';
import {
  findDepartment,
  findPatient,
  findWarehouse,
  type PatientForPrescription,
} from './prescriptions.repository';

export type CheckInput = z.output<typeof checkPrescriptionSchema>;

/** A prescription's rule broken (422), with the catalogue key of its message. */
export const rule = (
  key: ConstructorParameters<typeof AppError>[2],
  params?: Record<string, string | number>,
) => new AppError(422, ERROR_CODES.BUSINESS_RULE, key, params);

/** dd/mm/yyyy for messages. */
const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export interface ValidatedPrescription {
  patient: PatientForPrescription;
  date: string;
  goods: Map<string, PrescribedGoods & { ma: string }>;
  warnings: PrescriptionWarning[];
}

/**
 * Everything a prescription must satisfy before its warnings mean anything: the patient, department,
 * warehouse and goods are the organisation's (another's are "not found"), the date is not ahead,
 * an inpatient is not discharged and is dispensed from their ward's cabinet, an outpatient from a
 * dispensary. Answers what the warning check and the insert need.
 */
export async function validatePrescription(
  exec: Executor,
  input: CheckInput,
  today: string,
): Promise<ValidatedPrescription> {
  const organisationId = input.to_chuc;
  const date = input.ngay_ke ?? today;
  if (date > today) throw rule('prescriptions.future_date');
  // In sequence: `exec` may be a transaction, whose one connection answers one statement at a time.
  const patient = await findPatient(exec, organisationId, input.benh_nhan_id);
  const department = await findDepartment(exec, organisationId, input.khoa_id);
  const warehouse = await findWarehouse(exec, organisationId, input.kho_id);
  if (!patient) throw notFound('prescriptions.patient_not_found');
  if (!department?.hoat_dong) throw notFound('prescriptions.department_not_found');
  if (!warehouse?.hoat_dong) throw notFound('inventory.warehouse_not_found');
  if (patient.loai_dieu_tri === 'NOI_TRU') {
    if (patient.ngay_ra_vien && patient.ngay_ra_vien < date) {
      throw rule('prescriptions.patient_discharged', { date: dayLabel(patient.ngay_ra_vien) });
    }
    if (warehouse.loai_kho !== 'TU_TRUC' || warehouse.khoa_id !== patient.khoa_id) {
      const ward = patient.khoa_id ? await findDepartment(exec, organisationId, patient.khoa_id) : undefined;
      throw rule('prescriptions.inpatient_warehouse', { department: ward?.ten ?? '' });
    }
  } else if (warehouse.loai_kho !== 'KHO_LE') {
    throw rule('prescriptions.outpatient_warehouse');
  }
  const goodsIds = input.chi_tiet.map((l) => l.hang_hoa_id);
  const rows = await findGoodsForPrescription(exec, {
    organisationId,
    warehouseId: warehouse.id,
    goodsIds,
    today,
  });
  const known = new Map(rows.filter((r) => r.hoat_dong).map((r) => [r.id, r]));
  const missing = goodsIds.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw rule('inventory.goods_not_found', { codes: missing.join(', ') });
  }
  const warnings = prescriptionWarnings({
    lines: input.chi_tiet,
    goods: known,
    allergies: patient.di_ung_hoat_chat,
  });
  return { patient, date, goods: known, warnings };
}

/**
 * TT 26/2025: the re-visit date is not before the prescription's, and a child under 72 months on
 * the prescription's date has a parent or guardian named (400: what was sent is incomplete).
 * Checked on saving only: the warning check runs while the form is still being filled.
 */
export function assertRevisitAndGuardian(
  input: Pick<CheckInput, 'ngay_tai_kham' | 'nguoi_giam_ho'>,
  date: string,
  birthDate: string,
): void {
  if (input.ngay_tai_kham && input.ngay_tai_kham < date) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'prescriptions.revisit_before_date', {
      date: dayLabel(date),
    });
  }
  if (!input.nguoi_giam_ho && needsGuardian(birthDate, date)) {
    throw new AppError(400, ERROR_CODES.VALIDATION, 'prescriptions.guardian_required', {
      months: ageInMonths(birthDate, date) ?? 0,
    });
  }
}

/** A prescriber other than an administrator prescribes only for a department they work in. */
export async function assertWorksInDepartment(
  exec: Executor,
  organisationId: string,
  userId: string,
  role: VaiTro,
  departmentId: string,
): Promise<void> {
  if (role === 'QUAN_TRI') return;
  const departments = await listAssignedDepartments(exec, organisationId, userId);
  if (!departments.some((d) => d.id === departmentId)) {
    throw new AppError(403, ERROR_CODES.FORBIDDEN, 'prescriptions.not_in_department');
  }
}
