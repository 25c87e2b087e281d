/** Messages of the overview dashboard (issue 8), vi and en. */
export const OVERVIEW_MESSAGES = {
  vi: {
    'overview.warehouse_not_found': 'Không tìm thấy kho trong tổ chức',
    'overview.department_not_found': 'Không tìm thấy khoa trong tổ chức',
    'overview.warehouse_not_in_department': 'Kho đã chọn không thuộc khoa đã chọn',
    'overview.period_too_long': 'Khoảng thời gian tối đa {{max}} ngày',
    'overview.period_in_future': 'Ngày bắt đầu không được sau hôm nay',
  },
  en: {
    'overview.warehouse_not_found': 'Warehouse not found in the organisation',
    'overview.department_not_found': 'Department not found in the organisation',
    'overview.warehouse_not_in_department': 'The chosen warehouse does not belong to the chosen department',
    'overview.period_too_long': 'The period may be at most {{max}} days',
    'overview.period_in_future': 'The start date may not be after today',
  },
} as const;
