/**
 * Everything the web app keeps in the browser (spec §3 "Locally stored items" and "Cookies"), but
 * what needs the contracts' schemas to read (the stored user, in storage.ts, which re-exports
 * this module): the login page uses this module without bringing zod along (decision 0033).
 *
 * The access token lives in a cookie so it survives tab restarts and is shared by the tabs; the
 * refresh token is the server's HttpOnly cookie, which no script here can read or write
 * (docs/security.md); everything else lives in localStorage. Every access goes through these typed
 * helpers so the keys exist in one place only.
 */
import Cookies from 'js-cookie';
import { LOCALE_COOKIE, LOCALES, TOP_MODULES } from '@kho/contracts';
import type { Locale, LoginResponse, TopModule, User } from '@kho/contracts';

export const COOKIE_KEYS = {
  accessToken: 'access-token',
  pushToken: 'f-token',
  locale: LOCALE_COOKIE,
} as const;

export const STORAGE_KEYS = {
  user: 'user',
  deviceId: 'device_id',
  orgTopics: 'org.topics',
  orgSelected: 'org.selected',
  rememberMe: 'remember-me',
  pushToken: 'f-token',
  pushTokenUpdatedAt: 'f-token.updated-at',
  locale: 'locale',
} as const;

export const TOKEN_COOKIE_DAYS = 30;
export const DEFAULT_LOCALE: Locale = 'vi';

/** What "remember me" keeps: the user name only, never the password. */
export interface RememberMe {
  ten_dang_nhap: string;
}

const departmentKey = (module: TopModule) => `khoa.selected.${module}`;
const warehouseKey = (module: TopModule) => `kho.selected.${module}`;

/**
 * Browsers drop `Secure` cookies set from plain http, except on localhost which they treat as a
 * secure context. A clinic may run the server on http inside its own network, so the flag is set
 * only where the browser will keep the cookie: on https everywhere and on http://localhost.
 */
export function cookieSecureFlag(loc: Pick<Location, 'protocol' | 'hostname'> = window.location): boolean {
  if (loc.protocol === 'https:') return true;
  return loc.hostname === 'localhost' || loc.hostname === '127.0.0.1' || loc.hostname === '[::1]';
}

function cookieAttributes(days?: number): Cookies.CookieAttributes {
  const attributes: Cookies.CookieAttributes = { path: '/', sameSite: 'lax', secure: cookieSecureFlag() };
  if (days !== undefined) attributes.expires = days;
  return attributes;
}

function writeCookie(name: string, value: string | null, days?: number): void {
  if (value === null || value === '') Cookies.remove(name, cookieAttributes());
  else Cookies.set(name, value, cookieAttributes(days));
}

function readCookie(name: string): string | null {
  const value = Cookies.get(name);
  return value === undefined || value === '' ? null : value;
}

// localStorage throws in some private modes and when the quota is full; a failed write must not
// break the screen that asked for it, so reads fall back to null and writes are best effort.
function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.error('Không thể ghi dữ liệu trình duyệt', key, error);
  }
}

/** A localStorage item parsed as JSON, or null when missing or not JSON. */
export function readStoredJson(key: string): unknown {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

// ---- tokens -------------------------------------------------------------------------------

export function getAccessToken(): string | null {
  return readCookie(COOKIE_KEYS.accessToken);
}

/**
 * Earlier versions wrote the refresh token from script, at path `/`. That copy is removed once the
 * server has set its own HttpOnly cookie (login, refresh) and at logout; the server's cookie, at
 * the auth path and HttpOnly, is out of reach of this call.
 */
const SCRIPT_REFRESH_COOKIE = 'refresh-token';

function forgetScriptRefreshCookie(): void {
  Cookies.remove(SCRIPT_REFRESH_COOKIE, cookieAttributes());
}

/** Stores the access token the server issued (login, refresh); the refresh token is its cookie. */
export function setAccessToken(token: string): void {
  writeCookie(COOKIE_KEYS.accessToken, token, TOKEN_COOKIE_DAYS);
  forgetScriptRefreshCookie();
}

export function clearTokens(): void {
  writeCookie(COOKIE_KEYS.accessToken, null);
  forgetScriptRefreshCookie();
}

// ---- user ----------------------------------------------------------------------------------

export function setUser(user: User | null): void {
  writeItem(STORAGE_KEYS.user, user === null ? null : JSON.stringify(user));
}

/**
 * Whether a session looks stored (an access token and a user record), without checking the
 * record's shape: enough to choose between the login page and the app before the schemas load.
 * The router's guards then check it fully (`isAuthenticated` of storage.ts).
 */
export function hasStoredSession(): boolean {
  return getAccessToken() !== null && readItem(STORAGE_KEYS.user) !== null;
}

// ---- device -------------------------------------------------------------------------------

export function getDeviceId(): string | null {
  return readItem(STORAGE_KEYS.deviceId);
}

export function setDeviceId(deviceId: string | null): void {
  writeItem(STORAGE_KEYS.deviceId, deviceId);
}

/** Returns the stored device id, creating and storing a random one when none exists yet. */
export function ensureDeviceId(): string {
  const existing = getDeviceId();
  if (existing) return existing;
  const created = crypto.randomUUID();
  setDeviceId(created);
  return created;
}

/** Login success (spec §4): tokens, the device id if none exists yet, and the user. */
export function saveLogin(response: LoginResponse): void {
  setAccessToken(response.access_token);
  if (!getDeviceId()) setDeviceId(response.device_id);
  setUser(response.user);
}

// ---- per-module department and warehouse --------------------------------------------------

export function isTopModule(value: unknown): value is TopModule {
  return typeof value === 'string' && (TOP_MODULES as readonly string[]).includes(value);
}

/** The top module a path belongs to ("/kho-duoc/ton-kho" -> "kho-duoc"), or null outside them. */
export function topModuleOfPath(pathname: string): TopModule | null {
  const first = pathname.split('/').find((segment) => segment !== '');
  return isTopModule(first) ? first : null;
}

export function getSelectedDepartment(module: TopModule): string | null {
  return readItem(departmentKey(module));
}

export function setSelectedDepartment(module: TopModule, khoaId: string | null): void {
  writeItem(departmentKey(module), khoaId);
}

export function getSelectedWarehouse(module: TopModule): string | null {
  return readItem(warehouseKey(module));
}

export function setSelectedWarehouse(module: TopModule, khoId: string | null): void {
  writeItem(warehouseKey(module), khoId);
}

// ---- organisations ------------------------------------------------------------------------

export function getOrgTopics(): string[] {
  const value = readStoredJson(STORAGE_KEYS.orgTopics);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function setOrgTopics(topics: readonly string[] | null): void {
  writeItem(STORAGE_KEYS.orgTopics, topics === null ? null : JSON.stringify(topics));
}

export function getSelectedOrg(): string | null {
  return readItem(STORAGE_KEYS.orgSelected);
}

export function setSelectedOrg(toChucId: string | null): void {
  writeItem(STORAGE_KEYS.orgSelected, toChucId);
}

// ---- remember me --------------------------------------------------------------------------

export function getRememberMe(): RememberMe | null {
  const value = readStoredJson(STORAGE_KEYS.rememberMe);
  if (typeof value !== 'object' || value === null) return null;
  const name = (value as Record<string, unknown>).ten_dang_nhap;
  return typeof name === 'string' && name !== '' ? { ten_dang_nhap: name } : null;
}

/**
 * Keeps the user name only when "remember me" is ticked (spec §5), and forgets it otherwise.
 * Only the name is copied out of the record, so a password passed by mistake is never stored.
 */
export function setRememberMe(record: RememberMe | null, remember = record !== null): void {
  if (!remember || record === null || record.ten_dang_nhap === '') {
    writeItem(STORAGE_KEYS.rememberMe, null);
    return;
  }
  writeItem(STORAGE_KEYS.rememberMe, JSON.stringify({ ten_dang_nhap: record.ten_dang_nhap }));
}

// ---- push token ---------------------------------------------------------------------------

/** The push token (serialised Web Push subscription), null by default. */
export function getPushToken(): string | null {
  return readCookie(COOKIE_KEYS.pushToken) ?? readItem(STORAGE_KEYS.pushToken);
}

/** Stores the push token in the f-token cookie and mirrors it in localStorage (spec §3 lists both). */
export function setPushToken(token: string | null): void {
  writeCookie(COOKIE_KEYS.pushToken, token, TOKEN_COOKIE_DAYS);
  writeItem(STORAGE_KEYS.pushToken, token === '' ? null : token);
  if (token === null || token === '') writeItem(STORAGE_KEYS.pushTokenUpdatedAt, null);
}

/** When the push token was last obtained (ms since epoch), used for the 7-day renewal. */
export function getPushTokenUpdatedAt(): number | null {
  const raw = readItem(STORAGE_KEYS.pushTokenUpdatedAt);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function setPushTokenUpdatedAt(timestamp: number | null): void {
  writeItem(STORAGE_KEYS.pushTokenUpdatedAt, timestamp === null ? null : String(timestamp));
}

// ---- locale -------------------------------------------------------------------------------

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The chosen locale: cookie first, then localStorage, then Vietnamese. */
export function getLocale(): Locale {
  const fromCookie = readCookie(COOKIE_KEYS.locale);
  if (isLocale(fromCookie)) return fromCookie;
  const fromStorage = readItem(STORAGE_KEYS.locale);
  return isLocale(fromStorage) ? fromStorage : DEFAULT_LOCALE;
}

/** Whether this browser has a language of its own (chosen on the toggle), or only the default. */
export function hasChosenLocale(): boolean {
  return isLocale(readCookie(COOKIE_KEYS.locale)) || isLocale(readItem(STORAGE_KEYS.locale));
}

/**
 * The language to switch to after a login: the one stored on the account when this browser has
 * none of its own (a new device); a browser's own choice always wins, and null means no switch.
 */
export function localeAfterLogin(accountLocale: Locale | undefined): Locale | null {
  if (!accountLocale || hasChosenLocale() || accountLocale === getLocale()) return null;
  return accountLocale;
}

export function setLocale(locale: Locale): void {
  // The locale is a preference, not a secret: kept a year so the language outlives the session.
  writeCookie(COOKIE_KEYS.locale, locale, 365);
  writeItem(STORAGE_KEYS.locale, locale);
}

// ---- session ------------------------------------------------------------------------------

/**
 * Logout: forgets tokens, user, organisation topics, selected organisation and the per-module
 * department and warehouse. Device id, locale and the remember-me record stay because they belong
 * to the browser, not the session; the push token stays too because the push subscription belongs
 * to the browser and is sent again at the next login.
 */
export function clearSession(): void {
  clearTokens();
  setUser(null);
  setOrgTopics(null);
  setSelectedOrg(null);
  for (const module of TOP_MODULES) {
    setSelectedDepartment(module, null);
    setSelectedWarehouse(module, null);
  }
}
