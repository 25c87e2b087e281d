import {
  createGoodsSchema,
  envelope,
  goodsImportRowSchema,
  goodsQuerySchema,
  goodsRecordSchema,
  goodsSuggestionSchema,
  goodsSuggestQuerySchema,
  updateGoodsSchema,
  type GoodsImportRow,
  type GoodsRecord,
  type GoodsSuggestion,
  type GoodsInput,
} from '@kho/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { sendOk } from '../../platform/envelope';
import { ANY_MEMBER } from '../../platform/auth/route-roles';
import type { AppInstance } from '../../platform/fastify-types';
import { claimsOf } from '../../platform/request-context';
import { CatalogueImporter, type CatalogueImportDefinition } from '../catalogues/catalogue-import';
import { registerImportRoutes } from '../catalogues/catalogue-import.routes';
import { registerCatalogueRoutes } from '../catalogues/catalogue.routes';
import { CatalogueService } from '../catalogues/catalogue.service';
import { groupIdsByCode } from '../goods-groups/goods-groups.repository';
import type { OrganisationsService } from '../organisations/organisations.service';
import { GOODS_EXPORT_COLUMNS, GOODS_IMPORT_COLUMNS } from './goods.columns';
import { goodsStore } from './goods.repository';

type GoodsQuery = z.output<typeof goodsQuerySchema>;
type SuggestQuery = z.output<typeof goodsSuggestQuerySchema>;

const RESOURCE = 'hang-hoa';

/** The goods catalogue, plus the suggestions voucher forms ask for as the user types. */
export class GoodsService extends CatalogueService<GoodsQuery, GoodsInput, GoodsRecord> {
  constructor(ctx: AppContext, organisations: OrganisationsService) {
    super(ctx, organisations, goodsStore, {
      editors: ['QUAN_TRI', 'DUOC_SI'],
      codeTakenKey: 'catalogue.code_taken',
      toCombobox: (r) => ({ id: r.id, ma: r.ma, ten: r.ham_luong ? `${r.ten} (${r.ham_luong})` : r.ten }),
    });
  }

  async suggest(userId: string, query: SuggestQuery): Promise<GoodsSuggestion[]> {
    await this.organisations.requireMember(query.to_chuc, userId);
    return goodsStore.suggest(this.ctx.db, query.to_chuc, query.tu_khoa, query.gioi_han);
  }
}

/** Goods rows name their group by code; an unknown code is an error on that cell. */
export const GOODS_IMPORT: CatalogueImportDefinition<GoodsImportRow, GoodsInput> = {
  name: { vi: 'Mẫu nhập hàng hóa', en: 'Goods import template' },
  columns: GOODS_IMPORT_COLUMNS,
  rowSchema: goodsImportRowSchema,
  async resolver(exec, organisationId) {
    const groups = await groupIdsByCode(exec, organisationId);
    const groupOf = (code: unknown) =>
      typeof code === 'string' ? groups.get(code.trim().toLowerCase()) : undefined;
    return {
      check: ({ nhom_hang_hoa_ma: code }) =>
        typeof code === 'string' && code.trim() && !groupOf(code)
          ? [{ path: 'nhom_hang_hoa_ma', messageKey: 'import.unknown_group', params: { code: code.trim() } }]
          : [],
      toInput: ({ nhom_hang_hoa_ma, ...fields }) => ({
        ...fields,
        nhom_hang_hoa_id: groupOf(nhom_hang_hoa_ma)!,
        to_chuc: organisationId,
      }),
    };
  },
};

export function registerGoodsRoutes(app: AppInstance, ctx: AppContext, service: GoodsService) {
  registerCatalogueRoutes(app, {
    resource: RESOURCE,
    ownSuggestions: true,
    querySchema: goodsQuerySchema,
    createSchema: createGoodsSchema,
    updateSchema: updateGoodsSchema,
    recordSchema: goodsRecordSchema,
    service,
    exportColumns: GOODS_EXPORT_COLUMNS,
    exportName: { vi: 'Danh mục hàng hóa', en: 'Goods' },
  });

  app.get(
    `/api/v1/${RESOURCE}/goi-y-${RESOURCE}`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags: [RESOURCE],
        querystring: goodsSuggestQuerySchema,
        response: { 200: envelope(z.array(goodsSuggestionSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(request, reply, await service.suggest(claimsOf(request).userId, request.query)),
  );

  registerImportRoutes(app, RESOURCE, new CatalogueImporter(ctx, service, GOODS_IMPORT));
}
