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
