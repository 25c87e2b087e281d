import type {
  DepartmentRecord,
  departmentFieldsSchema,
  StaffRecord,
  staffFieldsSchema,
  SupplierRecord,
  supplierFieldsSchema,
  VaiTro,
  WarehouseRecord,
  warehouseFieldsSchema,
} from '@kho/contracts';
import type { z } from 'zod';
import { defineCatalogueApi } from './catalogue-api';

/**
 * The catalogue resources of quản trị tổng, defined once: their own screens edit them, and other
 * screens pick from them (a warehouse's department, a tender's supplier, a staff member's
 * departments). Features do not import each other, so the definitions live here.
 */
export type DepartmentInput = z.output<typeof departmentFieldsSchema>;
export const departmentsApi = defineCatalogueApi<DepartmentRecord, DepartmentInput>('khoa');

export type WarehouseInput = z.output<typeof warehouseFieldsSchema>;
export const warehousesApi = defineCatalogueApi<WarehouseRecord, WarehouseInput>('kho');

export type SupplierInput = z.output<typeof supplierFieldsSchema>;
export const suppliersApi = defineCatalogueApi<SupplierRecord, SupplierInput>('nha-cung-cap');

export type StaffInput = z.output<typeof staffFieldsSchema>;
export const staffApi = defineCatalogueApi<StaffRecord, StaffInput>('nhan-vien');

/** Who may change what (issue 4 permissions; the server enforces the same lists). */
export const EDITORS = {
  admin: ['QUAN_TRI'],
  pharmacy: ['QUAN_TRI', 'DUOC_SI'],
} as const satisfies Record<string, readonly VaiTro[]>;
