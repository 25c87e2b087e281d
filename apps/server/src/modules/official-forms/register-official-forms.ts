import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import { receiptKind } from '../inventory/vouchers/receipt.kind';
import { issueKind } from '../inventory/vouchers/outgoing.kind';
import { medicineReturnKind } from '../inventory/returns/returns.kind';
import { RequisitionService } from '../inventory/requisitions/requisition.service';
import { stocktakeKind } from '../inventory/stocktake/stocktake.kind';
import { StocktakeService } from '../inventory/stocktake/stocktake.service';
import { VoucherService } from '../inventory/vouchers/voucher.service';
import type { OrganisationsService } from '../organisations/organisations.service';
import { ReportAccess } from '../reports/report-access';
import { WarehouseReportsService } from '../reports/warehouse/warehouse-reports.service';
import { RegisterReportsService } from '../reports/registers/register-reports.service';
import { registerOfficialFormRoutes } from './official-forms.routes';
import { OfficialFormsService } from './official-forms.service';

/** The TT 22/2011 forms: read through the voucher and report services, so access is theirs. */
export function registerOfficialForms(
  app: AppInstance,
  ctx: AppContext,
  organisations: OrganisationsService,
) {
  const access = new ReportAccess(ctx, organisations);
  const service = new OfficialFormsService(ctx, {
    access,
    warehouseReports: new WarehouseReportsService(ctx, access),
    registers: new RegisterReportsService(ctx, access, organisations),
    receipts: new VoucherService(ctx, organisations, receiptKind),
    issues: new VoucherService(ctx, organisations, issueKind),
    requisitions: new RequisitionService(ctx, organisations, app.log),
    medicineReturns: new VoucherService(ctx, organisations, medicineReturnKind),
    stocktakes: new StocktakeService(
      ctx,
      organisations,
      new VoucherService(ctx, organisations, stocktakeKind),
    ),
  });
  registerOfficialFormRoutes(app, service);
}
