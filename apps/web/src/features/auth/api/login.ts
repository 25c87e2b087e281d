import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LoginRequest, LoginResponse } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { changeLocale } from '../../../lib/i18n/i18n';
import { startSession } from '../../../lib/session/session';
import { getDeviceId, getPushToken, localeAfterLogin, setRememberMe } from '../../../lib/session/storage';
import { toast } from '../../../lib/ui/toast';

/** POST xac-thuc/dang-nhap (public): the form fields plus this browser's device id and push token. */
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
 * Login success (spec §4): store the session, keep the remember-me name only if ticked, take the
 * account's language on a browser that has none of its own, go to "/".
 */
export function useLogin() {
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: (form: LoginForm) =>
      login({
        ...form,
        ten_dang_nhap: form.ten_dang_nhap.trim(),
        device_id: getDeviceId(),
        fcm_token: getPushToken(),
      }),
    onSuccess: async (response, form) => {
      startSession(response);
      setRememberMe({ ten_dang_nhap: form.ten_dang_nhap.trim() }, form.ghi_nho);
      // A new device takes the language stored on the account; a failed load keeps the current one.
      const accountLocale = localeAfterLogin(response.user.ngon_ngu);
      if (accountLocale) await changeLocale(accountLocale);
      // Navigate first: toasts are cleared whenever the URL changes.
      await navigate({ to: '/' });
      toast.success(t('login.success_title'), t('login.success_detail'));
    },
  });
}
