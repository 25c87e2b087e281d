/**
 * Push notifications with standard Web Push (spec §2, §4, §5, §9; architecture: VAPID, no vendor
 * SDK). The serialised PushSubscription is the "push token" the spec calls fcm_token: it is kept in
 * the f-token cookie and sent to the server at login, logout and device update.
 *
 * Also the foreground queue: notifications that arrive while the app is open are queued and shown
 * together as browser notifications, only when the user granted permission.
 */
import { api } from '../api/api-client';
import { getPushToken, getPushTokenUpdatedAt, setPushToken, setPushTokenUpdatedAt } from '../session/storage';
import { translate } from '../i18n/translate';
import { registerServiceWorker } from './service-worker';

export const SERVICE_WORKER_READY_TIMEOUT_MS = 10_000;
export const PUSH_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const VAPID_KEY_PATH = 'thong-bao/khoa-vapid';
export const NOTIFICATION_ICON = '/logo.svg';
export const NOTIFICATION_KEYS = {
  defaultTitle: 'notification.default_title',
  defaultBody: 'notification.default_body',
} as const;

export type NotificationPermissionState = 'default' | 'granted' | 'denied';

export interface InitPushOptions {
  /** Called with the token when it is new or renewed (the shell sends it to the server). */
  onToken?: (token: string) => void;
  now?: () => number;
  fetchVapidKey?: () => Promise<string>;
}

export interface ForegroundNotification {
  title?: string;
  body?: string;
  data?: Record<string, unknown>;
}

let registration: ServiceWorkerRegistration | null = null;
const permissionListeners = new Set<(state: NotificationPermissionState) => void>();

/** Current permission; 'denied' where the browser has no notifications at all. */
export function notificationPermission(): NotificationPermissionState {
  return 'Notification' in window ? Notification.permission : 'denied';
}

export function onNotificationPermissionChange(
  listener: (state: NotificationPermissionState) => void,
): () => void {
  permissionListeners.add(listener);
  return () => {
    permissionListeners.delete(listener);
  };
}

/** Service workers, push, notifications and fetch are all needed (spec §5). */
export function isPushSupported(): boolean {
  return (
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && 'fetch' in window
  );
}

/** VAPID public keys are URL-safe base64; PushManager wants the raw bytes. */
export function urlBase64ToUint8Array(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function defaultFetchVapidKey(): Promise<string> {
  const envelope = await api.get<{ public_key: string }>(VAPID_KEY_PATH, { auth: false, silent: true });
  return envelope.data.public_key;
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function serialise(subscription: PushSubscription): string {
  return JSON.stringify(subscription.toJSON());
}

async function askPermission(): Promise<NotificationPermissionState> {
  const before = Notification.permission;
  const state = before === 'default' ? await Notification.requestPermission() : before;
  if (state !== before) for (const listener of [...permissionListeners]) listener(state);
  return state;
}

/**
 * Run once when the app mounts. Resolves with the push token, or null when the user declined,
 * the browser lacks support, or something failed (logged; the app works on without push).
 */
export async function initPush(options: InitPushOptions = {}): Promise<string | null> {
  const { onToken, now = Date.now, fetchVapidKey = defaultFetchVapidKey } = options;
  if (!('Notification' in window)) return null;
  let permission: NotificationPermissionState;
  try {
    permission = await askPermission();
  } catch (error) {
    console.error('Không thể xin quyền hiển thị thông báo', error);
    return null;
  }
  if (permission !== 'granted' || !isPushSupported()) return null;

  let ready: ServiceWorkerRegistration;
  try {
    // The site's one worker (usually registered already at page load; registering again is harmless).
    await registerServiceWorker();
    ready = await withTimeout(
      navigator.serviceWorker.ready,
      SERVICE_WORKER_READY_TIMEOUT_MS,
      'service worker chưa sẵn sàng sau 10 giây',
    );
    registration = ready;
  } catch (error) {
    console.error('Đăng ký service worker cho thông báo đẩy thất bại', error);
    return null;
  }

  try {
    const stored = getPushToken();
    const updatedAt = getPushTokenUpdatedAt();
    const expired = updatedAt === null || now() - updatedAt > PUSH_TOKEN_MAX_AGE_MS;
    let subscription = await ready.pushManager.getSubscription();
    if (subscription && !expired && stored === serialise(subscription)) return stored;

    let obtainedAt = updatedAt ?? now();
    if (subscription && expired) {
      await subscription.unsubscribe();
      subscription = null;
    }
    if (!subscription) {
      const publicKey = await fetchVapidKey();
      subscription = await ready.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToUint8Array(publicKey),
      });
      obtainedAt = now();
    }
    const token = serialise(subscription);
    setPushToken(token);
    setPushTokenUpdatedAt(obtainedAt);
    if (token !== stored) onToken?.(token);
    return token;
  } catch (error) {
    console.error('Không lấy được mã thông báo đẩy', error);
    return null;
  }
}

// ---- foreground notifications --------------------------------------------------------------

const queue: ForegroundNotification[] = [];
let processingScheduled = false;
let tagCounter = 0;

function uniqueTag(): string {
  tagCounter += 1;
  return `kho-${Date.now()}-${tagCounter}`;
}

function show(item: ForegroundNotification): void {
  const title = item.title || translate(NOTIFICATION_KEYS.defaultTitle);
  const options: NotificationOptions = {
    body: item.body || translate(NOTIFICATION_KEYS.defaultBody),
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_ICON,
    tag: uniqueTag(),
    data: item.data ?? {},
  };
  // Through the service worker where there is one: some mobile browsers forbid `new Notification`.
  if (registration) {
    registration.showNotification(title, options).catch((error: unknown) => {
      console.error('Không hiển thị được thông báo', error);
    });
    return;
  }
  new Notification(title, options);
}

/** Shows every queued notification (if permitted) and empties the queue; returns how many showed. */
export function processNotificationQueue(): number {
  processingScheduled = false;
  const items = queue.splice(0, queue.length);
  if (items.length === 0 || notificationPermission() !== 'granted') return 0;
  let shown = 0;
  for (const item of items) {
    try {
      show(item);
      shown += 1;
    } catch (error) {
      console.error('Không hiển thị được thông báo', error);
    }
  }
  return shown;
}

/**
 * Adds a notification to the queue. Processing runs once per tick, so notifications that arrive
 * together are shown together (spec §4: any change to the queue triggers processing).
 */
export function enqueueNotification(item: ForegroundNotification): void {
  queue.push(item);
  if (processingScheduled) return;
  processingScheduled = true;
  queueMicrotask(processNotificationQueue);
}

/** For tests: forget the registration and anything queued. */
export function resetPushForTests(): void {
  registration = null;
  queue.length = 0;
  processingScheduled = false;
  permissionListeners.clear();
}
