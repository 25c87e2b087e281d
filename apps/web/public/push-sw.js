/* Service worker for standard Web Push (VAPID); no vendor SDK. Plain JavaScript because the
 * browser loads it as is from the site root, outside the Vite bundle. The defaults are in
 * Vietnamese, the product's source language, because a service worker has no access to the
 * app's translations. */

const DEFAULT_TITLE = 'Thông báo mới';
const DEFAULT_BODY = 'Bạn có thông báo mới';
const ICON = '/logo.svg';

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

// Take over immediately so a new worker version does not wait for every tab to close.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

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
