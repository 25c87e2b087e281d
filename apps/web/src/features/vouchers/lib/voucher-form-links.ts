import { CONTROLLED_CLASSES, type Voucher } from '@kho/contracts';
import type { FormLink } from '../../../lib/api/official-forms';

/**
 * The TT 22/2011 forms a voucher prints (docs/regulatory.md): a requisition its phiếu lĩnh (01D)
 * and, when it asks for narcotic, psychotropic or precursor drugs, their separate slip (01D_KS), a
 * receipt its receiving minutes, a disposal issue the loss (14D) and disposal (15D) minutes and
 * the TT 18/2026 48-hour loss report of its controlled drugs (Phụ lục XI), a stocktake its minutes (11D). Other vouchers have none.
 */
export function voucherFormLinks(
  voucher: Pick<Voucher, 'id' | 'loai_phieu' | 'loai_xuat'> & {
    chi_tiet?: readonly { phan_loai_quan_ly: string }[];
  },
  organisationId: string,
): FormLink[] {
  const query = { to_chuc: organisationId };
  const link = (key: FormLink['key'], resource: string): FormLink => ({
    key,
    path: `${resource}/${voucher.id}`,
    query,
  });
  switch (voucher.loai_phieu) {
    case 'LINH_HANG':
      return [
        link('01D', 'phieu-linh-thuoc'),
        ...(voucher.chi_tiet?.some((l) =>
          (CONTROLLED_CLASSES as readonly string[]).includes(l.phan_loai_quan_ly),
        )
          ? [link('01D_KS', 'phieu-linh-thuoc-kiem-soat')]
          : []),
      ];
    case 'NHAP_KHO':
      return [link('KIEM_NHAP', 'bien-ban-kiem-nhap')];
    case 'XUAT_KHO':
      return voucher.loai_xuat === 'HUY'
        ? [
            link('14D', 'bien-ban-mat-hong-vo'),
            link('15D', 'bien-ban-thanh-ly'),
            // Only for controlled drugs: the server says so when the voucher holds none.
            link('PL_XI', 'bao-cao-that-thoat'),
          ]
        : [];
    case 'KIEM_KE':
      return [link('11D', 'bien-ban-kiem-ke')];
    case 'CHUYEN_KHO':
    case 'TRA_THUOC':
    case 'TRA_HANG':
    case 'CAP_PHAT':
      return [];
  }
}
