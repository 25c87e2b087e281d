import {
  addFoundBatchSchema,
  countImportQuerySchema,
  countImportResultSchema,
  createStocktakeSchema,
  envelope,
  idParamsSchema,
  organisationScopeSchema,
  refreshSnapshotSchema,
  saveCountsResultSchema,
  saveCountsSchema,
  snapshotDriftSchema,
  stocktakeDetailSchema,
  updateStocktakeSchema,
} from '@kho/contracts';
import { z } from 'zod';
import { sendOk } from '../../../platform/envelope';
import { ANY_MEMBER } from '../../../platform/auth/route-roles';
import type { AppInstance } from '../../../platform/fastify-types';
import { claimsOf } from '../../../platform/request-context';
import { acceptSpreadsheetBodies, sendFile, spreadsheetOf } from '../../catalogues/catalogue-import.routes';
import { XLSX_MIME } from '../../catalogues/excel';
import type { AppContext } from '../../../platform/context';
import type { OrganisationsService } from '../../organisations/organisations.service';
import { StocktakeImporter } from './stocktake-import';
import { stocktakeKind } from './stocktake.kind';
import { StocktakeService } from './stocktake.service';
import { registerVoucherRoutes } from '../vouchers/voucher.routes';
import { VoucherService } from '../vouchers/voucher.service';

/**
 * Stocktakes (`phieu-kiem-kho`, docs/inventory.md): the book and the lifecycle actions are the
 * generic voucher calls; detail, create, header, counts, found batches, snapshot refresh and the
 * count sheet are the stocktake's own. Every write accepts an Idempotency-Key.
 */
export function registerStocktakeRoutes(
  app: AppInstance,
  service: StocktakeService,
  importer: StocktakeImporter,
) {
  registerVoucherRoutes(app, service.vouchers, {});
  acceptSpreadsheetBodies(app);
  const r = service.vouchers.kind.resource;
  const base = `/api/v1/${r}`;
  const tags = [r];
  const read = { preHandler: app.authenticate, config: { roles: ANY_MEMBER } };
  const write = {
    preHandler: [app.authenticate, app.idempotent],
    config: { roles: service.vouchers.roles.write },
  };
  const detailEnvelope = envelope(stocktakeDetailSchema);
  const numbered = (detail: { so_phieu: string }) => ({ params: { number: detail.so_phieu } });

  app.get(
    `${base}/:id/chi-tiet-${r}`,
    {
      ...read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: organisationScopeSchema,
        response: { 200: detailEnvelope },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await service.detail(claimsOf(request).userId, request.query.to_chuc, request.params.id),
      ),
  );

  app.get(
    `${base}/:id/lech-so-sach-${r}`,
    {
      ...read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: organisationScopeSchema,
        response: { 200: envelope(z.array(snapshotDriftSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await service.drift(claimsOf(request).userId, request.query.to_chuc, request.params.id),
      ),
  );

  app.post(
    `${base}/tao-moi-${r}`,
    { ...write, schema: { tags, body: createStocktakeSchema, response: { 201: detailEnvelope } } },
    async (request, reply) => {
      const detail = await service.create(claimsOf(request).userId, request.body);
      return sendOk(request, reply, detail, 'inventory.created', { status: 201, ...numbered(detail) });
    },
  );

  app.put(
    `${base}/:id/cap-nhat-${r}`,
    {
      ...write,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateStocktakeSchema,
        response: { 200: detailEnvelope },
      },
    },
    async (request, reply) => {
      const detail = await service.update(claimsOf(request).userId, request.params.id, request.body);
      return sendOk(request, reply, detail, 'inventory.updated', numbered(detail));
    },
  );

  app.post(
    `${base}/:id/luu-so-dem-${r}`,
    {
      ...write,
      schema: {
        tags,
        params: idParamsSchema,
        body: saveCountsSchema,
        response: { 200: envelope(saveCountsResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await service.saveCounts(claimsOf(request).userId, request.params.id, request.body);
      return sendOk(request, reply, result, 'stocktake.counts_saved', { params: { count: result.cap_nhat } });
    },
  );

  app.post(
    `${base}/:id/them-lo-${r}`,
    {
      ...write,
      schema: { tags, params: idParamsSchema, body: addFoundBatchSchema, response: { 200: detailEnvelope } },
    },
    async (request, reply) => {
      const detail = await service.addFoundBatch(claimsOf(request).userId, request.params.id, request.body);
      const { lo_hang_id, so_lo } = request.body;
      const lot = so_lo ?? detail.dong.find((l) => l.lo_hang_id === lo_hang_id)?.so_lo ?? '';
      return sendOk(request, reply, detail, 'stocktake.batch_added', { params: { lot } });
    },
  );

  app.post(
    `${base}/:id/lam-moi-so-sach-${r}`,
    {
      ...write,
      schema: {
        tags,
        params: idParamsSchema,
        body: refreshSnapshotSchema,
        response: { 200: detailEnvelope },
      },
    },
    async (request, reply) => {
      const detail = await service.refresh(claimsOf(request).userId, request.params.id, request.body);
      return sendOk(request, reply, detail, 'stocktake.refreshed', numbered(detail));
    },
  );

  app.get(
    `${base}/:id/xuat-so-dem-${r}`,
    {
      ...read,
      schema: { tags, params: idParamsSchema, querystring: organisationScopeSchema },
    },
    async (request, reply) => {
      const sheet = await importer.exportSheet(
        claimsOf(request).userId,
        request.query.to_chuc,
        request.params.id,
        request.locale,
      );
      return sendFile(reply, sheet.name, sheet.file);
    },
  );

  app.post(
    `${base}/:id/nhap-so-dem-${r}`,
    {
      ...write,
      schema: {
        tags,
        consumes: [XLSX_MIME],
        params: idParamsSchema,
        querystring: countImportQuerySchema,
        response: { 200: envelope(countImportResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await importer.importCounts(
        claimsOf(request).userId,
        request.params.id,
        request.query,
        spreadsheetOf(request),
        request.locale,
      );
      return sendOk(request, reply, result, 'stocktake.imported', {
        params: { count: result.cap_nhat, errors: result.loi.length },
      });
    },
  );
}

/** Stocktaking's services and calls, wired once by the inventory module. */
export function registerStocktakes(app: AppInstance, ctx: AppContext, organisations: OrganisationsService) {
  const service = new StocktakeService(
    ctx,
    organisations,
    new VoucherService(ctx, organisations, stocktakeKind),
  );
  registerStocktakeRoutes(app, service, new StocktakeImporter(service));
}
