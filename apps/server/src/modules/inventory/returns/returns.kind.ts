import { ERROR_CODES, type createGoodsReturnSchema, type createMedicineReturnSchema } from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { consumeTenderLine } from '../../tenders/tender-consumption.service';
import { findSupplier } from '../engine/lookups.repository';
import { assertReturnable, patientReturnSteps } from './patient-returns';
import {
  findReturnBatches,
  findReturningPatient,
  recordTenderTaken,
  takeBackReceived,
} from '../requisitions/requests.repository';
import { plainLines, prepareOwnSourceRequest } from '../requisitions/requests.rules';
import { REQUEST_WRITE_ROLES } from '../requisitions/requisition.kind';
import { moveReserved } from '../engine/outgoing-stock';
import { outgoingSteps } from '../vouchers/outgoing.kind';
import {
  NO_RECEIPT_OR_ISSUE_FIELDS,
  type PrepareContext,
  type PreparedVoucher,
  type VoucherKind,
} from '../vouchers/voucher-kind';
import { listLines, type LineRow } from '../engine/vouchers.repository';
import {
  assertBatchesOfGoods,
  assertGoodsKnown,
  assertWarehousesInOrganisation,
} from '../vouchers/voucher-rules';

type MedicineReturnInput = z.output<typeof createMedicineReturnSchema>;
type GoodsReturnInput = z.output<typeof createGoodsReturnSchema>;

/**
 * Both returns name their batches, so the outgoing steps reserve exactly those (expired and blocked
 * ones too, see takesAnyBatch: taking them off the shelf is the point).
 */
const batchSteps = outgoingSteps;

const emptyHeader = { ...NO_RECEIPT_OR_ISSUE_FIELDS, kho_nhan_id: null };

/** A return from a patient: into the warehouse that dispensed the medicine, by batch. */
async function preparePatientReturn(
  tx: Executor,
  { organisationId, actor }: PrepareContext,
  input: MedicineReturnInput & { benh_nhan_id: string },
): Promise<PreparedVoucher> {
  const warehouses = await assertWarehousesInOrganisation(tx, organisationId, [input.kho_id], actor);
  await assertGoodsKnown(
    tx,
    organisationId,
    input.chi_tiet.map((l) => l.hang_hoa_id),
  );
  await assertBatchesOfGoods(tx, organisationId, input.chi_tiet);
  // Drafts hold nothing back; what other returns already took or ask is checked again on submission.
  await assertReturnable(
    tx,
    organisationId,
    { warehouseId: input.kho_id, patientId: input.benh_nhan_id, excluding: null, lock: false },
    input.chi_tiet,
  );
  const patient = await findReturningPatient(tx, organisationId, input.benh_nhan_id);
  return {
    header: {
      ...emptyHeader,
      kho_id: input.kho_id,
      benh_nhan_id: input.benh_nhan_id,
      ly_do: input.ly_do,
      ghi_chu: input.ghi_chu,
    },
    lines: plainLines(input.chi_tiet),
    actsIn: [input.kho_id],
    searchParts: [patient?.ho_ten, warehouses.get(input.kho_id)?.ten, input.ly_do, input.ghi_chu],
  };
}

/** A patient's return has its own steps; a ward's is an outgoing voucher of named batches. */
const stepsOf = (voucher: { benh_nhan_id: string | null }) =>
  voucher.benh_nhan_id ? patientReturnSteps : batchSteps;

/**
 * Medicine return (trả thuốc): a cabinet or department gives batches back to its source warehouse;
 * or a patient gives unused dispensed medicine back to the warehouse that dispensed it (no
 * receiving warehouse: the approving side then falls back to `kho_id`).
 */
export const medicineReturnKind: VoucherKind<MedicineReturnInput> = {
  kind: 'TRA_THUOC',
  resource: 'phieu-tra-thuoc',
  sides: { request: 'kho_id', approve: 'kho_nhan_id' },
  writeRoles: REQUEST_WRITE_ROLES,

  async prepare(tx, context, input): Promise<PreparedVoucher> {
    if (input.benh_nhan_id) {
      return preparePatientReturn(tx, context, { ...input, benh_nhan_id: input.benh_nhan_id });
    }
    const source = input.kho_nhan_id ?? '';
    const searchParts = await prepareOwnSourceRequest(tx, context, {
      asking: input.kho_id,
      source,
      wrongSource: 'inventory.return_wrong_destination',
      goodsIds: input.chi_tiet.map((l) => l.hang_hoa_id),
      words: [input.ly_do, input.ghi_chu],
    });
    await assertBatchesOfGoods(tx, context.organisationId, input.chi_tiet);
    return {
      header: {
        ...emptyHeader,
        kho_id: input.kho_id,
        kho_nhan_id: source,
        benh_nhan_id: null,
        ly_do: input.ly_do,
        ghi_chu: input.ghi_chu,
      },
      lines: plainLines(input.chi_tiet),
      actsIn: [input.kho_id],
      searchParts,
    };
  },
  submit: (tx, voucher, lines, today) => stepsOf(voucher).submit(tx, voucher, lines, today),
  release: (tx, voucher, today) => stepsOf(voucher).release!(tx, voucher, today),
  approve: (tx, context, today, approval) => stepsOf(context.voucher).approve(tx, context, today, approval),
};

/** The lines under each tender line the batches came under, in a stable (id) order for locking. */
function byTenderLine(lines: LineRow[]): [string, LineRow[]][] {
  const groups = new Map<string, LineRow[]>();
  for (const line of lines) {
    if (!line.goi_thau_chi_tiet_id) continue;
    groups.set(line.goi_thau_chi_tiet_id, [...(groups.get(line.goi_thau_chi_tiet_id) ?? []), line]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

async function checkReturnBatches(tx: Executor, organisationId: string, input: GoodsReturnInput) {
  const batches = await findReturnBatches(
    tx,
    organisationId,
    input.chi_tiet.map((l) => l.lo_hang_id),
  );
  const byId = new Map(batches.map((b) => [b.id, b]));
  for (const line of input.chi_tiet) {
    const batch = byId.get(line.lo_hang_id);
    if (!batch || batch.hang_hoa_id !== line.hang_hoa_id) {
      throw new AppError(422, ERROR_CODES.BUSINESS_RULE, 'inventory.batch_not_found');
    }
  }
  return byId;
}

/**
 * Goods return to the supplier (trả hàng hóa): batches leave the organisation; approval takes them
 * off the received quantity of the tender line they came under, cancelling gives it back.
 */
export const goodsReturnKind: VoucherKind<GoodsReturnInput> = {
  kind: 'TRA_HANG',
  resource: 'phieu-tra-hang-hoa',

  async prepare(tx, context, input): Promise<PreparedVoucher> {
    const warehouses = await assertWarehousesInOrganisation(
      tx,
      context.organisationId,
      [input.kho_id],
      context.actor,
    );
    const supplier = await findSupplier(tx, context.organisationId, input.nha_cung_cap_id);
    if (!supplier) throw notFound('inventory.supplier_not_found');
    const goods = await assertGoodsKnown(
      tx,
      context.organisationId,
      input.chi_tiet.map((l) => l.hang_hoa_id),
    );
    const batches = await checkReturnBatches(tx, context.organisationId, input);
    const foreign = input.chi_tiet.find((l) => {
      const from = batches.get(l.lo_hang_id)?.nha_cung_cap_id;
      return from && from !== input.nha_cung_cap_id;
    });
    if (foreign) {
      throw new AppError(422, ERROR_CODES.BUSINESS_RULE, 'inventory.batch_other_supplier', {
        lot: batches.get(foreign.lo_hang_id)?.so_lo ?? '',
        goods: goods.get(foreign.hang_hoa_id) ?? '',
      });
    }
    return {
      header: {
        ...emptyHeader,
        kho_id: input.kho_id,
        nha_cung_cap_id: input.nha_cung_cap_id,
        ly_do_tra_hang: input.ly_do_tra_hang,
        ly_do: input.ly_do,
        ghi_chu: input.ghi_chu,
      },
      // The line keeps the tender line its batch came under: approval and cancellation settle it.
      lines: plainLines(input.chi_tiet, (l) => batches.get(l.lo_hang_id ?? '')?.goi_thau_chi_tiet_id ?? null),
      actsIn: [input.kho_id],
      searchParts: [supplier.ten, warehouses.get(input.kho_id)?.ten, input.ly_do, input.ghi_chu],
    };
  },

  submit: batchSteps.submit,
  release: batchSteps.release,

  async approve(tx, context, today) {
    const lines = await listLines(tx, context.voucher.id);
    // Tender lines before stock rows, as a receipt's approval does. A tender line may give back
    // less than is returned (part of the batch came in by a stocktake surplus): each line records
    // its share of what was taken, in line order.
    for (const [tenderLineId, group] of byTenderLine(lines)) {
      const asked = sum(group.map((line) => Number(line.so_luong)));
      let taken = await takeBackReceived(tx, context.voucher.to_chuc_id, tenderLineId, asked);
      for (const line of [...group].sort((a, b) => a.stt - b.stt)) {
        const share = Math.min(Number(line.so_luong), taken);
        await recordTenderTaken(tx, line.id, share);
        taken -= share;
      }
    }
    await moveReserved(tx, context, today);
  },

  async afterReverse(tx, voucher, lines) {
    // Gives back exactly what the approval took (returns approved before it was recorded: the
    // line quantity); the line was within its award before, so no overrun check.
    for (const [tenderLineId, group] of byTenderLine(lines)) {
      const taken = sum(group.map((line) => Number(line.so_luong_thau_da_tru ?? line.so_luong)));
      if (taken <= 0) continue;
      await consumeTenderLine(tx, voucher.to_chuc_id, tenderLineId, taken, { allowOverrun: true });
    }
  },
};
