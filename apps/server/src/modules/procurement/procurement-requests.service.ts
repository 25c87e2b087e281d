import {
  ERROR_CODES,
  PROCUREMENT_REQUEST_EDITABLE,
  PROCUREMENT_REQUEST_NUMBER_PREFIX,
  type ProcurementRequestDetail,
  type ProcurementRequestTender,
  type TrangThaiPhieu,
  type createProcurementRequestSchema,
  type procurementRequestLineInputSchema,
  type procurementRequestQuerySchema,
  type updateProcurementRequestSchema,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { AppError, notFound, staleVersion } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { insertAudit } from '../audit/audit.repository';
import { organisationToday } from '../inventory/engine/periods.repository';
import { formatRecordNumber, nextVoucherNumber } from '../inventory/engine/vouchers.repository';
import type { OrganisationsService } from '../organisations/organisations.service';
import { assertPeriodLength, type ReportAccess } from '../reports/report-access';
import {
  findRequest,
  findRequestLines,
  insertRequest,
  listRequests,
  lockRequest,
  ownedGoodsIds,
  ownedTenderLines,
  replaceRequestLines,
  requestTotals,
  updateRequest,
  type RequestInsert,
  type RequestRow,
} from './procurement-requests.repository';
import { validTenderLines } from './procurement-plan.repository';
import { PLANNERS } from './procurement.service';

/** Who approves or refuses a request: the vouchers' approvers (docs/permissions.md). */
export const REQUEST_APPROVERS = ['QUAN_TRI', 'DUOC_SI'] as const;

type CreateInput = z.output<typeof createProcurementRequestSchema>;
type UpdateInput = z.output<typeof updateProcurementRequestSchema>;
type LineInput = z.output<typeof procurementRequestLineInputSchema>;
type ListQuery = z.output<typeof procurementRequestQuerySchema>;
interface Action {
  to_chuc: string;
  phien_ban: number;
}
/** Who acts and from where, for the audit entry. */
export interface Actor {
  userId: string;
  /** null when the system acts (the demo data). */
  ip: string | null;
}

const badInput = (key: 'procurement.goods_not_found' | 'procurement.tender_line_mismatch') =>
  new AppError(400, ERROR_CODES.VALIDATION, key);
const wrongStatus = () => new AppError(409, ERROR_CODES.BUSINESS_RULE, 'inventory.wrong_status');

/**
 * Procurement requests (docs/procurement.md): the edited plan saved as a numbered document, then
 * submitted and approved or refused. Each change locks the row, checks version and status, writes
 * one audit entry and commits as one transaction.
 */
export class ProcurementRequestService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: ReportAccess,
    private readonly organisations: OrganisationsService,
  ) {}

  async list(userId: string, query: ListQuery) {
    await this.organisations.requireMember(query.to_chuc, userId, PLANNERS);
    const scope = await this.access.scope(userId, query.to_chuc, query.kho_id ?? undefined);
    const result = await listRequests(this.ctx.db, {
      organisationId: query.to_chuc,
      warehouseIds: scope.warehouseIds,
      warehouseId: query.kho_id ?? null,
      status: query.trang_thai,
      page: query.page,
      pageSize: query.page_size,
    });
    return {
      rows: result.rows,
      pagination: { page: query.page, page_size: query.page_size, count: result.count },
      metadata: { dem_trang_thai: result.dem_trang_thai },
    };
  }

  async detail(userId: string, organisationId: string, id: string): Promise<ProcurementRequestDetail> {
    await this.organisations.requireMember(organisationId, userId, PLANNERS);
    const request = await findRequest(this.ctx.db, organisationId, id);
    if (!request) throw notFound('procurement.request_not_found');
    await this.access.scope(userId, organisationId, request.kho_id ?? undefined);
    return { ...request, chi_tiet: await findRequestLines(this.ctx.db, id) };
  }

  /**
   * The tender lines valid today of the request's goods, what its editor may choose per line; or
   * of `goodsId` alone, a goods item the planner is adding to the request.
   */
  async tenders(
    userId: string,
    organisationId: string,
    id: string,
    goodsId?: string,
  ): Promise<ProcurementRequestTender[]> {
    const request = await this.detail(userId, organisationId, id);
    await this.access.requireOwned('hang_hoa', organisationId, goodsId, 'procurement.goods_not_found');
    const today = await organisationToday(this.ctx.db, organisationId);
    return validTenderLines(
      this.ctx.db,
      organisationId,
      goodsId ? [goodsId] : request.chi_tiet.map((l) => l.hang_hoa_id),
      today,
    );
  }

  async create(actor: Actor, input: CreateInput): Promise<ProcurementRequestDetail> {
    const organisationId = input.to_chuc;
    await this.organisations.requireMember(organisationId, actor.userId, PLANNERS);
    assertPeriodLength(input.tu_ngay, input.den_ngay);
    await this.access.scope(actor.userId, organisationId, input.kho_id ?? undefined);
    await this.access.requireOwned(
      'nhom_hang_hoa',
      organisationId,
      input.nhom_hang_hoa_id ?? undefined,
      'reports.group_not_found',
    );
    await this.checkLines(organisationId, input.chi_tiet);
    const today = await organisationToday(this.ctx.db, organisationId);
    const id = newId();
    await this.ctx.db.transaction(async (tx) => {
      const so_phieu = await takeRequestNumber(tx, organisationId, today);
      const lines = lineRows(organisationId, id, input.chi_tiet);
      const totals = requestTotals(lines);
      const header: RequestInsert = {
        id,
        to_chuc_id: organisationId,
        so_phieu,
        ngay_lap: today,
        kho_id: input.kho_id ?? null,
        nhom_hang_hoa_id: input.nhom_hang_hoa_id ?? null,
        tu_ngay: input.tu_ngay,
        den_ngay: input.den_ngay,
        so_ngay_du_tru: input.so_ngay_du_tru,
        ghi_chu: input.ghi_chu,
        nguoi_tao_id: actor.userId,
        nguoi_cap_nhat_id: actor.userId,
        ...totals,
      };
      await insertRequest(tx, header);
      await replaceRequestLines(tx, id, lines);
      await this.audit(tx, actor, organisationId, id, 'PHIEU_DU_TRU_CREATE', { so_phieu, ...totals });
    });
    return this.detail(actor.userId, organisationId, id);
  }

  async update(actor: Actor, id: string, input: UpdateInput): Promise<ProcurementRequestDetail> {
    const organisationId = input.to_chuc;
    await this.organisations.requireMember(organisationId, actor.userId, PLANNERS);
    await this.checkLines(organisationId, input.chi_tiet);
    return this.change(actor, id, input, PLANNERS, PROCUREMENT_REQUEST_EDITABLE, async (tx, request) => {
      const totals = await replaceRequestLines(tx, id, lineRows(organisationId, id, input.chi_tiet));
      await this.audit(tx, actor, organisationId, id, 'PHIEU_DU_TRU_UPDATE', {
        so_phieu: request.so_phieu,
        ...totals,
      });
      return { ...totals, ghi_chu: input.ghi_chu, trang_thai: 'LUU_TAM' };
    });
  }

  submit(actor: Actor, id: string, action: Action) {
    return this.change(actor, id, action, PLANNERS, PROCUREMENT_REQUEST_EDITABLE, async (tx, request) => {
      await this.audit(tx, actor, action.to_chuc, id, 'PHIEU_DU_TRU_SUBMIT', { so_phieu: request.so_phieu });
      return { trang_thai: 'CHO_DUYET', ngay_gui: new Date(), nguoi_gui_id: actor.userId };
    });
  }

  approve(actor: Actor, id: string, action: Action) {
    return this.change(actor, id, action, REQUEST_APPROVERS, ['CHO_DUYET'], async (tx, request) => {
      await this.audit(tx, actor, action.to_chuc, id, 'PHIEU_DU_TRU_APPROVE', { so_phieu: request.so_phieu });
      return { trang_thai: 'HOAN_THANH', ngay_duyet: new Date(), nguoi_duyet_id: actor.userId };
    });
  }

  reject(actor: Actor, id: string, action: Action & { ly_do: string }) {
    return this.change(actor, id, action, REQUEST_APPROVERS, ['CHO_DUYET'], async (tx, request) => {
      await this.audit(tx, actor, action.to_chuc, id, 'PHIEU_DU_TRU_REJECT', {
        so_phieu: request.so_phieu,
        ly_do: action.ly_do,
      });
      return {
        trang_thai: 'TU_CHOI',
        ngay_tu_choi: new Date(),
        nguoi_tu_choi_id: actor.userId,
        ly_do_tu_choi: action.ly_do,
      };
    });
  }

  /** One lifecycle step: role, lock, warehouse access, version, status, the step's changes, one commit. */
  private async change(
    actor: Actor,
    id: string,
    action: Action,
    roles: readonly string[],
    from: readonly TrangThaiPhieu[],
    run: (tx: Executor, request: RequestRow) => Promise<Partial<RequestInsert>>,
  ): Promise<ProcurementRequestDetail> {
    const organisationId = action.to_chuc;
    await this.organisations.requireMember(organisationId, actor.userId, roles as never);
    await this.ctx.db.transaction(async (tx) => {
      const request = await lockRequest(tx, organisationId, id);
      if (!request) throw notFound('procurement.request_not_found');
      await this.access.scope(actor.userId, organisationId, request.kho_id ?? undefined);
      if (request.phien_ban !== action.phien_ban) throw staleVersion();
      if (!from.includes(request.trang_thai as TrangThaiPhieu)) throw wrongStatus();
      const changes = await run(tx, request);
      await updateRequest(tx, id, { ...changes, nguoi_cap_nhat_id: actor.userId });
    });
    return this.detail(actor.userId, organisationId, id);
  }

  /** Every goods item and tender line belongs to the organisation, each line's tender to its goods. */
  private async checkLines(organisationId: string, lines: LineInput[]): Promise<void> {
    const goods = await ownedGoodsIds(
      this.ctx.db,
      organisationId,
      lines.map((l) => l.hang_hoa_id),
    );
    if (lines.some((l) => !goods.has(l.hang_hoa_id))) throw badInput('procurement.goods_not_found');
    const tenderIds = lines.flatMap((l) => (l.goi_thau_chi_tiet_id ? [l.goi_thau_chi_tiet_id] : []));
    const tenders = await ownedTenderLines(this.ctx.db, organisationId, tenderIds);
    const mismatch = lines.some(
      (l) => l.goi_thau_chi_tiet_id && tenders.get(l.goi_thau_chi_tiet_id) !== l.hang_hoa_id,
    );
    if (mismatch) throw badInput('procurement.tender_line_mismatch');
  }

  private audit(
    tx: Executor,
    actor: Actor,
    organisationId: string,
    id: string,
    action: string,
    data: Record<string, unknown>,
  ) {
    return insertAudit(tx, {
      hanh_dong: action,
      to_chuc_id: organisationId,
      nguoi_dung_id: actor.userId,
      doi_tuong: 'phieu_du_tru',
      doi_tuong_id: id,
      dia_chi_ip: actor.ip,
      du_lieu: data,
    });
  }
}

/** The year's next request number, DTMS-2026-00001 (the vouchers' counter, its own series). */
async function takeRequestNumber(tx: Executor, organisationId: string, date: string): Promise<string> {
  const year = Number(date.slice(0, 4));
  const number = await nextVoucherNumber(tx, organisationId, 'DU_TRU_MUA_SAM', year);
  return formatRecordNumber(PROCUREMENT_REQUEST_NUMBER_PREFIX, year, number);
}

function lineRows(organisationId: string, requestId: string, lines: LineInput[]) {
  return lines.map((line, i) => ({
    id: newId(),
    to_chuc_id: organisationId,
    phieu_id: requestId,
    stt: i + 1,
    hang_hoa_id: line.hang_hoa_id,
    so_luong_de_xuat: line.so_luong_de_xuat,
    so_luong: line.so_luong,
    don_gia: line.don_gia,
    goi_thau_chi_tiet_id: line.goi_thau_chi_tiet_id ?? null,
    ghi_chu: line.ghi_chu,
  }));
}
