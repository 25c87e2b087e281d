import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import type { OrganisationsService } from '../organisations/organisations.service';

/** Reports: services and calls (being built). */
export function registerReports(_app: AppInstance, _ctx: AppContext, _organisations: OrganisationsService) {}
