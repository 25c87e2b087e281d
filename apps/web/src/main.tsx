import { createRoot } from 'react-dom/client';
import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/500.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
import '@fontsource/be-vietnam-pro/800.css';
import './app/shell/base.css';
import { LOGIN_PATH } from './app/router/guards';
import { configureApiClient } from './lib/api/api-client';
import { connectivity } from './lib/api/connectivity';
import { installChunkErrorReload } from './lib/live-updates/deployment';
import { installServiceWorker } from './lib/live-updates/service-worker';
import { initI18n } from './lib/i18n/i18n';
import { hasStoredSession } from './lib/session/browser-storage';
import { sendEarlyStockList } from './features/stock/api/early-stock';

// The API client hears of every answer and failure; the offline banner and the reload of every
// screen's data come with the app (start-app.tsx).
configureApiClient({ connectivity });
connectivity.start();
// The offline app shell, for every visitor (not in dev mode).
void installServiceWorker();
// A chunk of an older build that no longer exists on the server: reload into the new build.
installChunkErrorReload();

/**
 * A signed-out visit to the login page draws the light login first (React and the form only);
 * everything else, and a signed-in user on any page (whom the router's guard sends on from the
 * login page), starts the app. Each is fetched alongside the locale files (decision 0033).
 */
const lightLogin = window.location.pathname.replace(/\/+$/, '') === LOGIN_PATH && !hasStoredSession();
const root = createRoot(document.getElementById('root')!);

if (lightLogin) {
  void Promise.all([import('./app/light-login/light-login'), initI18n(['auth'])]).then(([screen]) =>
    screen.startLightLogin(root),
  );
} else {
  // The stock screen's list leaves now, beside the app's code rather than after it.
  if (hasStoredSession()) sendEarlyStockList(window.location);
  void Promise.all([import('./app/start-app'), initI18n()]).then(([app]) => app.startApp(root));
}
