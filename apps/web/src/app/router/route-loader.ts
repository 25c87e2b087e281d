import type { LoaiPhieu } from '@kho/contracts';
import type { AppRouteDef } from './route-table';
import { loadRouteTexts } from './route-texts';

/**
 * The routes that show one voucher, and where its id is: the path (`$id`, receipts and issues) or
 * the book's `phieu` search parameter (the kinds that open in a dialog over their book).
 */
const VOUCHER_ROUTES: Readonly<Record<string, { kind: LoaiPhieu; from: 'path' | 'search' }>> = {
  'so-nhap-kho-chi-tiet': { kind: 'NHAP_KHO', from: 'path' },
  'so-xuat-kho-chi-tiet': { kind: 'XUAT_KHO', from: 'path' },
  'so-chuyen-kho': { kind: 'CHUYEN_KHO', from: 'search' },
  'so-linh-hang-hoa': { kind: 'LINH_HANG', from: 'search' },
  'so-tra-thuoc': { kind: 'TRA_THUOC', from: 'search' },
  'so-tra-hang-hoa': { kind: 'TRA_HANG', from: 'search' },
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The route's loader: the screen's texts (route-texts.ts), which the route waits for with the
 * page's code; and, on a route that shows one voucher or the stock list, its data, whose fetch
 * starts as soon as the route matches, in parallel with the page's code and the layout's first render (the
 * screen would otherwise ask only once it has rendered). The route never waits for the data.
 * The fetching code is a chunk of its own, so the router (and the login page) does not carry the
 * screens' API.
 */
export function routeLoaderOptions(def: AppRouteDef) {
  const target = VOUCHER_ROUTES[def.name];
  return {
    loaderDeps: ({ search }: { search: Record<string, unknown> }) => ({ phieu: text(search.phieu) }),
    loader: ({
      params,
      deps,
      location,
    }: {
      params: Record<string, string>;
      deps: { phieu: string | null };
      location: { search: Record<string, unknown> };
    }) => {
      const id = !target ? null : target.from === 'path' ? text(params.id) : deps.phieu;
      if (target && id) {
        void import('../../features/vouchers/api/prefetch-voucher').then((m) =>
          m.prefetchVoucher(target.kind, id),
        );
      }
      if (def.name === 'ton-kho') {
        void import('../../features/stock/api/prefetch-stock').then((m) => m.prefetchStock(location.search));
      }
      return loadRouteTexts(def.name);
    },
  };
}
