import i18next from 'i18next';

/**
 * The locale namespaces each screen draws with, beyond the defaults loaded at start (i18n.ts).
 * The route's loader waits for them, with the page's code, before the screen renders: a screen
 * that asked for them itself would suspend, show the loading overlay, and then be held back by
 * React for up to 300 ms after that fallback before it may appear (React throttles revealing
 * content after a fallback). A route left out here still works: its screen loads its texts
 * itself, as before.
 */
const VOUCHER_TEXTS = ['vouchers', 'scan', 'catalogues'];
const CATALOGUE_TEXTS = ['catalogues', 'import'];

const ROUTE_TEXTS: Readonly<Record<string, readonly string[]>> = {
  'dang-nhap': ['auth'],
  'dang-ky-tai-khoan': ['auth'],
  home: ['home'],
  'ton-kho': ['stock', 'goods', 'catalogues'],
  'so-kiem-kho': ['stocktake', 'vouchers', 'scan', 'catalogues'],
  'so-nhap-kho': VOUCHER_TEXTS,
  'so-nhap-kho-chi-tiet': VOUCHER_TEXTS,
  'so-xuat-kho': VOUCHER_TEXTS,
  'so-xuat-kho-chi-tiet': VOUCHER_TEXTS,
  'so-chuyen-kho': VOUCHER_TEXTS,
  'so-linh-hang-hoa': VOUCHER_TEXTS,
  'so-tra-thuoc': VOUCHER_TEXTS,
  'so-tra-hang-hoa': VOUCHER_TEXTS,
  'du-tru-mua-sam': ['procurement'],
  'benh-nhan': ['patients', 'catalogues'],
  'don-thuoc': ['prescriptions', 'vouchers', 'goods', 'scan', 'catalogues'],
  'tong-quan': ['overview'],
  'bao-cao-kho-duoc': ['reports', 'goods'],
  'phan-tich-abc-ven': ['reports', 'goods'],
  'thong-tin-to-chuc': ['organisation'],
  'danh-muc-khoa': CATALOGUE_TEXTS,
  'danh-muc-kho-truc-thuoc': CATALOGUE_TEXTS,
  'danh-muc-tu-truc': CATALOGUE_TEXTS,
  'danh-muc-nhan-vien': CATALOGUE_TEXTS,
  'danh-muc-nha-cung-cap': CATALOGUE_TEXTS,
  'danh-muc-goi-thau': ['tenders', ...CATALOGUE_TEXTS],
  'danh-muc-goi-thau-chi-tiet': ['tenders', ...CATALOGUE_TEXTS],
  'danh-muc-hang-hoa': ['goods', ...CATALOGUE_TEXTS],
  'danh-muc-hang-hoa-chi-tiet': ['goods', ...CATALOGUE_TEXTS],
  'nhom-hang-hoa': ['goods', ...CATALOGUE_TEXTS],
  'nhom-hang-hoa-chi-tiet': ['goods', ...CATALOGUE_TEXTS],
};

export function routeTexts(routeName: string): readonly string[] {
  return ROUTE_TEXTS[routeName] ?? [];
}

/** How long a route waits for its texts before it renders anyway (a network that answers slowly or not at all). */
export const ROUTE_TEXTS_WAIT_MS = 3000;

/**
 * Loads the route's namespaces. Never fails the route nor holds it past ROUTE_TEXTS_WAIT_MS: a
 * locale file that cannot be fetched by then is waited for, or asked for again, by the screen,
 * which shows the loading overlay meanwhile as any screen would.
 */
export async function loadRouteTexts(routeName: string): Promise<void> {
  const namespaces = routeTexts(routeName);
  if (namespaces.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givingUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, ROUTE_TEXTS_WAIT_MS)));
  await Promise.race([i18next.loadNamespaces([...namespaces]).catch(() => undefined), givingUp]);
  clearTimeout(timer);
}
