import { StrictMode, Suspense } from 'react';
import type { Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@kho/contracts';
import { LoginView, REGISTRATION_PATH } from '../../features/auth/components/login-view';
import { configureApiClient } from '../../lib/api/api-client';
import { saveLogin } from '../../lib/session/browser-storage';
import { toast } from '../../lib/ui/toast';
import { translate } from '../../lib/i18n/translate';
import { EmptyFrame } from '../layouts/empty-frame';
import { LanguageToggle } from '../shell/language-toggle';
import { MedicalBackground } from '../shell/medical-background';
import { ToasterHost } from '../shell/toaster-host';
import { usePageTitle } from '../shell/use-page-title';

/**
 * The login page as the first screen of a signed-out visit (decision 0033): React, i18next and
 * the form, without the router, MUI, React Query or zod. Signing in (or opening registration)
 * loads the app (start-app.tsx) into the same root, on the page it goes to.
 */
const loadApp = () => import('../start-app');

async function openApp(root: Root, path: string) {
  const { router, startApp } = await loadApp();
  // The router's own history, so the app starts on `path` whether or not its module ran before.
  router.history.push(path);
  startApp(root);
  return router;
}

async function signedIn(root: Root, response: LoginResponse): Promise<void> {
  // The stored session is what the app's session store and guards read as they load.
  saveLogin(response);
  const router = await openApp(root, '/');
  // After the first page has resolved: toasts are cleared whenever the URL changes.
  const stop = router.subscribe('onResolved', () => {
    stop();
    toast.success(translate('auth:login.success_title'), translate('auth:login.success_detail'));
  });
}

/** The user name registration passed in the address (`?ten_dang_nhap=`), as the router writes it. */
function userNameInAddress(): string | null {
  const raw = new URLSearchParams(window.location.search).get('ten_dang_nhap');
  if (raw === null || !raw.startsWith('"')) return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
}

function LightLogin({ root }: { root: Root }) {
  const { t } = useTranslation('routes');
  usePageTitle(t('titles.dang-nhap'));
  return (
    <>
      <MedicalBackground />
      <EmptyFrame>
        <LoginView
          userNameFromRegistration={userNameInAddress()}
          // The app's code downloads while the server checks the password.
          onSubmitting={() => void loadApp()}
          onSignedIn={(response) => signedIn(root, response)}
          onOpenRegistration={() => void openApp(root, REGISTRATION_PATH)}
        />
      </EmptyFrame>
      <LanguageToggle />
      {/* Loads the toasts only when one is raised: a refused login's error toast. */}
      <ToasterHost />
    </>
  );
}

export function startLightLogin(root: Root): void {
  // As in the app: a failed call shows the server's message as an error toast (spec §4).
  configureApiClient({ onError: (message) => toast.error(message) });
  root.render(
    <StrictMode>
      <Suspense fallback={null}>
        <LightLogin root={root} />
      </Suspense>
    </StrictMode>,
  );
}
