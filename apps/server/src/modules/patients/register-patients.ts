import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import type { OrganisationsService } from '../organisations/organisations.service';
import { registerPatientRoutes } from './patients.routes';
import { PatientsService } from './patients.service';

/** Patients: their services and calls (docs/clinical.md). */
export function registerPatients(app: AppInstance, ctx: AppContext, organisations: OrganisationsService) {
  registerPatientRoutes(app, new PatientsService(ctx, organisations));
}
