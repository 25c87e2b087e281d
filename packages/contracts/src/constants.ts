/**
 * Constants the web app's first screens need, in a module that does not import zod: every other
 * module of the contracts builds schemas at load, so importing them brings zod and those schemas
 * along (docs/decisions/0033-light-login-page.md). `enums.ts` re-exports these.
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

/** Management classes (domain.md); the controlled ones get their own registers. */
export const PHAN_LOAI_QUAN_LY = [
  'THUONG',
  'GAY_NGHIEN',
  'HUONG_THAN',
  'TIEN_CHAT',
  /** Combination products containing a narcotic, psychotropic or precursor substance (thuốc dạng phối hợp). */
  'PHOI_HOP',
  'DOC',
  'PHONG_XA',
] as const;
export type PhanLoaiQuanLy = (typeof PHAN_LOAI_QUAN_LY)[number];
export const CONTROLLED_CLASSES: readonly PhanLoaiQuanLy[] = ['GAY_NGHIEN', 'HUONG_THAN', 'TIEN_CHAT'];

/** The stock list's sort fields (`stockQuerySchema`). */
export const STOCK_SORTS = ['ma', 'ten', 'so_luong', 'gia_tri', 'han_dung_gan_nhat'] as const;

/** A page of a list: the default size and the largest a client may ask for. */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** Period / threshold units of the stock warning rules (spec §3). */
export const LOAI_CANH_BAO = ['SO_LUONG', 'NGAY', 'THANG', 'NAM'] as const;

/** The real-time channel's path. */
export const DEFAULT_WS_CHANNEL = 'connect';

/**
 * Close code the server uses when the access token that opened the socket expires: the client
 * renews its token and connects again (a socket never outlives the token that opened it).
 */
export const WS_CLOSE_TOKEN_EXPIRED = 4001;
