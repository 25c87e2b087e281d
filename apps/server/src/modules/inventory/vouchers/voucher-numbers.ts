import { VOUCHER_NUMBER_PREFIX, type LoaiPhieu } from '@kho/contracts';
import type { Executor } from '../../../db/client';
import {
  formatRecordNumber,
  nextVoucherNumber,
  numberAndTotalNewVoucher,
  type NewVoucherNumbering,
} from '../engine/vouchers.repository';

/**
 * Voucher numbers: the kind's prefix, the year and a gapless sequence (PX-2026-00001), taken from
 * the year's number row of the kind, which stays locked to the commit: every other voucher of the
 * kind in the organisation waits for it (decision 0034).
 */

/** The next number, taken now (a stocktake reads under the number lock before it writes). */
export async function takeVoucherNumber(
  tx: Executor,
  organisationId: string,
  kind: LoaiPhieu,
  date: string,
): Promise<string> {
  const year = Number(date.slice(0, 4));
  const number = await nextVoucherNumber(tx, organisationId, kind, year);
  return formatRecordNumber(VOUCHER_NUMBER_PREFIX[kind], year, number);
}

/**
 * Numbers a voucher this transaction wrote with its id as a placeholder number, and sets its
 * totals, as the transaction's last statement (`numberAndTotalNewVoucher`), so the number row is
 * held only to the commit that follows.
 */
export function numberNewVoucherLast(
  tx: Executor,
  voucher: NewVoucher,
  searchParts: (string | null | undefined)[],
): Promise<string> {
  return numberAndTotalNewVoucher(tx, newVoucherNumbering(voucher), searchParts);
}

interface NewVoucher {
  id: string;
  organisationId: string;
  kind: LoaiPhieu;
  date: string;
}

/** What numbers a new voucher: the kind's prefix and the year of its date. */
export function newVoucherNumbering(voucher: NewVoucher): NewVoucherNumbering {
  return {
    id: voucher.id,
    to_chuc_id: voucher.organisationId,
    loai_phieu: voucher.kind,
    year: Number(voucher.date.slice(0, 4)),
    prefix: VOUCHER_NUMBER_PREFIX[voucher.kind],
  };
}
