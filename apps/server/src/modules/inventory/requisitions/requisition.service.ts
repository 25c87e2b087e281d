import type { ParSuggestion, parSuggestionQuerySchema, VoucherDetail } from '@kho/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import { listWarehouseActors } from '../../organisations/organisations.repository';
import type { OrganisationsService } from '../../organisations/organisations.service';
import { findSubmitter, listParSuggestions } from './requests.repository';
import { requisitionPush, type RequisitionEvent } from './requisition-push';
import { requisitionKind, type RequisitionApproval, type RequisitionInput } from './requisition.kind';
import { organisationToday } from '../engine/periods.repository';
import { VOUCHER_APPROVE_ROLES } from '../vouchers/voucher-kind';
import { assertWarehousesInOrganisation } from '../vouchers/voucher-rules';
import { VoucherService } from '../vouchers/voucher.service';

interface Action {
  to_chuc: string;
  phien_ban: number;
}

/**
 * Requisitions follow the common lifecycle; on top, the source's pharmacists hear of a submitted
 * one and the requester of the answer (Web Push in each recipient's language, after the commit,
 * never failing the request), and
 * a cabinet gets its par-level top-up suggestion.
 */
export class RequisitionService extends VoucherService<RequisitionInput, RequisitionApproval> {
  constructor(
    private readonly app: AppContext,
    private readonly orgs: OrganisationsService,
    private readonly log: FastifyBaseLogger,
  ) {
    super(app, orgs, requisitionKind);
  }

  override async submit(userId: string, id: string, action: Action): Promise<VoucherDetail> {
    const detail = await super.submit(userId, id, action);
    this.notifyLater(detail, { kind: 'submitted' }, async () => {
      // Those who can answer it: pharmacists and administrators acting in the source warehouse.
      const users = await listWarehouseActors(this.app.db, detail.kho_id, VOUCHER_APPROVE_ROLES);
      return users.filter((u) => u !== userId);
    });
    return detail;
  }

  override async approve(userId: string, id: string, action: Action & RequisitionApproval) {
    const detail = await super.approve(userId, id, action);
    this.tellRequester(userId, detail, { kind: 'approved' });
    return detail;
  }

  override async reject(userId: string, id: string, action: Action & { ly_do: string }) {
    const detail = await super.reject(userId, id, action);
    this.tellRequester(userId, detail, { kind: 'rejected', reason: action.ly_do });
    return detail;
  }

  /** What the cabinet should ask for to get back to its par levels (user must act in the cabinet). */
  async parSuggestion(
    userId: string,
    query: z.output<typeof parSuggestionQuerySchema>,
  ): Promise<ParSuggestion[]> {
    await this.orgs.requireMember(query.to_chuc, userId);
    await assertWarehousesInOrganisation(this.app.db, query.to_chuc, [query.kho_id], userId);
    await this.orgs.requireWarehouseAccess(userId, query.kho_id);
    const today = await organisationToday(this.app.db, query.to_chuc);
    return listParSuggestions(this.app.db, query.to_chuc, query.kho_id, today);
  }

  private tellRequester(actorId: string, detail: VoucherDetail, event: RequisitionEvent) {
    this.notifyLater(detail, event, async () => {
      const requester = await findSubmitter(this.app.db, detail.id);
      return requester && requester !== actorId ? [requester] : [];
    });
  }

  /** Fire and forget after the commit: a push service being slow or down must not touch the request. */
  private notifyLater(detail: VoucherDetail, event: RequisitionEvent, recipients: () => Promise<string[]>) {
    void (async () => {
      // Each recipient reads it in their own stored language, not the language of who acted.
      await this.app.push.sendLocalised(await recipients(), (locale) =>
        requisitionPush(locale, detail, event),
      );
    })().catch((error: unknown) => this.log.warn({ err: error }, 'requisition: push notification failed'));
  }
}
