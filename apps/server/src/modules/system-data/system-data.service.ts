import {
  normalizeSearchText,
  type ComboboxItem,
  type createSystemDataRequestSchema,
  type Pagination,
  type SystemData,
  type systemDataQuerySchema,
  type updateSystemDataRequestSchema,
  type VaiTro,
} from '@kho/contracts';
import type { z } from 'zod';
import type { AppContext, CallerContext } from '../../platform/context';
import { isUniqueViolation } from '../../db/errors';
import { FieldRuleError, notFound, staleVersion } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { insertAudit } from '../audit/audit.repository';
import type { OrganisationsService } from '../organisations/organisations.service';
import {
  findSystemData,
  insertSystemData,
  isSystemDataCodeTaken,
  listSystemData,
  toSystemData,
  updateSystemDataIfVersion,
} from './system-data.repository';

type Query = z.output<typeof systemDataQuerySchema>;
type CreateInput = z.output<typeof createSystemDataRequestSchema>;
type UpdateInput = z.output<typeof updateSystemDataRequestSchema>;

/** Lookup lists are read by every member and kept by administrators and pharmacists. */
export const SYSTEM_DATA_EDITORS: readonly VaiTro[] = ['QUAN_TRI', 'DUOC_SI'];

const codeTaken = () => new FieldRuleError([{ path: 'ma', messageKey: 'system_data.code_taken' }]);

export class SystemDataService {
  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
  ) {}

  async list(userId: string, query: Query, options: { activeOnly?: boolean } = {}) {
    await this.organisations.requireMember(query.to_chuc, userId);
    const { rows, total } = await listSystemData(
      this.ctx.db,
      {
        organisationId: query.to_chuc,
        category: query.loai,
        searchKey: query.tu_khoa ? normalizeSearchText(query.tu_khoa) : undefined,
        active: options.activeOnly ? true : query.hoat_dong,
      },
      { offset: (query.page - 1) * query.page_size, limit: query.page_size },
    );
    const pagination: Pagination = { page: query.page, page_size: query.page_size, count: total };
    return { items: rows.map(toSystemData), pagination };
  }

  async combobox(userId: string, query: Query): Promise<{ items: ComboboxItem[]; pagination: Pagination }> {
    const { items, pagination } = await this.list(userId, query, { activeOnly: true });
    return { items: items.map(({ id, ma, ten }) => ({ id, ma, ten })), pagination };
  }

  async detail(userId: string, organisationId: string, id: string): Promise<SystemData> {
    await this.organisations.requireMember(organisationId, userId);
    const row = await findSystemData(this.ctx.db, organisationId, id);
    if (!row) throw notFound();
    return toSystemData(row);
  }

  async create(userId: string, input: CreateInput, caller: CallerContext): Promise<SystemData> {
    await this.organisations.requireMember(input.to_chuc, userId, SYSTEM_DATA_EDITORS);
    if (await isSystemDataCodeTaken(this.ctx.db, input.to_chuc, input.loai, input.ma)) throw codeTaken();
    try {
      return await this.ctx.db.transaction(async (tx) => {
        const [row] = await insertSystemData(tx, [
          {
            id: newId(),
            to_chuc_id: input.to_chuc,
            loai: input.loai,
            ma: input.ma,
            ten: input.ten,
            gia_tri: input.gia_tri ?? null,
            thu_tu: input.thu_tu,
            hoat_dong: input.hoat_dong,
            tu_khoa: normalizeSearchText(`${input.ma} ${input.ten}`),
            nguoi_tao_id: userId,
            nguoi_cap_nhat_id: userId,
          },
        ]);
        await insertAudit(tx, {
          hanh_dong: 'SYSTEM_DATA_CREATE',
          to_chuc_id: input.to_chuc,
          nguoi_dung_id: userId,
          doi_tuong: 'du_lieu_he_thong',
          doi_tuong_id: row!.id,
          dia_chi_ip: caller.ip,
        });
        return toSystemData(row!);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'du_lieu_he_thong_ma_uq')) throw codeTaken();
      throw error;
    }
  }

  async update(userId: string, id: string, input: UpdateInput, caller: CallerContext): Promise<SystemData> {
    await this.organisations.requireMember(input.to_chuc, userId, SYSTEM_DATA_EDITORS);
    const existing = await findSystemData(this.ctx.db, input.to_chuc, id);
    if (!existing) throw notFound();
    if (existing.loai !== input.loai) {
      throw new FieldRuleError([{ path: 'loai', messageKey: 'system_data.category_locked' }]);
    }
    if (await isSystemDataCodeTaken(this.ctx.db, input.to_chuc, input.loai, input.ma, id)) throw codeTaken();
    try {
      return await this.ctx.db.transaction(async (tx) => {
        const row = await updateSystemDataIfVersion(tx, input.to_chuc, id, input.phien_ban, {
          ma: input.ma,
          ten: input.ten,
          gia_tri: input.gia_tri ?? null,
          thu_tu: input.thu_tu,
          hoat_dong: input.hoat_dong,
          tu_khoa: normalizeSearchText(`${input.ma} ${input.ten}`),
          nguoi_cap_nhat_id: userId,
        });
        if (!row) throw staleVersion();
        await insertAudit(tx, {
          hanh_dong: 'SYSTEM_DATA_UPDATE',
          to_chuc_id: input.to_chuc,
          nguoi_dung_id: userId,
          doi_tuong: 'du_lieu_he_thong',
          doi_tuong_id: id,
          dia_chi_ip: caller.ip,
          du_lieu: { phien_ban: row.phien_ban },
        });
        return toSystemData(row);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'du_lieu_he_thong_ma_uq')) throw codeTaken();
      throw error;
    }
  }
}
