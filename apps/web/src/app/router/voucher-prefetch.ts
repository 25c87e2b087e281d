import i18next from 'i18next';
import type { LoaiPhieu } from '@kho/contracts';
import type { AppRouteDef } from './route-table';

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
 * A loader that starts fetching the route's voucher as soon as the route matches, in parallel with
 * the page's code and the layout's first render (the screen would otherwise ask only once it has
 * rendered), and the screens' texts with it (else fetched only when the screen first asks for
 * them). It returns at once: the page never waits for it. The fetching code is a chunk of its
 * own, so the router (and the login page) does not carry the vouchers' API.
 */
export function voucherPrefetchOptions(def: AppRouteDef) {
  const target = VOUCHER_ROUTES[def.name];
  if (!target) return {};
  return {
    loaderDeps: ({ search }: { search: Record<string, unknown> }) => ({ phieu: text(search.phieu) }),
    loader: ({ params, deps }: { params: Record<string, string>; deps: { phieu: string | null } }) => {
      const id = target.from === 'path' ? text(params.id) : deps.phieu;
      if (!id) return;
      void i18next.loadNamespaces('vouchers');
      void import('../../features/vouchers/api/prefetch-voucher').then((m) =>
        m.prefetchVoucher(target.kind, id),
      );
    },
  };
}
