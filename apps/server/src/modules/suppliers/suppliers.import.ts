import { createSupplierSchema, type SupplierRecord, type SupplierInput } from '@kho/contracts';
import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import {
  CatalogueImporter,
  type CatalogueImportDefinition,
  type ImportCell,
  type ImportColumn,
} from '../catalogues/catalogue-import';
import { registerImportRoutes } from '../catalogues/catalogue-import.routes';
import { SUPPLIER_COLUMNS, type createSupplierService } from './suppliers.catalogue';

/** What the template's example row shows, field by field. */
const EXAMPLE: Partial<Record<keyof SupplierRecord, ImportCell>> = {
  ma: 'DHG',
  ten: 'Công ty CP Dược Hậu Giang',
  ma_so_thue: '1800156801',
  dia_chi: '288 Bis Nguyễn Văn Cừ, Q. Ninh Kiều, TP. Cần Thơ',
  so_dien_thoai: '0292 3891 433',
  email: 'dhgpharma@dhgpharma.com.vn',
  nguoi_lien_he: 'Nguyễn Văn An',
  hoat_dong: true,
};

const REQUIRED = new Set<keyof SupplierRecord>(['ma', 'ten']);

/** The import reads the columns the export writes, so an exported list can be edited and imported elsewhere. */
const SUPPLIER_IMPORT_COLUMNS: ImportColumn[] = SUPPLIER_COLUMNS.map((column) => ({
  key: column.key,
  header: column.header,
  kind: column.key === 'hoat_dong' ? 'boolean' : 'text',
  required: REQUIRED.has(column.key),
  example: EXAMPLE[column.key] ?? null,
  ...(column.width === undefined ? {} : { width: column.width }),
}));

/** Supplier rows refer to nothing else: a row that passes the create schema is the create input. */
export const SUPPLIER_IMPORT: CatalogueImportDefinition<SupplierInput, SupplierInput> = {
  name: { vi: 'Mẫu nhập nhà cung cấp', en: 'Supplier import template' },
  columns: SUPPLIER_IMPORT_COLUMNS,
  rowSchema: createSupplierSchema,
  // Suppliers refer to nothing else.
  resolver: () => Promise.resolve({ check: () => [], toInput: (row) => row }),
};

/** `mau-nhap-excel-nha-cung-cap`, `xem-truoc-nhap-excel-nha-cung-cap`, `nhap-excel-nha-cung-cap`. */
export function registerSupplierImportRoutes(
  app: AppInstance,
  ctx: AppContext,
  service: ReturnType<typeof createSupplierService>,
) {
  registerImportRoutes(app, 'nha-cung-cap', new CatalogueImporter(ctx, service, SUPPLIER_IMPORT));
}
