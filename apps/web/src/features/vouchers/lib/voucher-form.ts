import type {
  createGoodsReturnSchema,
  createIssueSchema,
  createMedicineReturnSchema,
  createReceiptSchema,
  createRequisitionSchema,
  createTransferSchema,
  GoodsReturnInput,
  IssueInput,
  LoaiPhieu,
  MedicineReturnInput,
  ReceiptInput,
  RequisitionInput,
  TransferInput,
  VoucherDetail,
  VoucherLine,
} from '@kho/contracts';
import { businessDay } from '../../../lib/i18n/dates';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form values of each kind (the contracts' create schemas, whose input types the forms edit)
 * from a saved voucher or for a new one, and the request body from the validated values. Pure,
 * so the mapping is unit-tested.
 */
export interface FormContext {
  organisationId: string;
  /** The book's warehouse (a new voucher) — a saved one keeps its own. */
  warehouseId: string;
  /** Today in the organisation's time zone (business dates), ISO. */
  today?: string;
}

const isoToday = (today?: string) => today ?? businessDay();

/** A number field left empty is undefined in the form, so the schema names it as required. */
const blankNumber = undefined as unknown as number;

/**
 * The header fields every kind shares: the organisation, the warehouse (the book's, for a new
 * voucher), the date (today, for a new one) and the notes.
 */
function baseHeader(detail: VoucherDetail | null, ctx: FormContext) {
  return {
    to_chuc: ctx.organisationId,
    kho_id: detail?.kho_id ?? ctx.warehouseId,
    ngay_chung_tu: detail?.ngay_chung_tu ?? isoToday(ctx.today),
    ghi_chu: detail?.ghi_chu ?? '',
  };
}

/** The shared header and the reason, which every kind but a receipt carries. */
function reasonedHeader(detail: VoucherDetail | null, ctx: FormContext) {
  return { ...baseHeader(detail, ctx), ly_do: detail?.ly_do ?? '' };
}

export function receiptToForm(detail: VoucherDetail | null, ctx: FormContext): ReceiptInput {
  return {
    ...baseHeader(detail, ctx),
    nha_cung_cap_id: detail?.nha_cung_cap_id ?? '',
    so_hoa_don: detail?.so_hoa_don ?? '',
    ngay_hoa_don: detail?.ngay_hoa_don ?? null,
    goi_thau_id: detail?.goi_thau_id ?? '',
    cho_phep_vuot_thau: detail?.cho_phep_vuot_thau ?? false,
    nguoi_giao: detail?.nguoi_giao ?? '',
    chi_tiet: (detail?.chi_tiet ?? []).map((line) => ({
      hang_hoa_id: line.hang_hoa_id,
      so_lo: line.so_lo ?? '',
      han_dung: line.han_dung ?? '',
      ngay_san_xuat: line.ngay_san_xuat ?? null,
      so_luong: line.so_luong,
      don_gia: line.don_gia ?? blankNumber,
      vat: line.vat,
      chiet_khau: line.chiet_khau,
      ma_vach: line.ma_vach ?? '',
      ghi_chu: line.ghi_chu ?? '',
    })),
  };
}

function outgoingLines(lines: readonly VoucherLine[] | undefined) {
  return (lines ?? []).map((line) => ({
    hang_hoa_id: line.hang_hoa_id,
    lo_hang_id: line.lo_hang_id ?? '',
    so_luong: line.so_luong,
    ghi_chu: line.ghi_chu ?? '',
  }));
}

export function issueToForm(detail: VoucherDetail | null, ctx: FormContext): IssueInput {
  return {
    ...reasonedHeader(detail, ctx),
    loai_xuat: detail?.loai_xuat ?? 'KHO_KHOA',
    kho_nhan_id: detail?.kho_nhan_id ?? '',
    don_vi_nhan: detail?.don_vi_nhan ?? '',
    chi_tiet: outgoingLines(detail?.chi_tiet),
  };
}

export function transferToForm(detail: VoucherDetail | null, ctx: FormContext): TransferInput {
  return {
    ...reasonedHeader(detail, ctx),
    kho_nhan_id: detail?.kho_nhan_id ?? '',
    chi_tiet: outgoingLines(detail?.chi_tiet),
  };
}

/** A requisition asks for goods and quantities; the source picks the batches when it approves. */
export function requisitionToForm(detail: VoucherDetail | null, ctx: FormContext): RequisitionInput {
  return {
    ...reasonedHeader(detail, ctx),
    // The book's warehouse is the one asking; the source is filled in by the form from its
    // kho_nguon_id once that is known.
    kho_id: detail?.kho_id ?? '',
    kho_nhan_id: detail?.kho_nhan_id ?? ctx.warehouseId,
    loai_linh: detail?.loai_linh ?? 'LINH_BU',
    chi_tiet: (detail?.chi_tiet ?? []).map((line) => ({
      hang_hoa_id: line.hang_hoa_id,
      so_luong: line.so_luong,
      ghi_chu: line.ghi_chu ?? '',
    })),
  };
}

/**
 * In a medicine return's form, `benh_nhan_id` also says who gives back: null for a ward or cabinet
 * returning to its source, a patient's id (or '' while none is chosen yet) for a patient's return.
 */
export const NO_PATIENT_CHOSEN = '';

export function isPatientReturn(values: { benh_nhan_id?: string | null | undefined }): boolean {
  return values.benh_nhan_id !== null && values.benh_nhan_id !== undefined;
}

/**
 * A medicine return goes from the book's warehouse back to its source, batch by batch; a patient's
 * comes back into the book's warehouse.
 */
export function medicineReturnToForm(detail: VoucherDetail | null, ctx: FormContext): MedicineReturnInput {
  return {
    ...reasonedHeader(detail, ctx),
    kho_nhan_id: detail?.kho_nhan_id ?? '',
    benh_nhan_id: detail?.benh_nhan_id ?? null,
    chi_tiet: outgoingLines(detail?.chi_tiet),
  };
}

/** The switch between a ward's and a patient's return: the other party and the lines start over. */
export function returnModeValues(
  fromPatient: boolean,
): Required<Pick<MedicineReturnInput, 'benh_nhan_id' | 'kho_nhan_id' | 'chi_tiet'>> {
  return { benh_nhan_id: fromPatient ? NO_PATIENT_CHOSEN : null, kho_nhan_id: '', chi_tiet: [] };
}

/** A goods return goes from the book's warehouse to a supplier, batch by batch, with a reason. */
export function goodsReturnToForm(detail: VoucherDetail | null, ctx: FormContext): GoodsReturnInput {
  return {
    ...reasonedHeader(detail, ctx),
    nha_cung_cap_id: detail?.nha_cung_cap_id ?? '',
    ly_do_tra_hang: detail?.ly_do_tra_hang ?? 'HONG',
    chi_tiet: outgoingLines(detail?.chi_tiet),
  };
}

/**
 * The body of the save call from the schema's output: an update names the version the user
 * edited (stale -> 409). Issue targets that do not apply to the chosen kind are cleared, so a
 * warehouse picked before switching to "destruction" is not sent along.
 */
export function toSaveBody<T extends { to_chuc: string }>(
  kind: LoaiPhieu,
  values: T,
  version: number | null,
): T & { phien_ban?: number } {
  let body: T = values;
  if (kind === 'XUAT_KHO') {
    const issue = values as T & {
      loai_xuat?: string;
      kho_nhan_id?: string | null;
      don_vi_nhan?: string | null;
    };
    body = {
      ...issue,
      kho_nhan_id: issue.loai_xuat === 'KHO_KHOA' ? (issue.kho_nhan_id ?? null) : null,
      don_vi_nhan: issue.loai_xuat === 'CO_SO_KHAC' ? (issue.don_vi_nhan ?? null) : null,
    };
  }
  return version === null ? body : { ...body, phien_ban: version };
}

/** Lines of a receipt whose lot has expired by `today` (saving them asks for confirmation). */
export function expiredLines(lines: readonly { han_dung?: unknown }[], today?: string): number[] {
  const limit = isoToday(today);
  return lines.flatMap((line, index) =>
    typeof line.han_dung === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(line.han_dung) && line.han_dung < limit
      ? [index]
      : [],
  );
}

/**
 * The date picker stores '' when cleared; the contracts take null for an optional date (invoice
 * date, manufacture date). Applied before validation so a cleared optional date is no error.
 */
export function blankOptionalDates<T>(values: T): T {
  if (typeof values !== 'object' || values === null) return values;
  const record = values as Record<string, unknown>;
  const out: Record<string, unknown> = { ...record };
  if (out.ngay_hoa_don === '') out.ngay_hoa_don = null;
  if (Array.isArray(record.chi_tiet)) {
    out.chi_tiet = (record.chi_tiet as Record<string, unknown>[]).map((line) =>
      line.ngay_san_xuat === '' ? { ...line, ngay_san_xuat: null } : line,
    );
  }
  return out as T;
}

/** What each form's schema gives after validation (the request body before the version). */
export type ReceiptOutput = z.output<typeof createReceiptSchema>;
export type IssueOutput = z.output<typeof createIssueSchema>;
export type RequisitionOutput = z.output<typeof createRequisitionSchema>;
export type MedicineReturnOutput = z.output<typeof createMedicineReturnSchema>;
export type GoodsReturnOutput = z.output<typeof createGoodsReturnSchema>;
export type TransferOutput = z.output<typeof createTransferSchema>;
export type ReceiptControl = Control<ReceiptInput, unknown, ReceiptOutput>;
export type OutgoingInput = IssueInput | TransferInput;
