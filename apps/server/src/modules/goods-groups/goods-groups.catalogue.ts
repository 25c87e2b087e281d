import {
  createGoodsGroupSchema,
  envelope,
  goodsGroupQuerySchema,
  goodsGroupRecordSchema,
  goodsGroupTreeNodeSchema,
  organisationScopeSchema,
  updateGoodsGroupSchema,
  type GoodsGroupRecord,
  type GoodsGroupTreeNode,
  type GoodsGroupInput,
} from '@kho/contracts';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { sendOk } from '../../platform/envelope';
import { ANY_MEMBER } from '../../platform/auth/route-roles';
import type { AppInstance } from '../../platform/fastify-types';
import { claimsOf } from '../../platform/request-context';
import { registerCatalogueRoutes } from '../catalogues/catalogue.routes';
import { CatalogueService } from '../catalogues/catalogue.service';
import type { ExcelColumn } from '../catalogues/excel';
import type { OrganisationsService } from '../organisations/organisations.service';
import { goodsGroupStore } from './goods-groups.repository';

type GoodsGroupQuery = z.output<typeof goodsGroupQuerySchema>;

const RESOURCE = 'nhom-hang-hoa';

export const GOODS_GROUP_COLUMNS: ExcelColumn<GoodsGroupRecord>[] = [
  { header: { vi: 'Mã nhóm', en: 'Group code' }, value: (r) => r.ma, width: 14 },
  { header: { vi: 'Tên nhóm', en: 'Group name' }, value: (r) => r.ten, width: 36 },
  { header: { vi: 'Nhóm cha', en: 'Parent group' }, value: (r) => r.nhom_cha_ten, width: 30 },
  { header: { vi: 'Số hàng hóa', en: 'Goods items' }, value: (r) => r.so_hang_hoa, width: 12 },
  { header: { vi: 'Số nhóm con', en: 'Sub-groups' }, value: (r) => r.so_nhom_con, width: 12 },
  { header: { vi: 'Hoạt động', en: 'Active' }, value: (r) => r.hoat_dong, width: 10 },
  // Empty: the organisation's default.
  { header: { vi: 'Số ngày chờ hàng', en: 'Lead time (days)' }, value: (r) => r.so_ngay_cho_hang, width: 12 },
  {
    header: { vi: 'Số ngày dự trữ an toàn', en: 'Safety stock (days)' },
    value: (r) => r.so_ngay_an_toan,
    width: 12,
  },
];

/** The goods group catalogue, plus the whole tree in one answer for tree views and pickers. */
export class GoodsGroupService extends CatalogueService<GoodsGroupQuery, GoodsGroupInput, GoodsGroupRecord> {
  constructor(ctx: AppContext, organisations: OrganisationsService) {
    super(ctx, organisations, goodsGroupStore, {
      editors: ['QUAN_TRI', 'DUOC_SI'],
      codeTakenKey: 'catalogue.code_taken',
      toCombobox: (r) => ({ id: r.id, ma: r.ma, ten: r.ten }),
    });
  }

  async tree(userId: string, organisationId: string): Promise<GoodsGroupTreeNode[]> {
    await this.organisations.requireMember(organisationId, userId);
    return goodsGroupStore.tree(this.ctx.db, organisationId);
  }
}

export function registerGoodsGroupRoutes(app: AppInstance, service: GoodsGroupService) {
  registerCatalogueRoutes(app, {
    resource: RESOURCE,
    querySchema: goodsGroupQuerySchema,
    createSchema: createGoodsGroupSchema,
    updateSchema: updateGoodsGroupSchema,
    recordSchema: goodsGroupRecordSchema,
    service,
    exportColumns: GOODS_GROUP_COLUMNS,
    exportName: { vi: 'Nhóm hàng hóa', en: 'Goods groups' },
  });

  app.get(
    `/api/v1/${RESOURCE}/cay-${RESOURCE}`,
    {
      preHandler: app.authenticate,
      config: { roles: ANY_MEMBER },
      schema: {
        tags: [RESOURCE],
        querystring: organisationScopeSchema,
        response: { 200: envelope(z.array(goodsGroupTreeNodeSchema)) },
      },
    },
    async (request, reply) =>
      sendOk(request, reply, await service.tree(claimsOf(request).userId, request.query.to_chuc)),
  );
}
