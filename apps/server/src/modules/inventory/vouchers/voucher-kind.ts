import type { LoaiPhieu, VaiTro } from '@kho/contracts';
import type { Executor } from '../../../db/client';
import { newId } from '../../../platform/ids';
import type { LedgerContext } from '../engine/stock-engine';
import type { LineInsert, LineRow, VoucherInsert, VoucherRow } from '../engine/vouchers.repository';

/** What a kind's validation makes of the user's input: header columns, lines, warehouses touched. */
export interface PreparedVoucher {
  header: Omit<VoucherInsert, 'id' | 'to_chuc_id' | 'loai_phieu' | 'so_phieu' | 'ngay_chung_tu'>;
  lines: Omit<LineInsert, 'id' | 'to_chuc_id' | 'phieu_id' | 'stt'>[];
  /** Warehouses the user must be allowed to act in (the source; both ends of a transfer). */
  actsIn: string[];
  /** Words the book's text search finds the voucher by. */
  searchParts: (string | null | undefined)[];
}

/** A prepared voucher's lines as rows of voucher `voucherId`, numbered in order. */
export function preparedLineRows(
  organisationId: string,
  voucherId: string,
  lines: PreparedVoucher['lines'],
): LineInsert[] {
  return lines.map((line, i) => ({
    ...line,
    id: newId(),
    to_chuc_id: organisationId,
    phieu_id: voucherId,
    stt: i + 1,
  }));
}

/** The receipt and issue fields that a voucher of another kind (transfer, requisition, return) leaves empty. */
export const NO_RECEIPT_OR_ISSUE_FIELDS = {
  nha_cung_cap_id: null,
  so_hoa_don: null,
  ngay_hoa_don: null,
  goi_thau_id: null,
  cho_phep_vuot_thau: false,
  nguoi_giao: null,
  loai_xuat: null,
  don_vi_nhan: null,
} as const;

/** Which of a voucher's two warehouses a step is done from. */
export type WarehouseSide = 'kho_id' | 'kho_nhan_id';

export interface PrepareContext {
  organisationId: string;
  date: string;
  /** The caller: the warehouse lookup also answers whether they may act in each (one statement). */
  actor?: string;
}

/**
 * One kind of voucher in the common lifecycle (validate -> generate -> persist): the service owns
 * statuses, versions, numbering and transactions; the kind says what its input means and what
 * stock moves at each step.
 */
export interface VoucherKind<TInput, TApproval = unknown> {
  kind: LoaiPhieu;
  /** The path segment of its calls: phieu-nhap-kho... */
  resource: string;
  /**
   * Whose users draft, submit and withdraw (`request`) and whose approve, reject and reverse
   * (`approve`). Default: the users of `kho_id` do everything. A requisition is asked by the
   * receiving warehouse and approved by the source; a medicine return the other way round.
   */
  sides?: { request: WarehouseSide; approve: WarehouseSide };
  /** Roles that may draft and submit this kind (default VOUCHER_WRITE_ROLES). */
  writeRoles?: readonly VaiTro[];
  prepare(tx: Executor, context: PrepareContext, input: TInput): Promise<PreparedVoucher>;
  /** On submission: outgoing kinds reserve their batches. */
  submit(tx: Executor, voucher: VoucherRow, lines: LineRow[], today: string): Promise<void>;
  /** On rejection or cancellation while awaiting approval: give back what submission reserved. */
  release?(tx: Executor, voucher: VoucherRow, today: string): Promise<void>;
  /**
   * On approval: the stock moves and the ledger is written; `approval` is the kind's approval input.
   * A kind that needs the lines reads them (an outgoing voucher moves its allocations instead).
   */
  approve(tx: Executor, context: LedgerContext, today: string, approval: TApproval): Promise<void>;
  /** After a completed voucher's movements were reversed (a receipt gives its tender back). */
  afterReverse?(tx: Executor, voucher: VoucherRow, lines: LineRow[]): Promise<void>;
}

/** Roles that write vouchers, and those that approve them (docs/inventory.md). */
export const VOUCHER_WRITE_ROLES: readonly VaiTro[] = ['QUAN_TRI', 'DUOC_SI', 'THU_KHO'];
export const VOUCHER_APPROVE_ROLES: readonly VaiTro[] = ['QUAN_TRI', 'DUOC_SI'];
