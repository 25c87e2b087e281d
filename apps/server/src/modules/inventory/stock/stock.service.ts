import {
  gtinLookupCodes,
  type BatchOptions,
  type GoodsStockRow,
  type GoodsSuggestion,
  type LedgerCheck,
  type StockCard,
  type batchBlockSchema,
  type batchOptionsQuerySchema,
  type stockCardQuerySchema,
  type stockQuerySchema,
  type VaiTro,
} from '@kho/contracts';
import type { z } from 'zod';
import { findGoodsByBarcode } from '../../goods/goods.repository';
import type { AppContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import type { OrganisationsService } from '../../organisations/organisations.service';
import { allocate } from '../engine/fefo';
import {
  batchesForIssue,
  listGoodsStock,
  listStockPage,
  stockTotals,
  type StockFilter,
  stockCard,
} from './stock-read.repository';
import {
  countStockRows,
  ledgerMismatches,
  monthTotalMismatches,
  summaryMismatches,
} from './ledger-check.repository';
import { takesAnyBatch } from '../engine/outgoing-stock';
import { organisationToday } from '../engine/periods.repository';
import { VOUCHER_APPROVE_ROLES } from '../vouchers/voucher-kind';

/** Blocking a batch is the approvers'; checking the stock against the ledger the administrator's. */
export const BATCH_BLOCK_ROLES: readonly VaiTro[] = VOUCHER_APPROVE_ROLES;
export const LEDGER_CHECK_ROLES: readonly VaiTro[] = ['QUAN_TRI'];
import { findGoodsHeader, setBatchBlocked } from '../engine/lookups.repository';
import { assertWarehousesInOrganisation } from '../vouchers/voucher-rules';

type StockQuery = z.output<typeof stockQuerySchema>;

/** Reading stock: the stock screen, stock card, batch choices, and the administrator's check. */
export class StockService {
  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
  ) {}

  private async requireWarehouse(userId: string, organisationId: string, warehouseId: string) {
    await this.organisations.requireMember(organisationId, userId);
    const warehouses = await assertWarehousesInOrganisation(
      this.ctx.db,
      organisationId,
      [warehouseId],
      userId,
    );
    await this.organisations.requireWarehouseAccess(userId, warehouseId);
    return warehouses.get(warehouseId)!;
  }

  private async stockFilter(userId: string, query: StockQuery): Promise<StockFilter> {
    await this.requireWarehouse(userId, query.to_chuc, query.kho_id);
    const today = await organisationToday(this.ctx.db, query.to_chuc);
    return {
      organisationId: query.to_chuc,
      warehouseId: query.kho_id,
      today,
      groupId: query.nhom_hang_hoa_id,
      text: query.tu_khoa,
      expiringWithinDays: query.het_han_trong_ngay,
      expiredOnly: query.da_het_han,
      belowMinimum: query.duoi_toi_thieu,
      managementClass: query.phan_loai_quan_ly,
      sort: query.sap_xep,
      direction: query.chieu,
      page: query.page,
      pageSize: query.page_size,
    };
  }

  /** A page of the stock screen and the totals of everything matched, read side by side. */
  async list(userId: string, query: StockQuery) {
    const filter = await this.stockFilter(userId, query);
    const [items, totals] = await Promise.all([
      listStockPage(this.ctx.db, filter),
      stockTotals(this.ctx.db, filter),
    ]);
    return { items, totals, count: totals.so_mat_hang };
  }

  /** Every matching item for the Excel export (pages of 100 until done). */
  async exportRows(userId: string, query: StockQuery) {
    const filter = await this.stockFilter(userId, query);
    const items = [];
    for (let page = 1; ; page += 1) {
      const rows = await listStockPage(this.ctx.db, { ...filter, page, pageSize: 100 });
      items.push(...rows);
      if (rows.length < 100) break;
    }
    return items;
  }

  async stockCard(
    userId: string,
    query: z.output<typeof stockCardQuerySchema>,
  ): Promise<{ card: StockCard; count: number }> {
    const warehouse = await this.requireWarehouse(userId, query.to_chuc, query.kho_id);
    const goods = await findGoodsHeader(this.ctx.db, query.to_chuc, query.hang_hoa_id);
    if (!goods) throw notFound('inventory.goods_not_found');
    const today = await organisationToday(this.ctx.db, query.to_chuc);
    const from = query.tu_ngay ?? `${today.slice(0, 8)}01`;
    const to = query.den_ngay ?? today;
    const card = await stockCard(this.ctx.db, {
      warehouseId: query.kho_id,
      goodsId: goods.id,
      batchId: query.lo_hang_id,
      from,
      to,
      page: query.page,
      pageSize: query.page_size,
    });
    return {
      count: card.count,
      card: {
        hang_hoa_id: goods.id,
        hang_hoa_ma: goods.ma,
        hang_hoa_ten: goods.ten,
        don_vi_tinh: goods.don_vi_tinh,
        kho_id: query.kho_id,
        kho_ten: warehouse.ten,
        ton_dau_ky: card.opening,
        tong_nhap: card.receipts,
        tong_xuat: card.issues,
        ton_cuoi_ky: card.closing,
        dong: card.rows,
      },
    };
  }

  /** Batches an issue line could take, FEFO first, with the FEFO split of the asked quantity. */
  async batchOptions(userId: string, query: z.output<typeof batchOptionsQuerySchema>): Promise<BatchOptions> {
    await this.requireWarehouse(userId, query.to_chuc, query.kho_id);
    const today = await organisationToday(this.ctx.db, query.to_chuc);
    const rows = await batchesForIssue(
      this.ctx.db,
      query.kho_id,
      query.hang_hoa_id,
      today,
      query.nha_cung_cap_id,
    );
    const locked = rows.map((r) => ({ ...r, kho_id: query.kho_id, hang_hoa_id: query.hang_hoa_id }));
    const anyBatch = takesAnyBatch({ loai_xuat: query.loai_xuat ?? null, loai_phieu: query.loai_phieu });
    const selectable = (r: (typeof locked)[number]) =>
      (anyBatch || (!r.da_het_han && !r.bi_khoa)) && r.so_luong > r.so_luong_giu;
    const total = locked.filter(selectable).reduce((sum, r) => sum + (r.so_luong - r.so_luong_giu), 0);
    const proposal = new Map<string, number>();
    if (query.so_luong) {
      const wanted = Math.min(query.so_luong, total);
      const request = [{ key: 'q', hang_hoa_id: query.hang_hoa_id, so_luong: wanted }];
      const result = wanted > 0 ? allocate(locked, request, { anyBatch }) : null;
      if (result && 'allocations' in result)
        for (const a of result.allocations) proposal.set(a.lo_hang_id, a.so_luong);
    }
    return {
      tong_kha_dung: total,
      thieu: query.so_luong ? Math.max(query.so_luong - total, 0) : 0,
      lo_hang: locked.map((r) => ({
        lo_hang_id: r.lo_hang_id,
        so_lo: r.so_lo,
        han_dung: r.han_dung,
        kha_dung: r.so_luong - r.so_luong_giu,
        don_gia: r.don_gia,
        chon_duoc: selectable(r),
        da_het_han: r.da_het_han,
        bi_khoa: r.bi_khoa,
        de_xuat: proposal.get(r.lo_hang_id) ?? 0,
      })),
    };
  }

  /** An item's batches in every warehouse of the organisation the caller may act in. */
  async goodsStock(userId: string, organisationId: string, goodsId: string): Promise<GoodsStockRow[]> {
    await this.organisations.requireMember(organisationId, userId);
    const allowed = await this.organisations.accessibleWarehouseIds(userId, organisationId);
    const today = await organisationToday(this.ctx.db, organisationId);
    return listGoodsStock(this.ctx.db, goodsId, allowed, today);
  }

  async setBatchBlocked(userId: string, batchId: string, input: z.output<typeof batchBlockSchema>) {
    await this.organisations.requireMember(input.to_chuc, userId, BATCH_BLOCK_ROLES);
    const batch = await setBatchBlocked(this.ctx.db, input.to_chuc, batchId, input.bi_khoa, input.ly_do_khoa);
    if (!batch) throw notFound('inventory.batch_not_found');
    return batch;
  }

  async checkLedger(userId: string, organisationId: string, warehouseId: string): Promise<LedgerCheck> {
    await this.organisations.requireMember(organisationId, userId, LEDGER_CHECK_ROLES);
    await assertWarehousesInOrganisation(this.ctx.db, organisationId, [warehouseId]);
    const [mismatches, summary, monthTotals, count] = await Promise.all([
      ledgerMismatches(this.ctx.db, warehouseId),
      summaryMismatches(this.ctx.db, warehouseId),
      monthTotalMismatches(this.ctx.db, warehouseId),
      countStockRows(this.ctx.db, warehouseId),
    ]);
    // The summaries kept beside the ledger: per goods item now, and per goods item and month.
    const summaries = new Set([...summary, ...monthTotals].map((row) => row.hang_hoa_id));
    return {
      kho_id: warehouseId,
      so_lo_kiem_tra: count,
      khop: mismatches.length === 0 && summaries.size === 0,
      sai_lech: mismatches,
      tong_hop_sai_lech: [...summaries],
    };
  }

  /** The goods a scanned code names: its barcode (GTIN-14 or the EAN-13 inside it), or its code. */
  async findByBarcode(userId: string, organisationId: string, code: string): Promise<GoodsSuggestion | null> {
    await this.organisations.requireMember(organisationId, userId);
    const codes = /^\d{14}$/.test(code) ? gtinLookupCodes(code) : [code];
    const goods = await findGoodsByBarcode(this.ctx.db, organisationId, codes, code);
    return goods ?? null;
  }
}
