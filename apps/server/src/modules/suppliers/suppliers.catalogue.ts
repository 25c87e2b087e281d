import {
  createSupplierSchema,
  supplierQuerySchema,
  supplierRecordSchema,
  updateSupplierSchema,
  type SupplierRecord,
} from '@kho/contracts';
import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import { registerCatalogueRoutes } from '../catalogues/catalogue.routes';
import { CatalogueService } from '../catalogues/catalogue.service';
import type { ExcelColumn } from '../catalogues/excel';
import type { OrganisationsService } from '../organisations/organisations.service';
import { supplierStore } from './suppliers.repository';

/** Columns of the supplier export and import template. */
export const SUPPLIER_COLUMNS: (ExcelColumn<SupplierRecord> & { key: keyof SupplierRecord })[] = [
  { key: 'ma', header: { vi: 'Mã', en: 'Code' }, value: (r) => r.ma, width: 14 },
  { key: 'ten', header: { vi: 'Tên nhà cung cấp', en: 'Supplier name' }, value: (r) => r.ten, width: 40 },
  { key: 'ma_so_thue', header: { vi: 'Mã số thuế', en: 'Tax code' }, value: (r) => r.ma_so_thue, width: 16 },
  { key: 'dia_chi', header: { vi: 'Địa chỉ', en: 'Address' }, value: (r) => r.dia_chi, width: 40 },
  {
    key: 'so_dien_thoai',
    header: { vi: 'Số điện thoại', en: 'Phone' },
    value: (r) => r.so_dien_thoai,
    width: 16,
  },
  { key: 'email', header: { vi: 'Email', en: 'Email' }, value: (r) => r.email, width: 24 },
  {
    key: 'nguoi_lien_he',
    header: { vi: 'Người liên hệ', en: 'Contact person' },
    value: (r) => r.nguoi_lien_he,
    width: 22,
  },
  { key: 'hoat_dong', header: { vi: 'Hoạt động', en: 'Active' }, value: (r) => r.hoat_dong, width: 10 },
];

export function createSupplierService(ctx: AppContext, organisations: OrganisationsService) {
  return new CatalogueService(ctx, organisations, supplierStore, {
    editors: ['QUAN_TRI', 'DUOC_SI'],
    codeTakenKey: 'catalogue.code_taken',
    toCombobox: (r) => ({ id: r.id, ma: r.ma, ten: r.ten }),
  });
}

export function registerSupplierRoutes(app: AppInstance, service: ReturnType<typeof createSupplierService>) {
  registerCatalogueRoutes(app, {
    resource: 'nha-cung-cap',
    querySchema: supplierQuerySchema,
    createSchema: createSupplierSchema,
    updateSchema: updateSupplierSchema,
    recordSchema: supplierRecordSchema,
    service,
    exportColumns: SUPPLIER_COLUMNS,
    exportName: { vi: 'Danh mục nhà cung cấp', en: 'Suppliers' },
  });
}
