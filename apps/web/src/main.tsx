import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/500.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
import '@fontsource/be-vietnam-pro/800.css';
import { App } from './app/app';
import { router } from './app/router/router';
import { SuspenseOverlay } from './app/shell/loading-overlay';
import { configureApiClient } from './lib/api/api-client';
import { connectivity } from './lib/api/connectivity';
import { followConnectivity } from './lib/api/query-client';
import { installChunkErrorReload } from './lib/live-updates/deployment';
import { installServiceWorker } from './lib/live-updates/service-worker';
import { initI18n } from './lib/i18n/i18n';
import { endSession } from './lib/session/session';
import { toast } from './lib/ui/toast';

configureApiClient({
  onError: (message) => toast.error(message),
  // Refresh failed: the session is over; no server call, straight to the login page (spec §4).
  onForcedLogout: () => {
    endSession();
    void router.navigate({ to: '/dang-nhap', replace: true });
  },
  connectivity,
});

// The offline banner and the reload of every screen's data when the network is back.
connectivity.start();
followConnectivity(connectivity);
// The offline app shell, for every visitor (not in dev mode).
void installServiceWorker();

// A chunk of an older build that no longer exists on the server: reload into the new build.
installChunkErrorReload();

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Suspense fallback={<SuspenseOverlay />}>
        <App />
      </Suspense>
    </StrictMode>,
  );
});
