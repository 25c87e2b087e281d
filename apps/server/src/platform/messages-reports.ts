/** Messages of the reports, vi and en. */
export const REPORT_MESSAGES = {
  vi: {
    'reports.warehouse_not_found': 'Không tìm thấy kho trong tổ chức',
  },
  en: {
    'reports.warehouse_not_found': 'Warehouse not found in the organisation',
  },
} as const;
