import {
  createWarehouseSchema,
  envelope,
  idParamsSchema,
  organisationScopeSchema,
  parLevelSchema,
  updateParLevelsSchema,
  updateWarehouseSchema,
  warehouseQuerySchema,
  warehouseRecordSchema,
  type Locale,
  type LoaiKho,
  type ParLevel,
  type WarehouseRecord,
  type WarehouseInput,
} from '@kho/contracts';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import type { AppContext, CallerContext } from '../../platform/context';
import { sendOk } from '../../platform/envelope';
import { AppError, FieldRuleError, notFound, staleVersion } from '../../platform/errors';
import { ANY_MEMBER } from '../../platform/auth/route-roles';
import type { AppInstance } from '../../platform/fastify-types';
import { callerOf, claimsOf } from '../../platform/request-context';
import { ERROR_CODES } from '@kho/contracts';
import { insertAudit } from '../audit/audit.repository';
import { registerCatalogueRoutes } from '../catalogues/catalogue.routes';
import { CatalogueService } from '../catalogues/catalogue.service';
import type { ExcelColumn } from '../catalogues/excel';
import type { OrganisationsService } from '../organisations/organisations.service';
import {
  countGoodsInOrganisation,
  findDepartmentInOrganisation,
  findWarehouseType,
  listParLevels,
  replaceParLevels,
  sourceChain,
  warehouseStore,
} from './warehouses.repository';

type ParLevelInput = z.output<typeof updateParLevelsSchema>;

const TYPE_LABELS: Record<LoaiKho, Record<Locale, string>> = {
  KHO_TONG: { vi: 'Kho tổng', en: 'Main store' },
  KHO_LE: { vi: 'Kho lẻ', en: 'Dispensary' },
  TU_TRUC: { vi: 'Tủ trực', en: 'Ward cabinet' },
};

const COLUMNS: ExcelColumn<WarehouseRecord>[] = [
  { header: { vi: 'Mã', en: 'Code' }, value: (r) => r.ma, width: 12 },
  { header: { vi: 'Tên kho', en: 'Warehouse' }, value: (r) => r.ten, width: 30 },
  {
    header: { vi: 'Loại kho', en: 'Type' },
    value: (r, locale) => TYPE_LABELS[r.loai_kho][locale],
    width: 14,
  },
  { header: { vi: 'Khoa quản lý', en: 'Department' }, value: (r) => r.khoa_ten, width: 24 },
  { header: { vi: 'Kho nguồn', en: 'Source warehouse' }, value: (r) => r.kho_nguon_ten, width: 24 },
  {
    header: { vi: 'Số mặt hàng cơ số', en: 'Par-level items' },
    value: (r) => r.so_mat_hang_co_so,
    width: 14,
  },
  { header: { vi: 'Hoạt động', en: 'Active' }, value: (r) => r.hoat_dong, width: 10 },
];

/**
 * Rules of a warehouse's place in the organisation: its department is the organisation's, and its
 * source (the warehouse it requisitions from) is a main store or dispensary of the organisation
 * that does not, through its own sources, lead back to it.
 */
async function checkWarehouseReferences(
  exec: Executor,
  organisationId: string,
  input: WarehouseInput,
  id?: string,
) {
  if (!(await findDepartmentInOrganisation(exec, organisationId, input.khoa_id))) {
    throw new FieldRuleError([{ path: 'khoa_id', messageKey: 'catalogue.reference_not_found' }]);
  }
  if (!input.kho_nguon_id) return;
  const chain = await sourceChain(exec, organisationId, input.kho_nguon_id);
  const sourceType = chain[0]?.loai_kho;
  if (!sourceType)
    throw new FieldRuleError([{ path: 'kho_nguon_id', messageKey: 'catalogue.reference_not_found' }]);
  if (sourceType === 'TU_TRUC' || (id && chain.some((w) => w.id === id))) {
    throw new FieldRuleError([{ path: 'kho_nguon_id', messageKey: 'catalogue.source_not_allowed' }]);
  }
}

/** Par levels are kept by administrators and pharmacists (issue 4 permissions). */
export const PAR_LEVEL_EDITORS = ['QUAN_TRI', 'DUOC_SI'] as const;

export class WarehouseService extends CatalogueService<
  z.output<typeof warehouseQuerySchema>,
  WarehouseInput,
  WarehouseRecord
> {
  async parLevels(
    userId: string,
    organisationId: string,
    warehouseId: string,
  ): Promise<{ phien_ban: number; co_so: ParLevel[] }> {
    await this.organisations.requireMember(organisationId, userId);
    const warehouse = await findWarehouseType(this.ctx.db, organisationId, warehouseId);
    if (!warehouse) throw notFound();
    return { phien_ban: warehouse.phien_ban, co_so: await listParLevels(this.ctx.db, warehouseId) };
  }

  async updateParLevels(userId: string, warehouseId: string, input: ParLevelInput, caller: CallerContext) {
    await this.organisations.requireMember(input.to_chuc, userId, PAR_LEVEL_EDITORS);
    const warehouse = await findWarehouseType(this.ctx.db, input.to_chuc, warehouseId);
    if (!warehouse) throw notFound();
    if (warehouse.loai_kho !== 'TU_TRUC')
      throw new AppError(422, ERROR_CODES.BUSINESS_RULE, 'catalogue.not_a_cabinet');
    const goodsIds = input.co_so.map((l) => l.hang_hoa_id);
    if ((await countGoodsInOrganisation(this.ctx.db, input.to_chuc, goodsIds)) !== goodsIds.length) {
      throw new FieldRuleError([{ path: 'co_so', messageKey: 'catalogue.reference_not_found' }]);
    }
    await this.ctx.db.transaction(async (tx) => {
      if (!(await replaceParLevels(tx, input.to_chuc, warehouseId, input.phien_ban, userId, input.co_so)))
        throw staleVersion();
      await insertAudit(tx, {
        hanh_dong: 'CO_SO_TU_TRUC_UPDATE',
        to_chuc_id: input.to_chuc,
        nguoi_dung_id: userId,
        doi_tuong: 'kho',
        doi_tuong_id: warehouseId,
        dia_chi_ip: caller.ip,
        du_lieu: { so_mat_hang: input.co_so.length },
      });
    });
    return this.parLevels(userId, input.to_chuc, warehouseId);
  }
}

const parLevelsResponse = envelope(z.object({ phien_ban: z.number().int(), co_so: z.array(parLevelSchema) }));

export function registerWarehouseCatalogue(
  app: AppInstance,
  ctx: AppContext,
  organisations: OrganisationsService,
) {
  const service = new WarehouseService(
    ctx,
    organisations,
    { ...warehouseStore, checkReferences: checkWarehouseReferences },
    {
      editors: ['QUAN_TRI'],
      codeTakenKey: 'catalogue.code_taken',
      toCombobox: (r) => ({ id: r.id, ma: r.ma, ten: r.ten }),
    },
  );
  registerCatalogueRoutes(app, {
    resource: 'kho',
    querySchema: warehouseQuerySchema,
    createSchema: createWarehouseSchema,
    updateSchema: updateWarehouseSchema,
    recordSchema: warehouseRecordSchema,
    service,
    exportColumns: COLUMNS,
    exportName: { vi: 'Danh mục kho', en: 'Warehouses' },
  });

  app.get(
    '/api/v1/kho/:id/co-so-tu-truc',
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags: ['kho'],
        params: idParamsSchema,
        querystring: organisationScopeSchema,
        response: { 200: parLevelsResponse },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await service.parLevels(claimsOf(request).userId, request.query.to_chuc, request.params.id),
      ),
  );

  app.put(
    '/api/v1/kho/:id/cap-nhat-co-so-tu-truc',
    {
      preHandler: app.authenticate,
      config: { roles: PAR_LEVEL_EDITORS },
      schema: {
        tags: ['kho'],
        params: idParamsSchema,
        body: updateParLevelsSchema,
        response: { 200: parLevelsResponse },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await service.updateParLevels(
          claimsOf(request).userId,
          request.params.id,
          request.body,
          callerOf(request),
        ),
        'common.updated',
      ),
  );
}
