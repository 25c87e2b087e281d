/** Messages of patients, vi and en. */
export const PATIENT_MESSAGES = {
  vi: {
    'patients.not_found': 'Không tìm thấy bệnh nhân trong tổ chức',
    'patients.department_not_found': 'Không tìm thấy khoa điều trị trong tổ chức',
    'patients.created': 'Đã đăng ký bệnh nhân {{code}}',
    'patients.updated': 'Đã cập nhật bệnh nhân {{code}}',
  },
  en: {
    'patients.not_found': 'Patient not found in the organisation',
    'patients.department_not_found': 'Department not found in the organisation',
    'patients.created': 'Patient {{code}} registered',
    'patients.updated': 'Patient {{code}} updated',
  },
} as const;
