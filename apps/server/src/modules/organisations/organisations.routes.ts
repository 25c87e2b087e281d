import {
  createOrganisationRequestSchema,
  departmentWithWarehousesSchema,
  envelope,
  myDepartmentsQuerySchema,
  organisationSchema,
} from '@kho/contracts';
import { z } from 'zod';
import { sendOk } from '../../platform/envelope';
import { ANY_MEMBER, SIGNED_IN } from '../../platform/auth/route-roles';
import type { AppInstance } from '../../platform/fastify-types';
import { callerOf, claimsOf } from '../../platform/request-context';
import type { OrganisationsService } from './organisations.service';

export function registerOrganisationRoutes(app: AppInstance, organisations: OrganisationsService) {
  app.get(
    '/api/v1/to-chuc/danh-sach-to-chuc-cua-toi',
    {
      preHandler: app.authenticate,
      config: { roles: SIGNED_IN },
      schema: { tags: ['to-chuc'], response: { 200: envelope(z.array(organisationSchema)) } },
    },
    async (request, reply) => sendOk(request, reply, await organisations.listMine(claimsOf(request).userId)),
  );

  app.post(
    '/api/v1/to-chuc/tao-moi-to-chuc',
    {
      preHandler: app.authenticate,
      config: { roles: SIGNED_IN },
      schema: {
        tags: ['to-chuc'],
        body: createOrganisationRequestSchema,
        response: { 201: envelope(organisationSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await organisations.create(claimsOf(request).userId, request.body, callerOf(request)),
        'org.created',
        { status: 201 },
      ),
  );

  app.get(
    '/api/v1/to-chuc/danh-muc-khoa-kho-cua-toi',
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags: ['to-chuc'],
        querystring: myDepartmentsQuerySchema,
        response: { 200: envelope(z.array(departmentWithWarehousesSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await organisations.myDepartments(claimsOf(request).userId, request.query.to_chuc_id),
      ),
  );
}
