import type { TenderExecutionReport, TenderExecutionRow } from '@kho/contracts';
import { asAnyView, column, type ReportT } from './view';

/** Thực hiện thầu: per tender line, awarded, received, remaining, in quantity and value. */
export function tenderExecutionView(_params: unknown, t: ReportT) {
  const quantity = t('groups.quantity');
  const value = t('groups.value');
  const figure = (
    id: string,
    group: string,
    label: string,
    kind: 'quantity' | 'money',
    get: (r: TenderExecutionRow) => number,
  ) => column(id, [group, label], kind, get, kind === 'money' ? 14 : 10);
  return asAnyView<TenderExecutionReport, TenderExecutionRow>({
    path: 'bao-cao/thuc-hien-thau',
    title: t('kinds.thuc-hien-thau.title'),
    columns: [
      column('goi_thau', [t('columns.goi_thau')], 'text', (r) => `${r.goi_thau_ma} (${r.so_quyet_dinh})`, 18),
      column('ncc', [t('columns.nha_cung_cap')], 'text', (r) => r.nha_cung_cap_ten, 18),
      column('ma', [t('columns.ma')], 'text', (r) => r.hang_hoa_ma, 10),
      column('ten', [t('columns.ten')], 'text', (r) => r.hang_hoa_ten, 26, true),
      column('dvt', [t('columns.don_vi_tinh')], 'text', (r) => r.don_vi_tinh, 8),
      column('don_gia', [t('columns.don_gia_trung')], 'money', (r) => r.don_gia_trung, 11),
      figure('sl_trung', quantity, t('columns.trung'), 'quantity', (r) => r.so_luong_trung),
      figure('sl_nhap', quantity, t('columns.da_nhap'), 'quantity', (r) => r.so_luong_da_nhap),
      figure('sl_con', quantity, t('columns.con_lai_thau'), 'quantity', (r) => r.so_luong_con_lai),
      column('ty_le', [t('columns.ty_le')], 'percent', (r) => r.ty_le_thuc_hien, 8),
      figure('gt_trung', value, t('columns.trung'), 'money', (r) => r.gia_tri_trung),
      figure('gt_nhap', value, t('columns.da_nhap'), 'money', (r) => r.gia_tri_da_nhap),
      figure('gt_con', value, t('columns.con_lai_thau'), 'money', (r) => r.gia_tri_con_lai),
    ],
    rows: (data) => data.dong,
    rowKey: (r) => r.goi_thau_chi_tiet_id,
    after: (data) => [
      {
        label: `${t('summary.total')} (${t('summary.lines', { count: data.tong_cong.so_dong })})`,
        values: {
          gt_trung: data.tong_cong.gia_tri_trung,
          gt_nhap: data.tong_cong.gia_tri_da_nhap,
          gt_con: data.tong_cong.gia_tri_con_lai,
        },
      },
    ],
    paged: true,
    landscape: true,
  });
}
