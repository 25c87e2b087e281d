import {
  createIssueSchema,
  createReceiptSchema,
  createTransferSchema,
  updateIssueSchema,
  updateReceiptSchema,
  updateTransferSchema,
} from '@kho/contracts';
import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import type { OrganisationsService } from '../organisations/organisations.service';
import { issueKind, transferKind } from './outgoing.kind';
import { PeriodsService } from './periods.service';
import { receiptKind } from './receipt.kind';
import { registerStockRoutes } from './stock.routes';
import { StockService } from './stock.service';
import { registerVoucherRoutes } from './voucher.routes';
import { VoucherService } from './voucher.service';

/** The inventory engine: its services and their calls. */
export function registerInventory(app: AppInstance, ctx: AppContext, organisations: OrganisationsService) {
  const services = {
    receipts: new VoucherService(ctx, organisations, receiptKind),
    issues: new VoucherService(ctx, organisations, issueKind),
    transfers: new VoucherService(ctx, organisations, transferKind),
    stock: new StockService(ctx, organisations),
    periods: new PeriodsService(ctx, organisations),
  };
  registerVoucherRoutes(app, services.receipts, { create: createReceiptSchema, update: updateReceiptSchema });
  registerVoucherRoutes(app, services.issues, { create: createIssueSchema, update: updateIssueSchema });
  registerVoucherRoutes(app, services.transfers, {
    create: createTransferSchema,
    update: updateTransferSchema,
  });
  registerStockRoutes(app, services.stock, services.periods);
}
