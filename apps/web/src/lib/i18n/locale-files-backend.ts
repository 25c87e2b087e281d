import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Loads one namespace of one language from `/locales/{lng}/{ns}.json`: what the app needs of an
 * i18next backend, in a few lines instead of a general-purpose library on the login page. A network
 * failure or a server error may be retried (i18next's maxRetries); a missing file may not.
 */
export const localeFilesBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`)
      .then(async (response) => {
        if (!response.ok) {
          const retry = response.status >= 500 || response.status === 408 || response.status === 429;
          callback(new Error(`${response.status} loading ${language}/${namespace}`), retry);
          return;
        }
        callback(null, (await response.json()) as Record<string, unknown>);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
  },
};
