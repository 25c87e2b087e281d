import { DISPENSER_ROLES } from '@kho/contracts';
import { outgoingSteps } from '../../inventory/vouchers/outgoing.kind';
import type { PreparedVoucher, VoucherKind } from '../../inventory/vouchers/voucher-kind';
import { assertBatchesOfGoods } from '../../inventory/vouchers/voucher-rules';
import { addDispensed } from '../prescriptions.repository';

/** What the dispensing service makes of a dispense request once the prescription has checked it. */
export interface DispensingVoucherInput {
  to_chuc: string;
  kho_id: string;
  don_thuoc_id: string;
  benh_nhan_id: string;
  /** Words the dispensing book finds the voucher by: the prescription number, the patient. */
  searchParts: string[];
  lines: {
    don_thuoc_chi_tiet_id: string;
    hang_hoa_id: string;
    lo_hang_id: string | null;
    so_luong: number;
  }[];
}

/**
 * Dispensing a prescription (CAP_PHAT, PCP-): an outgoing voucher of the dispensing warehouse that
 * names the prescription, its lines and the patient. The dispensing service runs submission
 * (reserve FEFO or the chosen batch, never expired or blocked ones) and approval (move, ledger) in
 * the transaction that creates it; cancelling a completed one reverses the ledger and gives the
 * prescription lines back what it had dispensed.
 */
export const dispensingKind: VoucherKind<DispensingVoucherInput> = {
  kind: 'CAP_PHAT',
  resource: 'phieu-cap-phat-thuoc',
  writeRoles: DISPENSER_ROLES,

  async prepare(tx, context, input): Promise<PreparedVoucher> {
    await assertBatchesOfGoods(tx, context.organisationId, input.lines);
    return {
      header: {
        kho_id: input.kho_id,
        kho_nhan_id: null,
        nha_cung_cap_id: null,
        so_hoa_don: null,
        ngay_hoa_don: null,
        goi_thau_id: null,
        cho_phep_vuot_thau: false,
        nguoi_giao: null,
        loai_xuat: null,
        don_vi_nhan: null,
        don_thuoc_id: input.don_thuoc_id,
        benh_nhan_id: input.benh_nhan_id,
        ly_do: null,
        ghi_chu: null,
      },
      lines: input.lines.map((l) => ({
        hang_hoa_id: l.hang_hoa_id,
        lo_hang_id: l.lo_hang_id,
        so_luong: l.so_luong,
        don_thuoc_chi_tiet_id: l.don_thuoc_chi_tiet_id,
        don_gia: null,
        vat: 0,
        chiet_khau: 0,
        thanh_tien: null,
        so_lo: null,
        han_dung: null,
        ngay_san_xuat: null,
        ma_vach: null,
        goi_thau_chi_tiet_id: null,
        ghi_chu: null,
      })),
      actsIn: [input.kho_id],
      searchParts: input.searchParts,
    };
  },

  ...outgoingSteps,

  async afterReverse(tx, _voucher, lines) {
    await addDispensed(
      tx,
      // A line reversed on its own gave its quantity back then.
      lines
        .filter((l) => l.don_thuoc_chi_tiet_id && !l.ngay_dao_nguoc)
        .map((l) => ({ id: l.don_thuoc_chi_tiet_id!, so_luong: -l.so_luong })),
    );
  },
};
