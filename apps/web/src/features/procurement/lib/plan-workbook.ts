import type { ProcurementRequestDetail, ProcurementRequestLine } from '@kho/contracts';
import type { TFunction } from 'i18next';
import type { ReportColumn } from '../../../lib/reports/report-columns';
import { buildReportWorkbook } from '../../../lib/reports/report-workbook';
import { lineValue, type PlanLine } from './plan-lines';

type T = TFunction<'procurement'>;

/** A quantity column headed by its `columns.*` text. */
function quantityColumn<R>(t: T, id: string, value: (r: R) => number | null, width = 11): ReportColumn<R> {
  return { id, header: [t(`columns.${id}`)], kind: 'quantity', value, width };
}

/** The goods columns every procurement workbook starts with: code, name, unit. */
function goodsColumns<R>(t: T, goods: (r: R) => { ma: string; ten: string; dvt: string | null }) {
  const columns: ReportColumn<R>[] = [
    { id: 'code', header: [t('columns.code')], kind: 'text', value: (r) => goods(r).ma, width: 12 },
    {
      id: 'name',
      header: [t('columns.name')],
      kind: 'text',
      value: (r) => goods(r).ten,
      width: 32,
      pinned: true,
    },
    { id: 'unit', header: [t('columns.unit')], kind: 'text', value: (r) => goods(r).dvt, width: 8 },
  ];
  return columns;
}

/** The purchase columns every procurement workbook ends with: tender, price, value. */
function purchaseColumns<R>(
  t: T,
  purchase: (r: R) => { tender: string | null; price: number | null; value: number },
) {
  const columns: ReportColumn<R>[] = [
    {
      id: 'tender',
      header: [t('columns.tender')],
      kind: 'text',
      value: (r) => purchase(r).tender,
      width: 14,
    },
    { id: 'price', header: [t('columns.price')], kind: 'money', value: (r) => purchase(r).price, width: 12 },
    { id: 'value', header: [t('columns.value')], kind: 'money', value: (r) => purchase(r).value, width: 14 },
  ];
  return columns;
}

/** The plan's columns in the workbook: the figures, the user's quantities, the tender and the warnings. */
export function planColumns(t: T): ReportColumn<PlanLine>[] {
  const q = (id: string, value: (l: PlanLine) => number | null, width?: number) =>
    quantityColumn(t, id, value, width);
  return [
    ...goodsColumns<PlanLine>(t, (l) => ({ ma: l.row.ma, ten: l.row.ten, dvt: l.row.don_vi_tinh })),
    q('consumed', (l) => l.row.tieu_hao),
    q('days_in_stock', (l) => l.row.so_ngay_co_hang, 9),
    q('monthly', (l) => l.row.tieu_hao_thang),
    q('on_hand', (l) => l.row.ton_kho),
    q('held', (l) => l.row.giu_cho),
    q('coming', (l) => l.row.dang_ve),
    q('lead_time', (l) => l.row.so_ngay_cho_hang, 9),
    q('safety', (l) => l.row.so_ngay_an_toan, 9),
    q('cover', (l) => l.row.so_ngay_du_dung, 9),
    q('suggested', (l) => l.row.de_xuat),
    q('to_buy', (l) => l.quantity),
    ...purchaseColumns<PlanLine>(t, (l) => ({
      tender: l.tender?.goi_thau_ma ?? null,
      price: l.tender?.don_gia_trung ?? null,
      value: lineValue(l),
    })),
    {
      id: 'warnings',
      header: [t('columns.warnings')],
      kind: 'text',
      value: (l) => l.warnings.map((w) => t(`warnings.${w}`)).join('; '),
      width: 30,
    },
  ];
}

/** A saved request's columns: goods, suggested and chosen quantities, tender, price, value, note. */
export function requestColumns(t: T): ReportColumn<ProcurementRequestLine>[] {
  return [
    ...goodsColumns<ProcurementRequestLine>(t, (l) => ({
      ma: l.ma_hang_hoa,
      ten: l.ten_hang_hoa,
      dvt: l.don_vi_tinh,
    })),
    quantityColumn<ProcurementRequestLine>(t, 'suggested', (l) => l.so_luong_de_xuat),
    quantityColumn<ProcurementRequestLine>(t, 'to_buy', (l) => l.so_luong),
    ...purchaseColumns<ProcurementRequestLine>(t, (l) => ({
      tender: l.goi_thau_ma,
      price: l.don_gia,
      value: l.thanh_tien,
    })),
    { id: 'note', header: [t('columns.note')], kind: 'text', value: (l) => l.ghi_chu, width: 24 },
  ];
}

/** Procurement figures as an .xlsx in the reports' workbook layout, with the total value at the foot. */
function procurementWorkbook<R>(
  t: T,
  content: {
    columns: ReportColumn<R>[];
    rows: readonly R[];
    heading: string[];
    title: string;
    subtitle: string;
    total: number;
  },
) {
  return buildReportWorkbook({
    sheetName: t('export.sheet'),
    heading: content.heading,
    title: content.title,
    subtitle: content.subtitle,
    numberLabel: t('columns.stt'),
    columns: content.columns,
    before: [],
    rows: content.rows,
    after: [{ label: t('export.total'), values: { value: content.total } }],
  });
}

/** The plan as the user edited it. */
export function planWorkbook(t: T, lines: readonly PlanLine[], heading: string[], subtitle: string) {
  return procurementWorkbook(t, {
    columns: planColumns(t),
    rows: lines,
    heading,
    title: t('export.title'),
    subtitle,
    total: lines.reduce((sum, l) => sum + lineValue(l), 0),
  });
}

/** A saved request, titled with its number. */
export function requestWorkbook(
  t: T,
  request: ProcurementRequestDetail,
  heading: string[],
  subtitle: string,
) {
  return procurementWorkbook(t, {
    columns: requestColumns(t),
    rows: request.chi_tiet,
    heading,
    title: t('request.print_title', { number: request.so_phieu }),
    subtitle,
    total: request.tong_tien,
  });
}
