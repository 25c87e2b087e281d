import type { Patient } from '@kho/contracts';
import type { PatientFields } from '../api/save-patient';

/** The form's starting values: the patient's, or a blank outpatient. Blank text is '' for the inputs. */
export function toPatientForm(patient: Patient | null): PatientFields {
  return {
    ho_ten: patient?.ho_ten ?? '',
    ngay_sinh: patient?.ngay_sinh ?? '',
    gioi_tinh: patient?.gioi_tinh ?? 'NAM',
    dia_chi: patient?.dia_chi ?? '',
    so_dien_thoai: patient?.so_dien_thoai ?? '',
    so_cccd: patient?.so_cccd ?? '',
    so_the_bhyt: patient?.so_the_bhyt ?? '',
    bhyt_tu_ngay: patient?.bhyt_tu_ngay ?? '',
    bhyt_den_ngay: patient?.bhyt_den_ngay ?? '',
    muc_huong: patient?.muc_huong ?? null,
    loai_dieu_tri: patient?.loai_dieu_tri ?? 'NGOAI_TRU',
    khoa_id: patient?.khoa_id ?? null,
    giuong: patient?.giuong ?? '',
    ngay_vao_vien: patient?.ngay_vao_vien ?? '',
    ngay_ra_vien: patient?.ngay_ra_vien ?? '',
    di_ung: patient?.di_ung ?? '',
    di_ung_hoat_chat: patient?.di_ung_hoat_chat ?? [],
  };
}

/** Age in whole years on `today` (ISO dates), for the list and the detail. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
