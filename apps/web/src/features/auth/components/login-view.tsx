import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getRememberMe } from '../../../lib/session/browser-storage';
import { AuthCard } from './auth-card';
import { LoginForm, type LoginFormProps } from './login-form';

export const REGISTRATION_PATH = '/dang-ky-tai-khoan';

/**
 * The login screen's card: the form and the way to registration. Used by the login route of the
 * app and by the first screen drawn before the app loads (decision 0033), which each say how to
 * open the app after it.
 */
export function LoginView({
  userNameFromRegistration,
  onOpenRegistration,
  ...handlers
}: Pick<LoginFormProps, 'onSignedIn' | 'onSubmitting'> & {
  /** Registration sends the new user here with the user name filled in. */
  userNameFromRegistration?: string | null;
  /** A plain click on the registration link (not a new tab): open it without reloading. */
  onOpenRegistration: () => void;
}) {
  const { t } = useTranslation('auth');
  const remembered = getRememberMe();
  const openRegistration = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpenRegistration();
  };
  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.no_account')}{' '}
          <a href={REGISTRATION_PATH} onClick={openRegistration}>
            {t('login.register_link')}
          </a>
        </>
      }
    >
      <LoginForm
        {...handlers}
        initialUserName={userNameFromRegistration ?? remembered?.ten_dang_nhap ?? ''}
        remembered={remembered !== null}
      />
    </AuthCard>
  );
}
