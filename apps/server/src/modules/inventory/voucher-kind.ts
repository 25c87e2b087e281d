import type { LoaiPhieu, VaiTro } from '@kho/contracts';
import type { Executor } from '../../db/client';
import type { LedgerContext } from './stock-engine';
import type { LineInsert, LineRow, VoucherInsert, VoucherRow } from './vouchers.repository';

/** What a kind's validation makes of the user's input: header columns, lines, warehouses touched. */
export interface PreparedVoucher {
  header: Omit<VoucherInsert, 'id' | 'to_chuc_id' | 'loai_phieu' | 'so_phieu' | 'ngay_chung_tu'>;
  lines: Omit<LineInsert, 'id' | 'to_chuc_id' | 'phieu_id' | 'stt'>[];
  /** Warehouses the user must be allowed to act in (the source; both ends of a transfer). */
  actsIn: string[];
  /** Words the book's text search finds the voucher by. */
  searchParts: (string | null | undefined)[];
}

export interface PrepareContext {
  organisationId: string;
  date: string;
}

/**
 * One kind of voucher in the common lifecycle (validate -> generate -> persist): the service owns
 * statuses, versions, numbering and transactions; the kind says what its input means and what
 * stock moves at each step.
 */
export interface VoucherKind<TInput> {
  kind: LoaiPhieu;
  /** The path segment of its calls: phieu-nhap-kho... */
  resource: string;
  prepare(tx: Executor, context: PrepareContext, input: TInput): Promise<PreparedVoucher>;
  /** On submission: outgoing kinds reserve their batches. */
  submit(tx: Executor, voucher: VoucherRow, lines: LineRow[], today: string): Promise<void>;
  /** On rejection or cancellation while awaiting approval: give back what submission reserved. */
  release?(tx: Executor, voucher: VoucherRow, today: string): Promise<void>;
  /** On approval: the stock moves and the ledger is written. */
  approve(tx: Executor, context: LedgerContext, lines: LineRow[], today: string): Promise<void>;
  /** After a completed voucher's movements were reversed (a receipt gives its tender back). */
  afterReverse?(tx: Executor, voucher: VoucherRow, lines: LineRow[]): Promise<void>;
}

/** Roles that write vouchers, and those that approve them (docs/inventory.md). */
export const VOUCHER_WRITE_ROLES: readonly VaiTro[] = ['QUAN_TRI', 'DUOC_SI', 'THU_KHO'];
export const VOUCHER_APPROVE_ROLES: readonly VaiTro[] = ['QUAN_TRI', 'DUOC_SI'];
