import { ERROR_CODES } from '@kho/contracts';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { allocationsWithBatches } from '../../inventory/engine/outgoing-stock';
import { listLines, type VoucherRow } from '../../inventory/engine/vouchers.repository';
import {
  findReturningPatient,
  listPatientReturnable,
} from '../../inventory/requisitions/requests.repository';

/**
 * Refuses to cancel a dispensing (or, with `line`, to reverse that line) whose medicine the patient
 * has partly given back (returns completed or awaiting approval): the reversal puts back all it
 * took, so the returned part would be in stock twice. The patient row is locked as patient returns
 * lock it, so the two cannot pass each other.
 */
export async function assertNotReturned(
  tx: Executor,
  voucher: VoucherRow,
  today: string,
  line?: { id: string },
): Promise<void> {
  if (!voucher.benh_nhan_id) return;
  await findReturningPatient(tx, voucher.to_chuc_id, voucher.benh_nhan_id, true);
  const returnable = new Map(
    (
      await listPatientReturnable(tx, voucher.to_chuc_id, {
        warehouseId: voucher.kho_id,
        patientId: voucher.benh_nhan_id,
        excluding: null,
      })
    ).map((b) => [b.lo_hang_id, b.con_tra]),
  );
  const given = new Map<string, { quantity: number; lot: string }>();
  const reversed = new Set(
    (await listLines(tx, voucher.id)).filter((l) => l.ngay_dao_nguoc).map((l) => l.id),
  );
  for (const a of await allocationsWithBatches(tx, voucher.id, today)) {
    // What is still given: the line being reversed, or every line not reversed before.
    if (line ? a.chi_tiet_id !== line.id : reversed.has(a.chi_tiet_id)) continue;
    const sum = given.get(a.lo_hang_id);
    given.set(a.lo_hang_id, { quantity: (sum?.quantity ?? 0) + a.so_luong, lot: a.so_lo });
  }
  for (const [batchId, { quantity, lot }] of given) {
    if (quantity > (returnable.get(batchId) ?? 0) + 1e-9) {
      const key = line ? 'prescriptions.dispensing_line_returned' : 'prescriptions.dispensing_returned';
      throw new AppError(409, ERROR_CODES.BUSINESS_RULE, key, { lot });
    }
  }
}
