import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Department, Organisation, VaiTro, Warehouse } from '@kho/contracts';
import { queryRows, type Executor } from '../../db/client';
import { kho, khoa, nhanVien, nhanVienKhoa, phieuKho, thanhVienToChuc, toChuc } from '../../db/schema/index';

/**
 * The user's active membership, with the organisation's date today (its time zone): most requests
 * that check the one need the other, and one statement answers both.
 */
export async function findMembership(
  exec: Executor,
  organisationId: string,
  userId: string,
): Promise<{ vai_tro: VaiTro; today: string } | undefined> {
  const rows = await queryRows<{ vai_tro: VaiTro; today: string }>(
    exec,
    sql`select m.vai_tro, (now() at time zone o.mui_gio)::date::text as today
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
 * Pairs of warehouse and user matching `where` where the user may act in the warehouse: an active
 * member of its organisation who is either an administrator or assigned to the department that
 * owns it. Callers narrow it to one user (`canAccessWarehouse`) or one warehouse (`listWarehouseActors`).
 */
function warehouseAccess(exec: Executor, where: SQL | undefined) {
  return exec
    .select({ id: kho.id, nguoi_dung_id: thanhVienToChuc.nguoi_dung_id, vai_tro: thanhVienToChuc.vai_tro })
    .from(kho)
    .innerJoin(
      thanhVienToChuc,
      and(eq(thanhVienToChuc.to_chuc_id, kho.to_chuc_id), eq(thanhVienToChuc.hoat_dong, true)),
    )
    .leftJoin(
      nhanVien,
      and(
        eq(nhanVien.to_chuc_id, kho.to_chuc_id),
        eq(nhanVien.nguoi_dung_id, thanhVienToChuc.nguoi_dung_id),
        eq(nhanVien.hoat_dong, true),
      ),
    )
    .leftJoin(
      nhanVienKhoa,
      and(eq(nhanVienKhoa.nhan_vien_id, nhanVien.id), eq(nhanVienKhoa.khoa_id, kho.khoa_id)),
    )
    .where(and(where, sql`(${thanhVienToChuc.vai_tro} = 'QUAN_TRI' or ${nhanVienKhoa.id} is not null)`));
}

/** Warehouses matching `where` that the user may act in. */
function accessibleWarehouses(exec: Executor, userId: string, where: SQL) {
  return warehouseAccess(exec, and(eq(thanhVienToChuc.nguoi_dung_id, userId), where));
}

/** The users who may act in the warehouse (optionally only those with one of `roles`), in one query. */
export async function listWarehouseActors(
  exec: Executor,
  warehouseId: string,
  roles?: readonly VaiTro[],
): Promise<string[]> {
  const rows = await warehouseAccess(
    exec,
    and(eq(kho.id, warehouseId), roles ? inArray(thanhVienToChuc.vai_tro, [...roles]) : undefined),
  );
  return [...new Set(rows.map((r) => r.nguoi_dung_id))];
}

export async function canAccessWarehouse(
  exec: Executor,
  userId: string,
  warehouseId: string,
): Promise<boolean> {
  const [row] = await accessibleWarehouses(exec, userId, eq(kho.id, warehouseId)).limit(1);
  return Boolean(row);
}

/** Every warehouse of the organisation the user may act in, in one query. */
export async function listAccessibleWarehouseIds(
  exec: Executor,
  userId: string,
  organisationId: string,
): Promise<string[]> {
  const rows = await accessibleWarehouses(exec, userId, eq(kho.to_chuc_id, organisationId));
  return [...new Set(rows.map((r) => r.id))];
}
