import type { LoginRequest, LoginResponse } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { changeLocale } from '../../../lib/i18n/i18n';
import {
  getDeviceId,
  getPushToken,
  localeAfterLogin,
  setRememberMe,
} from '../../../lib/session/browser-storage';

/**
 * POST xac-thuc/dang-nhap (public): the form fields plus this browser's device id and push token.
 * A refusal shows the server's message as an error toast, as every failed call does (spec §4); the
 * form puts the field errors under their fields.
 */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const envelope = await api.post<LoginResponse>('xac-thuc/dang-nhap', body, { auth: false });
  return envelope.data;
}

export interface LoginForm {
  ten_dang_nhap: string;
  mat_khau: string;
  ghi_nho: boolean;
}

/**
 * Login (spec §4): sends the form, keeps the remember-me name only if ticked and takes the
 * account's language on a browser that has none of its own. Storing the session and going to "/"
 * is the caller's: the app does it through its router, the login page drawn before the app
 * loads by handing over to it (decision 0033).
 */
export async function signIn(form: LoginForm): Promise<LoginResponse> {
  const name = form.ten_dang_nhap.trim();
  const response = await login({
    ten_dang_nhap: name,
    mat_khau: form.mat_khau,
    ghi_nho: form.ghi_nho,
    device_id: getDeviceId(),
    fcm_token: getPushToken(),
  });
  setRememberMe({ ten_dang_nhap: name }, form.ghi_nho);
  // A new device takes the language stored on the account; a failed load keeps the current one.
  const accountLocale = localeAfterLogin(response.user.ngon_ngu);
  if (accountLocale) await changeLocale(accountLocale);
  return response;
}
