import {
  normalizeSearchText,
  type SupplierRecord,
  type supplierQuerySchema,
  type SupplierInput,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { goiThau, nhaCungCap } from '../../db/schema/index';
import { defineCatalogueStore } from '../catalogues/catalogue-store';
import { auditSelection, countReferences, toRecordAudit } from '../catalogues/catalogue-sql';

type Query = z.output<typeof supplierQuerySchema>;

const audit = auditSelection(nhaCungCap);

function selectSuppliers(exec: Executor) {
  return exec
    .select({
      id: nhaCungCap.id,
      ma: nhaCungCap.ma,
      ten: nhaCungCap.ten,
      ma_so_thue: nhaCungCap.ma_so_thue,
      dia_chi: nhaCungCap.dia_chi,
      so_dien_thoai: nhaCungCap.so_dien_thoai,
      email: nhaCungCap.email,
      nguoi_lien_he: nhaCungCap.nguoi_lien_he,
      hoat_dong: nhaCungCap.hoat_dong,
      ...audit.columns,
    })
    .from(nhaCungCap)
    .leftJoin(audit.createdBy, audit.createdByOn)
    .leftJoin(audit.updatedBy, audit.updatedByOn);
}

type Row = Awaited<ReturnType<typeof selectSuppliers>>[number];

export const supplierStore = defineCatalogueStore<Query, SupplierInput, Row, SupplierRecord>({
  table: nhaCungCap,
  entity: 'nha_cung_cap',
  codeConstraint: 'nha_cung_cap_ma_uq',
  select: (exec) => selectSuppliers(exec).$dynamic(),
  toRecords: (_exec, rows) => rows.map((row) => ({ ...row, ...toRecordAudit(row) })),
  sortable: {
    ma: nhaCungCap.ma,
    ten: nhaCungCap.ten,
    ma_so_thue: nhaCungCap.ma_so_thue,
    ngay_cap_nhat: nhaCungCap.ngay_cap_nhat,
  },
  values: (input) => ({
    ma: input.ma,
    ten: input.ten,
    ma_so_thue: input.ma_so_thue,
    dia_chi: input.dia_chi,
    so_dien_thoai: input.so_dien_thoai,
    email: input.email,
    nguoi_lien_he: input.nguoi_lien_he,
    hoat_dong: input.hoat_dong,
    tu_khoa: normalizeSearchText(`${input.ma} ${input.ten} ${input.ma_so_thue ?? ''}`),
  }),
  async usage(exec, _organisationId, id) {
    return (await countReferences(exec, goiThau, goiThau.nha_cung_cap_id, id)) > 0
      ? 'catalogue.supplier_in_use'
      : null;
  },
});
