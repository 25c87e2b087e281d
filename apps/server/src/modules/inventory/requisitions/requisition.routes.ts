import {
  approveRequisitionSchema,
  createRequisitionSchema,
  envelope,
  parSuggestionQuerySchema,
  parSuggestionSchema,
  updateRequisitionSchema,
} from '@kho/contracts';
import { z } from 'zod';
import { sendOk } from '../../../platform/envelope';
import { ANY_MEMBER } from '../../../platform/auth/route-roles';
import type { AppInstance } from '../../../platform/fastify-types';
import { claimsOf } from '../../../platform/request-context';
import type { RequisitionService } from './requisition.service';
import { registerVoucherRoutes } from '../vouchers/voucher.routes';

/** The requisition book and lifecycle, and the par-level top-up suggestion of a cabinet. */
export function registerRequisitionRoutes(app: AppInstance, service: RequisitionService) {
  registerVoucherRoutes(app, service, {
    create: createRequisitionSchema,
    update: updateRequisitionSchema,
    approve: approveRequisitionSchema,
  });
  const resource = service.kind.resource;
  app.get(
    `/api/v1/${resource}/goi-y-linh-bu`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags: [resource],
        querystring: parSuggestionQuerySchema,
        response: { 200: envelope(z.array(parSuggestionSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(request, reply, await service.parSuggestion(claimsOf(request).userId, request.query)),
  );
}
