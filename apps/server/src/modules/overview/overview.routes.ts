import { envelope, overviewQuerySchema, overviewSchema } from '@kho/contracts';
import { sendOk } from '../../platform/envelope';
import { ANY_MEMBER } from '../../platform/auth/route-roles';
import type { AppInstance } from '../../platform/fastify-types';
import { claimsOf } from '../../platform/request-context';
import type { OverviewService } from './overview.service';

export function registerOverviewRoutes(app: AppInstance, overview: OverviewService) {
  app.get(
    '/api/v1/bao-cao/tong-quan',
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags: ['bao-cao'],
        summary: 'Overview dashboard of a warehouse, a department or the organisation',
        querystring: overviewQuerySchema,
        response: { 200: envelope(overviewSchema) },
      },
    },
    async (request, reply) => {
      const data = await overview.overview(claimsOf(request).userId, request.query);
      return sendOk(request, reply, data);
    },
  );
}
