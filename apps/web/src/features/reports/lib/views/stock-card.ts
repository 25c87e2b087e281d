import type { StockCardReport } from '@kho/contracts';
import type { ReportColumn } from '../report-columns';
import { asAnyView, textColumn, type ReportT } from './view';

type Row = StockCardReport['dong'][number];

/** Thẻ kho of one item: the opening balance, each movement with its running balance, the closing. */
export function stockCardView(_params: unknown, t: ReportT) {
  const columns: ReportColumn<Row>[] = [
    {
      id: 'ngay',
      header: [t('columns.ngay_chung_tu')],
      kind: 'date',
      value: (r) => r.ngay_chung_tu,
      width: 10,
    },
    textColumn('so_phieu', [t('columns.so_phieu')], (r) => r.so_phieu, 14, true),
    textColumn(
      'dien_giai',
      [t('columns.dien_giai')],
      (r) => [r.la_dao_nguoc ? t('summary.reversal') : '', r.dien_giai ?? ''].filter(Boolean).join(' '),
      28,
    ),
    textColumn('so_lo', [t('columns.so_lo')], (r) => r.so_lo, 10),
    { id: 'han_dung', header: [t('columns.han_dung')], kind: 'date', value: (r) => r.han_dung, width: 10 },
    {
      id: 'nhap',
      header: [t('groups.quantity'), t('columns.nhap')],
      kind: 'quantity',
      value: (r) => r.nhap,
      width: 10,
    },
    {
      id: 'xuat',
      header: [t('groups.quantity'), t('columns.xuat')],
      kind: 'quantity',
      value: (r) => r.xuat,
      width: 10,
    },
    {
      id: 'ton',
      header: [t('groups.quantity'), t('columns.ton')],
      kind: 'quantity',
      value: (r) => r.ton,
      width: 10,
    },
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
