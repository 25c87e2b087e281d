import {
  createDepartmentSchema,
  departmentQuerySchema,
  departmentRecordSchema,
  updateDepartmentSchema,
  type DepartmentRecord,
  type Locale,
  type LoaiKhoa,
} from '@kho/contracts';
import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import { registerCatalogueRoutes } from '../catalogues/catalogue.routes';
import { CatalogueService } from '../catalogues/catalogue.service';
import type { ExcelColumn } from '../catalogues/excel';
import type { OrganisationsService } from '../organisations/organisations.service';
import { departmentStore } from './departments.repository';

const KIND_LABELS: Record<LoaiKhoa, Record<Locale, string>> = {
  LAM_SANG: { vi: 'Lâm sàng', en: 'Clinical' },
  DUOC: { vi: 'Dược', en: 'Pharmacy' },
  CAN_LAM_SANG: { vi: 'Cận lâm sàng', en: 'Para-clinical' },
  HANH_CHINH: { vi: 'Hành chính', en: 'Administrative' },
};

const COLUMNS: ExcelColumn<DepartmentRecord>[] = [
  { header: { vi: 'Mã', en: 'Code' }, value: (r) => r.ma, width: 12 },
  { header: { vi: 'Tên khoa', en: 'Department' }, value: (r) => r.ten, width: 32 },
  {
    header: { vi: 'Loại khoa', en: 'Kind' },
    value: (r, locale) => KIND_LABELS[r.loai_khoa][locale],
    width: 16,
  },
  {
    header: { vi: 'Mã khoa BHYT', en: 'Insurance department code' },
    value: (r) => r.ma_khoa_bhyt,
    width: 14,
  },
  { header: { vi: 'Số kho', en: 'Warehouses' }, value: (r) => r.so_kho, width: 10 },
  { header: { vi: 'Số nhân viên', en: 'Staff' }, value: (r) => r.so_nhan_vien, width: 12 },
  { header: { vi: 'Hoạt động', en: 'Active' }, value: (r) => r.hoat_dong, width: 10 },
];

export function registerDepartmentCatalogue(
  app: AppInstance,
  ctx: AppContext,
  organisations: OrganisationsService,
) {
  const service = new CatalogueService(ctx, organisations, departmentStore, {
    editors: ['QUAN_TRI'],
    codeTakenKey: 'catalogue.code_taken',
    toCombobox: (r) => ({ id: r.id, ma: r.ma, ten: r.ten }),
  });
  registerCatalogueRoutes(app, {
    resource: 'khoa',
    querySchema: departmentQuerySchema,
    createSchema: createDepartmentSchema,
    updateSchema: updateDepartmentSchema,
    recordSchema: departmentRecordSchema,
    service,
    exportColumns: COLUMNS,
    exportName: { vi: 'Danh mục khoa', en: 'Departments' },
  });
}
