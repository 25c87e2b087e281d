import {
  KIND_FORMS,
  KINDS_IN_FORM_ORDER,
  REQUISITION_SLIPS,
  requisitionSlipOf,
  type LoaiHangHoa,
  type RequisitionSlipKey,
  type Voucher,
} from '@kho/contracts';
import type { FormLink } from '../../../lib/api/official-forms';

/** What the form list reads of a line: its kind of goods and its control class. */
interface FormLine {
  phan_loai_quan_ly: string;
  loai_hang_hoa: LoaiHangHoa;
}

const REQUISITION_PATHS: Record<RequisitionSlipKey, string> = {
  '01D': 'phieu-linh-thuoc',
  '01D_KS': 'phieu-linh-thuoc-kiem-soat',
  '02D': 'phieu-linh-hoa-chat',
  '03D': 'phieu-linh-vat-tu',
};
const STOCKTAKE_PATHS: Record<LoaiHangHoa, string> = {
  THUOC: 'bien-ban-kiem-ke',
  HOA_CHAT: 'bien-ban-kiem-ke-hoa-chat',
  VAT_TU: 'bien-ban-kiem-ke-vat-tu',
};

/**
 * The TT 22/2011 forms a voucher prints (docs/regulatory.md): a requisition one phiếu lĩnh per
 * slip its lines go on (01D medicines, 02D chemicals, 03D supplies, the separate slip of narcotic,
 * psychotropic and precursor drugs), a receipt its receiving minutes, a disposal issue the loss
 * (14D) and disposal (15D) minutes and the TT 18/2026 48-hour loss report of its controlled drugs
 * (Phụ lục XI), a stocktake its minutes per kind of goods counted (11D, 12D, 13D), a ward's
 * medicine return its return slip (phiếu trả lại thuốc, hóa chất, vật tư y tế tiêu hao). A voucher
 * without lines (or read without them) offers 01D or 11D. Other vouchers have none.
 */
export function voucherFormLinks(
  voucher: Pick<Voucher, 'id' | 'loai_phieu' | 'loai_xuat' | 'benh_nhan_id'> & {
    /** A requisition's lines. */
    chi_tiet?: readonly FormLine[];
    /** A stocktake's lines. */
    dong?: readonly FormLine[];
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
    case 'LINH_HANG': {
      const slips = new Set((voucher.chi_tiet ?? []).map(requisitionSlipOf));
      const present = REQUISITION_SLIPS.filter((slip) => slips.has(slip));
      return (present.length ? present : (['01D'] as const)).map((slip) =>
        link(slip, REQUISITION_PATHS[slip]),
      );
    }
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
    case 'KIEM_KE': {
      const kinds = new Set((voucher.dong ?? []).map((line) => line.loai_hang_hoa));
      const present = KINDS_IN_FORM_ORDER.filter((kind) => kinds.has(kind));
      return (present.length ? present : (['THUOC'] as const)).map((kind) =>
        link(KIND_FORMS.stocktake[kind], STOCKTAKE_PATHS[kind]),
      );
    }
    case 'TRA_THUOC':
      // A ward's return prints its return slip; a patient's (at the dispensary) has none.
      return voucher.benh_nhan_id ? [] : [link('TRA_LAI', 'phieu-tra-lai-thuoc')];
    case 'CHUYEN_KHO':
    case 'TRA_HANG':
    case 'CAP_PHAT':
      return [];
  }
}
