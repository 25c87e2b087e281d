/**
 * Registration of the site's one service worker, `/sw.js` (source src/service-worker/sw.js): the
 * offline app shell for every visitor and the push notifications for those who allow them. Not in
 * dev mode, where the files change under the same names; push still registers it there.
 */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

export function supportsServiceWorker(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Registers the worker (the browser keeps one registration per scope, so calling again is harmless). */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
}

export interface InstallOptions {
  production?: boolean;
  target?: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'readyState'> };
}

/**
 * Registers the worker once the page has loaded, so its install (which downloads the build's
 * files) does not compete with the page's own first load. Resolves false when it does not register.
 */
export function installServiceWorker(options: InstallOptions = {}): Promise<boolean> {
  const { production = import.meta.env.PROD, target = window } = options;
  if (!production || !supportsServiceWorker()) return Promise.resolve(false);
  const register = () =>
    registerServiceWorker().then(
      () => true,
      (error: unknown) => {
        console.error('Đăng ký service worker thất bại', error);
        return false;
      },
    );
  if (target.document.readyState === 'complete') return register();
  return new Promise((resolve) => {
    target.addEventListener('load', () => void register().then(resolve), { once: true });
  });
}

/**
 * Asks the browser to fetch the worker again now (a new build was announced), so the new build's
 * files are being cached by the time the user reloads.
 */
export async function updateServiceWorker(): Promise<void> {
  if (!supportsServiceWorker()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
    await registration?.update();
  } catch (error) {
    console.error('Không cập nhật được service worker', error);
  }
}
