import type { VoucherDetail } from '@kho/contracts';
import { goodsName } from '../../../../lib/catalogues/goods-name';

/** One row of the printed voucher: a receipt line, or one batch an outgoing line took. */
export interface PrintRow {
  key: string;
  stt: number;
  code: string;
  name: string;
  unit: string;
  lot: string | null;
  expiry: string | null;
  quantity: number;
  price: number | null;
  amount: number | null;
  /** A dispensing line reversed on its own: printed struck through, and not counted in the total. */
  reversed?: boolean;
}

/**
 * What the paper shows: a receipt prints its lines as entered; an issue or transfer prints the
 * batches actually taken (one row each) once they are known, else the line as asked.
 */
export function printRows(detail: VoucherDetail): PrintRow[] {
  return detail.chi_tiet.flatMap((line) => {
    const name = goodsName(line.hang_hoa_ten, line.ham_luong);
    const base = {
      code: line.hang_hoa_ma,
      name,
      unit: line.don_vi_tinh,
      stt: line.stt,
      ...(line.ngay_dao_nguoc ? { reversed: true } : {}),
    };
    if (detail.loai_phieu === 'NHAP_KHO' || line.phan_bo.length === 0) {
      return [
        {
          ...base,
          key: line.id,
          lot: line.so_lo,
          expiry: line.han_dung,
          quantity: line.so_luong,
          price: line.don_gia,
          amount: line.thanh_tien,
        },
      ];
    }
    return line.phan_bo.map((batch) => ({
      ...base,
      key: `${line.id}-${batch.lo_hang_id}`,
      lot: batch.so_lo,
      expiry: batch.han_dung,
      quantity: batch.so_luong,
      price: batch.don_gia,
      amount: batch.so_luong * batch.don_gia,
    }));
  });
}
