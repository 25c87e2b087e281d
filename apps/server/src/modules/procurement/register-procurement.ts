import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import type { OrganisationsService } from '../organisations/organisations.service';
import { ReportAccess } from '../reports/report-access';
import { registerProcurementRoutes } from './procurement.routes';
import { ProcurementService } from './procurement.service';

/** Procurement planning (issue 18) under /api/v1/du-tru-mua-sam. */
export function registerProcurement(app: AppInstance, ctx: AppContext, organisations: OrganisationsService) {
  registerProcurementRoutes(
    app,
    new ProcurementService(ctx, new ReportAccess(ctx, organisations), organisations),
  );
}
