import { isValidationMessageKey, VALIDATION_MESSAGES, type Locale } from '@kho/contracts';
import { z } from 'zod';

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
    'auth.refresh_invalid': 'Phiên đăng nhập không còn hiệu lực, vui lòng đăng nhập lại',
    'auth.refresh_reused': 'Phiên đăng nhập đã bị thu hồi vì lý do an toàn, vui lòng đăng nhập lại',
    'auth.refreshed': 'Đã làm mới phiên đăng nhập',
    'auth.device_updated': 'Đã cập nhật thiết bị',
    'auth.wrong_current_password': 'Mật khẩu hiện tại không đúng',
    'account.profile_updated': 'Cập nhật thông tin cá nhân thành công',
    'org.created': 'Tạo tổ chức thành công',
    'org.code_taken': 'Mã tổ chức đã được sử dụng',
    'system_data.code_taken': 'Mã này đã có trong danh mục, vui lòng chọn mã khác',
    'system_data.category_locked': 'Không thể đổi loại của dữ liệu hệ thống đã tạo',
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
    'auth.refresh_invalid': 'Your session is no longer valid; please sign in again',
    'auth.refresh_reused': 'Your session was revoked for safety; please sign in again',
    'auth.refreshed': 'Session refreshed',
    'auth.device_updated': 'Device updated',
    'auth.wrong_current_password': 'The current password is wrong',
    'account.profile_updated': 'Profile updated',
    'org.created': 'Organisation created',
    'org.code_taken': 'This organisation code is already taken',
    'system_data.code_taken': 'This code already exists in the list; choose another',
    'system_data.category_locked': 'The category of an existing record cannot change',
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
  if (isValidationMessageKey(issue.message)) {
    const max = 'maximum' in issue ? Number(issue.maximum) : 0;
    return interpolate(VALIDATION_MESSAGES[locale][issue.message], { max });
  }
  const localized = zodLocales[locale].localeError(issue as unknown as z.core.$ZodRawIssue);
  if (typeof localized === 'string') return localized;
  return localized?.message ?? issue.message;
}
