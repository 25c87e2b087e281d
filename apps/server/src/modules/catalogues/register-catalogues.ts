import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import { registerDepartmentCatalogue } from '../departments/departments.catalogue';
import { registerStaffCatalogue } from '../staff/staff.catalogue';
import { registerWarehouseCatalogue } from '../warehouses/warehouses.catalogue';
import { GoodsService, registerGoodsRoutes } from '../goods/goods.catalogue';
import { GoodsGroupService, registerGoodsGroupRoutes } from '../goods-groups/goods-groups.catalogue';
import type { OrganisationsService } from '../organisations/organisations.service';
import { createSupplierService, registerSupplierRoutes } from '../suppliers/suppliers.catalogue';
import { registerSupplierImportRoutes } from '../suppliers/suppliers.import';
import { registerTenderRoutes } from '../tenders/tenders.catalogue';

/** The central catalogues of quản trị tổng (issue 4). */
export function registerCatalogues(app: AppInstance, ctx: AppContext, organisations: OrganisationsService) {
  registerDepartmentCatalogue(app, ctx, organisations);
  registerWarehouseCatalogue(app, ctx, organisations);
  registerStaffCatalogue(app, ctx, organisations);
  const suppliers = createSupplierService(ctx, organisations);
  registerSupplierRoutes(app, suppliers);
  registerSupplierImportRoutes(app, ctx, suppliers);
  registerGoodsGroupRoutes(app, new GoodsGroupService(ctx, organisations));
  registerGoodsRoutes(app, ctx, new GoodsService(ctx, organisations));
  registerTenderRoutes(app, ctx, organisations);
}
