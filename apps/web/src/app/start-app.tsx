import { startTransition, StrictMode, Suspense } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './app';
import { router } from './router/router';
import { SuspenseOverlay } from './shell/loading-overlay';
import { configureApiClient } from '../lib/api/api-client';
import { connectivity } from '../lib/api/connectivity';
import { followConnectivity } from '../lib/api/query-client';
import { endSession, reloadSession } from '../lib/session/session';
import { toast } from '../lib/ui/toast';

export { router };

/**
 * Starts the app in `root`: the route tree, MUI's theme, the query client and the signed-in shell.
 * main.tsx calls it for every page but a signed-out visit to the login page, whose first screen
 * calls it once the user signs in or opens registration (decision 0033).
 */
export function startApp(root: Root): void {
  configureApiClient({
    onError: (message) => toast.error(message),
    // Refresh failed: the session is over; no server call, straight to the login page (spec §4).
    onForcedLogout: () => {
      endSession();
      void router.navigate({ to: '/dang-nhap', replace: true });
    },
  });
  // Reload every screen's data when the network is back.
  followConnectivity(connectivity);
  // The login page may have stored a session since this module was loaded.
  reloadSession();
  // The first render waits for the route's code and texts (route-texts.ts), the boot screen of
  // index.html staying meanwhile: the page is then drawn once, as soon as it is ready. Drawn before,
  // it would suspend into the loading overlay, and React reveals content no sooner than 300 ms
  // after a fallback appeared. A route that fails to load renders its error as before.
  // The first render is a transition, which React splits into short tasks (a render outside one
  // is a single task): a slow tablet's first page blocks input for about half as long
  // (docs/performance.md). The data that arrives meanwhile still renders at once.
  void router
    .load()
    .catch(() => undefined)
    .finally(() =>
      startTransition(() =>
        root.render(
          <StrictMode>
            <Suspense fallback={<SuspenseOverlay />}>
              <App />
            </Suspense>
          </StrictMode>,
        ),
      ),
    );
}
