import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  type AnyRoute,
} from '@tanstack/react-router';
import { endSession } from '../../lib/session/session';
import { getSelectedOrg, isAuthenticated } from '../../lib/session/storage';
import { EmptyLayout } from '../layouts/empty-layout';
import { FatalError } from '../error/fatal-error';
import { NotFoundPage } from '../error/error-page';
import { RootShell } from '../shell/root-shell';
import { decideAccess } from './guards';
import { ROUTES, type AppRouteDef, type LayoutKind } from './route-table';
import { routeLoaderOptions } from './route-loader';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    route?: AppRouteDef;
  }
}

const rootRoute = createRootRoute({
  component: RootShell,
  notFoundComponent: NotFoundPage,
  errorComponent: FatalError,
});

const layoutRoutes: Record<LayoutKind, AnyRoute> = {
  empty: createRoute({ getParentRoute: () => rootRoute, id: 'empty', component: EmptyLayout }),
  'no-select': createRoute({
    getParentRoute: () => rootRoute,
    id: 'no-select',
    component: lazyRouteComponent(() => import('../layouts/no-select-layout'), 'NoSelectLayout'),
  }),
  default: createRoute({
    getParentRoute: () => rootRoute,
    id: 'default',
    component: lazyRouteComponent(() => import('../layouts/default-layout'), 'DefaultLayout'),
    // The shell's requests leave with the page's code (prefetch-shell.ts); the route never waits.
    loader: () => {
      void import('../layouts/prefetch-shell').then((m) => m.prefetchShell());
    },
  }),
};

/** Each screen is its own chunk, fetched the first time the route is visited (spec §2). */
function componentFor(def: AppRouteDef) {
  switch (def.name) {
    case 'dang-nhap':
      return lazyRouteComponent(() => import('../../features/auth/pages/login-page'), 'LoginPage');
    case 'dang-ky-tai-khoan':
      return lazyRouteComponent(() => import('../../features/auth/pages/register-page'), 'RegisterPage');
    case 'home':
      return lazyRouteComponent(() => import('../../features/home/pages/home-page'), 'HomePage');
    case 'ton-kho':
      return lazyRouteComponent(() => import('../../features/stock/pages/stock-page'), 'StockPage');
    case 'so-nhap-kho':
      return lazyRouteComponent(
        () => import('../../features/vouchers/pages/voucher-book-pages'),
        'ReceiptBookPage',
      );
    case 'so-nhap-kho-chi-tiet':
      return lazyRouteComponent(
        () => import('../../features/vouchers/pages/voucher-detail-pages'),
        'ReceiptDetailPage',
      );
    case 'so-xuat-kho':
      return lazyRouteComponent(
        () => import('../../features/vouchers/pages/voucher-book-pages'),
        'IssueBookPage',
      );
    case 'so-xuat-kho-chi-tiet':
      return lazyRouteComponent(
        () => import('../../features/vouchers/pages/voucher-detail-pages'),
        'IssueDetailPage',
      );
    case 'so-chuyen-kho':
      return lazyRouteComponent(
        () => import('../../features/vouchers/pages/voucher-book-pages'),
        'TransferBookPage',
      );
    case 'so-linh-hang-hoa':
      return lazyRouteComponent(
        () => import('../../features/vouchers/pages/voucher-book-pages'),
        'RequisitionBookPage',
      );
    case 'so-tra-thuoc':
      return lazyRouteComponent(
        () => import('../../features/vouchers/pages/voucher-book-pages'),
        'MedicineReturnBookPage',
      );
    case 'so-tra-hang-hoa':
      return lazyRouteComponent(
        () => import('../../features/vouchers/pages/voucher-book-pages'),
        'GoodsReturnBookPage',
      );
    case 'so-kiem-kho':
      return lazyRouteComponent(
        () => import('../../features/stocktake/pages/stocktake-book-page'),
        'StocktakeBookPage',
      );
    case 'du-tru-mua-sam':
      return lazyRouteComponent(
        () => import('../../features/procurement/pages/procurement-page'),
        'ProcurementPage',
      );
    case 'benh-nhan':
      return lazyRouteComponent(() => import('../../features/patients/pages/patients-page'), 'PatientsPage');
    case 'don-thuoc':
      return lazyRouteComponent(
        () => import('../../features/prescriptions/pages/prescriptions-page'),
        'PrescriptionsPage',
      );
    case 'tong-quan':
      return lazyRouteComponent(() => import('../../features/overview/pages/overview-page'), 'OverviewPage');
    case 'bao-cao-kho-duoc':
      return lazyRouteComponent(() => import('../../features/reports/pages/reports-page'), 'ReportsPage');
    case 'phan-tich-abc-ven':
      return lazyRouteComponent(() => import('../../features/reports/pages/abc-ven-page'), 'AbcVenPage');
    case 'thong-tin-to-chuc':
      return lazyRouteComponent(
        () => import('../../features/organisation/pages/organisation-settings-page'),
        'OrganisationSettingsPage',
      );
    case 'danh-muc-khoa':
      return lazyRouteComponent(
        () => import('../../features/departments/pages/departments-page'),
        'DepartmentsPage',
      );
    case 'danh-muc-kho-truc-thuoc':
      return lazyRouteComponent(
        () => import('../../features/warehouses/pages/warehouses-page'),
        'WarehousesPage',
      );
    case 'danh-muc-tu-truc':
      return lazyRouteComponent(
        () => import('../../features/warehouses/pages/cabinets-page'),
        'CabinetsPage',
      );
    case 'danh-muc-nhan-vien':
      return lazyRouteComponent(() => import('../../features/staff/pages/staff-page'), 'StaffPage');
    case 'danh-muc-nha-cung-cap':
      return lazyRouteComponent(
        () => import('../../features/suppliers/pages/suppliers-page'),
        'SuppliersPage',
      );
    case 'danh-muc-goi-thau':
      return lazyRouteComponent(() => import('../../features/tenders/pages/tenders-page'), 'TendersPage');
    case 'danh-muc-goi-thau-chi-tiet':
      return lazyRouteComponent(
        () => import('../../features/tenders/pages/tender-detail-page'),
        'TenderDetailPage',
      );
    case 'danh-muc-hang-hoa':
      return lazyRouteComponent(() => import('../../features/goods/pages/goods-page'), 'GoodsPage');
    case 'danh-muc-hang-hoa-chi-tiet':
      return lazyRouteComponent(
        () => import('../../features/goods/pages/goods-detail-page'),
        'GoodsDetailPage',
      );
    case 'nhom-hang-hoa':
      return lazyRouteComponent(
        () => import('../../features/goods/pages/goods-groups-page'),
        'GoodsGroupsPage',
      );
    case 'nhom-hang-hoa-chi-tiet':
      return lazyRouteComponent(
        () => import('../../features/goods/pages/goods-group-detail-page'),
        'GoodsGroupDetailPage',
      );
    default:
      // Every route of the table has its page; a new one must be given its page here.
      throw new Error(`No page for the route ${def.name}`);
  }
}

function guard(def: AppRouteDef) {
  const decision = decideAccess({
    requiresAuth: def.requiresAuth,
    authenticated: isAuthenticated(),
    requiresOrganisation: def.layout === 'default',
    hasOrganisation: getSelectedOrg() !== null,
  });
  if (decision.kind === 'allow') return;
  if (decision.clearSession) endSession();
  // TanStack Router redirects by throwing the object redirect() builds.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw redirect({ to: decision.to, replace: true });
}

const pageRoutes = ROUTES.map((def) =>
  createRoute({
    getParentRoute: () => layoutRoutes[def.layout],
    path: def.path,
    staticData: { route: def },
    beforeLoad: () => guard(def),
    component: componentFor(def),
    ...routeLoaderOptions(def),
  }),
);

for (const kind of Object.keys(layoutRoutes) as LayoutKind[]) {
  layoutRoutes[kind] = layoutRoutes[kind].addChildren(
    pageRoutes.filter((_, i) => ROUTES[i]?.layout === kind),
  );
}

const routeTree = rootRoute.addChildren(Object.values(layoutRoutes));

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // Unmatched paths render the root's not-found page inside the shell, unguarded (spec §2).
  notFoundMode: 'root',
  // Scrolling to the top is done by the shell, smoothly, over 300 ms.
  scrollRestoration: false,
});
