import {
  ABC_DEFAULT_THRESHOLDS,
  type AbcThresholds,
  HANG_ABC,
  LOAI_HANG_HOA,
  PHAN_LOAI_VEN,
  type AbcVenRow,
  type HangAbc,
  type LoaiHangHoa,
  type PhanLoaiVen,
} from '@kho/contracts';
import { isValid, parseISO } from 'date-fns';
import { ALL_WAREHOUSES } from './report-params';
import { presetPeriod, type Period } from './report-period';

type Search = Record<string, unknown>;

/** The VEN column of the matrix: a class, or the goods not classified. */
export type VenColumn = PhanLoaiVen | 'none';
export const VEN_COLUMNS: readonly VenColumn[] = [...PHAN_LOAI_VEN, 'none'];
/** Every kind of goods (the analysis is usually run on medicines, the default). */
export const ALL_KINDS = 'tat-ca';

/** The drill-down: a cell of the matrix, a whole class (row) or a whole VEN column. */
export interface AbcVenCellFilter {
  abc: HangAbc | null;
  ven: VenColumn | null;
}

export interface AbcVenParams {
  /** A warehouse id, ALL_WAREHOUSES, or '' for the warehouse selected in the app bar. */
  warehouse: string;
  period: Period;
  kind: LoaiHangHoa | typeof ALL_KINDS;
  groupId: string;
  /** The run's own thresholds, or null: the organisation's (its settings), which the answer names. */
  thresholds: AbcThresholds | null;
  cell: AbcVenCellFilter | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const validDay = (value: string) => (isValid(parseISO(value)) && value.length === 10 ? value : '');
/** A threshold as the URL holds it, or undefined when it holds none (or not a number). */
const threshold = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(text(value) || NaN);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * The run's thresholds from the URL: none there means the organisation's (null); a link naming only
 * some takes the usual 80/15/5 for the others, and the server says whether they add up.
 */
function readThresholds(search: Search): AbcThresholds | null {
  const [a, b, c] = [threshold(search.nguong_a), threshold(search.nguong_b), threshold(search.nguong_c)];
  if (a === undefined && b === undefined && c === undefined) return null;
  return {
    a: a ?? ABC_DEFAULT_THRESHOLDS.a,
    b: b ?? ABC_DEFAULT_THRESHOLDS.b,
    c: c ?? ABC_DEFAULT_THRESHOLDS.c,
  };
}
const oneOf = <T extends string>(values: readonly T[], value: string): T | null =>
  (values as readonly string[]).includes(value) ? (value as T) : null;

/** The cell as the URL holds it: "A-V", "B-none", "C" (a class) or "-E" (a VEN column). */
function readCell(value: string): AbcVenCellFilter | null {
  if (!value) return null;
  const [abc = '', ven = ''] = value.split('-');
  const cell = { abc: oneOf(HANG_ABC, abc), ven: oneOf(VEN_COLUMNS, ven) };
  return cell.abc || cell.ven ? cell : null;
}

const writeCell = (cell: AbcVenCellFilter | null) =>
  cell ? `${cell.abc ?? ''}${cell.ven ? `-${cell.ven}` : ''}` : undefined;

/** The parameters in the URL; the default period is this year, as committees review yearly. */
export function readAbcVenParams(search: Search, today: Date): AbcVenParams {
  const year = presetPeriod('this_year', today);
  return {
    warehouse: text(search.kho_id),
    period: {
      from: validDay(text(search.tu_ngay)) || year.from,
      to: validDay(text(search.den_ngay)) || year.to,
    },
    kind:
      text(search.loai_hang_hoa) === ALL_KINDS
        ? ALL_KINDS
        : (oneOf(LOAI_HANG_HOA, text(search.loai_hang_hoa)) ?? 'THUOC'),
    groupId: text(search.nhom_hang_hoa_id),
    thresholds: readThresholds(search),
    cell: readCell(text(search.o)),
  };
}

/** The URL search of the parameters, leaving defaults out so that a shared link stays short. */
export function abcVenSearch(params: AbcVenParams, today: Date): Search {
  const year = presetPeriod('this_year', today);
  const own = params.thresholds;
  const search: Search = {
    kho_id: params.warehouse || undefined,
    tu_ngay:
      params.period.from === year.from && params.period.to === year.to ? undefined : params.period.from,
    den_ngay: params.period.from === year.from && params.period.to === year.to ? undefined : params.period.to,
    loai_hang_hoa: params.kind === 'THUOC' ? undefined : params.kind,
    nhom_hang_hoa_id: params.groupId || undefined,
    nguong_a: own?.a,
    nguong_b: own?.b,
    nguong_c: own?.c,
    o: writeCell(params.cell),
  };
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined));
}

/** The warehouse analysed, as the other reports choose it (undefined: every warehouse). */
export function abcVenWarehouse(
  params: AbcVenParams,
  selectedWarehouseId: string | null,
): string | undefined {
  if (params.warehouse === ALL_WAREHOUSES) return undefined;
  return params.warehouse || selectedWarehouseId || undefined;
}

/** The API query of GET bao-cao/abc-ven. */
export function abcVenQuery(params: AbcVenParams, organisationId: string, warehouseId: string | undefined) {
  return {
    to_chuc: organisationId,
    kho_id: warehouseId,
    tu_ngay: params.period.from,
    den_ngay: params.period.to,
    loai_hang_hoa: params.kind === ALL_KINDS ? undefined : params.kind,
    nhom_hang_hoa_id: params.groupId || undefined,
    nguong_a: params.thresholds?.a,
    nguong_b: params.thresholds?.b,
    nguong_c: params.thresholds?.c,
  };
}

/** Whether a row falls in the drill-down's cell, class or VEN column. */
export function inCell(row: Pick<AbcVenRow, 'hang_abc' | 'phan_loai_ven'>, cell: AbcVenCellFilter | null) {
  if (!cell) return true;
  return (
    (cell.abc === null || row.hang_abc === cell.abc) &&
    (cell.ven === null || (row.phan_loai_ven ?? 'none') === cell.ven)
  );
}

/** The same cell, compared field by field (a click on the chosen cell clears the drill-down). */
export const sameCell = (a: AbcVenCellFilter | null, b: AbcVenCellFilter | null) =>
  a?.abc === b?.abc && a?.ven === b?.ven;
