import { and, count, eq, sql } from 'drizzle-orm';
import {
  normalizeSearchText,
  type DepartmentRecord,
  type LoaiKhoa,
  type departmentQuerySchema,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { kho, khoa, nhanVienKhoa } from '../../db/schema/index';
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
import type { DepartmentInput } from './departments.catalogue';

type Query = z.output<typeof departmentQuerySchema>;

const audit = auditSelection(khoa);
const warehouseCount = sql<number>`(select count(*)::int from ${kho} where ${kho.khoa_id} = ${khoa.id})`;
const staffCount = sql<number>`(select count(*)::int from ${nhanVienKhoa} where ${nhanVienKhoa.khoa_id} = ${khoa.id})`;

function selectDepartments(exec: Executor) {
  return exec
    .select({
      id: khoa.id,
      ma: khoa.ma,
      ten: khoa.ten,
      loai_khoa: khoa.loai_khoa,
      hoat_dong: khoa.hoat_dong,
      so_kho: warehouseCount,
      so_nhan_vien: staffCount,
      ...audit.columns,
    })
    .from(khoa)
    .leftJoin(audit.createdBy, audit.createdByOn)
    .leftJoin(audit.updatedBy, audit.updatedByOn);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectDepartments>['execute']>>[number];
const toRecord = (row: Row): DepartmentRecord => ({
  ...row,
  loai_khoa: row.loai_khoa as LoaiKhoa,
  ...toRecordAudit(row),
});

const valuesOf = (input: DepartmentInput) => ({
  ma: input.ma,
  ten: input.ten,
  loai_khoa: input.loai_khoa,
  hoat_dong: input.hoat_dong,
  tu_khoa: normalizeSearchText(`${input.ma} ${input.ten}`),
});

export const departmentStore: CatalogueStore<Query, DepartmentInput, DepartmentRecord> = {
  table: khoa,
  entity: 'khoa',
  codeConstraint: 'khoa_ma_uq',

  async list(exec, query) {
    const where = and(
      ...commonFilters(khoa, query),
      query.loai_khoa ? eq(khoa.loai_khoa, query.loai_khoa) : undefined,
    );
    const sortable = {
      ma: khoa.ma,
      ten: khoa.ten,
      loai_khoa: khoa.loai_khoa,
      ngay_cap_nhat: khoa.ngay_cap_nhat,
    };
    const { offset, limit } = pageOf(query);
    const [rows, [total]] = await Promise.all([
      selectDepartments(exec)
        .where(where)
        .orderBy(...orderBy(sortable, query.sap_xep, query.chieu, khoa))
        .offset(offset)
        .limit(limit),
      exec.select({ n: count() }).from(khoa).where(where),
    ]);
    return { rows: rows.map(toRecord), total: total?.n ?? 0 };
  },

  async find(exec, organisationId, id) {
    const [row] = await selectDepartments(exec).where(
      and(eq(khoa.id, id), eq(khoa.to_chuc_id, organisationId)),
    );
    return row ? toRecord(row) : undefined;
  },

  async insert(exec, organisationId, id, input, actorId) {
    await exec
      .insert(khoa)
      .values({
        id,
        to_chuc_id: organisationId,
        ...valuesOf(input),
        nguoi_tao_id: actorId,
        nguoi_cap_nhat_id: actorId,
      });
  },

  update(exec, organisationId, id, input, actorId) {
    return updateIfVersion(exec, khoa, organisationId, id, input.phien_ban, actorId, valuesOf(input));
  },

  async usage(exec, _organisationId, id) {
    const used =
      (await countReferences(exec, kho, kho.khoa_id, id)) +
      (await countReferences(exec, nhanVienKhoa, nhanVienKhoa.khoa_id, id));
    return used > 0 ? 'catalogue.department_in_use' : null;
  },
};
