import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import type { OrganisationsService } from '../organisations/organisations.service';
import { ReportAccess } from '../reports/report-access';
import { registerProcurementRequestRoutes } from './procurement-requests.routes';
import { ProcurementRequestService } from './procurement-requests.service';
import { registerProcurementRoutes } from './procurement.routes';
import { ProcurementService } from './procurement.service';

/** Procurement planning and requests (issue 18) under /api/v1/du-tru-mua-sam. */
export function registerProcurement(app: AppInstance, ctx: AppContext, organisations: OrganisationsService) {
  const access = new ReportAccess(ctx, organisations);
  registerProcurementRoutes(app, new ProcurementService(ctx, access, organisations));
  registerProcurementRequestRoutes(app, new ProcurementRequestService(ctx, access, organisations));
}
