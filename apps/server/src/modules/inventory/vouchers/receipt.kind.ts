import { ERROR_CODES, type createReceiptSchema } from '@kho/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import { newId } from '../../../platform/ids';
import { consumeTenderLine, releaseTenderLine } from '../../tenders/tender-consumption.service';
import { findSupplier, findTenderWithLines } from '../engine/lookups.repository';
import { applyStockChanges, ledgerRow, type LedgerContext } from '../engine/stock-engine';
import { insertLedgerRows } from '../engine/ledger.repository';
import { upsertBatchOfLine } from '../engine/stock.repository';
import type { PreparedVoucher, PrepareContext, VoucherKind } from './voucher-kind';
import { insertAllocations, listLines, type AllocationInsert } from '../engine/vouchers.repository';
import { assertGoodsKnown, assertWarehousesInOrganisation } from './voucher-rules';

type ReceiptInput = z.output<typeof createReceiptSchema>;

const rule = (key: ConstructorParameters<typeof AppError>[2], params?: Record<string, string | number>) =>
  new AppError(422, ERROR_CODES.BUSINESS_RULE, key, params);

/** Line total: quantity x price, less discount, plus VAT, rounded to the dong on numeric. */
const lineTotal = (l: { so_luong: number; don_gia: number; chiet_khau: number; vat: number }) =>
  sql`round(${l.so_luong}::numeric * ${l.don_gia}::numeric * (100 - ${l.chiet_khau}::numeric) / 100
            * (100 + ${l.vat}::numeric) / 100, 2)`;

async function checkTender(
  tx: Executor,
  context: PrepareContext,
  input: ReceiptInput,
  goodsNames: Map<string, string>,
) {
  const tenderLineOf = new Map<string, string>();
  if (!input.goi_thau_id) return tenderLineOf;
  const found = await findTenderWithLines(tx, context.organisationId, input.goi_thau_id);
  if (!found) throw notFound('inventory.tender_not_found');
  const { tender, lines } = found;
  if (tender.nha_cung_cap_id !== input.nha_cung_cap_id) {
    throw rule('inventory.tender_supplier_mismatch', { tender: tender.ma });
  }
  if (context.date < tender.hieu_luc_tu || context.date > tender.hieu_luc_den) {
    throw rule('inventory.tender_out_of_validity', { tender: tender.ma });
  }
  const wanted = new Map<string, number>();
  for (const line of input.chi_tiet) {
    const goods = goodsNames.get(line.hang_hoa_id) ?? '';
    const awarded = lines.find((l) => l.hang_hoa_id === line.hang_hoa_id);
    if (!awarded) throw rule('inventory.goods_not_in_tender', { goods, tender: tender.ma });
    if (line.don_gia > awarded.don_gia_trung) {
      throw rule('inventory.price_above_tender', {
        goods,
        price: line.don_gia,
        awarded: awarded.don_gia_trung,
      });
    }
    tenderLineOf.set(line.hang_hoa_id, awarded.id);
    wanted.set(awarded.id, (wanted.get(awarded.id) ?? 0) + line.so_luong);
  }
  // Advice at save time; the approval consumes the line atomically and is the real check.
  if (!input.cho_phep_vuot_thau) {
    for (const awarded of lines) {
      const asked = wanted.get(awarded.id) ?? 0;
      const remaining = awarded.so_luong_trung - awarded.so_luong_da_nhap;
      if (asked > remaining + 1e-9) {
        throw rule('inventory.tender_remaining', {
          goods: goodsNames.get(awarded.hang_hoa_id) ?? '',
          remaining: Math.max(remaining, 0),
        });
      }
    }
  }
  return tenderLineOf;
}

export const receiptKind: VoucherKind<ReceiptInput> = {
  kind: 'NHAP_KHO',
  resource: 'phieu-nhap-kho',

  async prepare(tx, context, input): Promise<PreparedVoucher> {
    await assertWarehousesInOrganisation(tx, context.organisationId, [input.kho_id], context.actor);
    const supplier = await findSupplier(tx, context.organisationId, input.nha_cung_cap_id);
    if (!supplier) throw notFound('inventory.supplier_not_found');
    const goods = await assertGoodsKnown(
      tx,
      context.organisationId,
      input.chi_tiet.map((l) => l.hang_hoa_id),
    );
    const tenderLineOf = await checkTender(tx, context, input, goods);
    return {
      header: {
        kho_id: input.kho_id,
        kho_nhan_id: null,
        nha_cung_cap_id: input.nha_cung_cap_id,
        so_hoa_don: input.so_hoa_don,
        ngay_hoa_don: input.ngay_hoa_don,
        goi_thau_id: input.goi_thau_id,
        cho_phep_vuot_thau: input.cho_phep_vuot_thau,
        nguoi_giao: input.nguoi_giao,
        loai_xuat: null,
        don_vi_nhan: null,
        ly_do: null,
        ghi_chu: input.ghi_chu,
      },
      lines: input.chi_tiet.map((l) => ({
        hang_hoa_id: l.hang_hoa_id,
        lo_hang_id: null,
        so_luong: l.so_luong,
        don_gia: l.don_gia,
        vat: l.vat,
        chiet_khau: l.chiet_khau,
        thanh_tien: lineTotal(l) as unknown as number,
        so_lo: l.so_lo,
        han_dung: l.han_dung,
        ngay_san_xuat: l.ngay_san_xuat,
        ma_vach: l.ma_vach,
        goi_thau_chi_tiet_id: tenderLineOf.get(l.hang_hoa_id) ?? null,
        ghi_chu: l.ghi_chu,
      })),
      actsIn: [input.kho_id],
      searchParts: [supplier.ten, input.so_hoa_don, input.nguoi_giao, input.ghi_chu],
    };
  },

  // Nothing to reserve: the goods are arriving.
  submit: () => Promise.resolve(),

  async approve(tx: Executor, context: LedgerContext) {
    const { voucher } = context;
    const lines = await listLines(tx, voucher.id);
    const allocations: AllocationInsert[] = [];
    const ledger = [];
    for (const line of lines) {
      const batch = await upsertBatchOfLine(
        tx,
        {
          ...line,
          so_lo: line.so_lo ?? '',
          han_dung: line.han_dung ?? '',
          don_gia: line.don_gia ?? 0,
        },
        voucher.nha_cung_cap_id,
        newId(),
      );
      if (line.goi_thau_chi_tiet_id) {
        await consumeTenderLine(tx, voucher.to_chuc_id, line.goi_thau_chi_tiet_id, line.so_luong, {
          allowOverrun: voucher.cho_phep_vuot_thau,
        });
      }
      const allocation = {
        id: newId(),
        to_chuc_id: voucher.to_chuc_id,
        phieu_id: voucher.id,
        chi_tiet_id: line.id,
        kho_id: voucher.kho_id,
        lo_hang_id: batch.id,
        so_luong: line.so_luong,
      };
      allocations.push(allocation);
      ledger.push(
        ledgerRow(context, {
          kho_id: voucher.kho_id,
          lo_hang_id: batch.id,
          hang_hoa_id: line.hang_hoa_id,
          so_luong: line.so_luong,
          don_gia: batch.don_gia,
          phan_bo_id: allocation.id,
        }),
      );
    }
    await applyStockChanges(
      tx,
      allocations.map((a, i) => ({ ...a, hang_hoa_id: lines[i]!.hang_hoa_id, giu: 0 })),
      () => new Error('an arrival cannot be short'),
    );
    await insertAllocations(tx, allocations);
    await insertLedgerRows(tx, ledger);
  },

  async afterReverse(tx, voucher, lines) {
    for (const line of lines) {
      if (line.goi_thau_chi_tiet_id) {
        await releaseTenderLine(tx, voucher.to_chuc_id, line.goi_thau_chi_tiet_id, line.so_luong);
      }
    }
  },
};
