import {
  comboboxItemSchema,
  createSystemDataRequestSchema,
  envelope,
  systemDataDetailQuerySchema,
  systemDataQuerySchema,
  systemDataSchema,
  updateSystemDataRequestSchema,
} from '@kho/contracts';
import { z } from 'zod';
import { sendOk } from '../../platform/envelope';
import { ANY_MEMBER } from '../../platform/auth/route-roles';
import type { AppInstance } from '../../platform/fastify-types';
import { callerOf, claimsOf } from '../../platform/request-context';
import { SYSTEM_DATA_EDITORS, type SystemDataService } from './system-data.service';

const BASE = '/api/v1/du-lieu-he-thong';
const idParams = z.object({ id: z.uuid({ error: 'validation.uuid' }) });

/** The six du-lieu-he-thong calls of spec §7, with their exact paths. */
export function registerSystemDataRoutes(app: AppInstance, systemData: SystemDataService) {
  const tags = ['du-lieu-he-thong'];

  app.get(
    `${BASE}/danh-sach-du-lieu-he-thong`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        querystring: systemDataQuerySchema,
        response: { 200: envelope(z.array(systemDataSchema)) },
      },
    },
    async (request, reply) => {
      const { items, pagination } = await systemData.list(claimsOf(request).userId, request.query);
      return sendOk(request, reply, items, 'common.ok', { pagination });
    },
  );

  app.get(
    `${BASE}/goi-y-du-lieu-he-thong`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        querystring: systemDataQuerySchema,
        response: { 200: envelope(z.array(systemDataSchema)) },
      },
    },
    async (request, reply) => {
      const { items, pagination } = await systemData.list(claimsOf(request).userId, request.query, {
        activeOnly: true,
      });
      return sendOk(request, reply, items, 'common.ok', { pagination });
    },
  );

  app.get(
    `${BASE}/combobox-du-lieu-he-thong`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        querystring: systemDataQuerySchema,
        response: { 200: envelope(z.array(comboboxItemSchema)) },
      },
    },
    async (request, reply) => {
      const { items, pagination } = await systemData.combobox(claimsOf(request).userId, request.query);
      return sendOk(request, reply, items, 'common.ok', { pagination });
    },
  );

  app.get(
    `${BASE}/:id/chi-tiet-du-lieu-he-thong`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        params: idParams,
        querystring: systemDataDetailQuerySchema,
        response: { 200: envelope(systemDataSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await systemData.detail(claimsOf(request).userId, request.query.to_chuc, request.params.id),
      ),
  );

  app.post(
    `${BASE}/tao-moi-du-lieu-he-thong`,
    {
      preHandler: app.authenticate,
      config: { roles: SYSTEM_DATA_EDITORS },
      schema: { tags, body: createSystemDataRequestSchema, response: { 201: envelope(systemDataSchema) } },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await systemData.create(claimsOf(request).userId, request.body, callerOf(request)),
        'common.created',
        {
          status: 201,
        },
      ),
  );

  app.put(
    `${BASE}/:id/cap-nhat-du-lieu-he-thong`,
    {
      preHandler: app.authenticate,
      config: { roles: SYSTEM_DATA_EDITORS },
      schema: {
        tags,
        params: idParams,
        body: updateSystemDataRequestSchema,
        response: { 200: envelope(systemDataSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await systemData.update(claimsOf(request).userId, request.params.id, request.body, callerOf(request)),
        'common.updated',
      ),
  );
}
