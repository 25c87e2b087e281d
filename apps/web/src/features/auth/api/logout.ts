import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/api-client';
import { endSession } from '../../../lib/session/session';
import { getDeviceId, getPushToken } from '../../../lib/session/storage';
import { confirmLeaving } from '../../../lib/ui/leave-questions';
import { toast } from '../../../lib/ui/toast';

/** POST xac-thuc/dang-xuat (private): tells the server to forget this device's session and push token. */
export async function logout(): Promise<void> {
  await api.post<null>(
    'xac-thuc/dang-xuat',
    { device_id: getDeviceId(), fcm_token: getPushToken() },
    { silent: true },
  );
}

/**
 * Logout (spec §4): call the server, then clear everything and go to the login page. A screen with
 * unsaved work is asked first; a user who stays keeps the session and the work.
 */
export function useLogout() {
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  return useMutation({
    mutationFn: async (): Promise<boolean> => {
      if (!(await confirmLeaving())) return false;
      try {
        await logout();
      } catch (error) {
        // An unreachable server must not keep the user signed in on this browser.
        console.warn('Logout call failed; the local session is cleared anyway', error);
      }
      return true;
    },
    onSettled: async (signedOut) => {
      if (signedOut === false) return;
      endSession();
      await navigate({ to: '/dang-nhap' });
      toast.success(t('logout.success_title'), t('logout.success_detail'));
    },
  });
}
