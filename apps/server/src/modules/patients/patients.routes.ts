import {
  PATIENT_WRITE_ROLES,
  createPatientSchema,
  envelope,
  idParamsSchema,
  organisationScopeSchema,
  patientMedicineMovementSchema,
  patientMedicineQuerySchema,
  patientQuerySchema,
  patientSchema,
  updatePatientSchema,
} from '@kho/contracts';
import { z } from 'zod';
import { sendOk } from '../../platform/envelope';
import { ANY_MEMBER } from '../../platform/auth/route-roles';
import type { AppInstance } from '../../platform/fastify-types';
import { callerOf, claimsOf } from '../../platform/request-context';
import type { PatientsService } from './patients.service';

const BASE = '/api/v1/benh-nhan';
const tags = ['benh-nhan'];

/** The patients' calls: list, detail, register, update, and the medicine they received. */
export function registerPatientRoutes(app: AppInstance, service: PatientsService) {
  app.get(
    `${BASE}/danh-sach-benh-nhan`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: { tags, querystring: patientQuerySchema, response: { 200: envelope(z.array(patientSchema)) } },
    },
    async (request, reply) => {
      const { items, pagination } = await service.list(claimsOf(request).userId, request.query);
      return sendOk(request, reply, items, 'common.ok', { pagination });
    },
  );

  app.get(
    `${BASE}/:id/chi-tiet-benh-nhan`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: organisationScopeSchema,
        response: { 200: envelope(patientSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await service.detail(claimsOf(request).userId, request.query.to_chuc, request.params.id),
      ),
  );

  app.post(
    `${BASE}/tao-moi-benh-nhan`,
    {
      preHandler: app.authenticate,
      config: { roles: PATIENT_WRITE_ROLES },
      schema: { tags, body: createPatientSchema, response: { 201: envelope(patientSchema) } },
    },
    async (request, reply) => {
      const patient = await service.create(claimsOf(request).userId, request.body, callerOf(request));
      return sendOk(request, reply, patient, 'patients.created', {
        status: 201,
        params: { code: patient.ma },
      });
    },
  );

  app.put(
    `${BASE}/:id/cap-nhat-benh-nhan`,
    {
      preHandler: app.authenticate,
      config: { roles: PATIENT_WRITE_ROLES },
      schema: {
        tags,
        params: idParamsSchema,
        body: updatePatientSchema,
        response: { 200: envelope(patientSchema) },
      },
    },
    async (request, reply) => {
      const patient = await service.update(
        claimsOf(request).userId,
        request.params.id,
        request.body,
        callerOf(request),
      );
      return sendOk(request, reply, patient, 'patients.updated', { params: { code: patient.ma } });
    },
  );

  app.get(
    `${BASE}/:id/thuoc-da-cap`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: patientMedicineQuerySchema,
        response: { 200: envelope(z.array(patientMedicineMovementSchema)) },
      },
    },
    async (request, reply) => {
      const { items, pagination } = await service.medicines(
        claimsOf(request).userId,
        request.params.id,
        request.query,
      );
      return sendOk(request, reply, items, 'common.ok', { pagination });
    },
  );
}
