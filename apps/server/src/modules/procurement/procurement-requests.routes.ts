import {
  createProcurementRequestSchema,
  envelope,
  idParamsSchema,
  organisationScopeSchema,
  procurementRequestDetailSchema,
  procurementRequestQuerySchema,
  procurementRequestSchema,
  procurementRequestTenderSchema,
  procurementRequestTendersQuerySchema,
  updateProcurementRequestSchema,
  voucherActionSchema,
  voucherReasonActionSchema,
} from '@kho/contracts';
import { z } from 'zod';
import { sendOk } from '../../platform/envelope';
import type { AppInstance } from '../../platform/fastify-types';
import { claimsOf } from '../../platform/request-context';
import { PLANNERS } from './procurement.service';
import { REQUEST_APPROVERS, type ProcurementRequestService } from './procurement-requests.service';

const tags = ['du-tru-mua-sam'];
const BASE = '/api/v1/du-tru-mua-sam';
const R = 'phieu-du-tru';

/**
 * Procurement requests (docs/procurement.md): book, detail, create, update, submit, approve,
 * refuse. Every write accepts an Idempotency-Key.
 */
export function registerProcurementRequestRoutes(app: AppInstance, service: ProcurementRequestService) {
  const read = { preHandler: app.authenticate, config: { roles: PLANNERS } };
  const writeBy = (roles: typeof PLANNERS | typeof REQUEST_APPROVERS) => ({
    preHandler: [app.authenticate, app.idempotent],
    config: { roles },
  });
  const detailEnvelope = envelope(procurementRequestDetailSchema);
  const actor = (request: Parameters<typeof claimsOf>[0]) => ({
    userId: claimsOf(request).userId,
    ip: request.ip,
  });
  const params = (detail: { so_phieu: string }) => ({ params: { number: detail.so_phieu } });

  app.get(
    `${BASE}/danh-sach-${R}`,
    {
      ...read,
      schema: {
        tags,
        querystring: procurementRequestQuerySchema,
        response: { 200: envelope(z.array(procurementRequestSchema)) },
      },
    },
    async (request, reply) => {
      const result = await service.list(claimsOf(request).userId, request.query);
      return sendOk(request, reply, result.rows, 'common.ok', {
        pagination: result.pagination,
        metadata: result.metadata,
      });
    },
  );

  app.get(
    `${BASE}/:id/chi-tiet-${R}`,
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
    `${BASE}/:id/goi-thau-${R}`,
    {
      ...read,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: procurementRequestTendersQuerySchema,
        response: { 200: envelope(z.array(procurementRequestTenderSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await service.tenders(
          claimsOf(request).userId,
          request.query.to_chuc,
          request.params.id,
          request.query.hang_hoa_id,
        ),
      ),
  );

  app.post(
    `${BASE}/tao-moi-${R}`,
    {
      ...writeBy(PLANNERS),
      schema: { tags, body: createProcurementRequestSchema, response: { 201: detailEnvelope } },
    },
    async (request, reply) => {
      const detail = await service.create(actor(request), request.body);
      return sendOk(request, reply, detail, 'procurement.request_created', {
        status: 201,
        ...params(detail),
      });
    },
  );

  app.put(
    `${BASE}/:id/cap-nhat-${R}`,
    {
      ...writeBy(PLANNERS),
      schema: {
        tags,
        params: idParamsSchema,
        body: updateProcurementRequestSchema,
        response: { 200: detailEnvelope },
      },
    },
    async (request, reply) => {
      const detail = await service.update(actor(request), request.params.id, request.body);
      return sendOk(request, reply, detail, 'procurement.request_updated', params(detail));
    },
  );

  const steps = [
    {
      path: 'gui-duyet',
      roles: PLANNERS,
      key: 'procurement.request_submitted',
      run: service.submit.bind(service),
    },
    {
      path: 'duyet',
      roles: REQUEST_APPROVERS,
      key: 'procurement.request_approved',
      run: service.approve.bind(service),
    },
  ] as const;
  for (const step of steps) {
    app.post(
      `${BASE}/:id/${step.path}-${R}`,
      {
        ...writeBy(step.roles),
        schema: {
          tags,
          params: idParamsSchema,
          body: voucherActionSchema,
          response: { 200: detailEnvelope },
        },
      },
      async (request, reply) => {
        const detail = await step.run(actor(request), request.params.id, request.body);
        return sendOk(request, reply, detail, step.key, params(detail));
      },
    );
  }

  app.post(
    `${BASE}/:id/tu-choi-${R}`,
    {
      ...writeBy(REQUEST_APPROVERS),
      schema: {
        tags,
        params: idParamsSchema,
        body: voucherReasonActionSchema,
        response: { 200: detailEnvelope },
      },
    },
    async (request, reply) => {
      const detail = await service.reject(actor(request), request.params.id, request.body);
      return sendOk(request, reply, detail, 'procurement.request_rejected', params(detail));
    },
  );
}
