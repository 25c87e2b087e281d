import { ERROR_CODES, type PatientReturnableBatch, type patientReturnableQuerySchema } from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import type { AppContext } from '../../../platform/context';
import { newId } from '../../../platform/ids';
import { AppError, notFound } from '../../../platform/errors';
import type { OrganisationsService } from '../../organisations/organisations.service';
import { findGoodsNames } from '../engine/lookups.repository';
import {
  findReturnBatches,
  findReturningPatient,
  listPatientReturnable,
  priceNamedBatchLines,
} from '../requisitions/requests.repository';
import { applyStockChanges, ledgerRow, type LedgerContext } from '../engine/stock-engine';
import { insertLedgerRows } from '../engine/ledger.repository';
import type { VoucherKind } from '../vouchers/voucher-kind';
import { assertWarehousesInOrganisation } from '../vouchers/voucher-rules';
import {
  insertAllocations,
  listLines,
  refreshTotals,
  type LineRow,
  type VoucherRow,
} from '../engine/vouchers.repository';

/**
 * Returns from patients (docs/clinical.md): unused medicine dispensed to a patient comes back into
 * the warehouse that dispensed it, batch by batch, never more than was dispensed and not yet
 * returned. Submission reserves nothing (the medicine is not on a shelf yet); approval brings it in.
 */

interface ReturnLine {
  hang_hoa_id: string;
  lo_hang_id: string | null;
  so_luong: number | string;
}

const rule = (key: ConstructorParameters<typeof AppError>[2], params?: Record<string, string | number>) =>
  new AppError(422, ERROR_CODES.BUSINESS_RULE, key, params);

/**
 * Every line's batch was dispensed to the patient from the warehouse, and asks at most what the
 * patient may still return (other returns, `excluding` aside). With `lock`, the patient row stays
 * locked so concurrent returns of one patient are checked one after the other.
 */
export async function assertReturnable(
  exec: Executor,
  organisationId: string,
  request: { warehouseId: string; patientId: string; excluding: string | null; lock: boolean },
  lines: ReturnLine[],
): Promise<void> {
  const patient = await findReturningPatient(exec, organisationId, request.patientId, request.lock);
  if (!patient) throw notFound('patients.not_found');
  const returnable = await listPatientReturnable(exec, organisationId, request);
  const byBatch = new Map(returnable.map((b) => [b.lo_hang_id.toLowerCase(), b]));
  const asked = new Map<string, number>();
  for (const line of lines) {
    const key = (line.lo_hang_id ?? '').toLowerCase();
    asked.set(key, (asked.get(key) ?? 0) + Number(line.so_luong));
  }
  for (const line of lines) {
    const batch = byBatch.get((line.lo_hang_id ?? '').toLowerCase());
    if (!batch || batch.hang_hoa_id !== line.hang_hoa_id) {
      // In sequence: `exec` may be a transaction, whose one connection answers one statement at a time.
      const warehouses = await assertWarehousesInOrganisation(exec, organisationId, [request.warehouseId]);
      const names = await findGoodsNames(exec, [line.hang_hoa_id]);
      const named = await findReturnBatches(exec, organisationId, line.lo_hang_id ? [line.lo_hang_id] : []);
      throw rule('inventory.patient_return_not_dispensed', {
        goods: names.get(line.hang_hoa_id) ?? '',
        lot: named[0]?.so_lo ?? '',
        patient: patient.ho_ten,
        warehouse: warehouses.get(request.warehouseId)?.ten ?? '',
      });
    }
    const total = asked.get(batch.lo_hang_id.toLowerCase()) ?? 0;
    if (total > batch.con_tra) throw aboveReturnable(batch, total);
  }
}

function aboveReturnable(batch: PatientReturnableBatch, asked: number) {
  return rule('inventory.patient_return_above_dispensed', {
    goods: batch.hang_hoa_ten,
    lot: batch.so_lo,
    asked,
    dispensed: batch.da_cap,
    returned: batch.da_tra,
    returnable: batch.con_tra,
  });
}

const checkVoucher = (tx: Executor, voucher: VoucherRow, lines: LineRow[], excluding: string | null) =>
  assertReturnable(
    tx,
    voucher.to_chuc_id,
    { warehouseId: voucher.kho_id, patientId: voucher.benh_nhan_id!, excluding, lock: true },
    lines,
  );

/**
 * Brings the returned batches back into the warehouse: an arrival on each batch's stock row, an
 * allocation per line (what the patient's history and the stock card read) and a TRA_THUOC ledger
 * row at the batch's cost, so ledger and stock stay equal; a cancellation reverses the ledger rows.
 */
async function bringBack(tx: Executor, context: LedgerContext, lines: LineRow[]): Promise<void> {
  const { voucher } = context;
  const allocations = lines.map((line) => ({
    id: newId(),
    to_chuc_id: voucher.to_chuc_id,
    phieu_id: voucher.id,
    chi_tiet_id: line.id,
    kho_id: voucher.kho_id,
    lo_hang_id: line.lo_hang_id!,
    so_luong: Number(line.so_luong),
  }));
  await applyStockChanges(
    tx,
    allocations.map((a, i) => ({ ...a, hang_hoa_id: lines[i]!.hang_hoa_id, giu: 0 })),
    () => new Error('an arrival cannot be short'),
  );
  await insertAllocations(tx, allocations);
  await insertLedgerRows(
    tx,
    allocations.map((a, i) =>
      ledgerRow(context, {
        kho_id: a.kho_id,
        lo_hang_id: a.lo_hang_id,
        hang_hoa_id: lines[i]!.hang_hoa_id,
        so_luong: a.so_luong,
        // Priced at submission from the batch's unit cost.
        don_gia: Number(lines[i]!.don_gia ?? 0),
        phan_bo_id: a.id,
      }),
    ),
  );
}

/** The lifecycle steps of a return from a patient. */
export const patientReturnSteps: Pick<VoucherKind<unknown>, 'submit' | 'release' | 'approve'> = {
  async submit(tx, voucher, lines) {
    // Its own lines are what is checked, never counted as returned already (whatever its status).
    await checkVoucher(tx, voucher, lines, voucher.id);
    await priceNamedBatchLines(tx, voucher.id);
    await refreshTotals(tx, voucher.id);
  },
  release: () => Promise.resolve(),
  async approve(tx, context) {
    const lines = await listLines(tx, context.voucher.id);
    await checkVoucher(tx, context.voucher, lines, context.voucher.id);
    await bringBack(tx, context, lines);
  },
};

type ReturnableQuery = z.output<typeof patientReturnableQuerySchema>;

/** What the patient may give back to the warehouse; the caller must act in that warehouse. */
export async function listReturnable(
  ctx: AppContext,
  organisations: OrganisationsService,
  userId: string,
  query: ReturnableQuery,
): Promise<PatientReturnableBatch[]> {
  await organisations.requireMember(query.to_chuc, userId);
  await assertWarehousesInOrganisation(ctx.db, query.to_chuc, [query.kho_id], userId);
  await organisations.requireWarehouseAccess(userId, query.kho_id);
  if (!(await findReturningPatient(ctx.db, query.to_chuc, query.benh_nhan_id))) {
    throw notFound('patients.not_found');
  }
  return listPatientReturnable(ctx.db, query.to_chuc, {
    warehouseId: query.kho_id,
    patientId: query.benh_nhan_id,
    excluding: query.phieu_id,
  });
}
