import type { TopModule, VaiTro } from '@kho/contracts';

/**
 * Every screen of spec §2 in one table: it drives the route tree, the drawer menu, page titles
 * (key `routes:titles.<name>`, section `routes:sections.<section>`) and the access rules.
 */
export type LayoutKind = 'default' | 'no-select' | 'empty';

export interface AppRouteDef {
  name: string;
  /** Path relative to the root, TanStack syntax ($id for parameters). */
  path: string;
  layout: LayoutKind;
  requiresAuth: boolean;
  section?: TopModule;
  /** Detail pages are reached from their list, not from the menu. */
  inMenu: boolean;
  /** Roles the menu shows the page to (all when left out); the server refuses the others anyway. */
  roles?: readonly VaiTro[];
}

export const SECTIONS: readonly TopModule[] = ['kho-duoc', 'kham-va-dieu-tri', 'bao-cao', 'quan-tri-tong'];

function page(section: TopModule, name: string, path = `/${section}/${name}`): AppRouteDef {
  return { name, path, layout: 'default', requiresAuth: true, section, inMenu: true };
}

function detail(list: AppRouteDef, name: string): AppRouteDef {
  return { ...list, name, path: `${list.path}/$id`, inMenu: false };
}

const soNhapKho = page('kho-duoc', 'so-nhap-kho');
const soXuatKho = page('kho-duoc', 'so-xuat-kho');
const goiThau = page('quan-tri-tong', 'danh-muc-goi-thau');
const hangHoa = page('quan-tri-tong', 'danh-muc-hang-hoa');
const nhomHangHoa = page('quan-tri-tong', 'nhom-hang-hoa', '/quan-tri-tong/danh-muc-hang-hoa/nhom-hang-hoa');

export const ROUTES: readonly AppRouteDef[] = [
  { name: 'home', path: '/', layout: 'no-select', requiresAuth: true, inMenu: false },
  {
    name: 'dang-nhap',
    path: '/dang-nhap',
    layout: 'empty',
    requiresAuth: false,
    inMenu: false,
  },
  {
    name: 'dang-ky-tai-khoan',
    path: '/dang-ky-tai-khoan',
    layout: 'empty',
    requiresAuth: false,
    inMenu: false,
  },
  page('kho-duoc', 'ton-kho'),
  page('kho-duoc', 'so-kiem-kho'),
  page('kho-duoc', 'so-tra-thuoc'),
  page('kho-duoc', 'so-chuyen-kho'),
  page('kho-duoc', 'don-thuoc'),
  soNhapKho,
  detail(soNhapKho, 'so-nhap-kho-chi-tiet'),
  soXuatKho,
  detail(soXuatKho, 'so-xuat-kho-chi-tiet'),
  page('kho-duoc', 'so-tra-hang-hoa'),
  page('kho-duoc', 'so-linh-hang-hoa'),
  { ...page('kho-duoc', 'du-tru-mua-sam'), roles: ['QUAN_TRI', 'DUOC_SI', 'THU_KHO', 'QUAN_LY'] },
  page('kham-va-dieu-tri', 'benh-nhan'),
  page('bao-cao', 'tong-quan'),
  page('bao-cao', 'bao-cao-kho-duoc'),
  page('bao-cao', 'phan-tich-abc-ven'),
  page('quan-tri-tong', 'thong-tin-to-chuc'),
  page('quan-tri-tong', 'danh-muc-khoa'),
  page('quan-tri-tong', 'danh-muc-tu-truc'),
  page('quan-tri-tong', 'danh-muc-kho-truc-thuoc'),
  goiThau,
  detail(goiThau, 'danh-muc-goi-thau-chi-tiet'),
  page('quan-tri-tong', 'danh-muc-nhan-vien'),
  page('quan-tri-tong', 'danh-muc-nha-cung-cap'),
  hangHoa,
  detail(hangHoa, 'danh-muc-hang-hoa-chi-tiet'),
  nhomHangHoa,
  detail(nhomHangHoa, 'nhom-hang-hoa-chi-tiet'),
];

export function menuRoutes(section: TopModule): AppRouteDef[] {
  return ROUTES.filter((r) => r.section === section && r.inMenu);
}
