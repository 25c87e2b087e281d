import type { LoaiXuat, OutgoingLineInput } from '@kho/contracts';

/** The part of an issue, transfer or return form the lines edit. */
export interface OutgoingLinesForm {
  kho_id: string;
  chi_tiet: OutgoingLineInput[];
  /** Issues only: a destruction (HUY) may take expired and blocked batches. */
  loai_xuat?: LoaiXuat | undefined;
  /** Goods returns: the supplier whose batches may go back. */
  nha_cung_cap_id?: string | undefined;
  /** Medicine returns: the patient giving back (null: a ward's return). */
  benh_nhan_id?: string | null | undefined;
}
