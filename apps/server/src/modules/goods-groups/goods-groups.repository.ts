import { asc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  normalizeSearchText,
  type GoodsGroupRecord,
  type GoodsGroupTreeNode,
  type goodsGroupQuerySchema,
  type GoodsGroupInput,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { hangHoa, nhomHangHoa } from '../../db/schema/index';
import type { CatalogueStore } from '../catalogues/catalogue.service';
import { auditSelection, countReferences, recordExists, toRecordAudit } from '../catalogues/catalogue-sql';
import { defineCatalogueStore } from '../catalogues/catalogue-store';
import { FieldRuleError } from '../../platform/errors';

type Query = z.output<typeof goodsGroupQuerySchema>;

/**
 * The ids of a group and all groups below it, as a sub-select: `x in (${groupSubtree(...)})`.
 * UNION (not UNION ALL) stops at a group already seen, so even a damaged tree cannot loop.
 */
export function groupSubtree(organisationId: string, rootId: string): SQL {
  return sql`with recursive cay(id) as (
      select ${nhomHangHoa.id} from ${nhomHangHoa} where ${nhomHangHoa.id} = ${rootId} and ${nhomHangHoa.to_chuc_id} = ${organisationId}
      union
      select n.id from ${nhomHangHoa} n join cay on n.nhom_cha_id = cay.id
    ) select id from cay`;
}

/** Whether `candidateId` is the group `rootId` itself or lies below it. */
export async function isInSubtree(
  exec: Executor,
  organisationId: string,
  rootId: string,
  candidateId: string,
): Promise<boolean> {
  const [row] = await exec
    .select({
      found: sql<boolean>`exists(select 1 from (${groupSubtree(organisationId, rootId)}) t where t.id = ${candidateId})`,
    })
    .from(sql`(select 1) as one`);
  return row?.found === true;
}

/** Group ids by lower-cased code (the goods import names groups by code). */
export async function groupIdsByCode(exec: Executor, organisationId: string): Promise<Map<string, string>> {
  const rows = await exec
    .select({ code: sql<string>`lower(${nhomHangHoa.ma})`, id: nhomHangHoa.id })
    .from(nhomHangHoa)
    .where(eq(nhomHangHoa.to_chuc_id, organisationId));
  return new Map(rows.map((r) => [r.code, r.id]));
}

const parent = alias(nhomHangHoa, 'nhom_cha');
const audit = auditSelection(nhomHangHoa);
/**
 * The outer group's id spelled out in full: drizzle leaves columns unqualified in a select without
 * joins, and a bare "id" inside the sub-selects below would mean the inner table's id.
 */
const outerGroupId = sql`${sql.identifier(getTableName(nhomHangHoa))}.${sql.identifier(nhomHangHoa.id.name)}`;
const goodsCount = sql<number>`(select count(*)::int from ${hangHoa} g where g.nhom_hang_hoa_id = ${outerGroupId})`;
const childCount = sql<number>`(select count(*)::int from ${nhomHangHoa} c where c.nhom_cha_id = ${outerGroupId})`;

const columns = {
  id: nhomHangHoa.id,
  ma: nhomHangHoa.ma,
  ten: nhomHangHoa.ten,
  nhom_cha_id: nhomHangHoa.nhom_cha_id,
  nhom_cha_ten: parent.ten,
  hoat_dong: nhomHangHoa.hoat_dong,
  so_hang_hoa: goodsCount,
  so_nhom_con: childCount,
  so_ngay_cho_hang: nhomHangHoa.so_ngay_cho_hang,
  so_ngay_an_toan: nhomHangHoa.so_ngay_an_toan,
  ...audit.columns,
};

function selectGroups(exec: Executor) {
  return exec
    .select(columns)
    .from(nhomHangHoa)
    .leftJoin(parent, eq(parent.id, nhomHangHoa.nhom_cha_id))
    .leftJoin(audit.createdBy, audit.createdByOn)
    .leftJoin(audit.updatedBy, audit.updatedByOn);
}

type Row = Awaited<ReturnType<typeof selectGroups>>[number];

function toRecord(row: Row): GoodsGroupRecord {
  return {
    ...row,
    so_hang_hoa: Number(row.so_hang_hoa),
    so_nhom_con: Number(row.so_nhom_con),
    ...toRecordAudit(row),
  };
}

function valuesOf(input: GoodsGroupInput) {
  return {
    ma: input.ma,
    ten: input.ten,
    nhom_cha_id: input.nhom_cha_id,
    hoat_dong: input.hoat_dong,
    so_ngay_cho_hang: input.so_ngay_cho_hang,
    so_ngay_an_toan: input.so_ngay_an_toan,
    tu_khoa: normalizeSearchText(`${input.ma} ${input.ten}`),
  };
}

export interface GoodsGroupStore extends CatalogueStore<Query, GoodsGroupInput, GoodsGroupRecord> {
  tree(exec: Executor, organisationId: string): Promise<GoodsGroupTreeNode[]>;
}

export const goodsGroupStore: GoodsGroupStore = {
  ...defineCatalogueStore<Query, GoodsGroupInput, Row, GoodsGroupRecord>({
    table: nhomHangHoa,
    entity: 'nhom_hang_hoa',
    codeConstraint: 'nhom_hang_hoa_ma_uq',
    select: (exec) => selectGroups(exec).$dynamic(),
    toRecords: (_exec, rows) => rows.map(toRecord),
    filters: (query) => [query.nhom_cha_id ? eq(nhomHangHoa.nhom_cha_id, query.nhom_cha_id) : undefined],
    sortable: { ma: nhomHangHoa.ma, ten: nhomHangHoa.ten, ngay_cap_nhat: nhomHangHoa.ngay_cap_nhat },
    values: valuesOf,
    async usage(exec, _organisationId, id) {
      const children = await countReferences(exec, nhomHangHoa, nhomHangHoa.nhom_cha_id, id);
      const goods = await countReferences(exec, hangHoa, hangHoa.nhom_hang_hoa_id, id);
      return children + goods > 0 ? 'catalogue.group_in_use' : null;
    },

    /** The parent must be a group of the organisation and not the group itself or one below it (no cycles). */
    async checkReferences(exec, organisationId, input, id) {
      if (!input.nhom_cha_id) return;
      if (!(await recordExists(exec, nhomHangHoa, organisationId, input.nhom_cha_id))) {
        throw new FieldRuleError([{ path: 'nhom_cha_id', messageKey: 'catalogue.reference_not_found' }]);
      }
      if (id && (await isInSubtree(exec, organisationId, id, input.nhom_cha_id))) {
        throw new FieldRuleError([{ path: 'nhom_cha_id', messageKey: 'catalogue.group_cycle' }]);
      }
    },
  }),

  async tree(exec, organisationId) {
    const rows = await exec
      .select({
        id: nhomHangHoa.id,
        ma: nhomHangHoa.ma,
        ten: nhomHangHoa.ten,
        nhom_cha_id: nhomHangHoa.nhom_cha_id,
        hoat_dong: nhomHangHoa.hoat_dong,
        so_hang_hoa: goodsCount,
      })
      .from(nhomHangHoa)
      .where(eq(nhomHangHoa.to_chuc_id, organisationId))
      .orderBy(asc(nhomHangHoa.ten), asc(nhomHangHoa.id));
    return rows.map((r) => ({ ...r, so_hang_hoa: Number(r.so_hang_hoa) }));
  },
};
