/* The site's one service worker: the installed app's offline shell and standard Web Push (VAPID;
 * no vendor SDK). Plain JavaScript because the browser loads it as is from /sw.js, outside the
 * Vite bundle: the build (apps/web/service-worker-plugin.ts) writes it with a first line setting
 * `self.__KHO_BUILD__` to the build's id and the files to precache; the dev server's copy has no
 * files and caches nothing. Texts are in Vietnamese, the product's source language, because a
 * service worker has no access to the app's translations.
 *
 * Caching (docs/decisions/0024-offline-app-shell.md): the shell and the hashed files of this build
 * are fetched at install into a cache named after the build; hashed files are served cache first,
 * pages network first with the cached shell when the network fails; the API, the WebSocket and
 * the build pointer are never touched, so no data is ever kept in the browser by this worker. */

const BUILD = self.__KHO_BUILD__ || { buildId: 'dev', precache: [] };
const CACHE_PREFIX = 'kho-shell-';
const CACHE_NAME = CACHE_PREFIX + BUILD.buildId;
const SHELL_URL = '/index.html';
// The server varies its files on Accept-Encoding, which the Cache API cannot see: match on the URL.
const SHELL_MATCH = { cacheName: CACHE_NAME, ignoreVary: true };
// Under the dev server files change without new names: caching them would serve stale code.
const CACHING = BUILD.buildId !== 'dev' && BUILD.precache.length > 0;

const DEFAULT_TITLE = 'Thông báo mới';
const DEFAULT_BODY = 'Bạn có thông báo mới';
const ICON = '/logo.svg';

// ---- offline shell ---------------------------------------------------------------------------

/** Paths whose answers are never cached nor answered from a cache: data and deployment state. */
function isPassThrough(pathname) {
  return (
    pathname.startsWith('/api/') ||
    pathname.startsWith('/ws/') ||
    pathname.startsWith('/builds/') ||
    pathname === '/sw.js'
  );
}

/**
 * The file from any earlier build's cache (hashed names never change content, so a file a
 * previous deployment already fetched is not downloaded again), else from the network.
 */
async function fetchForPrecache(url) {
  const hashed = url.startsWith('/assets/');
  if (hashed) {
    const cached = await caches.match(url, { ignoreVary: true });
    if (cached) return cached;
  }
  // `reload` skips the HTTP cache: the shell and the locale files must be this deployment's.
  const request = new Request(new URL(url, self.location.origin), { cache: hashed ? 'default' : 'reload' });
  const response = await fetch(request);
  if (!response.ok) throw new Error(`Không tải được ${url} (HTTP ${response.status})`);
  return response;
}

async function precache() {
  const cache = await caches.open(CACHE_NAME);
  // One missing file fails the install: a half-filled cache would show a broken shell offline.
  await Promise.all(
    BUILD.precache.map(async (url) => {
      const response = await fetchForPrecache(url);
      await cache.put(url, response);
    }),
  );
}

async function dropOldCaches() {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
      .map((name) => caches.delete(name)),
  );
}

/** Hashed files: the cache, else the network (kept for next time when it answers 200). */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}

/** A proxy's error page for a server that is down is no better than no network. */
function isServerDown(response) {
  return response.status === 502 || response.status === 503 || response.status === 504;
}

/**
 * Pages: the network, so a new deployment is seen at once; the cached shell when the network
 * fails, and the app then shows its offline banner.
 */
async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    if (!isServerDown(response)) return response;
    return (await caches.match(SHELL_URL, SHELL_MATCH)) || response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL, SHELL_MATCH);
    if (shell) return shell;
    throw error;
  }
}

/** Other files of the site (translations, icons, manifest): the network, else this build's copy. */
async function networkFirstFile(request) {
  try {
    const response = await fetch(request);
    if (!isServerDown(response)) return response;
    return (await caches.match(request, { ...SHELL_MATCH, ignoreSearch: true })) || response;
  } catch (error) {
    const cached = await caches.match(request, { ...SHELL_MATCH, ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('install', (event) => {
  // Take over without waiting for every tab to close: the old build's tabs reload through the
  // app's chunk-error guard if they miss a file.
  event.waitUntil((CACHING ? precache() : Promise.resolve()).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOldCaches().then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  if (!CACHING) return;
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isPassThrough(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirstFile(request));
});

// ---- push notifications ----------------------------------------------------------------------

let counter = 0;

function uniqueTag() {
  counter += 1;
  return `kho-${Date.now()}-${counter}`;
}

function readPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    // A plain-text push still deserves a notification: use the text as its body.
    return { notification: { body: event.data.text() } };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event) || {};
  const notification = payload.notification || {};
  const data = payload.data && typeof payload.data === 'object' ? payload.data : {};
  event.waitUntil(
    self.registration.showNotification(notification.title || DEFAULT_TITLE, {
      body: notification.body || DEFAULT_BODY,
      icon: ICON,
      badge: ICON,
      tag: uniqueTag(),
      data,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const hasUrl = typeof data.url === 'string' && data.url !== '';
  const target = new URL(hasUrl ? data.url : '/', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const sameUrl = windows.find((client) => client.url === target.href);
      const anyOpen = sameUrl || windows[0];
      if (anyOpen) {
        await anyOpen.focus();
        // An open tab on another page is moved to the notification's page, if it names one.
        if (!sameUrl && hasUrl && target.origin === self.location.origin && 'navigate' in anyOpen) {
          await anyOpen.navigate(target.href);
        }
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
