import type { ExpiryReport, ExpiryRow } from '@kho/contracts';
import type { ReportParams } from '../report-params';
import { asAnyView, goodsColumns, textColumn, type ReportT } from './view';

/** Hạn dùng: batches with stock expiring within the horizon, and those already expired. */
export function expiryView(params: ReportParams, t: ReportT) {
  return asAnyView<ExpiryReport, ExpiryRow>({
    path: 'bao-cao/han-dung',
    title: t('kinds.han-dung.title'),
    columns: [
      ...goodsColumns<ExpiryRow>(t, (r) => r),
      textColumn('kho', [t('columns.kho')], (r) => r.kho_ten, 16),
      textColumn('so_lo', [t('columns.so_lo')], (r) => r.so_lo, 10),
      { id: 'han_dung', header: [t('columns.han_dung')], kind: 'date', value: (r) => r.han_dung, width: 10 },
      textColumn(
        'con_lai',
        [t('columns.con_lai')],
        (r) => (r.da_het_han ? t('summary.expired') : t('summary.days_left', { count: r.con_lai_ngay })),
        11,
      ),
      { id: 'don_gia', header: [t('columns.don_gia')], kind: 'money', value: (r) => r.don_gia, width: 11 },
      {
        id: 'so_luong',
        header: [t('columns.so_luong')],
        kind: 'quantity',
        value: (r) => r.so_luong,
        width: 10,
      },
      { id: 'gia_tri', header: [t('columns.gia_tri')], kind: 'money', value: (r) => r.gia_tri, width: 14 },
      textColumn('ncc', [t('columns.nha_cung_cap')], (r) => r.nha_cung_cap_ten, 20),
    ],
    rows: (data) => data.dong,
    rowKey: (r) => `${r.kho_id}:${r.lo_hang_id}`,
    after: (data) => {
      const { het_han: expired, sap_het_han: soon, tong } = data.tong_cong;
      const line = (label: string, batches: number, amount: { so_luong: number; gia_tri: number }) => ({
        label: `${label} (${t('summary.batches', { count: batches })})`,
        values: { so_luong: amount.so_luong, gia_tri: amount.gia_tri },
      });
      return [
        ...(params.includeExpired ? [line(t('summary.expired_total'), expired.so_lo, expired)] : []),
        line(t('summary.expiring_total', { days: data.so_ngay }), soon.so_lo, soon),
        line(t('summary.total'), data.tong_cong.so_lo, tong),
      ];
    },
    tone: (r) => (r.da_het_han ? 'error' : null),
    paged: true,
    landscape: true,
  });
}
