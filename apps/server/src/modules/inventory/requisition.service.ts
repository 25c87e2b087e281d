import type { ParSuggestion, parSuggestionQuerySchema, VoucherDetail } from '@kho/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { PushMessage } from '../../platform/push';
import { listWarehouseActors } from '../organisations/organisations.repository';
import type { OrganisationsService } from '../organisations/organisations.service';
import { findSubmitter, listParSuggestions } from './requests.repository';
import { requisitionKind, type RequisitionApproval, type RequisitionInput } from './requisition.kind';
import { organisationToday } from './stock.repository';
import { VOUCHER_APPROVE_ROLES } from './voucher-kind';
import { assertWarehousesInOrganisation } from './voucher-rules';
import { VoucherService } from './voucher.service';

interface Action {
  to_chuc: string;
  phien_ban: number;
}

const BOOK_URL = '/kho-duoc/so-linh-hang-hoa';

/**
 * Requisitions follow the common lifecycle; on top, the source's pharmacists hear of a submitted
 * one and the requester of the answer (Web Push, after the commit, never failing the request), and
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
    this.notifyLater(async () => {
      // Those who can answer it: pharmacists and administrators acting in the source warehouse.
      const users = await listWarehouseActors(this.app.db, detail.kho_id, VOUCHER_APPROVE_ROLES);
      return {
        users: users.filter((u) => u !== userId),
        message: message(detail, `Phiếu lĩnh ${detail.so_phieu} chờ duyệt`, [
          `${detail.kho_nhan_ten ?? ''} lĩnh ${detail.so_dong} mặt hàng từ ${detail.kho_ten}`,
          detail.nguoi_gui_ten ? `Người gửi: ${detail.nguoi_gui_ten}` : null,
        ]),
      };
    });
    return detail;
  }

  override async approve(userId: string, id: string, action: Action & RequisitionApproval) {
    const detail = await super.approve(userId, id, action);
    this.tellRequester(userId, detail, `Phiếu lĩnh ${detail.so_phieu} đã được duyệt`, [
      `${detail.kho_ten} đã cấp hàng vào ${detail.kho_nhan_ten ?? ''}`,
      detail.chi_tiet.some((l) => l.so_luong_duyet !== null && l.so_luong_duyet < l.so_luong)
        ? 'Có mặt hàng được duyệt ít hơn số lượng lĩnh'
        : null,
    ]);
    return detail;
  }

  override async reject(userId: string, id: string, action: Action & { ly_do: string }) {
    const detail = await super.reject(userId, id, action);
    this.tellRequester(userId, detail, `Phiếu lĩnh ${detail.so_phieu} bị từ chối`, [
      `Lý do: ${detail.ly_do_tu_choi ?? action.ly_do}`,
    ]);
    return detail;
  }

  /** What the cabinet should ask for to get back to its par levels (user must act in the cabinet). */
  async parSuggestion(
    userId: string,
    query: z.output<typeof parSuggestionQuerySchema>,
  ): Promise<ParSuggestion[]> {
    await this.orgs.requireMember(query.to_chuc, userId);
    await assertWarehousesInOrganisation(this.app.db, query.to_chuc, [query.kho_id]);
    await this.orgs.requireWarehouseAccess(userId, query.kho_id);
    const today = await organisationToday(this.app.db, query.to_chuc);
    return listParSuggestions(this.app.db, query.to_chuc, query.kho_id, today);
  }

  private tellRequester(actorId: string, detail: VoucherDetail, title: string, lines: (string | null)[]) {
    this.notifyLater(async () => {
      const requester = await findSubmitter(this.app.db, detail.id);
      return {
        users: requester && requester !== actorId ? [requester] : [],
        message: message(detail, title, lines),
      };
    });
  }

  /** Fire and forget after the commit: a push service being slow or down must not touch the request. */
  private notifyLater(build: () => Promise<{ users: string[]; message: PushMessage }>): void {
    void (async () => {
      const { users, message: push } = await build();
      await Promise.all(users.map((user) => this.app.push.sendToUser(user, push)));
    })().catch((error: unknown) => this.log.warn({ err: error }, 'requisition: push notification failed'));
  }
}

function message(detail: VoucherDetail, title: string, lines: (string | null)[]): PushMessage {
  return {
    notification: { title, body: lines.filter(Boolean).join('\n') },
    data: {
      url: BOOK_URL,
      loai_phieu: detail.loai_phieu,
      phieu_id: detail.id,
      so_phieu: detail.so_phieu,
      trang_thai: detail.trang_thai,
      kho_id: detail.kho_id,
      kho_nhan_id: detail.kho_nhan_id,
    },
  };
}
