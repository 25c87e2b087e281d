/**
 * Constants the web app's first screen needs, in a module that does not import zod: every other
 * module of the contracts builds schemas at load, so importing them brings zod along
 * (docs/decisions/0033-light-login-page.md). `enums.ts` re-exports these.
 */

/** Top modules of the menu; selections of department and warehouse are kept per module (spec §4). */
export const TOP_MODULES = ['bao-cao', 'quan-tri-tong', 'kho-duoc', 'kham-va-dieu-tri'] as const;
export type TopModule = (typeof TOP_MODULES)[number];

export const LOCALES = ['vi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The cookie that keeps the chosen language (the server reads it to preload the page's texts). */
export const LOCALE_COOKIE = 'locale';

/** Locale namespaces every screen starts with; the login page adds its own (`auth`). */
export const STARTUP_NAMESPACES = ['common', 'routes', 'errors'] as const;

/** The login page's path (the one page of the app served signed out). */
export const LOGIN_PATH = '/dang-nhap';
