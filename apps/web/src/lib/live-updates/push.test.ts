import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import {
  PUSH_TOKEN_MAX_AGE_MS,
  enqueueNotification,
  initPush,
  isPushSupported,
  notificationPermission,
  onNotificationPermissionChange,
  processNotificationQueue,
  resetPushForTests,
  urlBase64ToUint8Array,
} from './push';
import { getPushToken, getPushTokenUpdatedAt, setPushToken, setPushTokenUpdatedAt } from '../session/storage';
import { setTranslate } from '../i18n/translate';

const NOW = 1_700_000_000_000;
const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static answer: NotificationPermission = 'granted';
  static shown: Array<{ title: string; options: NotificationOptions }> = [];
  static requestPermission = vi.fn(() => {
    FakeNotification.permission = FakeNotification.answer;
    return Promise.resolve(FakeNotification.answer);
  });
  constructor(title: string, options: NotificationOptions) {
    FakeNotification.shown.push({ title, options });
  }
}

function fakeSubscription(endpoint: string) {
  return {
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
}

function installServiceWorker(existing: ReturnType<typeof fakeSubscription> | null) {
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(existing)),
    subscribe: vi.fn(() => Promise.resolve(fakeSubscription('https://push.example/new'))),
  };
  const registration = { pushManager, showNotification: vi.fn(() => Promise.resolve()) };
  const serviceWorker = {
    register: vi.fn(() => Promise.resolve(registration)),
    ready: Promise.resolve(registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return { serviceWorker, pushManager, registration };
}

const tokenOf = (endpoint: string) => JSON.stringify({ endpoint, keys: { p256dh: 'p', auth: 'a' } });
const fetchVapidKey = vi.fn(() => Promise.resolve(VAPID));
let restoreTranslate: () => void;

beforeEach(() => {
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  FakeNotification.permission = 'default';
  FakeNotification.answer = 'granted';
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
  fetchVapidKey.mockClear();
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  resetPushForTests();
  restoreTranslate = setTranslate(
    (key) =>
      ({
        'notification.default_title': 'Thông báo mới',
        'notification.default_body': 'Bạn có thông báo mới',
      })[key] ?? key,
  );
});

afterEach(() => {
  restoreTranslate();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('support and permission', () => {
  it('does nothing where notifications are missing', async () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    expect(notificationPermission()).toBe('denied');
    await expect(initPush()).resolves.toBeNull();
  });

  it('asks permission and stops quietly when denied', async () => {
    const { serviceWorker } = installServiceWorker(null);
    FakeNotification.answer = 'denied';
    const listener = vi.fn();
    onNotificationPermissionChange(listener);
    expect(notificationPermission()).toBe('default');
    await expect(initPush({ fetchVapidKey })).resolves.toBeNull();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('denied');
    expect(notificationPermission()).toBe('denied');
    expect(serviceWorker.register).not.toHaveBeenCalled();
  });

  it('stops quietly without service workers even when granted', async () => {
    const error = vi.spyOn(console, 'error');
    expect(isPushSupported()).toBe(false);
    await expect(initPush({ fetchVapidKey })).resolves.toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(fetchVapidKey).not.toHaveBeenCalled();
  });
});

describe('initPush', () => {
  it('registers the worker at the root, subscribes with the VAPID key and stores the token', async () => {
    const { serviceWorker, pushManager } = installServiceWorker(null);
    const onToken = vi.fn();
    const token = await initPush({ onToken, fetchVapidKey, now: () => NOW });
    expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: urlBase64ToUint8Array(VAPID),
    });
    expect(token).toBe(tokenOf('https://push.example/new'));
    expect(Cookies.get('f-token')).toBe(token);
    expect(getPushTokenUpdatedAt()).toBe(NOW);
    expect(onToken).toHaveBeenCalledWith(token);
  });

  it('fetches the VAPID key from the public endpoint by default', async () => {
    installServiceWorker(null);
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: true, data: { public_key: VAPID }, message: 'OK' }), {
          status: 200,
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await initPush({ now: () => NOW });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/thong-bao/khoa-vapid',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('does nothing when the stored token is the current subscription and at most 7 days old', async () => {
    const existing = fakeSubscription('https://push.example/old');
    const { pushManager } = installServiceWorker(existing);
    setPushToken(tokenOf('https://push.example/old'));
    setPushTokenUpdatedAt(NOW - PUSH_TOKEN_MAX_AGE_MS);
    const onToken = vi.fn();
    await expect(initPush({ onToken, fetchVapidKey, now: () => NOW })).resolves.toBe(
      tokenOf('https://push.example/old'),
    );
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(existing.unsubscribe).not.toHaveBeenCalled();
    expect(onToken).not.toHaveBeenCalled();
    expect(fetchVapidKey).not.toHaveBeenCalled();
  });

  it('renews a token older than 7 days', async () => {
    const existing = fakeSubscription('https://push.example/old');
    const { pushManager } = installServiceWorker(existing);
    setPushToken(tokenOf('https://push.example/old'));
    setPushTokenUpdatedAt(NOW - PUSH_TOKEN_MAX_AGE_MS - 1);
    const onToken = vi.fn();
    await initPush({ onToken, fetchVapidKey, now: () => NOW });
    expect(existing.unsubscribe).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(onToken).toHaveBeenCalledWith(tokenOf('https://push.example/new'));
    expect(getPushTokenUpdatedAt()).toBe(NOW);
  });

  it('adopts an existing subscription when the stored token is missing', async () => {
    const existing = fakeSubscription('https://push.example/kept');
    const { pushManager } = installServiceWorker(existing);
    setPushTokenUpdatedAt(NOW - 1000);
    const onToken = vi.fn();
    await initPush({ onToken, fetchVapidKey, now: () => NOW });
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(getPushToken()).toBe(tokenOf('https://push.example/kept'));
    expect(onToken).toHaveBeenCalledWith(tokenOf('https://push.example/kept'));
  });

  it('gives up after 10 s without a ready worker, logging in Vietnamese', async () => {
    vi.useFakeTimers();
    const { serviceWorker } = installServiceWorker(null);
    serviceWorker.ready = new Promise(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pending = initPush({ fetchVapidKey });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('service worker'), expect.any(Error));
  });

  it('logs and continues without a token when subscribing fails', async () => {
    const { pushManager } = installServiceWorker(null);
    pushManager.subscribe.mockRejectedValueOnce(new Error('push service unavailable'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(initPush({ fetchVapidKey })).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith('Không lấy được mã thông báo đẩy', expect.any(Error));
    expect(getPushToken()).toBeNull();
  });
});

describe('foreground notification queue', () => {
  it('shows everything queued in one go with defaults, icon, badge and unique tags, then empties', async () => {
    FakeNotification.permission = 'granted';
    enqueueNotification({
      title: 'Phiếu nhập đã duyệt',
      body: 'PN-001',
      data: { url: '/kho-duoc/so-nhap-kho/1' },
    });
    enqueueNotification({});
    expect(FakeNotification.shown).toHaveLength(0);
    await Promise.resolve();
    expect(FakeNotification.shown).toHaveLength(2);
    const [first, second] = FakeNotification.shown;
    expect(first).toMatchObject({
      title: 'Phiếu nhập đã duyệt',
      options: { body: 'PN-001', icon: '/logo.svg', badge: '/logo.svg' },
    });
    expect(second).toMatchObject({ title: 'Thông báo mới', options: { body: 'Bạn có thông báo mới' } });
    expect(first?.options.tag).not.toBe(second?.options.tag);
    expect(processNotificationQueue()).toBe(0);
  });

  it('shows nothing without permission and still empties the queue', async () => {
    FakeNotification.permission = 'denied';
    enqueueNotification({ title: 'x' });
    await Promise.resolve();
    expect(FakeNotification.shown).toHaveLength(0);
    FakeNotification.permission = 'granted';
    expect(processNotificationQueue()).toBe(0);
  });

  it('uses the service worker registration once push is set up', async () => {
    const { registration } = installServiceWorker(null);
    await initPush({ fetchVapidKey, now: () => NOW });
    enqueueNotification({ body: 'Có phiếu mới' });
    await Promise.resolve();
    expect(registration.showNotification).toHaveBeenCalledWith(
      'Thông báo mới',
      expect.objectContaining({
        body: 'Có phiếu mới',
        icon: '/logo.svg',
        badge: '/logo.svg',
        tag: expect.any(String) as unknown,
      }),
    );
    expect(FakeNotification.shown).toHaveLength(0);
  });
});
