import { envelope, tenderCheckQuerySchema, tenderCheckSchema } from '@kho/contracts';
import { sendOk } from '../../platform/envelope';
import type { AppInstance } from '../../platform/fastify-types';
import { claimsOf } from '../../platform/request-context';
import { TENDER_CHECK_ROLES, type TenderCheckService } from './tender-check.service';

/**
 * `GET goi-thau/doi-soat-goi-thau?to_chuc=&goi_thau_id=`: the tender check of the organisation, or
 * of one tender package (administrators).
 */
export function registerTenderCheckRoutes(app: AppInstance, service: TenderCheckService) {
  app.get(
    '/api/v1/goi-thau/doi-soat-goi-thau',
    {
      preHandler: app.authenticate,
      config: { roles: TENDER_CHECK_ROLES },
      schema: {
        tags: ['goi-thau'],
        querystring: tenderCheckQuerySchema,
        response: { 200: envelope(tenderCheckSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await service.check(claimsOf(request).userId, request.query.to_chuc, request.query.goi_thau_id),
      ),
  );
}
