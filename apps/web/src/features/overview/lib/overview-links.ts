import type { LoaiPhieu, Overview, OverviewWarehouse } from '@kho/contracts';
import { STOCK_SCREEN_PATH } from '../../../lib/stock/stock-screen-path';

/**
 * What each figure of the dashboard opens: the list behind it, already filtered, in one warehouse.
 * Pure, so it is unit-tested. The stock screen's parameters are its own (features/stock
 * `stock-query.ts`); the books take `trang_thai` as their status tab.
 */
export type StockFigure = 'gia_tri_ton' | 'duoi_toi_thieu' | 'sap_het_han' | 'da_het_han';

export type Figure =
  | { kind: 'stock'; figure: StockFigure }
  | { kind: 'awaiting'; voucherKind: LoaiPhieu }
  | { kind: 'prescriptions'; status: 'CHO_CAP_PHAT' | 'CAP_PHAT_MOT_PHAN' };

export interface ListTarget {
  path: string;
  search: Record<string, string | number | boolean>;
}

/** A warehouse that has something behind the figure, and how much. */
export interface WarehouseCount {
  warehouse: OverviewWarehouse;
  count: number;
}

/** The book of each kind that waits for approval (dispensing vouchers never wait). */
export const BOOK_PATHS: Partial<Record<LoaiPhieu, string>> = {
  NHAP_KHO: '/kho-duoc/so-nhap-kho',
  XUAT_KHO: '/kho-duoc/so-xuat-kho',
  CHUYEN_KHO: '/kho-duoc/so-chuyen-kho',
  LINH_HANG: '/kho-duoc/so-linh-hang-hoa',
  TRA_THUOC: '/kho-duoc/so-tra-thuoc',
  TRA_HANG: '/kho-duoc/so-tra-hang-hoa',
  KIEM_KE: '/kho-duoc/so-kiem-kho',
};

export const PRESCRIPTIONS_PATH = '/kho-duoc/don-thuoc';
export const REPORTS_PATH = '/bao-cao/bao-cao-kho-duoc';
export const GOODS_PATH = '/quan-tri-tong/danh-muc-hang-hoa';

export function listTarget(
  figure: Figure,
  data: Pick<Overview, 'canh_bao_han_dung_ngay'>,
): ListTarget | null {
  switch (figure.kind) {
    case 'stock':
      switch (figure.figure) {
        case 'gia_tri_ton':
          return { path: STOCK_SCREEN_PATH, search: {} };
        case 'duoi_toi_thieu':
          return { path: STOCK_SCREEN_PATH, search: { duoi_toi_thieu: true } };
        case 'sap_het_han':
          return { path: STOCK_SCREEN_PATH, search: { het_han_trong_ngay: data.canh_bao_han_dung_ngay } };
        case 'da_het_han':
          return { path: STOCK_SCREEN_PATH, search: { da_het_han: true } };
      }
      break;
    case 'awaiting': {
      const path = BOOK_PATHS[figure.voucherKind];
      return path ? { path, search: { trang_thai: 'CHO_DUYET' } } : null;
    }
    case 'prescriptions':
      return { path: PRESCRIPTIONS_PATH, search: { trang_thai: figure.status } };
  }
}

/**
 * The warehouses with something behind the figure, largest first. The stock value lists every
 * warehouse with stock; the others only those with a count above zero.
 */
export function warehouseCounts(figure: Figure, data: Overview): WarehouseCount[] {
  const count = (warehouseId: string): number => {
    switch (figure.kind) {
      case 'stock': {
        const row = data.theo_kho.find((w) => w.kho_id === warehouseId);
        if (!row) return 0;
        if (figure.figure === 'gia_tri_ton') return row.so_mat_hang;
        if (figure.figure === 'duoi_toi_thieu') return row.duoi_toi_thieu;
        return row[figure.figure].so_lo;
      }
      case 'awaiting':
        return data.cho_duyet
          .filter((a) => a.loai_phieu === figure.voucherKind && a.kho_id === warehouseId)
          .reduce((sum, a) => sum + a.so_phieu, 0);
      case 'prescriptions': {
        const row = data.don_thuoc.find((p) => p.kho_id === warehouseId);
        if (!row) return 0;
        return figure.status === 'CHO_CAP_PHAT' ? row.cho_cap_phat : row.cap_phat_mot_phan;
      }
    }
  };
  return data.kho
    .map((warehouse) => ({ warehouse, count: count(warehouse.id) }))
    .filter((w) => w.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** Awaiting approval summed per kind across the shown warehouses, in the books' order. */
export function awaitingByKind(data: Pick<Overview, 'cho_duyet'>): { kind: LoaiPhieu; count: number }[] {
  const totals = new Map<LoaiPhieu, number>();
  for (const row of data.cho_duyet)
    totals.set(row.loai_phieu, (totals.get(row.loai_phieu) ?? 0) + row.so_phieu);
  return (Object.keys(BOOK_PATHS) as LoaiPhieu[])
    .filter((kind) => totals.has(kind))
    .map((kind) => ({ kind, count: totals.get(kind)! }));
}

export function prescriptionTotals(data: Pick<Overview, 'don_thuoc'>) {
  return data.don_thuoc.reduce(
    (sum, p) => ({
      cho_cap_phat: sum.cho_cap_phat + p.cho_cap_phat,
      cap_phat_mot_phan: sum.cap_phat_mot_phan + p.cap_phat_mot_phan,
    }),
    { cho_cap_phat: 0, cap_phat_mot_phan: 0 },
  );
}

/** Last day of a `YYYY-MM` month, or `today` for the month in progress. */
function monthEnd(month: string, today: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
  return last < today ? last : today;
}

/** The reports screen's warehouse: the one shown, or every warehouse the user may see. */
function reportWarehouse(data: Pick<Overview, 'kho'>): string {
  return data.kho.length === 1 ? data.kho[0]!.id : 'tat-ca';
}

/**
 * The report behind a chart (the reports screen's URL parameters, docs/web-reports.md): the stock
 * movement report of a month or months (`YYYY-MM`, the month in progress up to today), or the consumption report of a department over the dashboard's period.
 * With several warehouses shown the report covers every warehouse the user may see.
 */
export function reportTarget(
  chart: { kind: 'movement'; from: string; to: string } | { kind: 'department'; departmentId: string | null },
  data: Pick<Overview, 'kho' | 'ngay' | 'ky_su_dung'>,
): ListTarget {
  const kho_id = reportWarehouse(data);
  if (chart.kind === 'movement') {
    return {
      path: REPORTS_PATH,
      search: {
        bao_cao: 'xuat-nhap-ton',
        kho_id,
        tu_ngay: `${chart.from}-01`,
        den_ngay: monthEnd(chart.to, data.ngay),
      },
    };
  }
  return {
    path: REPORTS_PATH,
    search: {
      bao_cao: 'su-dung',
      kho_id,
      tu_ngay: data.ky_su_dung.tu_ngay,
      den_ngay: data.ky_su_dung.den_ngay,
      ...(chart.departmentId ? { khoa_id: chart.departmentId } : {}),
    },
  };
}
