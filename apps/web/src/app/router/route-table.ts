import type { SvgIconComponent } from '@mui/icons-material';
import HomeRounded from '@mui/icons-material/HomeRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import PersonAddAltRounded from '@mui/icons-material/PersonAddAltRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import AssignmentReturnRounded from '@mui/icons-material/AssignmentReturnRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import MoveToInboxRounded from '@mui/icons-material/MoveToInboxRounded';
import OutboxRounded from '@mui/icons-material/OutboxRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import PlaylistAddCheckRounded from '@mui/icons-material/PlaylistAddCheckRounded';
import PersonalInjuryRounded from '@mui/icons-material/PersonalInjuryRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import AssessmentRounded from '@mui/icons-material/AssessmentRounded';
import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import MedicalServicesRounded from '@mui/icons-material/MedicalServicesRounded';
import WarehouseRounded from '@mui/icons-material/WarehouseRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';
import MedicationRounded from '@mui/icons-material/MedicationRounded';
import CategoryRounded from '@mui/icons-material/CategoryRounded';
import LocalPharmacyRounded from '@mui/icons-material/LocalPharmacyRounded';
import MonitorHeartRounded from '@mui/icons-material/MonitorHeartRounded';
import BarChartRounded from '@mui/icons-material/BarChartRounded';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import type { TopModule } from '@kho/contracts';

/**
 * Every screen of spec §2 in one table: it drives the route tree, the drawer menu, page titles
 * (key `routes:titles.<name>`, section `routes:sections.<section>`) and the access rules.
 */
export type LayoutKind = 'default' | 'no-select' | 'empty';

export interface AppRouteDef {
  name: string;
  /** Path relative to the root, TanStack syntax ($id for parameters). */
  path: string;
  icon: SvgIconComponent;
  layout: LayoutKind;
  requiresAuth: boolean;
  section?: TopModule;
  /** Detail pages are reached from their list, not from the menu. */
  inMenu: boolean;
}

export const SECTIONS: readonly { key: TopModule; icon: SvgIconComponent }[] = [
  { key: 'kho-duoc', icon: LocalPharmacyRounded },
  { key: 'kham-va-dieu-tri', icon: MonitorHeartRounded },
  { key: 'bao-cao', icon: BarChartRounded },
  { key: 'quan-tri-tong', icon: AdminPanelSettingsRounded },
];

function page(
  section: TopModule,
  name: string,
  icon: SvgIconComponent,
  path = `/${section}/${name}`,
): AppRouteDef {
  return { name, path, icon, layout: 'default', requiresAuth: true, section, inMenu: true };
}

function detail(list: AppRouteDef, name: string): AppRouteDef {
  return { ...list, name, path: `${list.path}/$id`, inMenu: false };
}

const soNhapKho = page('kho-duoc', 'so-nhap-kho', MoveToInboxRounded);
const soXuatKho = page('kho-duoc', 'so-xuat-kho', OutboxRounded);
const goiThau = page('quan-tri-tong', 'danh-muc-goi-thau', GavelRounded);
const hangHoa = page('quan-tri-tong', 'danh-muc-hang-hoa', MedicationRounded);
const nhomHangHoa = page(
  'quan-tri-tong',
  'nhom-hang-hoa',
  CategoryRounded,
  '/quan-tri-tong/danh-muc-hang-hoa/nhom-hang-hoa',
);

export const ROUTES: readonly AppRouteDef[] = [
  { name: 'home', path: '/', icon: HomeRounded, layout: 'no-select', requiresAuth: true, inMenu: false },
  {
    name: 'dang-nhap',
    path: '/dang-nhap',
    icon: LoginRounded,
    layout: 'empty',
    requiresAuth: false,
    inMenu: false,
  },
  {
    name: 'dang-ky-tai-khoan',
    path: '/dang-ky-tai-khoan',
    icon: PersonAddAltRounded,
    layout: 'empty',
    requiresAuth: false,
    inMenu: false,
  },
  page('kho-duoc', 'ton-kho', Inventory2Rounded),
  page('kho-duoc', 'so-kiem-kho', FactCheckRounded),
  page('kho-duoc', 'so-tra-thuoc', AssignmentReturnRounded),
  page('kho-duoc', 'so-chuyen-kho', SwapHorizRounded),
  page('kho-duoc', 'don-thuoc', ReceiptLongRounded),
  soNhapKho,
  detail(soNhapKho, 'so-nhap-kho-chi-tiet'),
  soXuatKho,
  detail(soXuatKho, 'so-xuat-kho-chi-tiet'),
  page('kho-duoc', 'so-tra-hang-hoa', UndoRounded),
  page('kho-duoc', 'so-linh-hang-hoa', PlaylistAddCheckRounded),
  page('kham-va-dieu-tri', 'benh-nhan', PersonalInjuryRounded),
  page('bao-cao', 'tong-quan', DashboardRounded),
  page('bao-cao', 'bao-cao-kho-duoc', AssessmentRounded),
  page('quan-tri-tong', 'danh-muc-khoa', ApartmentRounded),
  page('quan-tri-tong', 'danh-muc-tu-truc', MedicalServicesRounded),
  page('quan-tri-tong', 'danh-muc-kho-truc-thuoc', WarehouseRounded),
  goiThau,
  detail(goiThau, 'danh-muc-goi-thau-chi-tiet'),
  page('quan-tri-tong', 'danh-muc-nhan-vien', BadgeRounded),
  page('quan-tri-tong', 'danh-muc-nha-cung-cap', LocalShippingRounded),
  hangHoa,
  detail(hangHoa, 'danh-muc-hang-hoa-chi-tiet'),
  nhomHangHoa,
  detail(nhomHangHoa, 'nhom-hang-hoa-chi-tiet'),
];

export function menuRoutes(section: TopModule): AppRouteDef[] {
  return ROUTES.filter((r) => r.section === section && r.inMenu);
}

/** The first page of a module, where the home screen sends the user after picking an organisation. */
export const DEFAULT_APP_PATH = '/kho-duoc/ton-kho';
