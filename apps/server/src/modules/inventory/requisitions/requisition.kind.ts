import type { approveRequisitionSchema, createRequisitionSchema, VaiTro } from '@kho/contracts';
import type { z } from 'zod';
import { findGoodsNames } from '../engine/lookups.repository';
import { approvedQuantities, plainLines, prepareOwnSourceRequest } from './requests.rules';
import { takeAndMove } from '../engine/outgoing-stock';
import {
  NO_RECEIPT_OR_ISSUE_FIELDS,
  VOUCHER_WRITE_ROLES,
  type PreparedVoucher,
  type VoucherKind,
} from '../vouchers/voucher-kind';
import { listLines } from '../engine/vouchers.repository';

export type RequisitionInput = z.output<typeof createRequisitionSchema>;
export type RequisitionApproval = z.output<typeof approveRequisitionSchema>;

/** Ward nurses and doctors ask for their cabinet, besides the pharmacy staff. */
export const REQUEST_WRITE_ROLES: readonly VaiTro[] = [...VOUCHER_WRITE_ROLES, 'DIEU_DUONG', 'BAC_SI'];

/**
 * Requisition (lĩnh hàng hóa): the cabinet or dispensary `kho_nhan_id` asks its source `kho_id`.
 * Submission reserves nothing (a ward's request must not freeze the store's stock); the source's
 * approval grants quantities, takes batches FEFO and moves them in one transaction.
 */
export const requisitionKind: VoucherKind<RequisitionInput, RequisitionApproval> = {
  kind: 'LINH_HANG',
  resource: 'phieu-linh-hang-hoa',
  sides: { request: 'kho_nhan_id', approve: 'kho_id' },
  writeRoles: REQUEST_WRITE_ROLES,

  async prepare(tx, context, input): Promise<PreparedVoucher> {
    const searchParts = await prepareOwnSourceRequest(tx, context, {
      asking: input.kho_nhan_id,
      source: input.kho_id,
      wrongSource: 'inventory.requisition_wrong_source',
      goodsIds: input.chi_tiet.map((l) => l.hang_hoa_id),
      words: [input.ly_do, input.ghi_chu],
    });
    return {
      header: {
        ...NO_RECEIPT_OR_ISSUE_FIELDS,
        kho_id: input.kho_id,
        kho_nhan_id: input.kho_nhan_id,
        loai_linh: input.loai_linh,
        ly_do: input.ly_do,
        ghi_chu: input.ghi_chu,
      },
      lines: plainLines(input.chi_tiet),
      actsIn: [input.kho_nhan_id],
      searchParts,
    };
  },

  submit: () => Promise.resolve(),

  async approve(tx, context, today, approval) {
    const { voucher } = context;
    const lines = await listLines(tx, voucher.id);
    const names = await findGoodsNames(tx, [...new Set(lines.map((l) => l.hang_hoa_id))]);
    const granted = approvedQuantities(lines, approval.chi_tiet, (id) => names.get(id) ?? id);
    const quantityOf = new Map(granted.map((g) => [g.id, g.so_luong_duyet]));
    const toTake = lines
      .map((l) => ({ ...l, so_luong: quantityOf.get(l.id) ?? 0 }))
      .filter((l) => l.so_luong > 0);
    // Taken and moved in the same transaction: the stock rows stay locked from FEFO to the move.
    // What moved is valued over the quantity granted, not the one asked; every line's granted
    // quantity is written by the same statement.
    await takeAndMove(tx, context, toTake, today, { per: 'granted', granted, totals: true });
  },
};
