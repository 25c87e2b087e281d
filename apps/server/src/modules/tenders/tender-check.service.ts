import type { TenderCheck, VaiTro } from '@kho/contracts';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { OrganisationsService } from '../organisations/organisations.service';
import { tenderMismatches } from './tender-check.repository';
import { tenderVersion } from './tenders.repository';

/** Who may run the tender check: administrators, as the ledger = stock check. */
export const TENDER_CHECK_ROLES: readonly VaiTro[] = ['QUAN_TRI'];

/**
 * The administrator's tender check, beside the ledger = stock check: each tender line's received
 * quantity against its approved receipts and goods returns (docs/inventory.md). Read-only.
 */
export class TenderCheckService {
  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
  ) {}

  async check(userId: string, organisationId: string, tenderId: string | undefined): Promise<TenderCheck> {
    await this.organisations.requireMember(organisationId, userId, TENDER_CHECK_ROLES);
    if (tenderId && (await tenderVersion(this.ctx.db, organisationId, tenderId)) === undefined) {
      throw notFound('inventory.tender_not_found');
    }
    const { mismatches, checked } = await tenderMismatches(this.ctx.db, organisationId, tenderId);
    return {
      goi_thau_id: tenderId ?? null,
      so_dong_kiem_tra: checked,
      khop: mismatches.length === 0,
      sai_lech: mismatches,
    };
  }
}
