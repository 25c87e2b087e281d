import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  normalizeSearchText,
  TRANG_THAI_PHIEU,
  type LoaiPhieu,
  type TrangThaiPhieu,
  type Voucher,
  type VoucherAllocation,
  type VoucherLine,
} from '@kho/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { phieuKho, phieuKhoChiTiet, phieuKhoPhanBo } from '../../../db/schema/index';
import { escapeLike } from '../../catalogues/catalogue-sql';

export type VoucherRow = typeof phieuKho.$inferSelect;
export type VoucherInsert = typeof phieuKho.$inferInsert;
export type LineRow = typeof phieuKhoChiTiet.$inferSelect;
export type LineInsert = typeof phieuKhoChiTiet.$inferInsert;
export type AllocationInsert = typeof phieuKhoPhanBo.$inferInsert;

/** Records other than vouchers numbered through the same counter table (patients, prescriptions, procurement requests). */
export type NumberedRecord = 'BENH_NHAN' | 'DON_THUOC' | 'DU_TRU_MUA_SAM';

/** The next number of this kind in this year for the organisation (one row per year, row-locked). */
export async function nextVoucherNumber(
  tx: Executor,
  organisationId: string,
  kind: LoaiPhieu | NumberedRecord,
  year: number,
): Promise<number> {
  const rows = await queryRows<{ so_cuoi: number }>(
    tx,
    sql`insert into so_phieu_tu_tang (to_chuc_id, loai_phieu, nam, so_cuoi)
        values (${organisationId}, ${kind}, ${year}, 1)
        on conflict (to_chuc_id, loai_phieu, nam)
        do update set so_cuoi = so_phieu_tu_tang.so_cuoi + 1
        returning so_cuoi`,
  );
  return Number(rows[0]!.so_cuoi);
}

export async function insertVoucher(tx: Executor, values: VoucherInsert): Promise<VoucherRow> {
  const [row] = await tx.insert(phieuKho).values(values).returning();
  return row!;
}

/** The voucher row locked for the rest of the transaction; every state change starts here. */
export async function lockVoucher(
  tx: Executor,
  organisationId: string,
  kind: LoaiPhieu,
  id: string,
): Promise<VoucherRow | undefined> {
  const [row] = await tx
    .select()
    .from(phieuKho)
    .where(and(eq(phieuKho.id, id), eq(phieuKho.to_chuc_id, organisationId), eq(phieuKho.loai_phieu, kind)))
    .for('update');
  return row;
}

export async function updateVoucher(
  tx: Executor,
  id: string,
  values: Partial<VoucherInsert>,
): Promise<VoucherRow> {
  const [row] = await tx
    .update(phieuKho)
    .set({ ...values, phien_ban: sql`${phieuKho.phien_ban} + 1`, ngay_cap_nhat: sql`now()` })
    .where(eq(phieuKho.id, id))
    .returning();
  return row!;
}

export async function listLines(tx: Executor, voucherId: string): Promise<LineRow[]> {
  return tx
    .select()
    .from(phieuKhoChiTiet)
    .where(eq(phieuKhoChiTiet.phieu_id, voucherId))
    .orderBy(phieuKhoChiTiet.stt);
}

export async function insertLines(tx: Executor, lines: LineInsert[]): Promise<void> {
  if (lines.length > 0) await tx.insert(phieuKhoChiTiet).values(lines);
}

/** Inserts lines and answers them as `listLines` would (in `stt` order), without reading them back. */
export async function insertLinesReturning(tx: Executor, lines: LineInsert[]): Promise<LineRow[]> {
  if (lines.length === 0) return [];
  const rows = await tx.insert(phieuKhoChiTiet).values(lines).returning();
  return rows.sort((a, b) => a.stt - b.stt);
}

/** Replaces the lines of a voucher that has never moved stock (its allocations go with them). */
export async function replaceLines(tx: Executor, voucherId: string, lines: LineInsert[]): Promise<void> {
  await tx.delete(phieuKhoPhanBo).where(eq(phieuKhoPhanBo.phieu_id, voucherId));
  await tx.delete(phieuKhoChiTiet).where(eq(phieuKhoChiTiet.phieu_id, voucherId));
  await insertLines(tx, lines);
}

/** In one statement, the rows as one JSON parameter (a 1 000-line voucher takes thousands of batches). */
export async function insertAllocations(tx: Executor, rows: AllocationInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const values = JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      to_chuc_id: r.to_chuc_id,
      phieu_id: r.phieu_id,
      chi_tiet_id: r.chi_tiet_id,
      kho_id: r.kho_id,
      lo_hang_id: r.lo_hang_id,
      so_luong: r.so_luong,
    })),
  );
  await tx.execute(
    sql`insert into phieu_kho_phan_bo (id, to_chuc_id, phieu_id, chi_tiet_id, kho_id, lo_hang_id, so_luong)
        select r.id, r.to_chuc_id, r.phieu_id, r.chi_tiet_id, r.kho_id, r.lo_hang_id, r.so_luong
        from jsonb_to_recordset(${values}::jsonb)
          as r(id uuid, to_chuc_id uuid, phieu_id uuid, chi_tiet_id uuid, kho_id uuid, lo_hang_id uuid,
               so_luong numeric)`,
  );
}

export async function deleteAllocations(tx: Executor, voucherId: string): Promise<void> {
  await tx.delete(phieuKhoPhanBo).where(eq(phieuKhoPhanBo.phieu_id, voucherId));
}

/** The line values of an outgoing voucher's allocations, per line: cost of the batches it takes. */
function allocatedLineValues(voucherId: string, per: 'asked' | 'granted'): SQL {
  const units = per === 'granted' ? sql`c.so_luong_duyet` : sql`c.so_luong`;
  return sql`update phieu_kho_chi_tiet c
        set thanh_tien = v.thanh_tien, don_gia = round(v.thanh_tien / ${units}, 4)
        from (select a.chi_tiet_id, round(sum(a.so_luong * b.don_gia), 2) as thanh_tien
              from phieu_kho_phan_bo a join lo_hang b on b.id = a.lo_hang_id
              where a.phieu_id = ${voucherId} group by a.chi_tiet_id) v
        where c.id = v.chi_tiet_id`;
}

/**
 * Line values of outgoing vouchers once their batches are known: cost of what they take. The unit
 * cost is over the quantity asked, or (a requisition's approval) over the quantity granted. One
 * statement prices the lines and totals the voucher: it runs while the stock rows are locked.
 */
export async function priceOutgoingLines(
  tx: Executor,
  voucherId: string,
  per: 'asked' | 'granted' = 'asked',
): Promise<void> {
  await tx.execute(
    sql`with priced as (${allocatedLineValues(voucherId, per)} returning c.id, c.thanh_tien)
        update phieu_kho p set ${voucherTotals(sql`priced`)} where p.id = ${voucherId}`,
  );
}

/** `priceOutgoingLines` without the voucher's totals (for a caller that sets them in its last statement). */
export async function priceOutgoingLineValues(
  tx: Executor,
  voucherId: string,
  per: 'asked' | 'granted' = 'asked',
): Promise<void> {
  await tx.execute(allocatedLineValues(voucherId, per));
}

export async function clearOutgoingPrices(tx: Executor, voucherId: string): Promise<void> {
  await tx
    .update(phieuKhoChiTiet)
    .set({ thanh_tien: null, don_gia: null })
    .where(eq(phieuKhoChiTiet.phieu_id, voucherId));
  await refreshTotals(tx, voucherId);
}

/**
 * The voucher's line count and value, as the SET of an update of `phieu_kho p`. `priced` names a
 * CTE of lines (id, thanh_tien) valued by the same statement, whose new values its reads of the
 * lines do not see yet: those count instead of the old.
 */
function voucherTotals(priced?: SQL): SQL {
  const value = priced
    ? sql`case when pr.id is null then c.thanh_tien else pr.thanh_tien end`
    : sql`c.thanh_tien`;
  const join = priced ? sql`left join ${priced} pr on pr.id = c.id` : sql``;
  return sql`
  tong_tien = coalesce((select sum(${value}) from phieu_kho_chi_tiet c ${join}
                        where c.phieu_id = p.id and c.ngay_dao_nguoc is null), 0),
  so_dong = (select count(*) from phieu_kho_chi_tiet where phieu_id = p.id)`;
}

/** The voucher's line count and value; a line reversed on its own stays a line but adds no value. */
export async function refreshTotals(tx: Executor, voucherId: string): Promise<void> {
  await tx.execute(sql`update phieu_kho p set ${voucherTotals()} where p.id = ${voucherId}`);
}

/**
 * Numbers a voucher this transaction wrote under a placeholder number (its id) and sets its line
 * count and value, as the transaction's last statement: the kind's next number of the year
 * (PX-2026-00001), and the search key with it. The year's number row, which every voucher of the
 * kind waits for, is then held only until the commit that follows, not while the lines are
 * written and the stock moves.
 */
export async function numberAndTotalNewVoucher(
  tx: Executor,
  voucher: { id: string; to_chuc_id: string; loai_phieu: LoaiPhieu; year: number; prefix: string },
  searchParts: (string | null | undefined)[],
): Promise<string> {
  const rest = voucherSearchKey(searchParts);
  const rows = await queryRows<{ so_phieu: string }>(
    tx,
    sql`with taken as (
          insert into so_phieu_tu_tang (to_chuc_id, loai_phieu, nam, so_cuoi)
          values (${voucher.to_chuc_id}, ${voucher.loai_phieu}, ${voucher.year}, 1)
          on conflict (to_chuc_id, loai_phieu, nam)
          do update set so_cuoi = so_phieu_tu_tang.so_cuoi + 1
          returning so_cuoi::text as n
        ), numbered as (
          select ${`${voucher.prefix}-${voucher.year}-`} || case when length(n) < 5 then lpad(n, 5, '0') else n end
                 as so_phieu
          from taken
        )
        update phieu_kho p set
          so_phieu = numbered.so_phieu,
          tu_khoa = lower(numbered.so_phieu) || ${rest === '' ? '' : ` ${rest}`},
          ${voucherTotals()}
        from numbered
        where p.id = ${voucher.id}
        returning p.so_phieu`,
  );
  return rows[0]!.so_phieu;
}

/** Search key: number, parties, invoice, reason and notes, accent-folded. */
export function voucherSearchKey(parts: (string | null | undefined)[]): string {
  return normalizeSearchText(parts.filter(Boolean).join(' '));
}

/** A name looked up by a voucher's reference: one index probe, planned on its own. */
const nameOf = (table: string, column: string, reference: string) =>
  sql.raw(`(select ${column} from ${table} where id = p.${reference})`);

// The names are scalar subqueries rather than a dozen left joins: the planner searched the join
// orders of thirteen tables for every read of one voucher (about 2 ms on an analysed database, tens
// of milliseconds on fresh tables), several times the rest of a lifecycle step's statements together.
const headerSelect = sql`
  p.id, p.loai_phieu, p.so_phieu, p.trang_thai, p.ngay_chung_tu::text as ngay_chung_tu,
  p.kho_id, ${nameOf('kho', 'ten', 'kho_id')} as kho_ten,
  p.kho_nhan_id, ${nameOf('kho', 'ten', 'kho_nhan_id')} as kho_nhan_ten,
  p.nha_cung_cap_id, ${nameOf('nha_cung_cap', 'ten', 'nha_cung_cap_id')} as nha_cung_cap_ten,
  p.so_hoa_don, p.ngay_hoa_don::text as ngay_hoa_don,
  p.goi_thau_id, ${nameOf('goi_thau', 'ma', 'goi_thau_id')} as goi_thau_ma,
  p.cho_phep_vuot_thau, p.nguoi_giao, p.loai_xuat, p.don_vi_nhan, p.loai_linh, p.ly_do_tra_hang,
  p.don_thuoc_id, ${nameOf('don_thuoc', 'so_don', 'don_thuoc_id')} as so_don,
  p.benh_nhan_id, ${nameOf('benh_nhan', 'ho_ten', 'benh_nhan_id')} as benh_nhan_ten,
  p.ly_do, p.ghi_chu, p.so_dong, p.tong_tien::float8 as tong_tien, p.phien_ban,
  p.ngay_tao, ${nameOf('nguoi_dung', 'ho_ten', 'nguoi_tao_id')} as nguoi_tao_ten,
  p.ngay_cap_nhat, ${nameOf('nguoi_dung', 'ho_ten', 'nguoi_cap_nhat_id')} as nguoi_cap_nhat_ten,
  p.ngay_gui, ${nameOf('nguoi_dung', 'ho_ten', 'nguoi_gui_id')} as nguoi_gui_ten,
  p.ngay_duyet, ${nameOf('nguoi_dung', 'ho_ten', 'nguoi_duyet_id')} as nguoi_duyet_ten,
  p.ngay_tu_choi, ${nameOf('nguoi_dung', 'ho_ten', 'nguoi_tu_choi_id')} as nguoi_tu_choi_ten, p.ly_do_tu_choi,
  p.ngay_huy, ${nameOf('nguoi_dung', 'ho_ten', 'nguoi_huy_id')} as nguoi_huy_ten, p.ly_do_huy,
  case when p.loai_phieu = 'KIEM_KE' then
    (select h.ho_ten from kiem_ke_hoi_dong h
     where h.phieu_id = p.id and h.vai_tro = 'CHU_TICH' order by h.stt limit 1) end as chu_tich_hoi_dong,
  case when p.loai_phieu = 'KIEM_KE' then
    (select count(*) filter (where c.so_luong_thuc_te is not null) from kiem_ke_chi_tiet c
     where c.phieu_id = p.id) end as so_dong_da_dem,
  case when p.loai_phieu = 'KIEM_KE' then
    (select count(*) from kiem_ke_chi_tiet c where c.phieu_id = p.id) end as so_dong_kiem_ke`;

const headerFrom = sql`from phieu_kho p`;

type TimestampField = 'ngay_tao' | 'ngay_cap_nhat' | 'ngay_gui' | 'ngay_duyet' | 'ngay_tu_choi' | 'ngay_huy';
const TIMESTAMPS: TimestampField[] = [
  'ngay_tao',
  'ngay_cap_nhat',
  'ngay_gui',
  'ngay_duyet',
  'ngay_tu_choi',
  'ngay_huy',
];

function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(value as string).toISOString();
}

function toVoucher(row: Record<string, unknown>): Voucher {
  const voucher = { ...row, tong_tien: Number(row.tong_tien), so_dong: Number(row.so_dong) } as Record<
    string,
    unknown
  >;
  for (const field of TIMESTAMPS) voucher[field] = toIso(row[field]);
  for (const field of ['so_dong_da_dem', 'so_dong_kiem_ke'] as const) {
    voucher[field] = row[field] === null || row[field] === undefined ? null : Number(row[field]);
  }
  return voucher as Voucher;
}

export async function findVoucher(
  exec: Executor,
  organisationId: string,
  kind: LoaiPhieu,
  id: string,
): Promise<Voucher | undefined> {
  const rows = await queryRows<Record<string, unknown>>(
    exec,
    sql`select ${headerSelect} ${headerFrom}
        where p.id = ${id} and p.to_chuc_id = ${organisationId} and p.loai_phieu = ${kind}`,
  );
  return rows[0] ? toVoucher(rows[0]) : undefined;
}

export async function findVoucherLines(exec: Executor, voucherId: string): Promise<VoucherLine[]> {
  const lines = await queryRows<Record<string, unknown>>(
    exec,
    sql`select c.id, c.stt, c.hang_hoa_id, h.ma as hang_hoa_ma, h.ten as hang_hoa_ten, h.ham_luong,
               h.don_vi_tinh, h.phan_loai_quan_ly, c.so_luong::float8 as so_luong,
               c.don_gia::float8 as don_gia, c.vat::float8 as vat, c.chiet_khau::float8 as chiet_khau,
               c.thanh_tien::float8 as thanh_tien, c.so_lo, c.han_dung::text as han_dung,
               c.ngay_san_xuat::text as ngay_san_xuat, c.ma_vach, c.lo_hang_id, c.goi_thau_chi_tiet_id, c.ghi_chu,
               c.so_luong_duyet::float8 as so_luong_duyet, c.ly_do_dieu_chinh, c.ngay_dao_nguoc
        from phieu_kho_chi_tiet c join hang_hoa h on h.id = c.hang_hoa_id
        where c.phieu_id = ${voucherId} order by c.stt`,
  );
  const allocations = await queryRows<VoucherAllocation & { chi_tiet_id: string }>(
    exec,
    sql`select a.chi_tiet_id, a.lo_hang_id, b.so_lo, b.han_dung::text as han_dung,
               a.so_luong::float8 as so_luong, b.don_gia::float8 as don_gia
        from phieu_kho_phan_bo a join lo_hang b on b.id = a.lo_hang_id
        where a.phieu_id = ${voucherId} order by b.han_dung, a.id`,
  );
  return lines.map((line) => ({
    ...(line as unknown as VoucherLine),
    ngay_dao_nguoc: toIso(line.ngay_dao_nguoc),
    phan_bo: allocations.filter((a) => a.chi_tiet_id === line.id).map(({ chi_tiet_id: _, ...rest }) => rest),
  }));
}

export interface VoucherListFilter {
  organisationId: string;
  kind: LoaiPhieu;
  /** Which warehouse asks and which approves (see VoucherKind.sides). */
  sides: { request: 'kho_id' | 'kho_nhan_id'; approve: 'kho_id' | 'kho_nhan_id' };
  warehouseId: string;
  status?: TrangThaiPhieu | undefined;
  from?: string | undefined;
  to?: string | undefined;
  text?: string | undefined;
  page: number;
  pageSize: number;
}

function listConditions(filter: VoucherListFilter, withStatus: boolean): SQL {
  // A transfer belongs to the books of both its warehouses; a requisition or medicine return to the
  // requester's book from the start and to the approver's once submitted (a draft is nobody else's).
  const { request, approve } = filter.sides;
  const book =
    filter.kind === 'CHUYEN_KHO'
      ? sql`(p.kho_id = ${filter.warehouseId} or p.kho_nhan_id = ${filter.warehouseId})`
      : request === approve
        ? sql`p.kho_id = ${filter.warehouseId}`
        : sql`(${sql.raw(`p.${request}`)} = ${filter.warehouseId}
               or (${sql.raw(`p.${approve}`)} = ${filter.warehouseId} and p.trang_thai <> 'LUU_TAM'))`;
  const parts: SQL[] = [
    sql`p.to_chuc_id = ${filter.organisationId}`,
    sql`p.loai_phieu = ${filter.kind}`,
    book,
  ];
  if (withStatus && filter.status) parts.push(sql`p.trang_thai = ${filter.status}`);
  if (filter.from) parts.push(sql`p.ngay_chung_tu >= ${filter.from}::date`);
  if (filter.to) parts.push(sql`p.ngay_chung_tu <= ${filter.to}::date`);
  const key = filter.text ? normalizeSearchText(filter.text) : '';
  if (key) parts.push(sql`p.tu_khoa like ${`%${escapeLike(key)}%`}`);
  return sql.join(parts, sql` and `);
}

export async function listVouchers(exec: Executor, filter: VoucherListFilter) {
  const where = listConditions(filter, true);
  const [rows, totals, counts] = await Promise.all([
    queryRows<Record<string, unknown>>(
      exec,
      sql`select ${headerSelect} ${headerFrom} where ${where}
          order by p.ngay_chung_tu desc, p.so_phieu desc
          limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
    ),
    queryRows<{ count: string; tong_tien: string | null }>(
      exec,
      sql`select count(*) as count, sum(p.tong_tien) as tong_tien from phieu_kho p where ${where}`,
    ),
    queryRows<{ trang_thai: TrangThaiPhieu; count: string }>(
      exec,
      sql`select p.trang_thai, count(*) as count from phieu_kho p where ${listConditions(filter, false)}
          group by p.trang_thai`,
    ),
  ]);
  const byStatus: Record<string, number> = Object.fromEntries(TRANG_THAI_PHIEU.map((s) => [s, 0]));
  for (const row of counts) byStatus[row.trang_thai] = Number(row.count);
  return {
    rows: rows.map(toVoucher),
    count: Number(totals[0]?.count ?? 0),
    tong_tien: Number(totals[0]?.tong_tien ?? 0),
    dem_trang_thai: byStatus,
  };
}
