import type { ReportAmount } from '@kho/contracts';
import type { TFunction } from 'i18next';
import type { CellKind, CellValue, ReportColumn, SummaryRow } from '../../../../lib/reports/report-columns';
import { goodsName } from '../../../../lib/catalogues/goods-name';
import type { ReportParams } from '../report-params';

export type ReportT = TFunction<'reports'>;

/**
 * How one report is asked and shown: its call, its columns, the lines around its rows. The
 * screen, the print and the Excel export all draw from it.
 */
export interface ReportView<D, R> {
  /** The call under api/v1/. */
  path: string;
  /** Printed and exported title ("BÁO CÁO XUẤT NHẬP TỒN"). */
  title: string;
  columns: readonly ReportColumn<R>[];
  rows: (data: D) => readonly R[];
  rowKey: (row: R) => string;
  /** Lines above the rows (an opening balance). */
  before?: (data: D) => readonly SummaryRow[];
  /** Lines below the rows: totals of the whole report, not of the page. */
  after: (data: D) => readonly SummaryRow[];
  /** A row shown as a warning (expired batch, reversed movement). */
  tone?: (row: R) => 'error' | 'warning' | null;
  /** false: every row comes in the first answer (a summary inside the response). */
  paged: boolean;
  landscape: boolean;
}

/** The shape every view is handled as once chosen (rows and data are opaque to the drawers). */
export type AnyReportView = ReportView<unknown, unknown>;
export const asAnyView = <D, R>(view: ReportView<D, R>) => view as unknown as AnyReportView;

export type ViewBuilder = (params: ReportParams, t: ReportT) => AnyReportView;

/** Every report column is made here: id, header path, kind of cell, its value, width in characters. */
export function column<R>(
  id: string,
  header: readonly string[],
  kind: CellKind,
  value: (row: R) => CellValue,
  width: number,
  pinned = false,
): ReportColumn<R> {
  return { id, header, kind, value, width, pinned };
}

/** Quantity and value of one figure, under a shared group header ("Tồn đầu kỳ" > SL, Giá trị). */
export function amountColumns<R>(
  id: string,
  group: readonly string[],
  amount: (row: R) => ReportAmount,
  t: ReportT,
): ReportColumn<R>[] {
  return [
    column(`${id}.sl`, [...group, t('columns.so_luong')], 'quantity', (r) => amount(r).so_luong, 10),
    column(`${id}.gt`, [...group, t('columns.gia_tri')], 'money', (r) => amount(r).gia_tri, 14),
  ];
}

/** The summary values of amount columns, keyed as amountColumns names them. */
export function amountValues(id: string, amount: ReportAmount): Record<string, CellValue> {
  return { [`${id}.sl`]: amount.so_luong, [`${id}.gt`]: amount.gia_tri };
}

/** Goods code, name with strength, unit: the first columns of most reports. */
export function goodsColumns<R>(
  t: ReportT,
  goods: (row: R) => { ma: string; ten: string; ham_luong: string | null; don_vi_tinh: string },
): ReportColumn<R>[] {
  return [
    column('ma', [t('columns.ma')], 'text', (r) => goods(r).ma, 10),
    column('ten', [t('columns.ten')], 'text', (r) => goodsName(goods(r).ten, goods(r).ham_luong), 30, true),
    column('dvt', [t('columns.don_vi_tinh')], 'text', (r) => goods(r).don_vi_tinh, 8),
  ];
}
