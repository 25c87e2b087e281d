import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  normalizeSearchText,
  type LoaiKho,
  type ParLevel,
  type WarehouseRecord,
  type warehouseQuerySchema,
  type WarehouseInput,
} from '@kho/contracts';
import type { z } from 'zod';
import { queryRows, type Executor } from '../../db/client';
import { coSoTuTruc, hangHoa, kho, khoa } from '../../db/schema/index';
import { newId } from '../../platform/ids';
import { defineCatalogueStore } from '../catalogues/catalogue-store';
import { auditSelection, countReferences, toRecordAudit, updateIfVersion } from '../catalogues/catalogue-sql';

type Query = z.output<typeof warehouseQuerySchema>;

const audit = auditSelection(kho);
const source = alias(kho, 'kho_nguon');
const parLevelCount = sql<number>`(select count(*)::int from ${coSoTuTruc} where ${coSoTuTruc.kho_id} = ${kho.id})`;

function selectWarehouses(exec: Executor) {
  return exec
    .select({
      id: kho.id,
      ma: kho.ma,
      ten: kho.ten,
      loai_kho: kho.loai_kho,
      khoa_id: kho.khoa_id,
      khoa_ten: khoa.ten,
      kho_nguon_id: kho.kho_nguon_id,
      kho_nguon_ten: source.ten,
      hoat_dong: kho.hoat_dong,
      so_mat_hang_co_so: parLevelCount,
      ...audit.columns,
    })
    .from(kho)
    .innerJoin(khoa, eq(khoa.id, kho.khoa_id))
    .leftJoin(source, eq(source.id, kho.kho_nguon_id))
    .leftJoin(audit.createdBy, audit.createdByOn)
    .leftJoin(audit.updatedBy, audit.updatedByOn);
}

type Row = Awaited<ReturnType<typeof selectWarehouses>>[number];

export const warehouseStore = defineCatalogueStore<Query, WarehouseInput, Row, WarehouseRecord>({
  table: kho,
  entity: 'kho',
  codeConstraint: 'kho_ma_uq',
  select: (exec) => selectWarehouses(exec).$dynamic(),
  toRecords: (_exec, rows) =>
    rows.map((row) => ({ ...row, loai_kho: row.loai_kho as LoaiKho, ...toRecordAudit(row) })),
  filters: (query) => [
    query.loai_kho ? eq(kho.loai_kho, query.loai_kho) : undefined,
    query.khoa_id ? eq(kho.khoa_id, query.khoa_id) : undefined,
  ],
  sortable: { ma: kho.ma, ten: kho.ten, loai_kho: kho.loai_kho, ngay_cap_nhat: kho.ngay_cap_nhat },
  values: (input) => ({
    ma: input.ma,
    ten: input.ten,
    loai_kho: input.loai_kho,
    khoa_id: input.khoa_id,
    kho_nguon_id: input.kho_nguon_id,
    hoat_dong: input.hoat_dong,
    tu_khoa: normalizeSearchText(`${input.ma} ${input.ten}`),
  }),
  async usage(exec, _organisationId, id) {
    const used =
      (await countReferences(exec, kho, kho.kho_nguon_id, id)) +
      (await countReferences(exec, coSoTuTruc, coSoTuTruc.kho_id, id));
    return used > 0 ? 'catalogue.warehouse_in_use' : null;
  },
});

export async function findDepartmentInOrganisation(
  exec: Executor,
  organisationId: string,
  departmentId: string,
) {
  const [row] = await exec
    .select({ id: khoa.id })
    .from(khoa)
    .where(and(eq(khoa.id, departmentId), eq(khoa.to_chuc_id, organisationId)));
  return row;
}

/** The chain of source warehouses above `warehouseId` (to refuse cycles), with types. */
export async function sourceChain(exec: Executor, organisationId: string, warehouseId: string) {
  return queryRows<{ id: string; loai_kho: string }>(
    exec,
    sql`
    with recursive chain(id, loai_kho, kho_nguon_id, depth) as (
      select ${kho.id}, ${kho.loai_kho}, ${kho.kho_nguon_id}, 0 from ${kho}
       where ${kho.id} = ${warehouseId} and ${kho.to_chuc_id} = ${organisationId}
      union all
      select k.id, k.loai_kho, k.kho_nguon_id, c.depth + 1 from ${kho} k join chain c on k.id = c.kho_nguon_id
       where c.depth < 50
    )
    select id, loai_kho from chain`,
  );
}

export async function findWarehouseType(exec: Executor, organisationId: string, warehouseId: string) {
  const [row] = await exec
    .select({ loai_kho: kho.loai_kho, phien_ban: kho.phien_ban })
    .from(kho)
    .where(and(eq(kho.id, warehouseId), eq(kho.to_chuc_id, organisationId)));
  return row;
}

export async function listParLevels(exec: Executor, warehouseId: string): Promise<ParLevel[]> {
  const rows = await exec
    .select({
      hang_hoa_id: coSoTuTruc.hang_hoa_id,
      hang_hoa_ma: hangHoa.ma,
      hang_hoa_ten: hangHoa.ten,
      don_vi_tinh: hangHoa.don_vi_tinh,
      so_luong: coSoTuTruc.so_luong,
    })
    .from(coSoTuTruc)
    .innerJoin(hangHoa, eq(hangHoa.id, coSoTuTruc.hang_hoa_id))
    .where(eq(coSoTuTruc.kho_id, warehouseId))
    .orderBy(asc(hangHoa.ten));
  return rows;
}

export async function countGoodsInOrganisation(exec: Executor, organisationId: string, goodsIds: string[]) {
  if (goodsIds.length === 0) return 0;
  const [row] = await exec
    .select({ n: count() })
    .from(hangHoa)
    .where(and(eq(hangHoa.to_chuc_id, organisationId), inArray(hangHoa.id, goodsIds)));
  return row?.n ?? 0;
}

/** Replaces the par levels of a cabinet and moves its version on (the caller named the version it saw). */
export async function replaceParLevels(
  exec: Executor,
  organisationId: string,
  warehouseId: string,
  version: number,
  actorId: string,
  lines: { hang_hoa_id: string; so_luong: number }[],
): Promise<boolean> {
  if (!(await updateIfVersion(exec, kho, organisationId, warehouseId, version, actorId, {}))) return false;
  await exec.delete(coSoTuTruc).where(eq(coSoTuTruc.kho_id, warehouseId));
  if (lines.length > 0) {
    await exec.insert(coSoTuTruc).values(
      lines.map((line) => ({
        id: newId(),
        to_chuc_id: organisationId,
        kho_id: warehouseId,
        hang_hoa_id: line.hang_hoa_id,
        so_luong: line.so_luong,
      })),
    );
  }
  return true;
}
