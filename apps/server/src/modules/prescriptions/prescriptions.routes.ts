import {
  DISPENSER_ROLES,
  PRESCRIBER_ROLES,
  checkPrescriptionSchema,
  createPrescriptionSchema,
  diagnosisSuggestionQuerySchema,
  diagnosisSuggestionSchema,
  dispenseSchema,
  dispensingWarehouseQuerySchema,
  envelope,
  idParamsSchema,
  organisationScopeSchema,
  prescribableGoodsQuerySchema,
  prescribableGoodsSchema,
  prescriptionCheckResultSchema,
  prescriptionDetailSchema,
  prescriptionListItemSchema,
  prescriptionQuerySchema,
  prescriptionReasonActionSchema,
  updatePrescriptionSchema,
  warehouseSchema,
} from '@kho/contracts';
import { z } from 'zod';
import { sendOk } from '../../platform/envelope';
import { ANY_MEMBER, type RouteRoles } from '../../platform/auth/route-roles';
import type { AppInstance } from '../../platform/fastify-types';
import { callerOf, claimsOf } from '../../platform/request-context';
import type { DispensingService } from './dispensing/dispensing.service';
import type { PrescriptionsService } from './prescriptions.service';

const BASE = '/api/v1/don-thuoc';
const tags = ['don-thuoc'];

/** The prescription calls (docs/clinical.md): reads, the warning check, writing, editing, dispensing, closing, cancelling. */
export function registerPrescriptionRoutes(
  app: AppInstance,
  service: PrescriptionsService,
  dispensing: DispensingService,
) {
  const read = { preHandler: app.authenticate, config: { roles: ANY_MEMBER } };
  const writeBy = (roles: RouteRoles) => ({
    preHandler: [app.authenticate, app.idempotent],
    config: { roles },
  });
  const detailEnvelope = envelope(prescriptionDetailSchema);

  app.get(
    `${BASE}/danh-sach-don-thuoc`,
    {
      ...read,
      schema: {
        tags,
        querystring: prescriptionQuerySchema,
        response: { 200: envelope(z.array(prescriptionListItemSchema)) },
      },
    },
    async (request, reply) => {
      const result = await service.list(claimsOf(request).userId, request.query);
      return sendOk(request, reply, result.rows, 'common.ok', {
        pagination: result.pagination,
        metadata: { dem_trang_thai: result.statusCounts },
      });
    },
  );

  app.get(
    `${BASE}/:id/chi-tiet-don-thuoc`,
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
    `${BASE}/kho-cap-phat`,
    {
      ...read,
      schema: {
        tags,
        querystring: dispensingWarehouseQuerySchema,
        response: { 200: envelope(z.array(warehouseSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(request, reply, await service.dispensingWarehouses(claimsOf(request).userId, request.query)),
  );

  app.get(
    `${BASE}/hang-hoa-ke-don`,
    {
      ...read,
      schema: {
        tags,
        querystring: prescribableGoodsQuerySchema,
        response: { 200: envelope(z.array(prescribableGoodsSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(request, reply, await service.prescribableGoods(claimsOf(request).userId, request.query)),
  );

  app.get(
    `${BASE}/goi-y-chan-doan`,
    {
      ...read,
      schema: {
        tags,
        querystring: diagnosisSuggestionQuerySchema,
        response: { 200: envelope(z.array(diagnosisSuggestionSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(request, reply, await service.diagnoses(claimsOf(request).userId, request.query)),
  );

  app.post(
    `${BASE}/kiem-tra-don-thuoc`,
    {
      preHandler: app.authenticate,
      config: { roles: PRESCRIBER_ROLES },
      schema: {
        tags,
        body: checkPrescriptionSchema,
        response: { 200: envelope(prescriptionCheckResultSchema) },
      },
    },
    async (request, reply) =>
      sendOk(request, reply, await service.check(claimsOf(request).userId, request.body)),
  );

  app.post(
    `${BASE}/tao-moi-don-thuoc`,
    {
      ...writeBy(PRESCRIBER_ROLES),
      schema: { tags, body: createPrescriptionSchema, response: { 201: detailEnvelope } },
    },
    async (request, reply) => {
      const detail = await service.create(claimsOf(request).userId, request.body);
      return sendOk(request, reply, detail, 'prescriptions.created', {
        status: 201,
        params: { number: detail.so_don },
      });
    },
  );

  app.put(
    `${BASE}/:id/cap-nhat-don-thuoc`,
    {
      ...writeBy(PRESCRIBER_ROLES),
      schema: {
        tags,
        params: idParamsSchema,
        body: updatePrescriptionSchema,
        response: { 200: detailEnvelope },
      },
    },
    async (request, reply) => {
      const detail = await service.update(
        claimsOf(request).userId,
        request.params.id,
        request.body,
        callerOf(request),
      );
      return sendOk(request, reply, detail, 'prescriptions.updated', { params: { number: detail.so_don } });
    },
  );

  app.post(
    `${BASE}/:id/cap-phat-don-thuoc`,
    {
      ...writeBy(DISPENSER_ROLES),
      schema: { tags, params: idParamsSchema, body: dispenseSchema, response: { 200: detailEnvelope } },
    },
    async (request, reply) => {
      const detail = await dispensing.dispense(claimsOf(request).userId, request.params.id, request.body);
      return sendOk(request, reply, detail, 'prescriptions.dispensed', { params: { number: detail.so_don } });
    },
  );

  const actions = [
    {
      path: 'dong',
      roles: DISPENSER_ROLES,
      run: service.close.bind(service),
      key: 'prescriptions.closed',
    },
    {
      path: 'huy',
      roles: PRESCRIBER_ROLES,
      run: service.cancel.bind(service),
      key: 'prescriptions.cancelled',
    },
  ] as const;
  for (const action of actions) {
    app.post(
      `${BASE}/:id/${action.path}-don-thuoc`,
      {
        ...writeBy(action.roles),
        schema: {
          tags,
          params: idParamsSchema,
          body: prescriptionReasonActionSchema,
          response: { 200: detailEnvelope },
        },
      },
      async (request, reply) => {
        const detail = await action.run(claimsOf(request).userId, request.params.id, request.body);
        return sendOk(request, reply, detail, action.key, { params: { number: detail.so_don } });
      },
    );
  }
}
