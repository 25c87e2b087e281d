import { isValidationMessageKey, VALIDATION_MESSAGES, type Locale } from '@kho/contracts';
import { z } from 'zod';
import { INVENTORY_MESSAGES } from './messages-inventory';
import { OVERVIEW_MESSAGES } from './messages-overview';
import { PATIENT_MESSAGES } from './messages-patients';
import { PRESCRIPTION_MESSAGES } from './messages-prescriptions';
import { REPORT_MESSAGES } from './messages-reports';

/** Messages the server says, in the source language (vi) and English. */
const MESSAGES = {
  vi: {
    'common.ok': 'Thành công',
    'common.default_error': 'Có lỗi xảy ra, vui lòng thử lại sau',
    'common.validation_failed': 'Dữ liệu không hợp lệ, vui lòng kiểm tra lại',
    'common.forbidden': 'Bạn không có quyền thực hiện thao tác này',
    'common.not_member': 'Bạn không phải thành viên của tổ chức này',
    'common.not_found': 'Không tìm thấy dữ liệu',
    'common.route_not_found': 'Không tìm thấy đường dẫn API',
    'common.stale_version': 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại rồi thử lại',
    'common.body_too_large': 'Dữ liệu gửi lên quá lớn',
    'common.bad_json': 'Dữ liệu gửi lên không đúng định dạng JSON',
    'common.database_unavailable':
      'Máy chủ tạm thời không kết nối được cơ sở dữ liệu; thao tác chưa được thực hiện, vui lòng thử lại sau ít phút',
    'common.outcome_unknown':
      'Mất kết nối cơ sở dữ liệu khi đang lưu; vui lòng tải lại để kiểm tra thao tác đã được ghi nhận chưa',
    'common.created': 'Tạo mới thành công',
    'common.updated': 'Cập nhật thành công',
    'auth.login_success': 'Đăng nhập thành công',
    'auth.login_failed': 'Tên đăng nhập hoặc mật khẩu không đúng',
    'auth.account_disabled': 'Tài khoản đã bị khóa, vui lòng liên hệ quản trị viên',
    'auth.too_many_attempts': 'Đăng nhập sai quá nhiều lần, vui lòng thử lại sau {{minutes}} phút',
    'auth.register_success': 'Đăng ký tài khoản thành công, vui lòng đăng nhập',
    'auth.username_taken': 'Tên đăng nhập đã được sử dụng',
    'auth.email_taken': 'Email đã được sử dụng bởi tài khoản khác',
    'auth.logout_success': 'Đăng xuất thành công',
    'auth.unauthenticated': 'Vui lòng đăng nhập để tiếp tục',
    'auth.token_expired': 'Phiên đăng nhập đã hết hạn',
    'auth.session_ended': 'Phiên đăng nhập này đã kết thúc (đã đăng xuất); vui lòng đăng nhập lại',
    'auth.refresh_invalid': 'Phiên đăng nhập không còn hiệu lực, vui lòng đăng nhập lại',
    'auth.refresh_reused': 'Phiên đăng nhập đã bị thu hồi vì lý do an toàn, vui lòng đăng nhập lại',
    'auth.refreshed': 'Đã làm mới phiên đăng nhập',
    'auth.refresh_mismatch':
      'Mã làm mới trong yêu cầu không khớp với phiên của trình duyệt; vui lòng đăng nhập lại',
    'auth.cross_site_refused':
      'Yêu cầu này chỉ được gửi từ chính ứng dụng (dạng JSON, cùng nguồn gốc); yêu cầu từ trang khác bị từ chối',
    'auth.device_updated': 'Đã cập nhật thiết bị',
    'auth.wrong_current_password': 'Mật khẩu hiện tại không đúng',
    'account.profile_updated': 'Cập nhật thông tin cá nhân thành công',
    'account.language_updated': 'Đã lưu ngôn ngữ',
    'org.created': 'Tạo tổ chức thành công',
    'org.settings_saved': 'Đã lưu thông tin tổ chức',
    'org.code_taken': 'Mã tổ chức đã được sử dụng',
    'system_data.code_taken': 'Mã này đã có trong danh mục, vui lòng chọn mã khác',
    'system_data.category_locked': 'Không thể đổi loại của dữ liệu hệ thống đã tạo',
    'common.deleted': 'Đã xóa',
    'catalogue.in_use': 'Bản ghi đang được sử dụng nên không thể xóa; hãy chuyển sang ngừng hoạt động',
    'catalogue.code_taken': 'Mã này đã được sử dụng, vui lòng chọn mã khác',
    'catalogue.department_in_use':
      'Khoa đang có kho hoặc nhân viên nên không thể xóa; hãy chuyển sang ngừng hoạt động',
    'catalogue.warehouse_in_use':
      'Kho đang là kho nguồn của kho khác hoặc có cơ số nên không thể xóa; hãy chuyển sang ngừng hoạt động',
    'catalogue.supplier_in_use':
      'Nhà cung cấp đã có gói thầu nên không thể xóa; hãy chuyển sang ngừng hoạt động',
    'catalogue.group_in_use':
      'Nhóm đang có nhóm con hoặc hàng hóa nên không thể xóa; hãy chuyển sang ngừng hoạt động',
    'catalogue.goods_in_use':
      'Hàng hóa đã có trong gói thầu hoặc cơ số tủ trực nên không thể xóa; hãy chuyển sang ngừng hoạt động',
    'catalogue.tender_in_use':
      'Gói thầu đã được nhập hàng nên không thể xóa; hãy chuyển sang ngừng hoạt động',
    'catalogue.staff_in_use':
      'Nhân viên đang liên kết tài khoản; hãy chuyển sang ngừng hoạt động thay vì xóa',
    'catalogue.reference_not_found': 'Không tìm thấy dữ liệu được chọn trong tổ chức',
    'catalogue.source_not_allowed': 'Kho nguồn phải là kho tổng hoặc kho lẻ khác của tổ chức',
    'catalogue.group_cycle': 'Không thể chọn chính nhóm này hoặc nhóm con của nó làm nhóm cha',
    'catalogue.user_not_found': 'Không tìm thấy tài khoản với tên đăng nhập này',
    'catalogue.user_already_staff': 'Tài khoản này đã được liên kết với nhân viên khác',
    'catalogue.line_below_received': 'Số lượng trúng thầu không được nhỏ hơn số lượng đã nhập',
    'catalogue.line_removed_received': 'Không thể xóa dòng thầu đã có hàng nhập',
    'catalogue.tender_line_not_found': 'Không tìm thấy dòng thầu trong tổ chức',
    'catalogue.tender_line_exceeded':
      'Số lượng nhập vượt số lượng trúng thầu còn lại ({{remaining}}); giảm số lượng hoặc ghi nhận vượt thầu nếu được phép',
    'catalogue.tender_release_exceeds': 'Số lượng trả lớn hơn số lượng đã nhập theo dòng thầu ({{received}})',
    'catalogue.tender_quantity_positive': 'Số lượng phải lớn hơn 0',
    'import.goods_code_not_found': 'Không có hàng hóa mã này trong tổ chức',
    'import.duplicate_goods_in_file': 'Hàng hóa này đã có ở dòng {{row}} của tệp',
    'import.line_removed_received':
      'Dòng thầu {{code}} đã có hàng nhập nên phải có trong tệp khi nhập thay thế',
    'catalogue.not_a_cabinet': 'Kho này không phải tủ trực',
    'catalogue.last_admin': 'Tổ chức cần ít nhất một quản trị viên đang hoạt động',
    'import.invalid_file': 'Tệp không phải bảng tính Excel (.xlsx) hợp lệ',
    'import.no_rows': 'Bảng tính không có dòng dữ liệu nào',
    'import.has_errors': 'Bảng tính còn {{count}} dòng lỗi; sửa rồi nhập lại, chưa có dữ liệu nào được ghi',
    'import.done': 'Đã nhập {{count}} dòng',
    'import.duplicate_in_file': 'Mã bị trùng trong tệp (dòng {{row}})',
    'import.too_many_rows': 'Tệp có quá nhiều dòng (tối đa {{max}})',
    'import.too_large_uncompressed':
      'Bảng tính quá lớn khi giải nén (tối đa {{max}} MB dữ liệu); hãy chia thành nhiều tệp nhỏ hơn',
    'import.too_many_strings': 'Bảng tính có quá nhiều ô chữ khác nhau; hãy chia thành nhiều tệp nhỏ hơn',
    'import.cell_too_long': 'Bảng tính có ô dài quá {{max}} ký tự',
    'import.unknown_group': 'Không có nhóm hàng hóa mã "{{code}}" trong tổ chức',
    ...INVENTORY_MESSAGES.vi,
    ...PATIENT_MESSAGES.vi,
    ...PRESCRIPTION_MESSAGES.vi,
    ...REPORT_MESSAGES.vi,
    ...OVERVIEW_MESSAGES.vi,
  },
  en: {
    'common.ok': 'Success',
    'common.default_error': 'An error occurred, please try again later',
    'common.validation_failed': 'Invalid data, please check and try again',
    'common.forbidden': 'You are not allowed to do this',
    'common.not_member': 'You are not a member of this organisation',
    'common.not_found': 'Not found',
    'common.route_not_found': 'API route not found',
    'common.stale_version': 'Someone else changed this record; reload it and try again',
    'common.body_too_large': 'The request is too large',
    'common.bad_json': 'The request body is not valid JSON',
    'common.database_unavailable':
      'The server cannot reach its database right now; nothing was done, please try again in a few minutes',
    'common.outcome_unknown':
      'The database connection was lost while saving; reload to check whether the change was recorded',
    'common.created': 'Created',
    'common.updated': 'Updated',
    'auth.login_success': 'Signed in',
    'auth.login_failed': 'Wrong username or password',
    'auth.account_disabled': 'This account is disabled; please contact an administrator',
    'auth.too_many_attempts': 'Too many failed sign-ins; try again in {{minutes}} minutes',
    'auth.register_success': 'Account created; please sign in',
    'auth.username_taken': 'This username is already taken',
    'auth.email_taken': 'This email is already used by another account',
    'auth.logout_success': 'Signed out',
    'auth.unauthenticated': 'Please sign in to continue',
    'auth.token_expired': 'Your session has expired',
    'auth.session_ended': 'This sign-in session has ended (signed out); please sign in again',
    'auth.refresh_invalid': 'Your session is no longer valid; please sign in again',
    'auth.refresh_reused': 'Your session was revoked for safety; please sign in again',
    'auth.refreshed': 'Session refreshed',
    'auth.refresh_mismatch':
      "The refresh token in the request does not match this browser's session; please sign in again",
    'auth.cross_site_refused':
      'This request is accepted only from the app itself (as JSON, from the same origin); requests from other sites are refused',
    'auth.device_updated': 'Device updated',
    'auth.wrong_current_password': 'The current password is wrong',
    'account.profile_updated': 'Profile updated',
    'account.language_updated': 'Language saved',
    'org.created': 'Organisation created',
    'org.settings_saved': 'Organisation details saved',
    'org.code_taken': 'This organisation code is already taken',
    'system_data.code_taken': 'This code already exists in the list; choose another',
    'system_data.category_locked': 'The category of an existing record cannot change',
    'common.deleted': 'Deleted',
    'catalogue.in_use': 'This record is in use and cannot be deleted; deactivate it instead',
    'catalogue.code_taken': 'This code is already used; choose another',
    'catalogue.department_in_use':
      'The department has warehouses or staff and cannot be deleted; deactivate it instead',
    'catalogue.warehouse_in_use':
      'The warehouse supplies another warehouse or has par levels and cannot be deleted; deactivate it instead',
    'catalogue.supplier_in_use':
      'The supplier has tender packages and cannot be deleted; deactivate it instead',
    'catalogue.group_in_use':
      'The group has sub-groups or goods and cannot be deleted; deactivate it instead',
    'catalogue.goods_in_use':
      'The goods item is in a tender package or a cabinet par level and cannot be deleted; deactivate it instead',
    'catalogue.tender_in_use':
      'Goods have been received under this tender and it cannot be deleted; deactivate it instead',
    'catalogue.staff_in_use': 'The staff member is linked to an account; deactivate instead of deleting',
    'catalogue.reference_not_found': 'The selected record was not found in the organisation',
    'catalogue.source_not_allowed': 'The source must be another main store or dispensary of the organisation',
    'catalogue.group_cycle': 'A group cannot be its own parent or a parent of its ancestors',
    'catalogue.user_not_found': 'No account has this username',
    'catalogue.user_already_staff': 'This account is already linked to another staff member',
    'catalogue.line_below_received': 'The awarded quantity may not be below the quantity already received',
    'catalogue.line_removed_received': 'A tender line with received goods cannot be removed',
    'catalogue.tender_line_not_found': 'Tender line not found in the organisation',
    'catalogue.tender_line_exceeded':
      'The quantity exceeds what remains of the awarded quantity ({{remaining}}); reduce it or record an allowed overrun',
    'catalogue.tender_release_exceeds':
      'The quantity returned is more than was received under the tender line ({{received}})',
    'catalogue.tender_quantity_positive': 'The quantity must be greater than 0',
    'import.goods_code_not_found': 'No goods item of the organisation has this code',
    'import.duplicate_goods_in_file': 'This goods item is already on row {{row}} of the file',
    'import.line_removed_received':
      'Goods have been received under line {{code}}; a replacing import must keep it in the file',
    'catalogue.not_a_cabinet': 'This warehouse is not a ward cabinet',
    'catalogue.last_admin': 'The organisation needs at least one active administrator',
    'import.invalid_file': 'The file is not a valid Excel workbook (.xlsx)',
    'import.no_rows': 'The sheet has no data rows',
    'import.has_errors': '{{count}} rows have errors; fix them and import again. Nothing was written',
    'import.done': '{{count}} rows imported',
    'import.duplicate_in_file': 'Duplicate code in the file (row {{row}})',
    'import.too_many_rows': 'The file has too many rows (at most {{max}})',
    'import.too_large_uncompressed':
      'The workbook is too large once unzipped (at most {{max}} MB of data); split it into smaller files',
    'import.too_many_strings': 'The workbook has too many different texts; split it into smaller files',
    'import.cell_too_long': 'A cell of the workbook is longer than {{max}} characters',
    'import.unknown_group': 'No goods group has the code "{{code}}" in the organisation',
    ...INVENTORY_MESSAGES.en,
    ...PATIENT_MESSAGES.en,
    ...PRESCRIPTION_MESSAGES.en,
    ...REPORT_MESSAGES.en,
    ...OVERVIEW_MESSAGES.en,
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type MessageKey = keyof (typeof MESSAGES)['vi'];

function interpolate(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return interpolate(MESSAGES[locale][key], params);
}

/** vi unless the caller prefers English (Accept-Language: en, en-US...). */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return 'vi';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'vi';
}

const zodLocales = { vi: z.locales.vi(), en: z.locales.en() };

/** A zod issue in the caller's language: our keyed messages first, zod's own locale otherwise. */
export function translateIssue(locale: Locale, issue: z.core.$ZodIssue): string {
  // A missing value is "required" whatever the schema's type (parsed with reportInput).
  if (issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined) {
    return VALIDATION_MESSAGES[locale]['validation.required'];
  }
  if (isValidationMessageKey(issue.message)) {
    const max = 'maximum' in issue ? Number(issue.maximum) : 0;
    return interpolate(VALIDATION_MESSAGES[locale][issue.message], { max });
  }
  const localized = zodLocales[locale].localeError(issue as unknown as z.core.$ZodRawIssue);
  if (typeof localized === 'string') return localized;
  return localized?.message ?? issue.message;
}
