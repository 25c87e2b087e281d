import type { VoucherDetail } from '@kho/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../../lib/i18n/dates';

type Party = [label: string, value: string | null];

/** Who and what a printed voucher names above its lines, per kind (labels in vouchers:print.*). */
export function printParties(detail: VoucherDetail, t: TFunction): Party[] {
  const p = (key: string) => t(`vouchers:print.${key}`);
  const kindParties = (): Party[] => {
    switch (detail.loai_phieu) {
      case 'NHAP_KHO':
        return [
          [p('warehouse'), detail.kho_ten],
          [p('supplier'), detail.nha_cung_cap_ten],
          [
            p('invoice'),
            detail.so_hoa_don
              ? t('vouchers:print.invoice_value', {
                  number: detail.so_hoa_don,
                  date: formatDate(detail.ngay_hoa_don),
                })
              : null,
          ],
          [p('tender'), detail.goi_thau_ma],
          [p('deliverer'), detail.nguoi_giao],
        ];
      case 'XUAT_KHO':
        return [
          [p('warehouse'), detail.kho_ten],
          [p('issue_kind'), detail.loai_xuat ? t(`vouchers:loai_xuat.${detail.loai_xuat}`) : null],
          [p('receiver'), detail.kho_nhan_ten ?? detail.don_vi_nhan],
        ];
      case 'CHUYEN_KHO':
        return [
          [p('warehouse'), detail.kho_ten],
          [p('destination'), detail.kho_nhan_ten],
        ];
      case 'LINH_HANG':
        return [
          [p('requester'), detail.kho_nhan_ten],
          [p('source'), detail.kho_ten],
          [p('requisition_kind'), detail.loai_linh ? t(`vouchers:loai_linh.${detail.loai_linh}`) : null],
        ];
      case 'TRA_THUOC':
        if (detail.benh_nhan_id) {
          return [
            [p('patient'), detail.benh_nhan_ten ?? null],
            [p('returned_to'), detail.kho_ten],
          ];
        }
        return [
          [p('returned_from'), detail.kho_ten],
          [p('returned_to'), detail.kho_nhan_ten],
        ];
      case 'TRA_HANG':
        return [
          [p('warehouse'), detail.kho_ten],
          [p('supplier'), detail.nha_cung_cap_ten],
          [
            p('return_reason'),
            detail.ly_do_tra_hang ? t(`vouchers:ly_do_tra_hang.${detail.ly_do_tra_hang}`) : null,
          ],
        ];
      case 'KIEM_KE':
        return [[p('warehouse'), detail.kho_ten]];
      case 'CAP_PHAT':
        return [
          [p('warehouse'), detail.kho_ten],
          [p('patient'), detail.benh_nhan_ten ?? null],
          [p('prescription'), detail.so_don ?? null],
        ];
    }
  };
  return [...kindParties(), [p('reason'), detail.ly_do], [p('notes'), detail.ghi_chu]];
}
