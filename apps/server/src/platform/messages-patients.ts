/** Messages of patients, vi and en. */
export const PATIENT_MESSAGES = {
  vi: {
    'patients.not_found': 'Không tìm thấy bệnh nhân trong tổ chức',
  },
  en: {
    'patients.not_found': 'Patient not found in the organisation',
  },
} as const;
