import type { ControlledRegister, ControlledRegisterRow } from '@kho/contracts';
import { asAnyView, goodsColumns, textColumn, type ReportT } from './view';

/**
 * Sổ theo dõi thuốc gây nghiện, hướng thần, tiền chất: every movement of the period with the
 * patient or the department on the other side and the item's running balance.
 */
export function controlledView(_params: unknown, t: ReportT) {
  return asAnyView<ControlledRegister, ControlledRegisterRow>({
    path: 'bao-cao/thuoc-kiem-soat',
    title: t('kinds.thuoc-kiem-soat.title'),
    columns: [
      {
        id: 'ngay',
        header: [t('columns.ngay_chung_tu')],
        kind: 'date',
        value: (r) => r.ngay_chung_tu,
        width: 10,
      },
      textColumn('so_phieu', [t('columns.so_phieu')], (r) => r.so_phieu, 14),
      textColumn('kho', [t('columns.kho')], (r) => r.kho_ten, 14),
      ...goodsColumns<ControlledRegisterRow>(t, (r) => ({ ...r, ma: r.hang_hoa_ma, ten: r.hang_hoa_ten })),
      textColumn(
        'phan_loai',
        [t('columns.phan_loai')],
        (r) => t(`goods:phan_loai_quan_ly.${r.phan_loai_quan_ly}`),
        11,
      ),
      textColumn('so_lo', [t('columns.so_lo')], (r) => r.so_lo, 10),
      { id: 'han_dung', header: [t('columns.han_dung')], kind: 'date', value: (r) => r.han_dung, width: 10 },
      textColumn(
        'loai',
        [t('columns.loai')],
        (r) => `${t(`categories.${r.nhom}`)}${r.la_dao_nguoc ? ` ${t('summary.reversal')}` : ''}`,
        14,
      ),
      {
        id: 'nhap',
        header: [t('groups.quantity'), t('columns.nhap')],
        kind: 'quantity',
        value: (r) => r.nhap,
        width: 9,
      },
      {
        id: 'xuat',
        header: [t('groups.quantity'), t('columns.xuat')],
        kind: 'quantity',
        value: (r) => r.xuat,
        width: 9,
      },
      {
        id: 'ton',
        header: [t('groups.quantity'), t('columns.ton')],
        kind: 'quantity',
        value: (r) => r.ton,
        width: 9,
      },
      textColumn(
        'benh_nhan',
        [t('columns.benh_nhan')],
        (r) => (r.benh_nhan_ten ? `${r.benh_nhan_ma ?? ''} - ${r.benh_nhan_ten}` : null),
        20,
      ),
      textColumn('doi_tac', [t('columns.doi_tac')], (r) => r.doi_tac, 18),
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
