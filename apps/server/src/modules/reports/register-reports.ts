import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import type { OrganisationsService } from '../organisations/organisations.service';
import { AbcVenService } from './abc-ven/abc-ven.service';
import { ReportAccess } from './report-access';
import { ControlledSignOffService } from './registers/controlled-sign-off.service';
import { RegisterReportsService } from './registers/register-reports.service';
import { registerReportRoutes } from './reports.routes';
import { StockMovementService } from './stock-movement/stock-movement.service';
import { WarehouseReportsService } from './warehouse/warehouse-reports.service';

/** Reports (issue 8): the pharmacy warehouse reports under /api/v1/bao-cao. */
export function registerReports(app: AppInstance, ctx: AppContext, organisations: OrganisationsService) {
  const access = new ReportAccess(ctx, organisations);
  registerReportRoutes(app, {
    access,
    stockMovement: new StockMovementService(ctx, access),
    warehouse: new WarehouseReportsService(ctx, access),
    registers: new RegisterReportsService(ctx, access, organisations),
    signOffs: new ControlledSignOffService(ctx, access),
    abcVen: new AbcVenService(ctx, access),
  });
}
