import { CONTROLLED_CLASSES, PHAN_LOAI_QUAN_LY, type PhanLoaiQuanLy } from '@kho/contracts';
import type { QueryParams } from '../../../lib/api/api-client';
import { presetPeriod, validDay, type Period } from './report-period';

/**
 * The reports screen's state as it lives in the URL, so a link (the overview dashboard's, a
 * colleague's) opens a report already filtered; and the API query each report maps it to. Keys
 * are the API's own where there is one (docs/web-reports.md lists them). Pure, so it is unit-tested.
 */
export const REPORT_KINDS = [
  'xuat-nhap-ton',
  'the-kho',
  'han-dung',
  'su-dung',
  'thuoc-kiem-soat',
  'thuc-hien-thau',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export type ReportParameter =
  | 'warehouse'
  | 'period'
  | 'group'
  | 'class'
  | 'controlledClass'
  | 'byBatch'
  | 'goods'
  | 'horizon'
  | 'department'
  | 'view'
  | 'tender';

/** Which parameters each report takes (the others stay in the URL but are not offered or sent). */
export const REPORT_PARAMETERS: Record<ReportKind, ReadonlySet<ReportParameter>> = {
  'xuat-nhap-ton': new Set(['warehouse', 'period', 'group', 'class', 'byBatch']),
  'the-kho': new Set(['warehouse', 'period', 'goods']),
  'han-dung': new Set(['warehouse', 'group', 'class', 'horizon']),
  'su-dung': new Set(['warehouse', 'period', 'group', 'class', 'department', 'view']),
  'thuoc-kiem-soat': new Set(['warehouse', 'period', 'controlledClass', 'goods']),
  'thuc-hien-thau': new Set(['tender']),
};

/** `kho_id` value meaning every warehouse the user may see (no `kho_id` means the app bar's). */
export const ALL_WAREHOUSES = 'tat-ca';
export const EXPIRY_HORIZONS = [30, 90, 180, 365] as const;
export const DEFAULT_EXPIRY_HORIZON = 90;
export const TENDER_STATES = ['con_hieu_luc', 'sap_het_han', 'het_hieu_luc'] as const;
export type TenderState = (typeof TENDER_STATES)[number];
/** Consumption: one line per department, or per department and item. */
export type ConsumptionView = 'khoa' | 'hang_hoa';

export interface ReportParams {
  report: ReportKind;
  /** A warehouse id, ALL_WAREHOUSES, or '' for the warehouse selected in the app bar. */
  warehouse: string;
  period: Period;
  groupId: string;
  managementClass: PhanLoaiQuanLy | '';
  byBatch: boolean;
  goodsId: string;
  batchId: string;
  horizonDays: number;
  includeExpired: boolean;
  departmentId: string;
  consumptionView: ConsumptionView;
  tenderId: string;
  tenderYear: number | null;
  tenderState: TenderState | '';
  page: number;
}

type Search = Record<string, unknown>;

/** The router parses numbers and booleans out of the URL; every key is read as text first. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function wholeNumber(value: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

export function readReportParams(search: Search, today: Date): ReportParams {
  const thisMonth = presetPeriod('this_month', today);
  const from = validDay(text(search.tu_ngay));
  const to = validDay(text(search.den_ngay));
  return {
    report: oneOf(REPORT_KINDS, text(search.bao_cao), 'xuat-nhap-ton'),
    warehouse: text(search.kho_id),
    // Dates are kept as given, even the wrong way round: the server's message then explains.
    period: { from: from || thisMonth.from, to: to || thisMonth.to },
    groupId: text(search.nhom_hang_hoa_id),
    managementClass: oneOf<PhanLoaiQuanLy | ''>(PHAN_LOAI_QUAN_LY, text(search.phan_loai_quan_ly), ''),
    byBatch: text(search.chi_tiet_lo) === 'true',
    goodsId: text(search.hang_hoa_id),
    batchId: text(search.lo_hang_id),
    horizonDays: wholeNumber(text(search.so_ngay), 0, 3650) ?? DEFAULT_EXPIRY_HORIZON,
    includeExpired: text(search.gom_het_han) !== 'false',
    departmentId: text(search.khoa_id),
    consumptionView: text(search.theo) === 'hang_hoa' ? 'hang_hoa' : 'khoa',
    tenderId: text(search.goi_thau_id),
    tenderYear: wholeNumber(text(search.nam), 2000, 2100),
    tenderState: oneOf<TenderState | ''>(TENDER_STATES, text(search.tinh_trang), ''),
    page: wholeNumber(text(search.trang), 1, 100_000) ?? 1,
  };
}

/** What changes in the URL for a change of parameters: defaults are left out, the page starts over. */
export function reportSearch(params: ReportParams, today: Date): Search {
  const thisMonth = presetPeriod('this_month', today);
  const orUndefined = <T>(value: T, empty: T) => (value === empty ? undefined : value);
  return {
    bao_cao: params.report,
    kho_id: params.warehouse || undefined,
    tu_ngay:
      params.period.from === thisMonth.from && params.period.to === thisMonth.to
        ? undefined
        : params.period.from,
    den_ngay:
      params.period.from === thisMonth.from && params.period.to === thisMonth.to
        ? undefined
        : params.period.to,
    nhom_hang_hoa_id: params.groupId || undefined,
    phan_loai_quan_ly: params.managementClass || undefined,
    chi_tiet_lo: params.byBatch ? 'true' : undefined,
    hang_hoa_id: params.goodsId || undefined,
    lo_hang_id: params.batchId || undefined,
    so_ngay: orUndefined(params.horizonDays, DEFAULT_EXPIRY_HORIZON),
    gom_het_han: params.includeExpired ? undefined : 'false',
    khoa_id: params.departmentId || undefined,
    theo: orUndefined<ConsumptionView>(params.consumptionView, 'khoa'),
    goi_thau_id: params.tenderId || undefined,
    nam: params.tenderYear ?? undefined,
    tinh_trang: params.tenderState || undefined,
    trang: orUndefined(params.page, 1),
  };
}

/** The warehouse a report runs on: one id, or undefined for every warehouse the user may see. */
export function reportWarehouse(
  params: ReportParams,
  selectedWarehouseId: string | null,
): string | undefined {
  if (params.warehouse === ALL_WAREHOUSES)
    return params.report === 'the-kho' ? (selectedWarehouseId ?? undefined) : undefined;
  return params.warehouse || selectedWarehouseId || undefined;
}

/** Why a report cannot be asked yet (a stock card needs an item and one warehouse), or null. */
export function missingParameter(
  params: ReportParams,
  warehouseId: string | undefined,
): 'goods' | 'warehouse' | null {
  if (params.report !== 'the-kho') return null;
  if (!warehouseId) return 'warehouse';
  return params.goodsId ? null : 'goods';
}

/** The API query of a report (without page and page size). */
export function reportQuery(
  params: ReportParams,
  organisationId: string,
  warehouseId: string | undefined,
): QueryParams {
  const scope = {
    to_chuc: organisationId,
    kho_id: warehouseId,
    nhom_hang_hoa_id: params.groupId || undefined,
    phan_loai_quan_ly: params.managementClass || undefined,
  };
  const period = { tu_ngay: params.period.from, den_ngay: params.period.to };
  switch (params.report) {
    case 'xuat-nhap-ton':
      return { ...scope, ...period, chi_tiet_lo: params.byBatch ? 'true' : undefined };
    case 'the-kho':
      return {
        to_chuc: organisationId,
        kho_id: warehouseId,
        hang_hoa_id: params.goodsId,
        lo_hang_id: params.batchId || undefined,
        ...period,
      };
    case 'han-dung':
      return {
        ...scope,
        so_ngay: params.horizonDays,
        gom_het_han: params.includeExpired ? undefined : 'false',
      };
    case 'su-dung':
      return { ...scope, ...period, khoa_id: params.departmentId || undefined };
    case 'thuoc-kiem-soat':
      return {
        to_chuc: organisationId,
        kho_id: warehouseId,
        hang_hoa_id: params.goodsId || undefined,
        phan_loai_quan_ly: controlledClassOf(params),
        ...period,
      };
    case 'thuc-hien-thau':
      return {
        to_chuc: organisationId,
        goi_thau_id: params.tenderId || undefined,
        nam: params.tenderYear ?? undefined,
        tinh_trang: params.tenderState || undefined,
      };
  }
}

/** The register knows only the controlled classes; another class (or none) means all three. */
export function controlledClassOf(params: ReportParams): PhanLoaiQuanLy | undefined {
  return CONTROLLED_CLASSES.includes(params.managementClass as PhanLoaiQuanLy)
    ? (params.managementClass as PhanLoaiQuanLy)
    : undefined;
}
