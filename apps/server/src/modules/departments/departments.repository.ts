import { eq, sql } from 'drizzle-orm';
import {
  normalizeSearchText,
  type DepartmentRecord,
  type LoaiKhoa,
  type departmentQuerySchema,
  type DepartmentInput,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { kho, khoa, nhanVienKhoa } from '../../db/schema/index';
import { defineCatalogueStore } from '../catalogues/catalogue-store';
import { auditSelection, countReferences, toRecordAudit } from '../catalogues/catalogue-sql';

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
      ma_khoa_bhyt: khoa.ma_khoa_bhyt,
      hoat_dong: khoa.hoat_dong,
      so_kho: warehouseCount,
      so_nhan_vien: staffCount,
      ...audit.columns,
    })
    .from(khoa)
    .leftJoin(audit.createdBy, audit.createdByOn)
    .leftJoin(audit.updatedBy, audit.updatedByOn);
}

type Row = Awaited<ReturnType<typeof selectDepartments>>[number];

export const departmentStore = defineCatalogueStore<Query, DepartmentInput, Row, DepartmentRecord>({
  table: khoa,
  entity: 'khoa',
  codeConstraint: 'khoa_ma_uq',
  select: (exec) => selectDepartments(exec).$dynamic(),
  toRecords: (_exec, rows) =>
    rows.map((row) => ({ ...row, loai_khoa: row.loai_khoa as LoaiKhoa, ...toRecordAudit(row) })),
  filters: (query) => [query.loai_khoa ? eq(khoa.loai_khoa, query.loai_khoa) : undefined],
  sortable: { ma: khoa.ma, ten: khoa.ten, loai_khoa: khoa.loai_khoa, ngay_cap_nhat: khoa.ngay_cap_nhat },
  values: (input) => ({
    ma: input.ma,
    ten: input.ten,
    loai_khoa: input.loai_khoa,
    ma_khoa_bhyt: input.ma_khoa_bhyt,
    hoat_dong: input.hoat_dong,
    tu_khoa: normalizeSearchText(`${input.ma} ${input.ten}`),
  }),
  async usage(exec, _organisationId, id) {
    const used =
      (await countReferences(exec, kho, kho.khoa_id, id)) +
      (await countReferences(exec, nhanVienKhoa, nhanVienKhoa.khoa_id, id));
    return used > 0 ? 'catalogue.department_in_use' : null;
  },
});
