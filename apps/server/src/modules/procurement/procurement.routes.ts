import {
  envelope,
  procurementPlanQuerySchema,
  procurementPlanSchema,
  procurementRiskQuerySchema,
  procurementRiskSchema,
} from '@kho/contracts';
import { sendOk } from '../../platform/envelope';
import type { AppInstance } from '../../platform/fastify-types';
import { claimsOf } from '../../platform/request-context';
import { PLANNERS, type ProcurementService } from './procurement.service';

const tags = ['du-tru-mua-sam'];
const BASE = '/api/v1/du-tru-mua-sam';

/** Procurement planning (issue 18): parse, authorise in the service, answer the plan. */
export function registerProcurementRoutes(app: AppInstance, service: ProcurementService) {
  app.get(
    `${BASE}/ke-hoach`,
    {
      preHandler: app.authenticate,
      config: { roles: PLANNERS },
      schema: {
        tags,
        querystring: procurementPlanQuerySchema,
        response: { 200: envelope(procurementPlanSchema) },
      },
    },
    async (request, reply) =>
      sendOk(request, reply, await service.plan(claimsOf(request).userId, request.query)),
  );

  app.get(
    `${BASE}/rui-ro`,
    {
      preHandler: app.authenticate,
      config: { roles: PLANNERS },
      schema: {
        tags,
        querystring: procurementRiskQuerySchema,
        response: { 200: envelope(procurementRiskSchema) },
      },
    },
    async (request, reply) =>
      sendOk(request, reply, await service.risk(claimsOf(request).userId, request.query)),
  );
}
