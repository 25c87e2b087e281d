import {
  envelope,
  organisationSettingsQuerySchema,
  organisationSettingsSchema,
  updateOrganisationSettingsSchema,
} from '@kho/contracts';
import type { AppContext } from '../../platform/context';
import { sendOk } from '../../platform/envelope';
import { ANY_MEMBER } from '../../platform/auth/route-roles';
import type { AppInstance } from '../../platform/fastify-types';
import { callerOf, claimsOf } from '../../platform/request-context';
import type { OrganisationsService } from '../organisations/organisations.service';
import { OrganisationSettingsService, SETTINGS_EDITORS } from './organisation-settings.service';

export function registerOrganisationSettingsRoutes(
  app: AppInstance,
  ctx: AppContext,
  organisations: OrganisationsService,
) {
  const service = new OrganisationSettingsService(ctx, organisations);

  app.get(
    '/api/v1/to-chuc/thiet-lap-to-chuc',
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags: ['to-chuc'],
        querystring: organisationSettingsQuerySchema,
        response: { 200: envelope(organisationSettingsSchema) },
      },
    },
    async (request, reply) =>
      sendOk(request, reply, await service.get(claimsOf(request).userId, request.query.to_chuc)),
  );

  app.put(
    '/api/v1/to-chuc/cap-nhat-thiet-lap-to-chuc',
    {
      preHandler: app.authenticate,
      config: { roles: SETTINGS_EDITORS },
      schema: {
        tags: ['to-chuc'],
        body: updateOrganisationSettingsSchema,
        response: { 200: envelope(organisationSettingsSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await service.update(claimsOf(request).userId, request.body, callerOf(request)),
        'org.settings_saved',
      ),
  );
}
