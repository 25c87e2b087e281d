import { sql, type SQL } from 'drizzle-orm';
import {
  normalizeSearchText,
  TRANG_THAI_PHIEU,
  type LoaiPhieu,
  type TrangThaiPhieu,
  type Voucher,
  type VoucherDetail,
  type VoucherLine,
} from '@kho/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { escapeLike } from '../../catalogues/catalogue-sql';

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

/**
 * The row read by its id alone if it is a voucher of that organisation and kind, without its
 * organisation. Found by the primary key only: given the organisation and kind as well, the planner
 * could take the (organisation, kind, number) index when its statistics predate the table's growth,
 * and filter every voucher of the kind.
 */
function ofVoucher<T extends Record<string, unknown>>(
  row: T | undefined,
  organisationId: string,
  kind: LoaiPhieu,
): T | undefined {
  if (!row || row.to_chuc_id !== organisationId || row.loai_phieu !== kind) return undefined;
  const { to_chuc_id: _, ...voucher } = row;
  return voucher as T;
}

export async function findVoucher(
  exec: Executor,
  organisationId: string,
  kind: LoaiPhieu,
  id: string,
): Promise<Voucher | undefined> {
  const rows = await queryRows<Record<string, unknown>>(
    exec,
    sql`select ${headerSelect}, p.to_chuc_id ${headerFrom} where p.id = ${id}`,
  );
  const row = ofVoucher(rows[0], organisationId, kind);
  return row ? toVoucher(row) : undefined;
}

/** A voucher line's columns, with the goods' names (`c` the line, `h` the goods). */
const lineSelect = sql`
  c.id, c.stt, c.hang_hoa_id, h.ma as hang_hoa_ma, h.ten as hang_hoa_ten, h.ham_luong, h.don_vi_tinh,
  h.phan_loai_quan_ly, h.loai_hang_hoa, c.so_luong::float8 as so_luong, c.don_gia::float8 as don_gia, c.vat::float8 as vat,
  c.chiet_khau::float8 as chiet_khau, c.thanh_tien::float8 as thanh_tien, c.so_lo,
  c.han_dung::text as han_dung, c.ngay_san_xuat::text as ngay_san_xuat, c.ma_vach, c.lo_hang_id,
  c.goi_thau_chi_tiet_id, c.ghi_chu, c.so_luong_duyet::float8 as so_luong_duyet, c.ly_do_dieu_chinh,
  c.ngay_dao_nguoc`;

/**
 * The voucher's lines as one JSON array, each with the batches it takes (FEFO order): a scalar
 * subquery of the header's select. The allocations are grouped once per voucher (their index is by
 * voucher), not looked up line by line.
 */
const linesJson = sql`coalesce((
  select json_agg(l order by l.stt) from (
    select ${lineSelect}, coalesce(al.phan_bo, '[]'::json) as phan_bo
    from phieu_kho_chi_tiet c
    join hang_hoa h on h.id = c.hang_hoa_id
    left join (
      select a.chi_tiet_id,
             json_agg(json_build_object('lo_hang_id', a.lo_hang_id, 'so_lo', b.so_lo,
                                        'han_dung', b.han_dung::text, 'so_luong', a.so_luong::float8,
                                        'don_gia', b.don_gia::float8)
                      order by b.han_dung, a.id) as phan_bo
      from phieu_kho_phan_bo a join lo_hang b on b.id = a.lo_hang_id
      where a.phieu_id = p.id
      group by a.chi_tiet_id
    ) al on al.chi_tiet_id = c.id
    where c.phieu_id = p.id
  ) l), '[]'::json)`;

type LineJson = Omit<VoucherLine, 'ngay_dao_nguoc'> & { ngay_dao_nguoc: string | null };

/** The voucher with its lines and their batches, in one statement (each lifecycle step answers with it). */
export async function findVoucherDetail(
  exec: Executor,
  organisationId: string,
  kind: LoaiPhieu,
  id: string,
): Promise<VoucherDetail | undefined> {
  const rows = await queryRows<Record<string, unknown> & { chi_tiet: LineJson[] }>(
    exec,
    sql`select ${headerSelect}, p.to_chuc_id, ${linesJson} as chi_tiet ${headerFrom} where p.id = ${id}`,
  );
  const row = ofVoucher(rows[0], organisationId, kind);
  return row ? toDetail(row) : undefined;
}

/**
 * Runs `write`, an update or insert of one voucher returning its columns (after `ctes`, the CTEs it
 * uses), and answers the voucher's detail
 * as the write leaves it, read by the same statement (the lines as this transaction's earlier
 * statements wrote them): a step's last write and its answer are one round trip. Undefined when
 * the write changed no row.
 */
export async function writeAndReadVoucher(
  exec: Executor,
  write: SQL,
  ctes?: SQL,
): Promise<VoucherDetail | undefined> {
  // A write's own CTEs come first (one WITH holds every data-modifying part).
  const first = ctes ? sql`${ctes}, ` : sql``;
  const rows = await queryRows<Record<string, unknown> & { chi_tiet: LineJson[] }>(
    exec,
    sql`with ${first}p as (${write}) select ${headerSelect}, ${linesJson} as chi_tiet from p`,
  );
  return rows[0] ? toDetail(rows[0]) : undefined;
}

function toDetail(row: Record<string, unknown> & { chi_tiet: LineJson[] }): VoucherDetail {
  const { chi_tiet: lines, ...header } = row;
  // JSON carries timestamps as PostgreSQL's text (with microseconds): the API answers ISO 8601.
  const chi_tiet = lines.map((line) => ({ ...line, ngay_dao_nguoc: toIso(line.ngay_dao_nguoc) }));
  return { ...toVoucher(header), chi_tiet };
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
