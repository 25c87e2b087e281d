import type { StockCardReport } from '@kho/contracts';
import type { ReportColumn } from '../../../../lib/reports/report-columns';
import { asAnyView, column, type ReportT } from './view';

type Row = StockCardReport['dong'][number];

/** Thẻ kho of one item: the opening balance, each movement with its running balance, the closing. */
export function stockCardView(_params: unknown, t: ReportT) {
  const columns: ReportColumn<Row>[] = [
    column('ngay', [t('columns.ngay_chung_tu')], 'date', (r) => r.ngay_chung_tu, 10),
    column('so_phieu', [t('columns.so_phieu')], 'text', (r) => r.so_phieu, 14, true),
    column(
      'dien_giai',
      [t('columns.dien_giai')],
      'text',
      (r) => [r.la_dao_nguoc ? t('summary.reversal') : '', r.dien_giai ?? ''].filter(Boolean).join(' '),
      28,
    ),
    column('so_lo', [t('columns.so_lo')], 'text', (r) => r.so_lo, 10),
    column('han_dung', [t('columns.han_dung')], 'date', (r) => r.han_dung, 10),
    column('nhap', [t('groups.quantity'), t('columns.nhap')], 'quantity', (r) => r.nhap, 10),
    column('xuat', [t('groups.quantity'), t('columns.xuat')], 'quantity', (r) => r.xuat, 10),
    column('ton', [t('groups.quantity'), t('columns.ton')], 'quantity', (r) => r.ton, 10),
  ];
  return asAnyView<StockCardReport, Row>({
    path: 'bao-cao/the-kho',
    title: t('kinds.the-kho.title'),
    columns,
    rows: (data) => data.dong,
    rowKey: (r) => r.id,
    before: (data) => [{ label: t('summary.opening'), values: { ton: data.ton_dau_ky } }],
    after: (data) => [
      { label: t('summary.movements'), values: { nhap: data.tong_nhap, xuat: data.tong_xuat } },
      { label: t('summary.closing'), values: { ton: data.ton_cuoi_ky } },
    ],
    tone: (r) => (r.la_dao_nguoc ? 'warning' : null),
    paged: true,
    landscape: false,
  });
}
