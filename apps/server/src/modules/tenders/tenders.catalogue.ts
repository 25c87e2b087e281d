import {
  createTenderSchema,
  tenderDetailSchema,
  tenderQuerySchema,
  tenderRecordSchema,
  updateTenderSchema,
  type TenderRecord,
} from '@kho/contracts';
import type { AppContext } from '../../platform/context';
import type { AppInstance } from '../../platform/fastify-types';
import { registerCatalogueRoutes } from '../catalogues/catalogue.routes';
import { CatalogueService } from '../catalogues/catalogue.service';
import type { ExcelColumn } from '../catalogues/excel';
import type { OrganisationsService } from '../organisations/organisations.service';
import { registerTenderCheckRoutes } from './tender-check.routes';
import { TenderCheckService } from './tender-check.service';
import { registerTenderLinesImportRoutes } from './tender-lines-import.routes';
import { TenderLinesImporter } from './tender-lines-import.service';
import { TENDER_EDITORS } from './tender.rules';
import { tenderStore } from './tenders.repository';

const MONEY = '#,##0';

/** Columns of the tender list export (what the filtered list shows, one row per package). */
function tenderColumns(): ExcelColumn<TenderRecord>[] {
  return [
    { header: { vi: 'Mã', en: 'Code' }, value: (r) => r.ma, width: 14 },
    { header: { vi: 'Số quyết định', en: 'Decision number' }, value: (r) => r.so_quyet_dinh, width: 20 },
    { header: { vi: 'Ngày quyết định', en: 'Decision date' }, value: (r) => r.ngay_quyet_dinh, width: 14 },
    { header: { vi: 'Gói thầu', en: 'Package' }, value: (r) => r.ma_goi, width: 10 },
    { header: { vi: 'Nhóm thầu', en: 'Group' }, value: (r) => r.nhom_thau, width: 10 },
    { header: { vi: 'Năm', en: 'Year' }, value: (r) => r.nam, width: 8 },
    { header: { vi: 'Mã thầu BHYT', en: 'Insurance tender code' }, value: (r) => r.ma_bhyt, width: 30 },
    { header: { vi: 'Nhà cung cấp', en: 'Supplier' }, value: (r) => r.nha_cung_cap_ten, width: 36 },
    { header: { vi: 'Loại thầu', en: 'Tender type' }, value: (r) => r.loai_thau, width: 16 },
    { header: { vi: 'Hình thức', en: 'Tender form' }, value: (r) => r.hinh_thuc, width: 16 },
    { header: { vi: 'Hiệu lực từ', en: 'Valid from' }, value: (r) => r.hieu_luc_tu, width: 12 },
    { header: { vi: 'Hiệu lực đến', en: 'Valid to' }, value: (r) => r.hieu_luc_den, width: 12 },
    { header: { vi: 'Số dòng', en: 'Lines' }, value: (r) => r.so_dong, width: 8 },
    {
      header: { vi: 'Giá trị trúng thầu', en: 'Awarded value' },
      value: (r) => r.gia_tri_trung,
      width: 18,
      numFmt: MONEY,
    },
    {
      header: { vi: 'Giá trị đã nhập', en: 'Received value' },
      value: (r) => r.gia_tri_da_nhap,
      width: 18,
      numFmt: MONEY,
    },
    {
      header: { vi: 'Tỷ lệ đã dùng', en: 'Share used' },
      value: (r) => r.ty_le_da_dung,
      width: 12,
      numFmt: '0.0%',
    },
    {
      header: { vi: 'Số dòng sắp hết', en: 'Lines nearly used up' },
      value: (r) => r.so_dong_sap_het,
      width: 12,
    },
    { header: { vi: 'Sắp hết hạn', en: 'Expiring soon' }, value: (r) => r.sap_het_han, width: 12 },
    { header: { vi: 'Hết hiệu lực', en: 'Expired' }, value: (r) => r.het_hieu_luc, width: 12 },
    { header: { vi: 'Hoạt động', en: 'Active' }, value: (r) => r.hoat_dong, width: 10 },
  ];
}

export function createTenderService(ctx: AppContext, organisations: OrganisationsService) {
  return new CatalogueService(ctx, organisations, tenderStore, {
    editors: TENDER_EDITORS,
    codeTakenKey: 'catalogue.code_taken',
    toCombobox: (r) => ({ id: r.id, ma: r.ma, ten: `${r.ma_bhyt} · ${r.nha_cung_cap_ten}` }),
  });
}

export function registerTenderRoutes(app: AppInstance, ctx: AppContext, organisations: OrganisationsService) {
  const service = createTenderService(ctx, organisations);
  registerCatalogueRoutes(app, {
    resource: 'goi-thau',
    querySchema: tenderQuerySchema,
    createSchema: createTenderSchema,
    updateSchema: updateTenderSchema,
    recordSchema: tenderRecordSchema,
    detailSchema: tenderDetailSchema,
    service,
    exportColumns: tenderColumns(),
    exportName: { vi: 'Danh mục gói thầu', en: 'Tender packages' },
  });
  registerTenderLinesImportRoutes(app, new TenderLinesImporter(ctx, organisations));
  registerTenderCheckRoutes(app, new TenderCheckService(ctx, organisations));
}
