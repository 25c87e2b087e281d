import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import type { OrganisationsService } from '../organisations/organisations.service';
import { registerOverviewRoutes } from './overview.routes';
import { OverviewService } from './overview.service';

/** Overview dashboard (issue 8, docs/web-overview.md): GET /api/v1/bao-cao/tong-quan. */
export function registerOverview(app: AppInstance, ctx: AppContext, organisations: OrganisationsService) {
  registerOverviewRoutes(app, new OverviewService(ctx, organisations));
}
