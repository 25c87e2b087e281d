import { envelope, patientReturnableBatchSchema, patientReturnableQuerySchema } from '@kho/contracts';
import { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import { sendOk } from '../../../platform/envelope';
import { ANY_MEMBER } from '../../../platform/auth/route-roles';
import type { AppInstance } from '../../../platform/fastify-types';
import { claimsOf } from '../../../platform/request-context';
import type { OrganisationsService } from '../../organisations/organisations.service';
import { listReturnable } from './patient-returns';

/** What a patient may give back to a warehouse: the medicine-return form's patient mode. */
export function registerPatientReturnRoutes(
  app: AppInstance,
  ctx: AppContext,
  organisations: OrganisationsService,
) {
  app.get(
    '/api/v1/phieu-tra-thuoc/lo-benh-nhan-tra',
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags: ['phieu-tra-thuoc'],
        querystring: patientReturnableQuerySchema,
        response: { 200: envelope(z.array(patientReturnableBatchSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await listReturnable(ctx, organisations, claimsOf(request).userId, request.query),
      ),
  );
}
