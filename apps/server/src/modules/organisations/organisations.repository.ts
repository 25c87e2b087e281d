import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Department, Organisation, VaiTro, Warehouse } from '@kho/contracts';
import { queryRows, type Executor } from '../../db/client';
import { kho, khoa, nhanVien, nhanVienKhoa, phieuKho, thanhVienToChuc, toChuc } from '../../db/schema/index';

export interface Membership {
  vai_tro: VaiTro;
  /** The organisation's date today, in its time zone. */
  today: string;
  /** The organisation's last closed month (its first day), or null. */
  closed_through: string | null;
}

/**
 * The user's active membership, with the organisation's date today (its time zone) and its last
 * closed month: most requests that check the one need the others (a new voucher's date), and one
 * statement answers all three.
 */
export async function findMembership(
  exec: Executor,
  organisationId: string,
  userId: string,
): Promise<Membership | undefined> {
  const rows = await queryRows<Membership>(
    exec,
    sql`select m.vai_tro, (now() at time zone o.mui_gio)::date::text as today,
          (select max(k.thang)::text from ky_khoa_so k where k.to_chuc_id = o.id) as closed_through
        from thanh_vien_to_chuc m join to_chuc o on o.id = m.to_chuc_id
        where m.to_chuc_id = ${organisationId} and m.nguoi_dung_id = ${userId} and m.hoat_dong
        limit 1`,
  );
  return rows[0];
}

export async function listOrganisationsOfUser(exec: Executor, userId: string): Promise<Organisation[]> {
  const rows = await exec
    .select({
      id: toChuc.id,
      ma: toChuc.ma,
      ten: toChuc.ten,
      dia_chi: toChuc.dia_chi,
      so_dien_thoai: toChuc.so_dien_thoai,
      mui_gio: toChuc.mui_gio,
      vai_tro: thanhVienToChuc.vai_tro,
    })
    .from(thanhVienToChuc)
    .innerJoin(toChuc, eq(toChuc.id, thanhVienToChuc.to_chuc_id))
    .where(and(eq(thanhVienToChuc.nguoi_dung_id, userId), eq(thanhVienToChuc.hoat_dong, true)))
    .orderBy(asc(toChuc.ten));
  return rows.map((r) => ({ ...r, vai_tro: r.vai_tro as VaiTro }));
}

/** The roles the user holds as an active member, in any organisation. */
export async function listRolesOfUser(exec: Executor, userId: string): Promise<VaiTro[]> {
  const rows = await exec
    .selectDistinct({ vai_tro: thanhVienToChuc.vai_tro })
    .from(thanhVienToChuc)
    .where(and(eq(thanhVienToChuc.nguoi_dung_id, userId), eq(thanhVienToChuc.hoat_dong, true)));
  return rows.map((r) => r.vai_tro as VaiTro);
}

export async function isOrganisationCodeTaken(exec: Executor, code: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: toChuc.id })
    .from(toChuc)
    .where(sql`lower(${toChuc.ma}) = lower(${code})`)
    .limit(1);
  return Boolean(row);
}

export async function insertOrganisation(exec: Executor, values: typeof toChuc.$inferInsert) {
  const [row] = await exec.insert(toChuc).values(values).returning();
  return row!;
}

export async function insertMembership(exec: Executor, values: typeof thanhVienToChuc.$inferInsert) {
  await exec.insert(thanhVienToChuc).values(values);
}

export async function insertDepartment(exec: Executor, values: typeof khoa.$inferInsert) {
  const [row] = await exec.insert(khoa).values(values).returning();
  return row!;
}

export async function insertWarehouse(exec: Executor, values: typeof kho.$inferInsert) {
  const [row] = await exec.insert(kho).values(values).returning();
  return row!;
}

/** Active departments the user works in (as active staff of the organisation), ordered by name. */
export async function listAssignedDepartments(
  exec: Executor,
  organisationId: string,
  userId: string,
): Promise<Department[]> {
  const rows = await exec
    .select({
      id: khoa.id,
      ma: khoa.ma,
      ten: khoa.ten,
      loai_khoa: khoa.loai_khoa,
      hoat_dong: khoa.hoat_dong,
    })
    .from(nhanVien)
    .innerJoin(nhanVienKhoa, eq(nhanVienKhoa.nhan_vien_id, nhanVien.id))
    .innerJoin(khoa, eq(khoa.id, nhanVienKhoa.khoa_id))
    .where(
      and(
        eq(nhanVien.to_chuc_id, organisationId),
        eq(nhanVien.nguoi_dung_id, userId),
        eq(nhanVien.hoat_dong, true),
        eq(khoa.hoat_dong, true),
      ),
    )
    .orderBy(asc(khoa.ten));
  return rows as Department[];
}

/** Active warehouses owned by the given departments, ordered by type (main store first) then name. */
export async function listWarehousesOfDepartments(
  exec: Executor,
  departmentIds: string[],
): Promise<Warehouse[]> {
  if (departmentIds.length === 0) return [];
  const rows = await exec
    .select({
      id: kho.id,
      ma: kho.ma,
      ten: kho.ten,
      loai_kho: kho.loai_kho,
      khoa_id: kho.khoa_id,
      kho_nguon_id: kho.kho_nguon_id,
      hoat_dong: kho.hoat_dong,
    })
    .from(kho)
    .where(and(inArray(kho.khoa_id, departmentIds), eq(kho.hoat_dong, true)))
    .orderBy(warehouseTypeRank, asc(kho.ten));
  return rows as Warehouse[];
}

/** Main store first, then dispensaries, then ward cabinets: the order a department's warehouses are listed in. */
const warehouseTypeRank = sql`case ${kho.loai_kho} when 'KHO_TONG' then 0 when 'KHO_LE' then 1 else 2 end`;

/** How far back the vouchers a user created or approved count towards the warehouse they work in most. */
export const RECENT_WORK_DAYS = 90;

/**
 * Per warehouse among `warehouseIds`, how many completed vouchers the user created or approved with
 * a voucher date in the organisation's last {@link RECENT_WORK_DAYS} days. Warehouses without any are
 * left out. Only completed work counts: one draft (a stocktake just started, say) does not make a
 * ward cabinet someone's home store.
 * Restricting to the warehouses and the date lets PostgreSQL read `phieu_kho_so_sach_idx`.
 */
export async function countRecentVouchersOfUser(
  exec: Executor,
  organisationId: string,
  userId: string,
  warehouseIds: string[],
): Promise<Map<string, number>> {
  if (warehouseIds.length === 0) return new Map();
  const since = sql`(select (now() at time zone ${toChuc.mui_gio})::date - ${RECENT_WORK_DAYS}::int from ${toChuc} where ${toChuc.id} = ${organisationId})`;
  const rows = await exec
    .select({ kho_id: phieuKho.kho_id, so_phieu: sql<number>`count(*)::int` })
    .from(phieuKho)
    .where(
      and(
        eq(phieuKho.to_chuc_id, organisationId),
        inArray(phieuKho.kho_id, warehouseIds),
        sql`${phieuKho.ngay_chung_tu} >= ${since}`,
        eq(phieuKho.trang_thai, 'HOAN_THANH'),
        or(eq(phieuKho.nguoi_tao_id, userId), eq(phieuKho.nguoi_duyet_id, userId)),
      ),
    )
    .groupBy(phieuKho.kho_id);
  return new Map(rows.map((r) => [r.kho_id, Number(r.so_phieu)]));
}

/**
 * Whether the user may act in the warehouse: an active member of its organisation who is either an
 * administrator or assigned (as active staff) to the department that owns it. The one statement of
 * that rule, a boolean expression over a user and a warehouse (values, or columns of the statement
 * it is placed in): every access check uses it, and a voucher's lock carries it (`lockVoucher`).
 * Plain SQL, not the query builder: it is built on every step of every voucher.
 */
export function mayActInWarehouse(user: SQL, warehouse: SQL): SQL<boolean> {
  return sql<boolean>`exists(
    select 1 from kho acc_w
    join thanh_vien_to_chuc acc_m on acc_m.to_chuc_id = acc_w.to_chuc_id and acc_m.hoat_dong
    where acc_w.id = ${warehouse} and acc_m.nguoi_dung_id = ${user}
      and (acc_m.vai_tro = 'QUAN_TRI' or exists(
        select 1 from nhan_vien acc_nv join nhan_vien_khoa acc_nvk on acc_nvk.nhan_vien_id = acc_nv.id
        where acc_nv.to_chuc_id = acc_w.to_chuc_id and acc_nv.nguoi_dung_id = acc_m.nguoi_dung_id
          and acc_nv.hoat_dong and acc_nvk.khoa_id = acc_w.khoa_id)))`;
}

/** The users who may act in the warehouse (optionally only those with one of `roles`), in one query. */
export async function listWarehouseActors(
  exec: Executor,
  warehouseId: string,
  roles?: readonly VaiTro[],
): Promise<string[]> {
  const roleFilter = roles
    ? sql`and m.vai_tro in (${sql.join(
        roles.map((role) => sql`${role}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await queryRows<{ nguoi_dung_id: string }>(
    exec,
    sql`select distinct m.nguoi_dung_id from thanh_vien_to_chuc m join kho w on w.to_chuc_id = m.to_chuc_id
        where w.id = ${warehouseId} and m.hoat_dong ${roleFilter}
          and ${mayActInWarehouse(sql`m.nguoi_dung_id`, sql`w.id`)}`,
  );
  return rows.map((r) => r.nguoi_dung_id);
}

export async function canAccessWarehouse(
  exec: Executor,
  userId: string,
  warehouseId: string,
): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(
    exec,
    sql`select ${mayActInWarehouse(sql`${userId}::uuid`, sql`${warehouseId}::uuid`)} as ok`,
  );
  return rows[0]?.ok === true;
}

/** Every warehouse of the organisation the user may act in, in one query. */
export async function listAccessibleWarehouseIds(
  exec: Executor,
  userId: string,
  organisationId: string,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    exec,
    sql`select w.id from kho w
        where w.to_chuc_id = ${organisationId} and ${mayActInWarehouse(sql`${userId}::uuid`, sql`w.id`)}`,
  );
  return rows.map((r) => r.id);
}
