import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import type { OrganisationsService } from '../organisations/organisations.service';

/** Patients: their services and calls (being built; see docs/clinical.md). */
export function registerPatients(_app: AppInstance, _ctx: AppContext, _organisations: OrganisationsService) {}
