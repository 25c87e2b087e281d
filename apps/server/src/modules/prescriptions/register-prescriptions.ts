import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import type { OrganisationsService } from '../organisations/organisations.service';
import { registerDispensingRoutes } from './dispensing/dispensing.routes';
import { DispensingReversalService } from './dispensing/dispensing-reversal.service';
import { DispensingService } from './dispensing/dispensing.service';
import { registerPrescriptionRoutes } from './prescriptions.routes';
import { PrescriptionsService } from './prescriptions.service';

/** Prescriptions and their dispensing (docs/clinical.md, decision 0010). */
export function registerPrescriptions(
  app: AppInstance,
  ctx: AppContext,
  organisations: OrganisationsService,
) {
  const prescriptions = new PrescriptionsService(ctx, organisations);
  const dispensing = new DispensingService(ctx, organisations, prescriptions);
  registerPrescriptionRoutes(app, prescriptions, dispensing);
  const reversal = new DispensingReversalService(ctx, organisations, prescriptions, dispensing.vouchers);
  registerDispensingRoutes(app, dispensing, reversal);
}
