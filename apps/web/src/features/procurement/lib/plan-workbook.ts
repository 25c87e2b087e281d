import type { TFunction } from 'i18next';
import type { ReportColumn } from '../../reports/lib/report-columns';
import { buildReportWorkbook } from '../../reports/lib/report-workbook';
import { lineValue, type PlanLine } from './plan-lines';

type T = TFunction<'procurement'>;

/** The plan's columns in the workbook: the figures, the user's quantities, the tender and the warnings. */
export function planColumns(t: T): ReportColumn<PlanLine>[] {
  const q = (id: string, value: (l: PlanLine) => number | null, width = 11): ReportColumn<PlanLine> => ({
    id,
    header: [t(`columns.${id}`)],
    kind: 'quantity',
    value,
    width,
  });
  return [
    { id: 'code', header: [t('columns.code')], kind: 'text', value: (l) => l.row.ma, width: 12 },
    {
      id: 'name',
      header: [t('columns.name')],
      kind: 'text',
      value: (l) => l.row.ten,
      width: 32,
      pinned: true,
    },
    { id: 'unit', header: [t('columns.unit')], kind: 'text', value: (l) => l.row.don_vi_tinh, width: 8 },
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
    {
      id: 'tender',
      header: [t('columns.tender')],
      kind: 'text',
      value: (l) => l.tender?.goi_thau_ma ?? null,
      width: 14,
    },
    {
      id: 'price',
      header: [t('columns.price')],
      kind: 'money',
      value: (l) => l.tender?.don_gia_trung ?? null,
      width: 12,
    },
    { id: 'value', header: [t('columns.value')], kind: 'money', value: lineValue, width: 14 },
    {
      id: 'warnings',
      header: [t('columns.warnings')],
      kind: 'text',
      value: (l) => l.warnings.map((w) => t(`warnings.${w}`)).join('; '),
      width: 30,
    },
  ];
}

/** The plan as the user edited it, as an .xlsx (the reports' workbook layout). */
export function planWorkbook(t: T, lines: readonly PlanLine[], heading: string[], subtitle: string) {
  return buildReportWorkbook({
    sheetName: t('export.sheet'),
    heading,
    title: t('export.title'),
    subtitle,
    numberLabel: t('columns.stt'),
    columns: planColumns(t),
    before: [],
    rows: lines,
    after: [{ label: t('export.total'), values: { value: lines.reduce((sum, l) => sum + lineValue(l), 0) } }],
  });
}
