import {
  createGoodsReturnSchema,
  createIssueSchema,
  createMedicineReturnSchema,
  createReceiptSchema,
  createTransferSchema,
  updateGoodsReturnSchema,
  updateIssueSchema,
  updateMedicineReturnSchema,
  updateReceiptSchema,
  updateTransferSchema,
} from '@kho/contracts';
import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import type { OrganisationsService } from '../organisations/organisations.service';
import { issueKind, transferKind } from './vouchers/outgoing.kind';
import { registerPatientReturnRoutes } from './returns/patient-returns.routes';
import { PeriodsService } from './periods/periods.service';
import { receiptKind } from './vouchers/receipt.kind';
import { registerRequisitionRoutes } from './requisitions/requisition.routes';
import { RequisitionService } from './requisitions/requisition.service';
import { goodsReturnKind, medicineReturnKind } from './returns/returns.kind';
import { registerStockRoutes } from './stock/stock.routes';
import { StockService } from './stock/stock.service';
import { registerStocktakes } from './stocktake/stocktake.routes';
import { registerVoucherRoutes } from './vouchers/voucher.routes';
import { VoucherService } from './vouchers/voucher.service';

/** The inventory engine: its services and their calls. */
export function registerInventory(app: AppInstance, ctx: AppContext, organisations: OrganisationsService) {
  const services = {
    receipts: new VoucherService(ctx, organisations, receiptKind),
    issues: new VoucherService(ctx, organisations, issueKind),
    transfers: new VoucherService(ctx, organisations, transferKind),
    requisitions: new RequisitionService(ctx, organisations, app.log),
    medicineReturns: new VoucherService(ctx, organisations, medicineReturnKind),
    goodsReturns: new VoucherService(ctx, organisations, goodsReturnKind),
    stock: new StockService(ctx, organisations),
    periods: new PeriodsService(ctx, organisations, app.log),
  };
  registerVoucherRoutes(app, services.receipts, { create: createReceiptSchema, update: updateReceiptSchema });
  registerVoucherRoutes(app, services.issues, { create: createIssueSchema, update: updateIssueSchema });
  registerVoucherRoutes(app, services.transfers, {
    create: createTransferSchema,
    update: updateTransferSchema,
  });
  registerRequisitionRoutes(app, services.requisitions);
  registerVoucherRoutes(app, services.medicineReturns, {
    create: createMedicineReturnSchema,
    update: updateMedicineReturnSchema,
  });
  registerPatientReturnRoutes(app, ctx, organisations);
  registerVoucherRoutes(app, services.goodsReturns, {
    create: createGoodsReturnSchema,
    update: updateGoodsReturnSchema,
  });
  registerStockRoutes(app, services.stock, services.periods);
  registerStocktakes(app, ctx, organisations);
}
