import type { Locale } from './enums';

/**
 * Messages of the validation rules the schemas name by key. Server and web both translate a zod
 * issue whose message is one of these keys, so a form and the API say the same thing.
 */
export const VALIDATION_MESSAGES = {
  vi: {
    'validation.required': 'Vui lòng nhập trường này',
    'validation.too_long': 'Quá dài (tối đa {{max}} ký tự)',
    'validation.username_format':
      'Tên đăng nhập gồm 3-50 ký tự: chữ thường không dấu, số, dấu chấm hoặc gạch dưới',
    'validation.password_rule': 'Mật khẩu có ít nhất 8 ký tự, gồm cả chữ và số',
    'validation.password_confirm': 'Mật khẩu nhập lại không khớp',
    'validation.email': 'Email không hợp lệ',
    'validation.phone': 'Số điện thoại không hợp lệ',
    'validation.language': 'Ngôn ngữ phải là vi hoặc en',
    'validation.full_name': 'Vui lòng nhập họ và tên (tối đa 100 ký tự)',
    'validation.code_format': 'Mã gồm 1-30 ký tự chữ, số, dấu chấm, gạch ngang hoặc gạch dưới',
    'validation.name': 'Vui lòng nhập tên (tối đa 255 ký tự)',
    'validation.uuid': 'Mã định danh không hợp lệ',
    'validation.current_password_required': 'Nhập mật khẩu hiện tại để đổi mật khẩu',
    'validation.warning_rule_value': 'Quy tắc cảnh báo cần loại, ngưỡng (số dương) và màu',
    'validation.non_negative': 'Giá trị không được âm',
    'validation.positive': 'Giá trị phải lớn hơn 0',
    'validation.percent': 'Tỷ lệ từ 0 đến 100',
    'validation.tax_code': 'Mã số thuế gồm 10 chữ số, có thể kèm -XXX',
    'validation.barcode': 'Mã vạch gồm 4-50 ký tự chữ, số hoặc gạch ngang',
    'validation.max_below_min': 'Tồn tối đa không được nhỏ hơn tồn tối thiểu',
    'validation.ven_class': 'Phân loại VEN là V (tối cần), E (thiết yếu) hoặc N (không thiết yếu)',
    'validation.ven_medicines_only': 'Chỉ thuốc được phân loại VEN; để trống với vật tư y tế và hóa chất',
    'validation.abc_threshold': 'Ngưỡng hạng A, B, C là số lớn hơn 0 và nhỏ hơn 100 (%)',
    'validation.abc_thresholds_sum': 'Tổng ngưỡng hạng A, B, C phải bằng 100%',
    'validation.abc_thresholds_all': 'Nhập đủ cả ba ngưỡng hạng A, B, C, hoặc để trống cả ba',
    'validation.duplicate_goods': 'Một hàng hóa chỉ được nhập một dòng',
    'validation.date': 'Ngày không hợp lệ',
    'validation.month': 'Tháng dạng năm-tháng, ví dụ 2026-03',
    'validation.end_before_start': 'Ngày kết thúc phải sau ngày bắt đầu',
    'validation.fifteen_days': 'Thống kê 15 ngày tính tối đa 16 ngày (nửa sau của tháng có 31 ngày)',
    'validation.bhyt_xml_scope': 'Chọn một mã liên kết (MA_LK) hoặc một khoảng ngày',
    'validation.tender_package': 'Mã gói thầu dạng G1, G2...',
    'validation.tender_group': 'Nhóm thầu dạng N1...N5',
    'validation.year': 'Năm không hợp lệ',
    'validation.planning_days': 'Số ngày dự trù từ 1 đến 365',
    'validation.role_required': 'Chọn vai trò cho tài khoản được liên kết',
    'validation.expiry_before_manufacture': 'Hạn dùng phải sau ngày sản xuất',
    'validation.lot_number': 'Số lô gồm 1-50 ký tự',
    'validation.lines_required': 'Phiếu cần ít nhất một dòng hàng hóa',
    'validation.same_warehouse': 'Kho nhận phải khác kho xuất',
    'validation.receiving_warehouse_required': 'Chọn kho nhận',
    'validation.receiving_unit_required': 'Nhập đơn vị nhận',
    'validation.patient_return_receiving':
      'Thuốc bệnh nhân trả được nhập lại kho đang chọn; không chọn kho nhận cho phiếu trả của bệnh nhân',
    'validation.reason_required': 'Vui lòng nhập lý do',
    'validation.duplicate_batch': 'Một lô chỉ được chọn một lần trên phiếu',
    'validation.group_required': 'Chọn nhóm hàng hóa cần kiểm kê',
    'validation.expiry_limit_required': 'Chọn hạn dùng giới hạn của các lô cần kiểm kê',
    'validation.committee_required': 'Hội đồng kiểm kê cần ít nhất một thành viên',
    'validation.damaged_over_count': 'Số lượng hỏng vỡ không được lớn hơn số lượng thực tế',
    'validation.national_id': 'Số căn cước gồm 12 chữ số (CMND cũ 9 chữ số)',
    'validation.insurance_card':
      'Số thẻ BHYT gồm 15 ký tự (2 chữ cái và 13 chữ số) hoặc mã số BHXH 10 chữ số',
    'validation.insurance_validity_required': 'Nhập thời hạn sử dụng của thẻ BHYT',
    'validation.benefit_level_required': 'Nhập mức hưởng của thẻ BHYT',
    'validation.department_required': 'Chọn khoa điều trị của bệnh nhân nội trú',
    'validation.admission_required': 'Nhập ngày vào viện của bệnh nhân nội trú',
    'validation.discharge_before_admission': 'Ngày ra viện phải sau ngày vào viện',
    'validation.icd10': 'Mã ICD-10 dạng một chữ cái và hai chữ số, ví dụ J18.9',
    'validation.diagnosis_required': 'Vui lòng nhập chẩn đoán',
    'validation.invalid': 'Giá trị không hợp lệ',
    'validation.control_characters':
      'Có ký tự điều khiển không được phép (như ký tự NUL); hãy nhập lại nội dung này',
    'validation.quantity_min': 'Số lượng nhỏ nhất là 0,0001',
    'validation.ma_thuoc':
      'Mã hoạt chất theo bộ mã dùng chung của Bộ Y tế, dạng 40.48 (nhiều hoạt chất nối bằng +; 00.0000 cho hoạt chất ngoài danh mục)',
    'validation.route_code': 'Mã đường dùng tối đa 4 ký tự chữ, số hoặc dấu chấm, ví dụ 1.01',
    'validation.registration_number': 'Số đăng ký tối đa 50 ký tự, không có khoảng trắng',
    'validation.supply_code': 'Mã vật tư BHYT tối đa 255 ký tự, không có khoảng trắng',
    'validation.bhyt_scope':
      'Phạm vi BHYT là 1 (trong phạm vi), 2 (ngoài phạm vi) hoặc 3 (ngoài danh mục, BHYT chi trả cho lực lượng vũ trang)',
    'validation.cost_group': 'Mã nhóm chi phí BHYT là số từ 1 đến 19 (thuốc: 4, 5, 6, 7 hoặc 17)',
    'validation.facility_code': 'Mã cơ sở KCB gồm đúng 5 ký tự chữ hoa hoặc số, ví dụ 79048',
    'validation.department_code':
      'Mã khoa BHYT tối đa 50 ký tự chữ, số, dấu chấm, gạch ngang hoặc gạch dưới, ví dụ K01',
    'validation.practising_certificate':
      'Số chứng chỉ hành nghề không có khoảng trắng, ví dụ 001234/HNO-CCHN (có thể kèm (mã nhân viên))',
    'validation.bidder_code': 'Thứ tự nhà thầu dạng Gi.YY, ví dụ G2.01',
    'validation.days_limit': 'Số ngày là số nguyên từ 1 đến 366',
    'validation.lead_time_days': 'Số ngày là số nguyên từ 0 đến 365',
    'validation.pack_size': 'Số lượng mỗi kiện là số nguyên từ 1 trở lên (để trống: không làm tròn)',
    'validation.icd_prefix': 'Mã ICD-10 hoặc phần đầu mã, ví dụ I10, E11 hoặc C',
    'validation.issuing_unit':
      'Đơn vị ban hành quyết định: 00 (Trung tâm mua sắm tập trung quốc gia), mã tỉnh 2 số hoặc mã cơ sở KCB 5 ký tự',
  },
  en: {
    'validation.required': 'This field is required',
    'validation.too_long': 'Too long (at most {{max}} characters)',
    'validation.username_format':
      'Username: 3-50 characters of lower-case letters without accents, digits, dots or underscores',
    'validation.password_rule': 'Password: at least 8 characters with a letter and a digit',
    'validation.password_confirm': 'The passwords do not match',
    'validation.email': 'Invalid email address',
    'validation.phone': 'Invalid phone number',
    'validation.language': 'The language must be vi or en',
    'validation.full_name': 'Enter the full name (at most 100 characters)',
    'validation.code_format': 'Code: 1-30 letters, digits, dots, hyphens or underscores',
    'validation.name': 'Enter a name (at most 255 characters)',
    'validation.uuid': 'Invalid identifier',
    'validation.current_password_required': 'Enter your current password to change it',
    'validation.warning_rule_value': 'A warning rule needs a type, a positive threshold and a colour',
    'validation.non_negative': 'Must not be negative',
    'validation.positive': 'Must be greater than 0',
    'validation.percent': 'A rate from 0 to 100',
    'validation.tax_code': 'Tax code: 10 digits, optionally followed by -XXX',
    'validation.barcode': 'Barcode: 4-50 letters, digits or hyphens',
    'validation.max_below_min': 'Maximum stock may not be below minimum stock',
    'validation.ven_class': 'The VEN class is V (vital), E (essential) or N (non-essential)',
    'validation.ven_medicines_only':
      'Only medicines take a VEN class; leave it empty for supplies and chemicals',
    'validation.abc_threshold': 'The A, B and C thresholds are numbers above 0 and below 100 (%)',
    'validation.abc_thresholds_sum': 'The A, B and C thresholds must add up to 100%',
    'validation.abc_thresholds_all': 'Give all three A, B and C thresholds, or none',
    'validation.duplicate_goods': 'Each goods item may appear on one line only',
    'validation.date': 'Invalid date',
    'validation.month': 'Month as year-month, e.g. 2026-03',
    'validation.end_before_start': 'The end date must not be before the start date',
    'validation.fifteen_days':
      'The 15-day statistics cover at most 16 days (the second half of a 31-day month)',
    'validation.bhyt_xml_scope': 'Choose one link code (MA_LK) or a date range',
    'validation.tender_package': 'Package code like G1, G2...',
    'validation.tender_group': 'Tender group like N1...N5',
    'validation.year': 'Invalid year',
    'validation.planning_days': 'Days to cover must be from 1 to 365',
    'validation.role_required': 'Choose a role for the linked account',
    'validation.expiry_before_manufacture': 'The expiry date must be after the manufacture date',
    'validation.lot_number': 'A lot number has 1-50 characters',
    'validation.lines_required': 'A voucher needs at least one goods line',
    'validation.same_warehouse': 'The receiving warehouse must differ from the issuing one',
    'validation.receiving_warehouse_required': 'Choose the receiving warehouse',
    'validation.receiving_unit_required': 'Enter the receiving facility',
    'validation.patient_return_receiving':
      'A patient’s return comes back into the chosen warehouse; leave the receiving warehouse empty',
    'validation.reason_required': 'Please enter a reason',
    'validation.duplicate_batch': 'A batch may be chosen only once on a voucher',
    'validation.group_required': 'Choose the goods group to count',
    'validation.expiry_limit_required': 'Choose the expiry date limit of the batches to count',
    'validation.committee_required': 'The stocktaking committee needs at least one member',
    'validation.damaged_over_count': 'The damaged quantity cannot exceed the counted quantity',
    'validation.national_id': 'A national ID has 12 digits (the old ID card 9)',
    'validation.insurance_card':
      'A health-insurance card number has 15 characters (2 letters, 13 digits) or is a 10-digit social-insurance code',
    'validation.insurance_validity_required': 'Enter the validity of the health-insurance card',
    'validation.benefit_level_required': 'Enter the benefit level of the health-insurance card',
    'validation.department_required': "Choose the inpatient's department",
    'validation.admission_required': "Enter the inpatient's admission date",
    'validation.discharge_before_admission': 'The discharge date must be after the admission date',
    'validation.icd10': 'An ICD-10 code is a letter and two digits, e.g. J18.9',
    'validation.diagnosis_required': 'Please enter the diagnosis',
    'validation.invalid': 'Invalid value',
    'validation.control_characters':
      'Contains a control character that is not allowed (such as NUL); type this text again',
    'validation.quantity_min': 'The smallest quantity is 0.0001',
    'validation.ma_thuoc':
      "Active-ingredient code of the Ministry's common code set, like 40.48 (several joined by +; 00.0000 for an ingredient outside the list)",
    'validation.route_code': 'Route code: at most 4 letters, digits or dots, e.g. 1.01',
    'validation.registration_number': 'Registration number: at most 50 characters, no spaces',
    'validation.supply_code': 'Insurance supply code: at most 255 characters, no spaces',
    'validation.bhyt_scope':
      'Insurance scope is 1 (in scope), 2 (outside) or 3 (outside the list, paid for the armed forces)',
    'validation.cost_group': 'Insurance cost group is a number from 1 to 19 (medicines: 4, 5, 6, 7 or 17)',
    'validation.facility_code': 'Facility code: exactly 5 upper-case letters or digits, e.g. 79048',
    'validation.department_code':
      'Insurance department code: at most 50 letters, digits, dots, hyphens or underscores, e.g. K01',
    'validation.practising_certificate':
      'Practising-certificate number without spaces, e.g. 001234/HNO-CCHN (optionally followed by (staff code))',
    'validation.bidder_code': 'Bidder order like Gi.YY, e.g. G2.01',
    'validation.days_limit': 'Days: a whole number from 1 to 366',
    'validation.lead_time_days': 'Days: a whole number from 0 to 365',
    'validation.pack_size': 'Units per pack: a whole number from 1 (empty: no rounding)',
    'validation.icd_prefix': 'An ICD-10 code or its beginning, e.g. I10, E11 or C',
    'validation.issuing_unit':
      'Issuing unit: 00 (national procurement centre), a 2-digit province code or a 5-character facility code',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ValidationMessageKey = keyof (typeof VALIDATION_MESSAGES)['vi'];

/** zod error option: a missing value is "required", a value of the wrong type is "invalid". */
export const requiredError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? 'validation.required' : 'validation.invalid',
};

export function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return key in VALIDATION_MESSAGES.vi;
}
