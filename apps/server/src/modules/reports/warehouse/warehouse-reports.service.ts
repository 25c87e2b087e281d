import type {
  ExpiryReport,
  StockCardBatch,
  StockCardReport,
  expiryQuerySchema,
  stockCardBatchesQuerySchema,
  stockCardReportQuerySchema,
} from '@kho/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import { organisationToday } from '../../inventory/engine/periods.repository';
import { stockCard } from '../../inventory/stock/stock-read.repository';
import { notFound } from '../../../platform/errors';
import { assertPeriodLength, type ReportAccess } from '../report-access';
import { findReportGoods, readForReport } from '../report-scope.repository';
import { expiryPage } from './expiry.repository';
import { listStockCardBatches } from './stock-card-batches.repository';

/** The reports read from the stock table and one item's ledger: expiry, stock card. */
export class WarehouseReportsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: ReportAccess,
  ) {}

  async expiry(
    userId: string,
    query: z.output<typeof expiryQuerySchema>,
  ): Promise<{ report: ExpiryReport; count: number }> {
    const scope = await this.access.scope(userId, query.to_chuc, query.kho_id);
    await this.access.requireOwned(
      'nhom_hang_hoa',
      query.to_chuc,
      query.nhom_hang_hoa_id,
      'reports.group_not_found',
    );
    const today = await organisationToday(this.ctx.db, query.to_chuc);
    const { totals, dong, count } = await readForReport(this.ctx.db, (tx) =>
      expiryPage(tx, {
        organisationId: query.to_chuc,
        warehouseIds: scope.warehouseIds,
        today,
        days: query.so_ngay,
        withExpired: query.gom_het_han ?? true,
        groupId: query.nhom_hang_hoa_id,
        managementClass: query.phan_loai_quan_ly,
        page: query.page,
        pageSize: query.page_size,
      }),
    );
    return { report: { ngay_bao_cao: today, so_ngay: query.so_ngay, tong_cong: totals, dong }, count };
  }

  /** The stock card of the stock screen (inventory/stock-read.repository.ts) under the report rules. */
  async stockCard(
    userId: string,
    query: z.output<typeof stockCardReportQuerySchema>,
  ): Promise<{ report: StockCardReport; count: number }> {
    assertPeriodLength(query.tu_ngay, query.den_ngay);
    const scope = await this.access.scope(userId, query.to_chuc, query.kho_id);
    const goods = await findReportGoods(this.ctx.db, query.to_chuc, query.hang_hoa_id);
    if (!goods) throw notFound('reports.goods_not_found');
    await this.access.requireOwned('lo_hang', query.to_chuc, query.lo_hang_id, 'reports.batch_not_found');
    const card = await stockCard(this.ctx.db, {
      warehouseId: query.kho_id,
      goodsId: goods.id,
      batchId: query.lo_hang_id,
      from: query.tu_ngay,
      to: query.den_ngay,
      page: query.page,
      pageSize: query.page_size,
    });
    const report: StockCardReport = {
      tu_ngay: query.tu_ngay,
      den_ngay: query.den_ngay,
      hang_hoa_id: goods.id,
      hang_hoa_ma: goods.ma,
      hang_hoa_ten: goods.ten,
      ham_luong: goods.ham_luong,
      don_vi_tinh: goods.don_vi_tinh,
      phan_loai_quan_ly: goods.phan_loai_quan_ly,
      kho_id: query.kho_id,
      kho_ten: scope.warehouses[0]!.ten,
      ton_dau_ky: card.opening,
      tong_nhap: card.receipts,
      tong_xuat: card.issues,
      ton_cuoi_ky: card.closing,
      dong: card.rows,
    };
    return { report, count: card.count };
  }

  /** The batches the stock card can be narrowed to (same access as the card). */
  async stockCardBatches(
    userId: string,
    query: z.output<typeof stockCardBatchesQuerySchema>,
  ): Promise<StockCardBatch[]> {
    await this.access.scope(userId, query.to_chuc, query.kho_id);
    const goods = await findReportGoods(this.ctx.db, query.to_chuc, query.hang_hoa_id);
    if (!goods) throw notFound('reports.goods_not_found');
    return listStockCardBatches(this.ctx.db, {
      organisationId: query.to_chuc,
      warehouseId: query.kho_id,
      goodsId: goods.id,
      today: await organisationToday(this.ctx.db, query.to_chuc),
      search: query.tu_khoa,
    });
  }
}
