import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import type { OrganisationsService } from '../organisations/organisations.service';

/** Overview: services and calls (being built). */
export function registerOverview(_app: AppInstance, _ctx: AppContext, _organisations: OrganisationsService) {}
