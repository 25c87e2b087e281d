import {
  comboboxItemSchema,
  envelope,
  idParamsSchema,
  organisationScopeSchema,
  type Locale,
} from '@kho/contracts';
import { z } from 'zod';
import { sendOk } from '../../platform/envelope';
import { ANY_MEMBER } from '../../platform/auth/route-roles';
import type { AppInstance } from '../../platform/fastify-types';
import { callerOf, claimsOf } from '../../platform/request-context';
import type { CatalogueService, ListQuery } from './catalogue.service';
import { buildWorkbook, XLSX_MIME, type ExcelColumn } from './excel';

export interface CatalogueRouteDefinition<
  Query extends ListQuery,
  Input extends { to_chuc: string; ma: string },
  Row,
> {
  /** Kebab-case Vietnamese resource name, e.g. 'nha-cung-cap' (architecture.md API conventions). */
  resource: string;
  querySchema: z.ZodType<Query, unknown>;
  createSchema: z.ZodType<Input, unknown>;
  updateSchema: z.ZodType<Input & { phien_ban: number }, unknown>;
  recordSchema: z.ZodType;
  /** Shape of detail, create and update answers when richer than a list row (a tender with its lines). */
  detailSchema?: z.ZodType;
  service: CatalogueService<Query, Input, Row>;
  exportColumns: ExcelColumn<Row>[];
  exportName: Record<Locale, string>;
  /** Set when the catalogue answers `goi-y-R` with a richer call of its own (goods). */
  ownSuggestions?: boolean;
}

/** The seven calls every catalogue answers: list, combobox, detail, create, update, delete, Excel export. */
export function registerCatalogueRoutes<
  Query extends ListQuery,
  Input extends { to_chuc: string; ma: string },
  Row,
>(app: AppInstance, def: CatalogueRouteDefinition<Query, Input, Row>) {
  const base = `/api/v1/${def.resource}`;
  const r = def.resource;
  const tags = [r];
  const { service } = def;
  const detailSchema = def.detailSchema ?? def.recordSchema;
  const read = { preHandler: app.authenticate, config: { roles: ANY_MEMBER } };
  const write = { preHandler: app.authenticate, config: { roles: service.editors } };

  app.get(
    `${base}/danh-sach-${r}`,
    {
      ...read,
      schema: { tags, querystring: def.querySchema, response: { 200: envelope(z.array(def.recordSchema)) } },
    },
    async (request, reply) => {
      const { items, pagination } = await service.list(claimsOf(request).userId, request.query as Query);
      return sendOk(request, reply, items, 'common.ok', { pagination });
    },
  );

  app.get(
    `${base}/combobox-${r}`,
    {
      ...read,
      schema: {
        tags,
        querystring: def.querySchema,
        response: { 200: envelope(z.array(comboboxItemSchema)) },
      },
    },
    async (request, reply) => {
      const { items, pagination } = await service.combobox(claimsOf(request).userId, request.query as Query);
      return sendOk(request, reply, items, 'common.ok', { pagination });
    },
  );

  if (!def.ownSuggestions) {
    // Suggestions for pickers in voucher forms: active records matching the text, whole records.
    app.get(
      `${base}/goi-y-${r}`,
      {
        ...read,
        schema: {
          tags,
          querystring: def.querySchema,
          response: { 200: envelope(z.array(def.recordSchema)) },
        },
      },
      async (request, reply) => {
        const query = { ...(request.query as Query), hoat_dong: true };
        const { items, pagination } = await service.list(claimsOf(request).userId, query);
        return sendOk(request, reply, items, 'common.ok', { pagination });
      },
    );
  }

  app.get(
    `${base}/xuat-excel-${r}`,
    { ...read, schema: { tags, querystring: def.querySchema } },
    async (request, reply) => {
      const rows = await service.exportRows(claimsOf(request).userId, request.query as Query);
      const name = def.exportName[request.locale];
      const file = await buildWorkbook(name, def.exportColumns, rows, request.locale);
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`)
        .send(file);
    },
  );

  app.get(
    `${base}/:id/chi-tiet-${r}`,
    {
      ...read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: organisationScopeSchema,
        response: { 200: envelope(detailSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await service.detail(claimsOf(request).userId, request.query.to_chuc, request.params.id),
      ),
  );

  app.post(
    `${base}/tao-moi-${r}`,
    {
      ...write,
      schema: { tags, body: def.createSchema, response: { 201: envelope(detailSchema) } },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await service.create(claimsOf(request).userId, request.body as Input, callerOf(request)),
        'common.created',
        {
          status: 201,
        },
      ),
  );

  app.put(
    `${base}/:id/cap-nhat-${r}`,
    {
      ...write,
      schema: {
        tags,
        params: idParamsSchema,
        body: def.updateSchema,
        response: { 200: envelope(detailSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await service.update(
          claimsOf(request).userId,
          request.params.id,
          request.body as Input & { phien_ban: number },
          callerOf(request),
        ),
        'common.updated',
      ),
  );

  app.delete(
    `${base}/:id/xoa-${r}`,
    {
      ...write,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: organisationScopeSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await service.remove(
        claimsOf(request).userId,
        request.query.to_chuc,
        request.params.id,
        callerOf(request),
      );
      return sendOk(request, reply, null, 'common.deleted');
    },
  );
}
