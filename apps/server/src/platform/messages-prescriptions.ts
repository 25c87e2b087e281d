/** Messages of prescriptions and dispensing, vi and en. */
export const PRESCRIPTION_MESSAGES = {
  vi: {
    'prescriptions.not_found': 'Không tìm thấy đơn thuốc',
  },
  en: {
    'prescriptions.not_found': 'Prescription not found',
  },
} as const;
