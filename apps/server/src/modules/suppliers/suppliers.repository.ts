import { and, count, eq } from 'drizzle-orm';
import { normalizeSearchText, type SupplierRecord, type supplierQuerySchema } from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { goiThau, nhaCungCap } from '../../db/schema/index';
import type { CatalogueStore } from '../catalogues/catalogue.service';
import {
  auditSelection,
  commonFilters,
  countReferences,
  orderBy,
  pageOf,
  toRecordAudit,
  updateIfVersion,
} from '../catalogues/catalogue-sql';
import type { SupplierInput } from './suppliers.catalogue';

type Query = z.output<typeof supplierQuerySchema>;

const audit = auditSelection(nhaCungCap);
const columns = {
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
};

function selectSuppliers(exec: Executor) {
  return exec
    .select(columns)
    .from(nhaCungCap)
    .leftJoin(audit.createdBy, audit.createdByOn)
    .leftJoin(audit.updatedBy, audit.updatedByOn);
}

function toRecord(
  row: Awaited<ReturnType<ReturnType<typeof selectSuppliers>['execute']>>[number],
): SupplierRecord {
  return { ...row, ...toRecordAudit(row) };
}

function valuesOf(input: SupplierInput) {
  return {
    ma: input.ma,
    ten: input.ten,
    ma_so_thue: input.ma_so_thue,
    dia_chi: input.dia_chi,
    so_dien_thoai: input.so_dien_thoai,
    email: input.email,
    nguoi_lien_he: input.nguoi_lien_he,
    hoat_dong: input.hoat_dong,
    tu_khoa: normalizeSearchText(`${input.ma} ${input.ten} ${input.ma_so_thue ?? ''}`),
  };
}

export const supplierStore: CatalogueStore<Query, SupplierInput, SupplierRecord> = {
  table: nhaCungCap,
  entity: 'nha_cung_cap',
  codeConstraint: 'nha_cung_cap_ma_uq',

  async list(exec, query) {
    const where = and(...commonFilters(nhaCungCap, query));
    const sortable = {
      ma: nhaCungCap.ma,
      ten: nhaCungCap.ten,
      ma_so_thue: nhaCungCap.ma_so_thue,
      ngay_cap_nhat: nhaCungCap.ngay_cap_nhat,
    };
    const { offset, limit } = pageOf(query);
    const [rows, [total]] = await Promise.all([
      selectSuppliers(exec)
        .where(where)
        .orderBy(...orderBy(sortable, query.sap_xep, query.chieu, nhaCungCap))
        .offset(offset)
        .limit(limit),
      exec.select({ n: count() }).from(nhaCungCap).where(where),
    ]);
    return { rows: rows.map(toRecord), total: total?.n ?? 0 };
  },

  async find(exec, organisationId, id) {
    const [row] = await selectSuppliers(exec).where(
      and(eq(nhaCungCap.id, id), eq(nhaCungCap.to_chuc_id, organisationId)),
    );
    return row ? toRecord(row) : undefined;
  },

  async insert(exec, organisationId, id, input, actorId) {
    await exec
      .insert(nhaCungCap)
      .values({
        id,
        to_chuc_id: organisationId,
        ...valuesOf(input),
        nguoi_tao_id: actorId,
        nguoi_cap_nhat_id: actorId,
      });
  },

  update(exec, organisationId, id, input, actorId) {
    return updateIfVersion(exec, nhaCungCap, organisationId, id, input.phien_ban, actorId, valuesOf(input));
  },

  async usage(exec, _organisationId, id) {
    return (await countReferences(exec, goiThau, goiThau.nha_cung_cap_id, id)) > 0
      ? 'catalogue.supplier_in_use'
      : null;
  },
};
