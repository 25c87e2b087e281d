import {
  ISSUE_CATEGORIES,
  type StockMovementFigures,
  type StockMovementReport,
  type StockMovementRow,
} from '@kho/contracts';
import type { ReportColumn } from '../../../../lib/reports/report-columns';
import type { ReportParams } from '../report-params';
import { amountColumns, amountValues, asAnyView, goodsColumns, column, type ReportT } from './view';

/**
 * Xuất nhập tồn: per item (or item and batch) opening, receipts, issues split by kind, closing,
 * each in quantity and value. Wide: printed landscape.
 */
function figureColumns<R extends StockMovementFigures>(t: ReportT): ReportColumn<R>[] {
  const issues = t('groups.issues');
  return [
    ...amountColumns<R>('ton_dau', [t('groups.opening')], (r) => r.ton_dau, t),
    ...amountColumns<R>('tong_nhap', [t('groups.receipts')], (r) => r.tong_nhap, t),
    ...ISSUE_CATEGORIES.flatMap((category) =>
      amountColumns<R>(category, [issues, t(`categories.${category}`)], (r) => r.xuat[category], t),
    ),
    ...amountColumns<R>('tong_xuat', [issues, t('groups.issues_total')], (r) => r.tong_xuat, t),
    ...amountColumns<R>('ton_cuoi', [t('groups.closing')], (r) => r.ton_cuoi, t),
  ];
}

function figureValues(figures: StockMovementFigures) {
  return {
    ...amountValues('ton_dau', figures.ton_dau),
    ...amountValues('tong_nhap', figures.tong_nhap),
    ...Object.assign({}, ...ISSUE_CATEGORIES.map((c) => amountValues(c, figures.xuat[c]))),
    ...amountValues('tong_xuat', figures.tong_xuat),
    ...amountValues('ton_cuoi', figures.ton_cuoi),
  } as Record<string, number>;
}

export function stockMovementView(params: ReportParams, t: ReportT) {
  const batchColumns: ReportColumn<StockMovementRow>[] = params.byBatch
    ? [
        column('so_lo', [t('columns.so_lo')], 'text', (r) => r.so_lo, 10),
        column('han_dung', [t('columns.han_dung')], 'date', (r) => r.han_dung, 10),
        column('don_gia', [t('columns.don_gia')], 'money', (r) => r.don_gia, 11),
      ]
    : [];
  return asAnyView<StockMovementReport, StockMovementRow>({
    path: 'bao-cao/xuat-nhap-ton',
    title: t('kinds.xuat-nhap-ton.title'),
    columns: [
      ...goodsColumns<StockMovementRow>(t, (r) => r),
      ...batchColumns,
      ...figureColumns<StockMovementRow>(t),
    ],
    rows: (data) => data.dong,
    rowKey: (r) => `${r.hang_hoa_id}:${r.lo_hang_id ?? ''}`,
    after: (data) => [{ label: t('summary.total'), values: figureValues(data.tong_cong) }],
    paged: true,
    landscape: true,
  });
}
