import type { ExpiryReport, ExpiryRow } from '@kho/contracts';
import type { ReportParams } from '../report-params';
import { asAnyView, goodsColumns, column, type ReportT } from './view';

/** Hạn dùng: batches with stock expiring within the horizon, and those already expired. */
export function expiryView(params: ReportParams, t: ReportT) {
  return asAnyView<ExpiryReport, ExpiryRow>({
    path: 'bao-cao/han-dung',
    title: t('kinds.han-dung.title'),
    columns: [
      ...goodsColumns<ExpiryRow>(t, (r) => r),
      column('kho', [t('columns.kho')], 'text', (r) => r.kho_ten, 16),
      column('so_lo', [t('columns.so_lo')], 'text', (r) => r.so_lo, 10),
      column('han_dung', [t('columns.han_dung')], 'date', (r) => r.han_dung, 10),
      column(
        'con_lai',
        [t('columns.con_lai')],
        'text',
        (r) => (r.da_het_han ? t('summary.expired') : t('summary.days_left', { count: r.con_lai_ngay })),
        11,
      ),
      column('don_gia', [t('columns.don_gia')], 'money', (r) => r.don_gia, 11),
      column('so_luong', [t('columns.so_luong')], 'quantity', (r) => r.so_luong, 10),
      column('gia_tri', [t('columns.gia_tri')], 'money', (r) => r.gia_tri, 14),
      column('ncc', [t('columns.nha_cung_cap')], 'text', (r) => r.nha_cung_cap_ten, 20),
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
