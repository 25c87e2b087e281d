import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  composeTtThau,
  normalizeSearchText,
  TENDER_EXPIRY_WARNING_DAYS,
  TENDER_NEARLY_USED_RATIO,
  type TenderDetail,
  type TenderRecord,
  type tenderQuerySchema,
  type TenderInput,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { goiThau, goiThauChiTiet, hangHoa, nhaCungCap, toChuc } from '../../db/schema/index';
import { FieldRuleError } from '../../platform/errors';
import type { CatalogueStore } from '../catalogues/catalogue.service';
import { auditSelection, recordExists, searchCondition, toRecordAudit } from '../catalogues/catalogue-sql';
import { defineCatalogueStore } from '../catalogues/catalogue-store';
import { hasReceivedLines, mergeTenderLines, selectTenderLines } from './tender-lines.repository';
import { assertLinesMerged } from './tender.rules';

type Query = z.output<typeof tenderQuerySchema>;

/** Today in the organisation's own time zone: a tender valid "until the 31st" is valid all that day there. */
const today = sql`(now() at time zone ${toChuc.mui_gio})::date`;
const expired = sql<boolean>`${goiThau.hieu_luc_den} < ${today}`;
const expiresSoon = sql<boolean>`${goiThau.hieu_luc_den} >= ${today} and ${goiThau.hieu_luc_den} <= ${today} + ${TENDER_EXPIRY_WARNING_DAYS}::int`;
const validToday = sql<boolean>`${goiThau.hieu_luc_tu} <= ${today} and ${goiThau.hieu_luc_den} >= ${today}`;

/** The tender list's status filters (also the tender execution report's); they need goi_thau joined to to_chuc. */
export const STATUS_CONDITIONS: Record<NonNullable<Query['tinh_trang']>, SQL> = {
  con_hieu_luc: validToday,
  sap_het_han: expiresSoon,
  het_hieu_luc: expired,
};

/** Per-tender totals of the lines, computed on numeric in SQL. */
function lineTotals(exec: Executor, organisationId: string) {
  const l = goiThauChiTiet;
  return exec
    .select({
      goi_thau_id: l.goi_thau_id,
      so_dong: sql<number>`count(*)::int`.as('so_dong'),
      gia_tri_trung: sql<string>`sum(${l.so_luong_trung} * ${l.don_gia_trung})`.as('gia_tri_trung'),
      gia_tri_da_nhap: sql<string>`sum(${l.so_luong_da_nhap} * ${l.don_gia_trung})`.as('gia_tri_da_nhap'),
      so_dong_sap_het:
        sql<number>`(count(*) filter (where ${l.so_luong_da_nhap} >= ${l.so_luong_trung} * ${TENDER_NEARLY_USED_RATIO}::numeric))::int`.as(
          'so_dong_sap_het',
        ),
    })
    .from(l)
    .where(eq(l.to_chuc_id, organisationId))
    .groupBy(l.goi_thau_id)
    .as('tong_chi_tiet');
}

const audit = auditSelection(goiThau);

function selectTenders(exec: Executor, organisationId: string) {
  const totals = lineTotals(exec, organisationId);
  const awarded = sql`coalesce(${totals.gia_tri_trung}, 0)`;
  const received = sql`coalesce(${totals.gia_tri_da_nhap}, 0)`;
  return exec
    .select({
      id: goiThau.id,
      ma: goiThau.ma,
      so_quyet_dinh: goiThau.so_quyet_dinh,
      ngay_quyet_dinh: goiThau.ngay_quyet_dinh,
      ma_goi: goiThau.ma_goi,
      nhom_thau: goiThau.nhom_thau,
      nam: goiThau.nam,
      don_vi_ban_hanh: goiThau.don_vi_ban_hanh,
      loai_thau: goiThau.loai_thau,
      hinh_thuc: goiThau.hinh_thuc,
      nha_cung_cap_id: goiThau.nha_cung_cap_id,
      nha_cung_cap_ten: nhaCungCap.ten,
      hieu_luc_tu: goiThau.hieu_luc_tu,
      hieu_luc_den: goiThau.hieu_luc_den,
      ghi_chu: goiThau.ghi_chu,
      hoat_dong: goiThau.hoat_dong,
      so_dong: sql<number>`coalesce(${totals.so_dong}, 0)`.mapWith(Number),
      gia_tri_trung: sql<number>`${awarded}`.mapWith(Number),
      gia_tri_da_nhap: sql<number>`${received}`.mapWith(Number),
      ty_le_da_dung: sql<number>`coalesce(round(${received} / nullif(${awarded}, 0), 4), 0)`.mapWith(Number),
      het_hieu_luc: expired,
      sap_het_han: expiresSoon,
      so_dong_sap_het: sql<number>`coalesce(${totals.so_dong_sap_het}, 0)`.mapWith(Number),
      ...audit.columns,
    })
    .from(goiThau)
    .innerJoin(nhaCungCap, eq(nhaCungCap.id, goiThau.nha_cung_cap_id))
    .innerJoin(toChuc, eq(toChuc.id, goiThau.to_chuc_id))
    .leftJoin(totals, eq(totals.goi_thau_id, goiThau.id))
    .leftJoin(audit.createdBy, audit.createdByOn)
    .leftJoin(audit.updatedBy, audit.updatedByOn);
}

type Row = Awaited<ReturnType<typeof selectTenders>>[number];

function toRecord(row: Row): TenderRecord {
  return {
    ...row,
    ma_bhyt: insuranceTenderCode(row),
    ...toRecordAudit(row),
  };
}

/** The header a line's TT_THAU is composed from. */
export interface TenderCodeHeader {
  so_quyet_dinh: string;
  ma_goi: string;
  nhom_thau: string;
  nam: number;
  don_vi_ban_hanh: string | null;
}

/**
 * TT_THAU of a tender line (or of the package, without a line): the package's decision, package,
 * group and year, the line's own group when it has one, its bidder order and negotiated flag.
 */
export function insuranceTenderCode(
  t: TenderCodeHeader,
  line?: { nhom_thau: string | null; ma_nha_thau: string | null; dam_phan_gia: boolean },
): string {
  return composeTtThau({
    kind: 'award',
    decision: t.so_quyet_dinh,
    packageCode: t.ma_goi,
    groupCode: line?.nhom_thau ?? t.nhom_thau,
    year: t.nam,
    bidderCode: line?.ma_nha_thau ?? null,
    issuingUnit: t.don_vi_ban_hanh,
    priceNegotiated: line?.dam_phan_gia ?? false,
  });
}

function headerValues(input: TenderInput) {
  return {
    ma: input.ma,
    so_quyet_dinh: input.so_quyet_dinh,
    ngay_quyet_dinh: input.ngay_quyet_dinh,
    ma_goi: input.ma_goi,
    nhom_thau: input.nhom_thau,
    nam: input.nam,
    don_vi_ban_hanh: input.don_vi_ban_hanh,
    loai_thau: input.loai_thau,
    hinh_thuc: input.hinh_thuc,
    nha_cung_cap_id: input.nha_cung_cap_id,
    hieu_luc_tu: input.hieu_luc_tu,
    hieu_luc_den: input.hieu_luc_den,
    ghi_chu: input.ghi_chu,
    hoat_dong: input.hoat_dong,
    tu_khoa: normalizeSearchText(`${input.ma} ${input.so_quyet_dinh} ${insuranceTenderCode(input)}`),
  };
}

async function saveLines(
  exec: Executor,
  organisationId: string,
  tenderId: string,
  input: TenderInput,
): Promise<void> {
  const conflicts = await mergeTenderLines(exec, organisationId, tenderId, input.chi_tiet, true);
  assertLinesMerged(
    conflicts,
    input.chi_tiet.map((l) => l.hang_hoa_id),
  );
}

const baseStore = defineCatalogueStore<Query, TenderInput, Row, TenderRecord>({
  table: goiThau,
  entity: 'goi_thau',
  codeConstraint: 'goi_thau_ma_uq',
  select: (exec, organisationId) => selectTenders(exec, organisationId).$dynamic(),
  toRecords: (_exec, rows) => rows.map(toRecord),
  search: (text) =>
    text ? or(searchCondition(goiThau.tu_khoa, text), searchCondition(nhaCungCap.tu_khoa, text)) : undefined,
  filters: (query) => [
    query.nha_cung_cap_id ? eq(goiThau.nha_cung_cap_id, query.nha_cung_cap_id) : undefined,
    query.nam === undefined ? undefined : eq(goiThau.nam, query.nam),
    query.tinh_trang ? STATUS_CONDITIONS[query.tinh_trang] : undefined,
  ],
  // The search names the supplier and the status conditions the organisation's time zone.
  countSelect: (exec) =>
    exec
      .select({ n: count() })
      .from(goiThau)
      .innerJoin(nhaCungCap, eq(nhaCungCap.id, goiThau.nha_cung_cap_id))
      .innerJoin(toChuc, eq(toChuc.id, goiThau.to_chuc_id))
      .$dynamic(),
  sortable: {
    ma: goiThau.ma,
    so_quyet_dinh: goiThau.so_quyet_dinh,
    nam: goiThau.nam,
    hieu_luc_den: goiThau.hieu_luc_den,
    ngay_cap_nhat: goiThau.ngay_cap_nhat,
  },
  values: headerValues,
  writeChildren: saveLines,
  async usage(exec, organisationId, id) {
    return (await hasReceivedLines(exec, organisationId, id)) ? 'catalogue.tender_in_use' : null;
  },

  async checkReferences(exec, organisationId, input) {
    const errors: { path: string; messageKey: 'catalogue.reference_not_found' }[] = [];
    if (!(await recordExists(exec, nhaCungCap, organisationId, input.nha_cung_cap_id))) {
      errors.push({ path: 'nha_cung_cap_id', messageKey: 'catalogue.reference_not_found' });
    }
    const known = await goodsOfOrganisation(
      exec,
      organisationId,
      input.chi_tiet.map((l) => l.hang_hoa_id),
    );
    input.chi_tiet.forEach((l, index) => {
      if (!known.has(l.hang_hoa_id))
        errors.push({ path: `chi_tiet.${index}.hang_hoa_id`, messageKey: 'catalogue.reference_not_found' });
    });
    if (errors.length > 0) throw new FieldRuleError(errors);
  },
});

/** Header and lines of a tender; rows of the list carry the header and the line totals. */
export const tenderStore: CatalogueStore<Query, TenderInput, TenderRecord> = {
  ...baseStore,

  /** The detail: header, totals and every line with its goods, received and remaining. */
  async find(exec, organisationId, id): Promise<TenderDetail | undefined> {
    const [row] = await selectTenders(exec, organisationId).where(
      and(eq(goiThau.id, id), eq(goiThau.to_chuc_id, organisationId)),
    );
    if (!row) return undefined;
    const lines = await selectTenderLines(exec, organisationId, id);
    return {
      ...toRecord(row),
      chi_tiet: lines.map((l) => ({ ...l, tt_thau: insuranceTenderCode(row, l) })),
    };
  },
};

/** Which of the given goods ids belong to the organisation. */
export async function goodsOfOrganisation(
  exec: Executor,
  organisationId: string,
  goodsIds: string[],
): Promise<Set<string>> {
  if (goodsIds.length === 0) return new Set();
  const rows = await exec
    .select({ id: hangHoa.id })
    .from(hangHoa)
    .where(and(eq(hangHoa.to_chuc_id, organisationId), inArray(hangHoa.id, goodsIds)));
  return new Set(rows.map((r) => r.id));
}

/** Goods ids of the organisation by lower-cased code, for the codes a spreadsheet names. */
export async function goodsIdsByCode(
  exec: Executor,
  organisationId: string,
  codes: string[],
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const code = sql<string>`lower(${hangHoa.ma})`;
  const rows = await exec
    .select({ id: hangHoa.id, code })
    .from(hangHoa)
    .where(and(eq(hangHoa.to_chuc_id, organisationId), inArray(code, codes)));
  return new Map(rows.map((r) => [r.code, r.id]));
}

/**
 * The tender's version, optionally locking its row until the transaction ends so two imports into
 * one tender run one after the other. Undefined when the tender is not the organisation's.
 */
export async function tenderVersion(
  exec: Executor,
  organisationId: string,
  id: string,
  lock = false,
): Promise<number | undefined> {
  const query = exec
    .select({ phien_ban: goiThau.phien_ban })
    .from(goiThau)
    .where(and(eq(goiThau.id, id), eq(goiThau.to_chuc_id, organisationId)));
  const [row] = lock ? await query.for('update') : await query;
  return row?.phien_ban;
}
