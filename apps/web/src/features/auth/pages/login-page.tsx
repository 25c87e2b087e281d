import type { LoginResponse } from '@kho/contracts';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { startSession } from '../../../lib/session/session';
import { toast } from '../../../lib/ui/toast';
import { LoginView, REGISTRATION_PATH } from '../components/login-view';

/**
 * The login route inside the app: reached after a logout, a forced logout or a guard's redirect.
 * A visitor who opens /dang-nhap directly gets the same view before the app loads (decision 0033).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const fromRegistration = useLocation({
    select: (l) => (l.search as Record<string, unknown>).ten_dang_nhap,
  });

  const onSignedIn = async (response: LoginResponse) => {
    startSession(response);
    // Navigate first: toasts are cleared whenever the URL changes.
    await navigate({ to: '/' });
    toast.success(t('login.success_title'), t('login.success_detail'));
  };

  return (
    <LoginView
      userNameFromRegistration={typeof fromRegistration === 'string' ? fromRegistration : null}
      onOpenRegistration={() => void navigate({ to: REGISTRATION_PATH })}
      onSignedIn={onSignedIn}
    />
  );
}
