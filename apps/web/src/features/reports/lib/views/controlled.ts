import type { ControlledRegister, ControlledRegisterRow } from '@kho/contracts';
import { asAnyView, goodsColumns, column, type ReportT } from './view';

/**
 * Sổ theo dõi thuốc gây nghiện, hướng thần, tiền chất: every movement of the period with the
 * patient or the department on the other side and the item's running balance.
 */
export function controlledView(_params: unknown, t: ReportT) {
  return asAnyView<ControlledRegister, ControlledRegisterRow>({
    path: 'bao-cao/thuoc-kiem-soat',
    title: t('kinds.thuoc-kiem-soat.title'),
    columns: [
      column('ngay', [t('columns.ngay_chung_tu')], 'date', (r) => r.ngay_chung_tu, 10),
      column('so_phieu', [t('columns.so_phieu')], 'text', (r) => r.so_phieu, 14),
      column('kho', [t('columns.kho')], 'text', (r) => r.kho_ten, 14),
      ...goodsColumns<ControlledRegisterRow>(t, (r) => ({ ...r, ma: r.hang_hoa_ma, ten: r.hang_hoa_ten })),
      column(
        'phan_loai',
        [t('columns.phan_loai')],
        'text',
        (r) => t(`goods:phan_loai_quan_ly.${r.phan_loai_quan_ly}`),
        11,
      ),
      column('so_lo', [t('columns.so_lo')], 'text', (r) => r.so_lo, 10),
      column('han_dung', [t('columns.han_dung')], 'date', (r) => r.han_dung, 10),
      column(
        'loai',
        [t('columns.loai')],
        'text',
        (r) => `${t(`categories.${r.nhom}`)}${r.la_dao_nguoc ? ` ${t('summary.reversal')}` : ''}`,
        14,
      ),
      column('nhap', [t('groups.quantity'), t('columns.nhap')], 'quantity', (r) => r.nhap, 9),
      column('xuat', [t('groups.quantity'), t('columns.xuat')], 'quantity', (r) => r.xuat, 9),
      column('ton', [t('groups.quantity'), t('columns.ton')], 'quantity', (r) => r.ton, 9),
      column(
        'benh_nhan',
        [t('columns.benh_nhan')],
        'text',
        (r) => (r.benh_nhan_ten ? `${r.benh_nhan_ma ?? ''} - ${r.benh_nhan_ten}` : null),
        20,
      ),
      column('doi_tac', [t('columns.doi_tac')], 'text', (r) => r.doi_tac, 18),
    ],
    rows: (data) => data.dong,
    rowKey: (r) => r.id,
    after: (data) => [
      {
        label: `${t('summary.total')} (${t('summary.lines', { count: data.tong_cong.so_dong })})`,
        values: { nhap: data.tong_cong.nhap, xuat: data.tong_cong.xuat },
      },
    ],
    tone: (r) => (r.la_dao_nguoc ? 'warning' : null),
    paged: true,
    landscape: true,
  });
}
