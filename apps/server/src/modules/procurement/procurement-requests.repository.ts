import type { ProcurementRequest, ProcurementRequestLine, TrangThaiPhieu } from '@kho/contracts';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  goiThau,
  goiThauChiTiet,
  hangHoa,
  kho,
  nguoiDung,
  phieuDuTru,
  phieuDuTruChiTiet,
} from '../../db/schema/index';

export type RequestRow = typeof phieuDuTru.$inferSelect;
export type RequestInsert = typeof phieuDuTru.$inferInsert;
export type RequestLineInsert = typeof phieuDuTruChiTiet.$inferInsert;

const creator = alias(nguoiDung, 'nguoi_tao');
const approver = alias(nguoiDung, 'nguoi_duyet');
const iso = (value: Date | null) => (value ? value.toISOString() : null);

const headerColumns = {
  row: phieuDuTru,
  kho_ten: kho.ten,
  nguoi_tao_ten: creator.ho_ten,
  nguoi_duyet_ten: approver.ho_ten,
};

function headerQuery(exec: Executor, where: SQL | undefined) {
  return exec
    .select(headerColumns)
    .from(phieuDuTru)
    .leftJoin(kho, eq(kho.id, phieuDuTru.kho_id))
    .leftJoin(creator, eq(creator.id, phieuDuTru.nguoi_tao_id))
    .leftJoin(approver, eq(approver.id, phieuDuTru.nguoi_duyet_id))
    .where(where);
}

function toRequest(r: {
  row: RequestRow;
  kho_ten: string | null;
  nguoi_tao_ten: string | null;
  nguoi_duyet_ten: string | null;
}): ProcurementRequest {
  const { row } = r;
  return {
    id: row.id,
    so_phieu: row.so_phieu,
    ngay_lap: row.ngay_lap,
    kho_id: row.kho_id,
    kho_ten: r.kho_ten,
    nhom_hang_hoa_id: row.nhom_hang_hoa_id,
    tu_ngay: row.tu_ngay,
    den_ngay: row.den_ngay,
    so_ngay_du_tru: row.so_ngay_du_tru,
    trang_thai: row.trang_thai as TrangThaiPhieu,
    ghi_chu: row.ghi_chu,
    tong_tien: Number(row.tong_tien),
    so_dong: row.so_dong,
    nguoi_tao_ten: r.nguoi_tao_ten,
    ngay_tao: row.ngay_tao.toISOString(),
    ngay_gui: iso(row.ngay_gui),
    ngay_duyet: iso(row.ngay_duyet),
    nguoi_duyet_ten: r.nguoi_duyet_ten,
    ngay_tu_choi: iso(row.ngay_tu_choi),
    ly_do_tu_choi: row.ly_do_tu_choi,
    phien_ban: row.phien_ban,
  };
}

export async function findRequest(
  exec: Executor,
  organisationId: string,
  id: string,
): Promise<ProcurementRequest | null> {
  const [row] = await headerQuery(
    exec,
    and(eq(phieuDuTru.to_chuc_id, organisationId), eq(phieuDuTru.id, id)),
  );
  return row ? toRequest(row) : null;
}

/** The request row locked for the rest of the transaction; every change starts here. */
export async function lockRequest(
  tx: Executor,
  organisationId: string,
  id: string,
): Promise<RequestRow | null> {
  const [row] = await tx
    .select()
    .from(phieuDuTru)
    .where(and(eq(phieuDuTru.to_chuc_id, organisationId), eq(phieuDuTru.id, id)))
    .for('update');
  return row ?? null;
}

export interface RequestListFilter {
  organisationId: string;
  /** The warehouses the caller may see; whole-hospital requests (no warehouse) are always listed. */
  warehouseIds: string[] | null;
  warehouseId: string | null;
  status: TrangThaiPhieu | undefined;
  page: number;
  pageSize: number;
}

export async function listRequests(exec: Executor, filter: RequestListFilter) {
  const where = and(
    eq(phieuDuTru.to_chuc_id, filter.organisationId),
    filter.warehouseId ? eq(phieuDuTru.kho_id, filter.warehouseId) : undefined,
    filter.warehouseIds
      ? sql`(${isNull(phieuDuTru.kho_id)} or ${filter.warehouseIds.length > 0 ? inArray(phieuDuTru.kho_id, filter.warehouseIds) : sql`false`})`
      : undefined,
  );
  const withStatus = and(where, filter.status ? eq(phieuDuTru.trang_thai, filter.status) : undefined);
  const [rows, [total], perStatus] = await Promise.all([
    headerQuery(exec, withStatus)
      .orderBy(desc(phieuDuTru.ngay_lap), desc(phieuDuTru.so_phieu))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    exec.select({ n: count() }).from(phieuDuTru).where(withStatus),
    exec
      .select({ trang_thai: phieuDuTru.trang_thai, n: count() })
      .from(phieuDuTru)
      .where(where)
      .groupBy(phieuDuTru.trang_thai),
  ]);
  return {
    rows: rows.map(toRequest),
    count: total?.n ?? 0,
    dem_trang_thai: Object.fromEntries(perStatus.map((s) => [s.trang_thai, s.n])),
  };
}

export async function findRequestLines(exec: Executor, requestId: string): Promise<ProcurementRequestLine[]> {
  const rows = await exec
    .select({
      line: phieuDuTruChiTiet,
      ma_hang_hoa: hangHoa.ma,
      ten_hang_hoa: hangHoa.ten,
      don_vi_tinh: hangHoa.don_vi_tinh,
      goi_thau_ma: goiThau.ma,
    })
    .from(phieuDuTruChiTiet)
    .innerJoin(hangHoa, eq(hangHoa.id, phieuDuTruChiTiet.hang_hoa_id))
    .leftJoin(goiThauChiTiet, eq(goiThauChiTiet.id, phieuDuTruChiTiet.goi_thau_chi_tiet_id))
    .leftJoin(goiThau, eq(goiThau.id, goiThauChiTiet.goi_thau_id))
    .where(eq(phieuDuTruChiTiet.phieu_id, requestId))
    .orderBy(asc(phieuDuTruChiTiet.stt));
  return rows.map(({ line, ...names }) => {
    const price = line.don_gia === null ? null : Number(line.don_gia);
    return {
      id: line.id,
      stt: line.stt,
      hang_hoa_id: line.hang_hoa_id,
      ...names,
      so_luong_de_xuat: Number(line.so_luong_de_xuat),
      so_luong: Number(line.so_luong),
      don_gia: price,
      thanh_tien: Math.round(Number(line.so_luong) * (price ?? 0) * 100) / 100,
      goi_thau_chi_tiet_id: line.goi_thau_chi_tiet_id,
      ghi_chu: line.ghi_chu,
    };
  });
}

export async function insertRequest(tx: Executor, values: RequestInsert): Promise<void> {
  await tx.insert(phieuDuTru).values(values);
}

export async function updateRequest(tx: Executor, id: string, values: Partial<RequestInsert>): Promise<void> {
  await tx
    .update(phieuDuTru)
    .set({ ...values, ngay_cap_nhat: new Date(), phien_ban: sql`${phieuDuTru.phien_ban} + 1` })
    .where(eq(phieuDuTru.id, id));
}

/** Replaces the lines and the header's count and total (quantity × price, priceless lines count 0). */
export async function replaceRequestLines(
  tx: Executor,
  id: string,
  lines: RequestLineInsert[],
): Promise<{ so_dong: number; tong_tien: number }> {
  await tx.delete(phieuDuTruChiTiet).where(eq(phieuDuTruChiTiet.phieu_id, id));
  if (lines.length > 0) await tx.insert(phieuDuTruChiTiet).values(lines);
  return requestTotals(lines);
}

/** The header's line count and total: quantity × unit price, a line without a price counts 0. */
export function requestTotals(lines: RequestLineInsert[]): { so_dong: number; tong_tien: number } {
  const total = lines.reduce((sum, l) => sum + Number(l.so_luong) * Number(l.don_gia ?? 0), 0);
  return { so_dong: lines.length, tong_tien: Math.round(total * 100) / 100 };
}

/**
 * Goods of approved requests still on their way (decision 0031): per goods item, the quantities of
 * requests approved within its lead time before today whose warehouse is in the scope (a
 * whole-hospital request counts in the whole-hospital plan only).
 */
export async function approvedRequestQuantities(
  exec: Executor,
  scope: { organisationId: string; warehouseIds: string[]; wholeHospital: boolean; today: string },
  leadDays: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const goodsIds = [...leadDays.keys()];
  if (goodsIds.length === 0) return new Map();
  const inScope = scope.warehouseIds.length > 0 ? inArray(phieuDuTru.kho_id, scope.warehouseIds) : sql`false`;
  const rows = await exec
    .select({
      hang_hoa_id: phieuDuTruChiTiet.hang_hoa_id,
      so_luong: phieuDuTruChiTiet.so_luong,
      ngay_duyet: sql<string>`to_char(${phieuDuTru.ngay_duyet}, 'YYYY-MM-DD')`,
    })
    .from(phieuDuTruChiTiet)
    .innerJoin(phieuDuTru, eq(phieuDuTru.id, phieuDuTruChiTiet.phieu_id))
    .where(
      and(
        eq(phieuDuTru.to_chuc_id, scope.organisationId),
        eq(phieuDuTru.trang_thai, 'HOAN_THANH'),
        inArray(phieuDuTruChiTiet.hang_hoa_id, goodsIds),
        scope.wholeHospital ? sql`(${inScope} or ${isNull(phieuDuTru.kho_id)})` : inScope,
      ),
    );
  const coming = new Map<string, number>();
  for (const row of rows) {
    if (daysBetween(row.ngay_duyet, scope.today) >= (leadDays.get(row.hang_hoa_id) ?? 0)) continue;
    coming.set(row.hang_hoa_id, (coming.get(row.hang_hoa_id) ?? 0) + Number(row.so_luong));
  }
  return coming;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The goods of the list that belong to the organisation. */
export async function ownedGoodsIds(
  exec: Executor,
  organisationId: string,
  ids: string[],
): Promise<Set<string>> {
  const rows = await exec
    .select({ id: hangHoa.id })
    .from(hangHoa)
    .where(and(eq(hangHoa.to_chuc_id, organisationId), inArray(hangHoa.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The tender lines of the list that belong to the organisation, with their goods item. */
export async function ownedTenderLines(
  exec: Executor,
  organisationId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await exec
    .select({ id: goiThauChiTiet.id, hang_hoa_id: goiThauChiTiet.hang_hoa_id })
    .from(goiThauChiTiet)
    .where(and(eq(goiThauChiTiet.to_chuc_id, organisationId), inArray(goiThauChiTiet.id, ids)));
  return new Map(rows.map((r) => [r.id, r.hang_hoa_id]));
}
