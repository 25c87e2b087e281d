import {
  barcodeLookupQuerySchema,
  batchBlockSchema,
  batchOptionsSchema,
  batchOptionsQuerySchema,
  closedPeriodSchema,
  closePeriodSchema,
  envelope,
  goodsStockQuerySchema,
  goodsStockRowSchema,
  goodsSuggestionSchema,
  idParamsSchema,
  ledgerCheckSchema,
  organisationScopeSchema,
  stockCardQuerySchema,
  stockCardSchema,
  stockItemSchema,
  stockQuerySchema,
  type Locale,
  type StockItem,
} from '@kho/contracts';
import { z } from 'zod';
import { sendOk } from '../../../platform/envelope';
import { ANY_MEMBER } from '../../../platform/auth/route-roles';
import type { AppInstance } from '../../../platform/fastify-types';
import { claimsOf } from '../../../platform/request-context';
import { buildWorkbook, XLSX_MIME, type ExcelColumn } from '../../catalogues/excel';
import { monthLabel } from '../engine/stock-engine';
import { PERIOD_CLOSE_ROLES, PERIOD_REOPEN_ROLES, type PeriodsService } from '../periods/periods.service';
import { BATCH_BLOCK_ROLES, LEDGER_CHECK_ROLES, type StockService } from './stock.service';

interface StockExportRow {
  item: StockItem;
  batch: StockItem['lo_hang'][number];
}
const col = (
  vi: string,
  en: string,
  value: ExcelColumn<StockExportRow>['value'],
  extra: Partial<ExcelColumn<StockExportRow>> = {},
) => ({
  header: { vi, en },
  value,
  ...extra,
});
/** One row per batch, so the sheet adds up to the screen's totals. */
const STOCK_COLUMNS: ExcelColumn<StockExportRow>[] = [
  col('Mã hàng', 'Code', (r) => r.item.ma, { width: 14 }),
  col('Tên hàng', 'Name', (r) => r.item.ten, { width: 36 }),
  col('Hàm lượng', 'Strength', (r) => r.item.ham_luong),
  col('Đơn vị tính', 'Unit', (r) => r.item.don_vi_tinh, { width: 12 }),
  col('Nhóm', 'Group', (r) => r.item.nhom_hang_hoa_ten),
  col('Số lô', 'Lot', (r) => r.batch.so_lo, { width: 14 }),
  col('Hạn dùng', 'Expiry', (r) => r.batch.han_dung, { width: 12 }),
  col('Tồn', 'On hand', (r) => r.batch.so_luong, { numFmt: '#,##0.####' }),
  col('Đang giữ', 'Reserved', (r) => r.batch.so_luong_giu, { numFmt: '#,##0.####' }),
  col('Khả dụng', 'Available', (r) => r.batch.kha_dung, { numFmt: '#,##0.####' }),
  col('Đơn giá', 'Unit cost', (r) => r.batch.don_gia, { numFmt: '#,##0.##' }),
  col('Thành tiền', 'Value', (r) => r.batch.gia_tri, { numFmt: '#,##0' }),
  col('Trạng thái', 'State', (r, locale: Locale) =>
    r.batch.da_het_han
      ? locale === 'vi'
        ? 'Hết hạn'
        : 'Expired'
      : r.batch.bi_khoa
        ? locale === 'vi'
          ? 'Bị khóa'
          : 'Blocked'
        : '',
  ),
];

export function registerStockRoutes(app: AppInstance, stock: StockService, periods: PeriodsService) {
  const tags = ['ton-kho'];
  app.get(
    '/api/v1/ton-kho/danh-sach-ton-kho',
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: { tags, querystring: stockQuerySchema, response: { 200: envelope(z.array(stockItemSchema)) } },
    },
    async (request, reply) => {
      const result = await stock.list(claimsOf(request).userId, request.query);
      return sendOk(request, reply, result.items, 'common.ok', {
        pagination: { page: request.query.page, page_size: request.query.page_size, count: result.count },
        metadata: { tong_hop: result.totals },
      });
    },
  );

  app.get(
    '/api/v1/ton-kho/xuat-excel-ton-kho',
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: { tags, querystring: stockQuerySchema },
    },
    async (request, reply) => {
      const items = await stock.exportRows(claimsOf(request).userId, request.query);
      const rows = items.flatMap((item) => item.lo_hang.map((batch) => ({ item, batch })));
      const name = request.locale === 'vi' ? 'Ton kho' : 'Stock';
      const file = await buildWorkbook(name, STOCK_COLUMNS, rows, request.locale);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`)
        .send(file);
    },
  );

  app.get(
    '/api/v1/ton-kho/the-kho',
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: { tags, querystring: stockCardQuerySchema, response: { 200: envelope(stockCardSchema) } },
    },
    async (request, reply) => {
      const result = await stock.stockCard(claimsOf(request).userId, request.query);
      return sendOk(request, reply, result.card, 'common.ok', {
        pagination: { page: request.query.page, page_size: request.query.page_size, count: result.count },
      });
    },
  );

  app.get(
    '/api/v1/ton-kho/lo-hang-kha-dung',
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: { tags, querystring: batchOptionsQuerySchema, response: { 200: envelope(batchOptionsSchema) } },
    },
    async (request, reply) =>
      sendOk(request, reply, await stock.batchOptions(claimsOf(request).userId, request.query)),
  );

  app.get(
    '/api/v1/ton-kho/ton-kho-hang-hoa',
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        querystring: goodsStockQuerySchema,
        response: { 200: envelope(z.array(goodsStockRowSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await stock.goodsStock(claimsOf(request).userId, request.query.to_chuc, request.query.hang_hoa_id),
      ),
  );

  app.get(
    '/api/v1/ton-kho/:kho_id/doi-soat-ton-kho',
    {
      preHandler: app.authenticate,
      config: { roles: LEDGER_CHECK_ROLES },
      schema: {
        tags,
        params: z.object({ kho_id: z.uuid({ error: 'validation.uuid' }) }),
        querystring: organisationScopeSchema,
        response: { 200: envelope(ledgerCheckSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await stock.checkLedger(claimsOf(request).userId, request.query.to_chuc, request.params.kho_id),
      ),
  );

  app.put(
    '/api/v1/lo-hang/:id/khoa-lo-hang',
    {
      preHandler: [app.authenticate, app.idempotent],
      config: { roles: BATCH_BLOCK_ROLES },
      schema: { tags: ['lo-hang'], params: idParamsSchema, body: batchBlockSchema },
    },
    async (request, reply) => {
      const batch = await stock.setBatchBlocked(claimsOf(request).userId, request.params.id, request.body);
      return sendOk(
        request,
        reply,
        batch,
        batch.bi_khoa ? 'inventory.batch_blocked' : 'inventory.batch_unblocked',
        {
          params: { lot: batch.so_lo },
        },
      );
    },
  );

  app.get(
    '/api/v1/hang-hoa/tra-cuu-ma-vach',
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags: ['hang-hoa'],
        querystring: barcodeLookupQuerySchema,
        response: { 200: envelope(goodsSuggestionSchema.nullable()) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await stock.findByBarcode(claimsOf(request).userId, request.query.to_chuc, request.query.ma),
      ),
  );

  const periodTags = ['khoa-so'];
  app.get(
    '/api/v1/khoa-so/danh-sach-khoa-so',
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags: periodTags,
        querystring: organisationScopeSchema,
        response: { 200: envelope(z.array(closedPeriodSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(request, reply, await periods.list(claimsOf(request).userId, request.query.to_chuc)),
  );
  app.post(
    '/api/v1/khoa-so/tao-moi-khoa-so',
    {
      preHandler: [app.authenticate, app.idempotent],
      config: { roles: PERIOD_CLOSE_ROLES },
      schema: { tags: periodTags, body: closePeriodSchema, response: { 201: envelope(closedPeriodSchema) } },
    },
    async (request, reply) => {
      const closed = await periods.close(claimsOf(request).userId, request.body);
      return sendOk(request, reply, closed, 'inventory.period_closed_ok', {
        status: 201,
        params: { month: monthLabel(closed.thang) },
      });
    },
  );
  app.delete(
    '/api/v1/khoa-so/:id/xoa-khoa-so',
    {
      preHandler: [app.authenticate, app.idempotent],
      config: { roles: PERIOD_REOPEN_ROLES },
      schema: {
        tags: periodTags,
        params: idParamsSchema,
        querystring: organisationScopeSchema,
        response: { 200: envelope(closedPeriodSchema) },
      },
    },
    async (request, reply) => {
      const reopened = await periods.reopen(
        claimsOf(request).userId,
        request.query.to_chuc,
        request.params.id,
      );
      return sendOk(request, reply, reopened, 'inventory.period_reopened', {
        params: { month: monthLabel(reopened.thang) },
      });
    },
  );
}
