/**
 * The HTTP client every feature uses (spec §7, §8, §9): `/api/v1/` base, Accept-Language, Bearer
 * token, 60 s timeout, the `{ success, data, message, code?, metadata? }` envelope, an error toast
 * on failure and one shared token refresh when the server answers code 41.
 */
import { ERROR_CODES } from '@kho/contracts';
import type { Envelope } from '@kho/contracts';
import { getAccessToken, getLocale, setAccessToken } from '../session/browser-storage';
import { translate } from '../i18n/translate';
import { sendWithXhr, type UploadProgress } from './xhr-send';
import { fileNameFromDisposition } from './content-disposition';
import { ApiError, DEFAULT_ERROR_KEY, failureMessage, toApiError } from './api-error';
import { forgetEarlyAnswers, keepEarlyAnswer, takeEarlyAnswer, untilAborted } from './early-requests';
import { CONNECTIVITY_KEYS, noAnswerKey, refusedWriteKey, type ConnectivityReporter } from './connectivity';

export const API_BASE = '/api/v1/';
export const HTTP_TIMEOUT_MS = 60_000;
export const REFRESH_PATH = 'xac-thuc/xac-thuc-lai';

export { fileNameFromDisposition };
export { ApiError, DEFAULT_ERROR_KEY };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryScalar = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[]>;

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON, or as is for FormData / Blob / URLSearchParams. */
  body?: unknown;
  headers?: Record<string, string>;
  /** No error toast; the caller's `onError` is still called. */
  silent?: boolean;
  signal?: AbortSignal;
  /** Public calls (login, refresh, registration) send no token and never trigger a refresh. */
  auth?: boolean;
  timeoutMs?: number;
  onError?: (message: string, error: ApiError) => void;
  /**
   * Reports the bytes of the body sent so far (a spreadsheet upload's progress bar). fetch cannot
   * report upload progress, so such a request goes through XMLHttpRequest (lib/xhr-send.ts).
   */
  onUploadProgress?: UploadProgress;
}

export interface ApiClientHooks {
  /** Shows an error to the user (the shell wires an error toast). */
  onError: (message: string) => void;
  /** Refresh failed: clear the session without calling the server and go to the login page. */
  onForcedLogout: (message: string) => void;
  /** Hears of every answer and failure; writes are refused while it is not online (main.tsx wires it). */
  connectivity: ConnectivityReporter;
}

const hooks: ApiClientHooks = {
  onError: () => undefined,
  onForcedLogout: () => undefined,
  connectivity: { state: 'online', reportAnswer: () => undefined, reportNetworkFailure: () => undefined },
};

/** Wires the toast and the forced logout; returns a function that undoes the wiring. */
export function configureApiClient(next: Partial<ApiClientHooks>): () => void {
  const previous = { ...hooks };
  Object.assign(hooks, next);
  return () => {
    Object.assign(hooks, previous);
  };
}

export function buildUrl(path: string, query?: QueryParams): string {
  const url = API_BASE + path.replace(/^\/+/, '');
  if (!query) return url;
  const params = new URLSearchParams();
  const add = (key: string, value: QueryScalar) => {
    if (value === null || value === undefined || value === '') return;
    params.append(key, value instanceof Date ? value.toISOString() : String(value));
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value as readonly QueryScalar[]) add(key, item);
    else add(key, value as QueryScalar);
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function isRawBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

interface RawResult {
  status: number;
  ok: boolean;
  body: Envelope<unknown> | null;
  /** The bytes of a successful file download (asBlob), with the response headers. */
  blob?: Blob;
  headers?: Headers;
}

class TimeoutError extends Error {}

function parseEnvelope(text: string): Envelope<unknown> | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Envelope<unknown>) : null;
  } catch {
    // A proxy error page (502 HTML) has no envelope; the default message is shown instead.
    return null;
  }
}

/** One fetch with the timeout; the caller's abort is passed through untouched. */
async function send(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  outer?: AbortSignal,
  asBlob = false,
  onUploadProgress?: UploadProgress,
): Promise<RawResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  outer?.addEventListener('abort', forward, { once: true });
  try {
    if (onUploadProgress && !asBlob) {
      const sent = await sendWithXhr(url, init, controller.signal, onUploadProgress);
      hooks.connectivity.reportAnswer(sent.status);
      return { status: sent.status, ok: sent.ok, body: parseEnvelope(sent.text) };
    }
    const response = await fetch(url, { ...init, signal: controller.signal });
    hooks.connectivity.reportAnswer(response.status);
    // A file download keeps its bytes; its failures still answer with the JSON envelope.
    if (asBlob && response.ok) {
      return {
        status: response.status,
        ok: true,
        body: null,
        blob: await response.blob(),
        headers: response.headers,
      };
    }
    return { status: response.status, ok: response.ok, body: parseEnvelope(await response.text()) };
  } catch (error) {
    if (timedOut) throw new TimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

function baseHeaders(): Record<string, string> {
  return { Accept: 'application/json', 'Accept-Language': getLocale() };
}

let refreshInFlight: Promise<boolean> | null = null;

/** Runs one token refresh at a time across the tabs of this origin, where Web Locks exist. */
function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('kho-token-refresh', work) : work();
}

/**
 * Exchanges the refresh token, which the browser sends as the server's HttpOnly cookie: the call
 * carries no token of its own, only a JSON body (the server refuses anything else). Concurrent
 * callers share one request (spec §4: one refresh), and a failure forces the logout once, however
 * many requests were waiting for it.
 */
export function refreshTokens(): Promise<boolean> {
  const seenAccessToken = getAccessToken();
  refreshInFlight ??= withCrossTabLock(async () => {
    // Another tab (same cookies) refreshed while this one waited for the lock: its new access token
    // is in the shared cookie; refreshing again would spend the rotated refresh token for nothing.
    const current = getAccessToken();
    if (current && seenAccessToken && current !== seenAccessToken) return true;
    let result: RawResult;
    try {
      result = await send(
        buildUrl(REFRESH_PATH),
        {
          method: 'POST',
          headers: { ...baseHeaders(), 'Content-Type': 'application/json' },
          body: '{}',
          credentials: 'same-origin',
        },
        HTTP_TIMEOUT_MS,
      );
    } catch {
      // No answer (offline, server down): the session may well be valid; the call fails and the
      // offline banner explains, instead of signing the user out.
      hooks.connectivity.reportNetworkFailure();
      return false;
    }
    const data = result.body?.data as { access_token?: unknown } | null | undefined;
    if (result.ok && result.body?.success === true && typeof data?.access_token === 'string') {
      setAccessToken(data.access_token);
      return true;
    }
    hooks.onForcedLogout(failureMessage(result.body));
    return false;
  }).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function isTokenExpired(result: RawResult): boolean {
  return result.status === 401 && result.body?.code === ERROR_CODES.ACCESS_TOKEN_EXPIRED;
}

/** The last token whose session the server said had ended (one forced logout per session). */
let endedToken: string | null = null;

/** A token the server no longer accepts at all (its session was signed out elsewhere or revoked). */
function isSessionEnded(result: RawResult): boolean {
  return result.status === 401 && result.body?.code === ERROR_CODES.UNAUTHENTICATED;
}

function report(error: ApiError, options: RequestOptions): ApiError {
  if (!options.silent) hooks.onError(error.message);
  options.onError?.(error.message, error);
  return error;
}

/** Sends a request with the token, refreshing it once on code 41; failures are reported. */
async function execute(path: string, options: RequestOptions, asBlob: boolean): Promise<RawResult> {
  const { method = 'GET', query, body, signal, auth = true, timeoutMs = HTTP_TIMEOUT_MS } = options;
  const url = buildUrl(path, query);
  const refused = refusedWriteKey(method, hooks.connectivity);
  if (refused) throw report(new ApiError({ message: translate(refused), status: 0 }), options);

  const attempt = (accessToken: string | null) => {
    const headers: Record<string, string> = { ...baseHeaders(), ...options.headers };
    let payload: BodyInit | undefined;
    if (body !== undefined) {
      if (isRawBody(body)) payload = body;
      else {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      }
    }
    if (auth && accessToken) headers.Authorization = `Bearer ${accessToken}`;
    return send(url, { method, headers, body: payload }, timeoutMs, signal, asBlob, options.onUploadProgress);
  };

  let result: RawResult;
  try {
    const usedToken = auth ? getAccessToken() : null;
    const early =
      method === 'GET' && auth && !options.headers ? takeEarlyAnswer<RawResult>(url, usedToken) : undefined;
    // An early send that failed is sent again, as if it had never gone.
    result = early
      ? await untilAborted(
          early.catch(() => attempt(usedToken)),
          signal,
        )
      : await attempt(usedToken);
    if (auth && isTokenExpired(result)) {
      // A request that left before another one refreshed carries the old token: retry with the
      // new one instead of spending the (rotated, single-use) refresh token a second time.
      const current = getAccessToken();
      const refreshed = current !== null && current !== usedToken ? true : await refreshTokens();
      if (!refreshed) {
        // The forced logout already told the user; only the caller's callback still hears of it.
        const error = toApiError(result);
        options.onError?.(error.message, error);
        throw error;
      }
      result = await attempt(getAccessToken());
    }
    // Signed out from another tab or device, or revoked: back to the login page with the server's
    // message, once however many requests carried that token.
    if (auth && usedToken && isSessionEnded(result) && endedToken !== usedToken) {
      endedToken = usedToken;
      hooks.onForcedLogout(failureMessage(result.body));
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof TimeoutError) {
      throw report(new ApiError({ message: translate(DEFAULT_ERROR_KEY), status: 0, code: 408 }), options);
    }
    // The caller cancelled (query cancelled, component unmounted): nothing to tell the user.
    if (signal?.aborted) throw error;
    const wasOnline = hooks.connectivity.state === 'online';
    hooks.connectivity.reportNetworkFailure();
    const key = noAnswerKey(method, wasOnline);
    const failure = new ApiError({
      message: translate(key ?? CONNECTIVITY_KEYS.readFailed),
      status: 0,
      data: error,
    });
    throw report(failure, key ? options : { ...options, silent: true });
  }

  return result;
}

/**
 * Sends a signed-in GET now, as the page starts, for the request that will ask for the same
 * address once the screen's code has loaded (early-requests.ts). Nothing without a token.
 */
export function sendEarly(path: string, query?: QueryParams): void {
  const token = getAccessToken();
  if (!token) return;
  const url = buildUrl(path, query);
  const headers = { ...baseHeaders(), Authorization: `Bearer ${token}` };
  keepEarlyAnswer(url, token, send(url, { method: 'GET', headers }, HTTP_TIMEOUT_MS));
}

/** Sends a request and resolves with the whole envelope; rejects with `ApiError` on failure. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const result = await execute(path, options, false);
  if (!result.ok || result.body?.success !== true) throw report(toApiError(result), options);
  return result.body as Envelope<T>;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (RFC 5987 filename* first), or null when the server gave none. */
  fileName: string | null;
}

/**
 * A GET that answers a file (Excel export, import template) with the same token, refresh and
 * Accept-Language as every other call, so the server localises the sheet and checks the caller.
 */
export async function requestFile(path: string, options: MethodOptions = {}): Promise<DownloadedFile> {
  const result = await execute(path, { ...options, method: 'GET' }, true);
  if (!result.ok || !result.blob) throw report(toApiError(result), options);
  return { blob: result.blob, fileName: fileNameFromDisposition(result.headers?.get('content-disposition')) };
}

type MethodOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: MethodOptions) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: MethodOptions) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: MethodOptions) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: MethodOptions & { body?: unknown }) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

/** For tests: forget a refresh still in flight, and answers sent early. */
export function resetApiClientForTests(): void {
  refreshInFlight = null;
  forgetEarlyAnswers();
}
