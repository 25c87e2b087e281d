import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { SvgIconComponent } from '@mui/icons-material';
import HomeRounded from '@mui/icons-material/HomeRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import PersonAddAltRounded from '@mui/icons-material/PersonAddAltRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
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
import StackedBarChartRounded from '@mui/icons-material/StackedBarChartRounded';
import DomainRounded from '@mui/icons-material/DomainRounded';
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
 * The icon of each screen (drawer, page header) and of each section, by route name. Kept apart
 * from the route table, which the login page loads, so the icons come with the screens that show them.
 */
export const ROUTE_ICONS: Readonly<Record<string, SvgIconComponent>> = {
  home: HomeRounded,
  'dang-nhap': LoginRounded,
  'dang-ky-tai-khoan': PersonAddAltRounded,
  'ton-kho': Inventory2Rounded,
  'so-kiem-kho': FactCheckRounded,
  'so-tra-thuoc': AssignmentReturnRounded,
  'so-chuyen-kho': SwapHorizRounded,
  'don-thuoc': ReceiptLongRounded,
  'so-nhap-kho': MoveToInboxRounded,
  'so-nhap-kho-chi-tiet': MoveToInboxRounded,
  'so-xuat-kho': OutboxRounded,
  'so-xuat-kho-chi-tiet': OutboxRounded,
  'so-tra-hang-hoa': UndoRounded,
  'so-linh-hang-hoa': PlaylistAddCheckRounded,
  'benh-nhan': PersonalInjuryRounded,
  'tong-quan': DashboardRounded,
  'du-tru-mua-sam': ShoppingCartRounded,
  'bao-cao-kho-duoc': AssessmentRounded,
  'phan-tich-abc-ven': StackedBarChartRounded,
  'thong-tin-to-chuc': DomainRounded,
  'danh-muc-khoa': ApartmentRounded,
  'danh-muc-tu-truc': MedicalServicesRounded,
  'danh-muc-kho-truc-thuoc': WarehouseRounded,
  'danh-muc-goi-thau': GavelRounded,
  'danh-muc-goi-thau-chi-tiet': GavelRounded,
  'danh-muc-nhan-vien': BadgeRounded,
  'danh-muc-nha-cung-cap': LocalShippingRounded,
  'danh-muc-hang-hoa': MedicationRounded,
  'danh-muc-hang-hoa-chi-tiet': MedicationRounded,
  'nhom-hang-hoa': CategoryRounded,
  'nhom-hang-hoa-chi-tiet': CategoryRounded,
};

export const SECTION_ICONS: Readonly<Record<TopModule, SvgIconComponent>> = {
  'kho-duoc': LocalPharmacyRounded,
  'kham-va-dieu-tri': MonitorHeartRounded,
  'bao-cao': BarChartRounded,
  'quan-tri-tong': AdminPanelSettingsRounded,
};

/** `route` is a route of the route table (app/router/route-table.ts); only its name is read. */
export function RouteIcon({ route, ...props }: { route: { name: string } } & SvgIconProps) {
  const Icon = ROUTE_ICONS[route.name] ?? HomeRounded;
  return <Icon {...props} />;
}

export function SectionIcon({ section, ...props }: { section: TopModule } & SvgIconProps) {
  const Icon = SECTION_ICONS[section];
  return <Icon {...props} />;
}
