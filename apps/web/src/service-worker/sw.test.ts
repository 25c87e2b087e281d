import { describe, expect, it, vi } from 'vitest';
import source from './sw.js?raw';

const ORIGIN = 'https://kho.example.vn';
const BUILD = {
  buildId: 'b2',
  precache: ['/index.html', '/assets/app-2.js', '/assets/lazy-1.js', '/locales/vi/common.json'],
};

/** The Cache API over maps, keyed by URL path (what the worker stores and matches). */
class FakeCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  private key(request: RequestInfo | URL): string {
    const url = new URL(
      typeof request === 'string' ? request : 'url' in request ? request.url : request.href,
      ORIGIN,
    );
    return url.pathname;
  }
  open(name: string) {
    let store = this.stores.get(name);
    if (!store) this.stores.set(name, (store = new Map<string, Response>()));
    const entries = store;
    return Promise.resolve({
      match: (request: RequestInfo) => Promise.resolve(entries.get(this.key(request))?.clone()),
      put: (request: RequestInfo, response: Response) => {
        entries.set(this.key(request), response);
        return Promise.resolve();
      },
    });
  }
  keys() {
    return Promise.resolve([...this.stores.keys()]);
  }
  delete(name: string) {
    return Promise.resolve(this.stores.delete(name));
  }
  match(request: RequestInfo, options: { cacheName?: string } = {}) {
    const names = options.cacheName ? [options.cacheName] : [...this.stores.keys()];
    for (const name of names) {
      const hit = this.stores.get(name)?.get(this.key(request));
      if (hit) return Promise.resolve(hit.clone());
    }
    return Promise.resolve(undefined);
  }
}

interface FakeEvent {
  waitUntil: (promise: Promise<unknown>) => void;
  respondWith: (response: Promise<Response>) => void;
  [key: string]: unknown;
}

/** Runs the worker's source in a fake service-worker scope. */
function loadWorker(build: typeof BUILD | null = BUILD) {
  const listeners = new Map<string, (event: FakeEvent) => void>();
  const caches = new FakeCaches();
  const fetchMock = vi.fn<(request: RequestInfo) => Promise<Response>>();
  const windows: Array<{ url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> }> =
    [];
  const scope = {
    __KHO_BUILD__: build ?? undefined,
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: FakeEvent) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(() => Promise.resolve()),
    clients: {
      claim: vi.fn(() => Promise.resolve()),
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
  };
  // The worker is a classic script run by the browser as is: evaluate the same text in a fake scope.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('self', 'caches', 'fetch', source) as (...scope: unknown[]) => void;
  run(scope, caches, fetchMock);

  /** Fires an event; resolves with what it waited for and what it answered (undefined: not handled). */
  async function fire(type: string, fields: Record<string, unknown> = {}) {
    const waits: Array<Promise<unknown>> = [];
    let answer: Promise<Response> | undefined;
    listeners.get(type)!({
      ...fields,
      waitUntil: (promise) => waits.push(promise),
      respondWith: (response) => {
        answer = response;
      },
    });
    await Promise.all(waits);
    return answer;
  }
  const get = (path: string, mode: RequestMode = 'cors') =>
    fire('fetch', { request: { url: `${ORIGIN}${path}`, method: 'GET', mode } });
  return { scope, caches, fetchMock, fire, get, windows };
}

const text = (body: string, status = 200) => new Response(body, { status });

describe('the offline shell', () => {
  it('caches the build at install, reusing hashed files an earlier build already fetched', async () => {
    const w = loadWorker();
    const old = await w.caches.open('kho-shell-b1');
    await old.put('/assets/lazy-1.js', text('lazy'));
    w.fetchMock.mockImplementation((request) => Promise.resolve(text(`net ${(request as Request).url}`)));
    await w.fire('install');
    const fetched = w.fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).pathname);
    expect(fetched.sort()).toEqual(['/assets/app-2.js', '/index.html', '/locales/vi/common.json']);
    // The page and the translations skip the HTTP cache: they must be this deployment's.
    const shellRequest = w.fetchMock.mock.calls.find(([r]) => (r as Request).url.endsWith('/index.html'))!;
    expect((shellRequest[0] as Request).cache).toBe('reload');
    expect([...w.caches.stores.get('kho-shell-b2')!.keys()].sort()).toEqual([...BUILD.precache].sort());
    expect(w.scope.skipWaiting).toHaveBeenCalled();
  });

  it('fails the install when a file is missing, rather than keep a broken shell', async () => {
    const w = loadWorker();
    w.fetchMock.mockImplementation((request) =>
      Promise.resolve((request as Request).url.endsWith('app-2.js') ? text('', 404) : text('ok')),
    );
    await expect(w.fire('install')).rejects.toThrow(/app-2\.js/);
    expect(w.scope.skipWaiting).not.toHaveBeenCalled();
  });

  it('drops the caches of earlier builds on activate and takes over the open tabs', async () => {
    const w = loadWorker();
    for (const name of ['kho-shell-b1', 'kho-shell-b2', 'another-app']) await w.caches.open(name);
    await w.fire('activate');
    expect([...w.caches.stores.keys()].sort()).toEqual(['another-app', 'kho-shell-b2']);
    expect(w.scope.clients.claim).toHaveBeenCalled();
  });

  it('serves hashed files from the cache first, and keeps what it had to fetch', async () => {
    const w = loadWorker();
    await (await w.caches.open('kho-shell-b2')).put('/assets/app-2.js', text('cached'));
    expect(await (await w.get('/assets/app-2.js'))!.text()).toBe('cached');
    expect(w.fetchMock).not.toHaveBeenCalled();

    w.fetchMock.mockResolvedValueOnce(text('fresh'));
    expect(await (await w.get('/assets/new-3.js'))!.text()).toBe('fresh');
    expect(w.caches.stores.get('kho-shell-b2')!.has('/assets/new-3.js')).toBe(true);
    // A file gone after a deployment stays a 404 (the app then reloads), and is not kept.
    w.fetchMock.mockResolvedValueOnce(text('', 404));
    expect((await w.get('/assets/gone-1.js'))!.status).toBe(404);
    expect(w.caches.stores.get('kho-shell-b2')!.has('/assets/gone-1.js')).toBe(false);
  });

  it('loads pages from the network first, and shows the cached shell when it fails or the server is down', async () => {
    const w = loadWorker();
    await (await w.caches.open('kho-shell-b2')).put('/index.html', text('cached shell'));
    w.fetchMock.mockResolvedValueOnce(text('new deployment'));
    expect(await (await w.get('/kho-duoc/ton-kho', 'navigate'))!.text()).toBe('new deployment');
    w.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await (await w.get('/kho-duoc/ton-kho', 'navigate'))!.text()).toBe('cached shell');
    w.fetchMock.mockResolvedValueOnce(text('Bad gateway', 502));
    expect(await (await w.get('/', 'navigate'))!.text()).toBe('cached shell');
    // Translations: the network, else this build's copy.
    await (await w.caches.open('kho-shell-b2')).put('/locales/vi/common.json', text('{"a":1}'));
    w.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await (await w.get('/locales/vi/common.json'))!.text()).toBe('{"a":1}');
  });

  it('never answers the API, the WebSocket, the build pointer or writes, nor caches them', async () => {
    const w = loadWorker();
    for (const path of ['/api/v1/kho/danh-sach', '/ws/connect/d1/', '/builds/latest.json', '/sw.js'])
      expect(await w.get(path), path).toBeUndefined();
    expect(
      await w.fire('fetch', { request: { url: `${ORIGIN}/assets/a.js`, method: 'POST', mode: 'cors' } }),
    ).toBeUndefined();
    expect(await w.get('https://fonts.example.com/a.woff2')).toBeUndefined();
    expect(w.fetchMock).not.toHaveBeenCalled();
  });

  it('caches nothing under the dev server', async () => {
    const w = loadWorker(null);
    await w.fire('install');
    expect(w.fetchMock).not.toHaveBeenCalled();
    expect(await w.get('/assets/app.js')).toBeUndefined();
    expect(await w.get('/', 'navigate')).toBeUndefined();
  });
});

describe('push notifications', () => {
  it('shows a pushed notification, with the Vietnamese defaults for missing texts', async () => {
    const w = loadWorker();
    await w.fire('push', {
      data: { json: () => ({ notification: { title: 'Phiếu mới' }, data: { url: '/x' } }) },
    });
    await w.fire('push', {
      data: {
        json: () => {
          throw new Error('not JSON');
        },
        text: () => 'Chỉ có chữ',
      },
    });
    const calls = w.scope.registration.showNotification.mock.calls as unknown as Array<
      [string, NotificationOptions]
    >;
    expect(calls[0]![0]).toBe('Phiếu mới');
    expect(calls[0]![1]).toMatchObject({
      body: 'Bạn có thông báo mới',
      icon: '/logo.svg',
      data: { url: '/x' },
    });
    expect(calls[1]![0]).toBe('Thông báo mới');
    expect(calls[1]![1].body).toBe('Chỉ có chữ');
  });

  it('focuses an open tab and moves it to the notification page, or opens one', async () => {
    const w = loadWorker();
    const close = vi.fn();
    await w.fire('notificationclick', { notification: { close, data: { url: '/kho-duoc/ton-kho' } } });
    expect(w.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/kho-duoc/ton-kho`);
    w.windows.push({ url: `${ORIGIN}/`, focus: vi.fn(), navigate: vi.fn() });
    await w.fire('notificationclick', { notification: { close, data: { url: '/kho-duoc/ton-kho' } } });
    expect(w.windows[0]!.focus).toHaveBeenCalled();
    expect(w.windows[0]!.navigate).toHaveBeenCalledWith(`${ORIGIN}/kho-duoc/ton-kho`);
    expect(close).toHaveBeenCalledTimes(2);
  });
});
