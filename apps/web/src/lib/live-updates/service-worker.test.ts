import { afterEach, describe, expect, it, vi } from 'vitest';
import { precacheList, serviceWorkerSource } from '../../../service-worker-plugin';
import { installServiceWorker } from './service-worker';

function fakeNavigator() {
  const register = vi.fn(() => Promise.resolve({}));
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  return register;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registering the service worker', () => {
  it('registers /sw.js for the whole site once the page has loaded, in a production build only', async () => {
    const register = fakeNavigator();
    expect(await installServiceWorker({ production: false })).toBe(false);
    expect(register).not.toHaveBeenCalled();

    const target = new EventTarget() as EventTarget & { document: { readyState: string } };
    target.document = { readyState: 'loading' };
    const installed = installServiceWorker({ production: true, target: target as never });
    expect(register).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('load'));
    expect(await installed).toBe(true);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('logs a failed registration and lets the app run on', async () => {
    const register = fakeNavigator();
    register.mockRejectedValueOnce(new Error('SecurityError'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await installServiceWorker({ production: true })).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('the worker the build writes', () => {
  it('precaches the page, the hashed files and the small static files, not maps, old fonts or icons', () => {
    const list = precacheList(
      [
        'assets/app-1.js',
        'assets/app-1.js.map',
        'assets/a-1.css',
        'assets/f-1.woff2',
        'assets/f-1.woff',
        'assets/zxing_reader-1.wasm',
        'index.html',
        'builds/latest.json',
      ],
      ['locales/vi/common.json', 'logo.svg', 'manifest.webmanifest', 'icons/icon-512.png'],
    );
    expect(list).toEqual([
      '/index.html',
      '/assets/a-1.css',
      '/assets/app-1.js',
      '/assets/f-1.woff2',
      '/locales/vi/common.json',
      '/logo.svg',
      '/manifest.webmanifest',
    ]);
  });

  it('names the build on its first line, so every deployment changes the worker', () => {
    const text = serviceWorkerSource({ buildId: 'b7', precache: ['/index.html'] }, '// worker');
    expect(text).toBe('self.__KHO_BUILD__ = {"buildId":"b7","precache":["/index.html"]};\n// worker');
  });
});
