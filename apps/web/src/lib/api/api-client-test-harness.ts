import { afterEach, beforeEach, vi } from 'vitest';
import Cookies from 'js-cookie';
import { configureApiClient, resetApiClientForTests } from './api-client';
import { setTranslate } from '../i18n/translate';

/** The fetch stub and callbacks the api-client tests share; `installApiClientHarness` resets them per test. */
export type FetchArgs = [string, RequestInit];
export const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
export const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  json(200, { success: true, data, message: 'OK', ...extra });
export const expired = () => json(401, { success: false, data: null, message: 'Phiên đã hết hạn', code: 41 });

export function headersOf(call: FetchArgs | undefined): Record<string, string> {
  return (call?.[1].headers ?? {}) as Record<string, string>;
}

export const onError = vi.fn<(message: string) => void>();
export const onForcedLogout = vi.fn<(message: string) => void>();

export function installApiClientHarness(): void {
  let undo: Array<() => void> = [];
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    onError.mockReset();
    onForcedLogout.mockReset();
    localStorage.clear();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    resetApiClientForTests();
    undo = [
      configureApiClient({ onError, onForcedLogout }),
      setTranslate((key) => (key === 'common.default_error' ? 'Có lỗi xảy ra, vui lòng thử lại sau' : key)),
    ];
  });
  afterEach(() => {
    for (const fn of undo) fn();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
