import type { createIssueSchema, createTransferSchema } from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { moveReserved, releaseReservations, reserveLines } from '../engine/outgoing-stock';
import {
  NO_RECEIPT_OR_ISSUE_FIELDS,
  type PreparedVoucher,
  type PrepareContext,
  type VoucherKind,
} from './voucher-kind';
import { clearOutgoingPrices } from '../engine/vouchers.repository';
import { assertBatchesOfGoods, assertGoodsKnown, assertWarehousesInOrganisation } from './voucher-rules';

type IssueInput = z.output<typeof createIssueSchema>;
type TransferInput = z.output<typeof createTransferSchema>;
type OutgoingLine = IssueInput['chi_tiet'][number];

async function prepareLines(tx: Executor, context: PrepareContext, lines: OutgoingLine[]) {
  await assertGoodsKnown(
    tx,
    context.organisationId,
    lines.map((l) => l.hang_hoa_id),
  );
  await assertBatchesOfGoods(tx, context.organisationId, lines);
  return lines.map((l) => ({
    hang_hoa_id: l.hang_hoa_id,
    lo_hang_id: l.lo_hang_id,
    so_luong: l.so_luong,
    don_gia: null,
    vat: 0,
    chiet_khau: 0,
    thanh_tien: null,
    so_lo: null,
    han_dung: null,
    ngay_san_xuat: null,
    ma_vach: null,
    goi_thau_chi_tiet_id: null,
    ghi_chu: l.ghi_chu,
  }));
}

/**
 * Issues, transfers and returns share their steps: reserve on submission (FEFO, or the batches the
 * lines name), give back on rejection or withdrawal, move on approval.
 */
export const outgoingSteps: Pick<VoucherKind<unknown>, 'submit' | 'release' | 'approve'> = {
  async submit(tx, voucher, lines, today) {
    await reserveLines(tx, voucher, lines, today, { per: 'asked', totals: true });
  },
  async release(tx, voucher, today) {
    await releaseReservations(tx, voucher, today);
    await clearOutgoingPrices(tx, voucher.id);
  },
  async approve(tx, context, today) {
    await moveReserved(tx, context, today);
  },
};

export const issueKind: VoucherKind<IssueInput> = {
  kind: 'XUAT_KHO',
  resource: 'phieu-xuat-kho',
  async prepare(tx, context, input): Promise<PreparedVoucher> {
    const warehouses = await assertWarehousesInOrganisation(
      tx,
      context.organisationId,
      input.kho_nhan_id ? [input.kho_id, input.kho_nhan_id] : [input.kho_id],
      context.actor,
    );
    // Only an issue to a department's warehouse brings stock somewhere inside the organisation.
    const receiving = input.loai_xuat === 'KHO_KHOA' ? input.kho_nhan_id : null;
    return {
      header: {
        kho_id: input.kho_id,
        kho_nhan_id: receiving,
        nha_cung_cap_id: null,
        so_hoa_don: null,
        ngay_hoa_don: null,
        goi_thau_id: null,
        cho_phep_vuot_thau: false,
        nguoi_giao: null,
        loai_xuat: input.loai_xuat,
        don_vi_nhan: input.loai_xuat === 'CO_SO_KHAC' ? input.don_vi_nhan : null,
        ly_do: input.ly_do,
        ghi_chu: input.ghi_chu,
      },
      lines: await prepareLines(tx, context, input.chi_tiet),
      actsIn: [input.kho_id],
      searchParts: [
        receiving ? warehouses.get(receiving)?.ten : null,
        input.don_vi_nhan,
        input.ly_do,
        input.ghi_chu,
      ],
    };
  },
  ...outgoingSteps,
};

export const transferKind: VoucherKind<TransferInput> = {
  kind: 'CHUYEN_KHO',
  resource: 'phieu-chuyen-kho',
  async prepare(tx, context, input): Promise<PreparedVoucher> {
    const warehouses = await assertWarehousesInOrganisation(
      tx,
      context.organisationId,
      [input.kho_id, input.kho_nhan_id],
      context.actor,
    );
    return {
      header: {
        kho_id: input.kho_id,
        kho_nhan_id: input.kho_nhan_id,
        ...NO_RECEIPT_OR_ISSUE_FIELDS,
        ly_do: input.ly_do,
        ghi_chu: input.ghi_chu,
      },
      lines: await prepareLines(tx, context, input.chi_tiet),
      actsIn: [input.kho_id, input.kho_nhan_id],
      searchParts: [
        warehouses.get(input.kho_id)?.ten,
        warehouses.get(input.kho_nhan_id)?.ten,
        input.ly_do,
        input.ghi_chu,
      ],
    };
  },
  ...outgoingSteps,
};
