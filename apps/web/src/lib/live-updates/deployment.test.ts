import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RELOAD_GUARD_KEY,
  checkForNewBuild,
  currentBuildId,
  installChunkErrorReload,
  isChunkLoadError,
  reloadOnChunkError,
  watchDeployments,
} from './deployment';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const latest = (buildId: string) => new Response(JSON.stringify({ buildId }), { status: 200 });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('checkForNewBuild', () => {
  it('fetches latest.json without cache and reports a different id', async () => {
    fetchMock.mockResolvedValueOnce(latest('b2'));
    await expect(checkForNewBuild({ currentId: 'b1' })).resolves.toBe('b2');
    expect(fetchMock).toHaveBeenCalledWith(
      '/builds/latest.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
    fetchMock.mockResolvedValueOnce(latest('b1'));
    await expect(checkForNewBuild({ currentId: 'b1' })).resolves.toBeNull();
  });

  it('only logs failures', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 404 }));
    await expect(checkForNewBuild({ currentId: 'b1' })).resolves.toBeNull();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(checkForNewBuild({ currentId: 'b1' })).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    await expect(checkForNewBuild({ currentId: 'b1' })).resolves.toBeNull();
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('never checks in development', async () => {
    expect(currentBuildId()).toBe('dev');
    await expect(checkForNewBuild()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('watchDeployments', () => {
  it('checks every 5 minutes and on focus, announcing each new id once', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.resolve(latest('b2')));
    const onNewBuild = vi.fn();
    const stop = watchDeployments(onNewBuild, { currentId: 'b1' });
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onNewBuild).toHaveBeenCalledWith('b2');
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('chunk load errors', () => {
  const chunkError = new TypeError(
    'Failed to fetch dynamically imported module: https://x/assets/page-abc.js',
  );

  it('recognises chunk load errors only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once per 10 s', () => {
    const reload = vi.fn();
    let now = 1_000_000;
    const options = { reload, now: () => now };
    expect(reloadOnChunkError(chunkError, options)).toBe(true);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe('1000000');
    now += 9_999;
    expect(reloadOnChunkError(chunkError, options)).toBe(false);
    now += 1;
    expect(reloadOnChunkError(chunkError, options)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reloadOnChunkError(new Error('other'), { reload, now: () => now + 60_000 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads on vite:preloadError and prevents the default rethrow', () => {
    const reload = vi.fn();
    const stop = installChunkErrorReload({ reload, now: () => 5_000_000 });
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: chunkError,
    });
    window.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    const again = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: chunkError,
    });
    window.dispatchEvent(again);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
    stop();
  });
});
