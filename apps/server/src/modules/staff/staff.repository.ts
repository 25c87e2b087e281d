import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  normalizeSearchText,
  type StaffRecord,
  type VaiTro,
  type createStaffSchema,
  type staffQuerySchema,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { khoa, nguoiDung, nhanVien, nhanVienKhoa, thanhVienToChuc } from '../../db/schema/index';
import { newId } from '../../platform/ids';
import type { CatalogueStore } from '../catalogues/catalogue.service';
import { auditSelection, toRecordAudit } from '../catalogues/catalogue-sql';
import { defineCatalogueStore } from '../catalogues/catalogue-store';
import { replaceStaffDepartments } from './staff-members.repository';

type Query = z.output<typeof staffQuerySchema>;
/** Staff input; the service resolves the linked account's id from its username. */
export type StaffInput = z.output<typeof createStaffSchema> & { nguoi_dung_id?: string | null };

const audit = auditSelection(nhanVien);
const linkedUser = sql`${nguoiDung.id} = ${nhanVien.nguoi_dung_id}`;

const membershipJoin = and(
  eq(thanhVienToChuc.to_chuc_id, nhanVien.to_chuc_id),
  eq(thanhVienToChuc.nguoi_dung_id, nhanVien.nguoi_dung_id),
);

function selectStaff(exec: Executor) {
  return exec
    .select({
      id: nhanVien.id,
      ma: nhanVien.ma,
      ho_ten: nhanVien.ho_ten,
      chuc_danh: nhanVien.chuc_danh,
      so_dien_thoai: nhanVien.so_dien_thoai,
      so_chung_chi_hanh_nghe: nhanVien.so_chung_chi_hanh_nghe,
      nguoi_dung_id: nhanVien.nguoi_dung_id,
      ten_dang_nhap: nguoiDung.ten_dang_nhap,
      vai_tro: thanhVienToChuc.vai_tro,
      hoat_dong: nhanVien.hoat_dong,
      ...audit.columns,
    })
    .from(nhanVien)
    .leftJoin(nguoiDung, linkedUser)
    .leftJoin(thanhVienToChuc, membershipJoin)
    .leftJoin(audit.createdBy, audit.createdByOn)
    .leftJoin(audit.updatedBy, audit.updatedByOn);
}

type Row = Awaited<ReturnType<typeof selectStaff>>[number];

/** Adds each staff member's departments with one query for the whole page. */
async function withDepartments(exec: Executor, rows: Row[]): Promise<StaffRecord[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await exec
        .select({ nhan_vien_id: nhanVienKhoa.nhan_vien_id, id: khoa.id, ten: khoa.ten })
        .from(nhanVienKhoa)
        .innerJoin(khoa, eq(khoa.id, nhanVienKhoa.khoa_id))
        .where(inArray(nhanVienKhoa.nhan_vien_id, ids))
        .orderBy(khoa.ten)
    : [];
  return rows.map((row) => ({
    ...row,
    vai_tro: row.nguoi_dung_id ? ((row.vai_tro as VaiTro | null) ?? null) : null,
    khoa: links.filter((l) => l.nhan_vien_id === row.id).map(({ id, ten }) => ({ id, ten })),
    ...toRecordAudit(row),
  }));
}

const valuesOf = (input: StaffInput) => ({
  ma: input.ma,
  ho_ten: input.ho_ten,
  chuc_danh: input.chuc_danh,
  so_dien_thoai: input.so_dien_thoai,
  so_chung_chi_hanh_nghe: input.so_chung_chi_hanh_nghe,
  nguoi_dung_id: input.nguoi_dung_id ?? null,
  hoat_dong: input.hoat_dong,
  tu_khoa: normalizeSearchText(
    `${input.ma} ${input.ho_ten} ${input.chuc_danh ?? ''} ${input.ten_dang_nhap ?? ''}`,
  ),
});

/** The membership that gives a linked account its role; it follows the staff record's active flag. */
async function upsertMembership(exec: Executor, organisationId: string, input: StaffInput) {
  const userId = input.nguoi_dung_id ?? null;
  if (!userId || !input.vai_tro) return;
  await exec
    .insert(thanhVienToChuc)
    .values({
      id: newId(),
      to_chuc_id: organisationId,
      nguoi_dung_id: userId,
      vai_tro: input.vai_tro,
      hoat_dong: input.hoat_dong,
    })
    .onConflictDoUpdate({
      target: [thanhVienToChuc.to_chuc_id, thanhVienToChuc.nguoi_dung_id],
      set: { vai_tro: input.vai_tro, hoat_dong: input.hoat_dong },
    });
}

/** An account unlinked from (or replaced on) a staff record loses its access to the organisation. */
async function deactivateMembership(exec: Executor, organisationId: string, userId: string) {
  await exec
    .update(thanhVienToChuc)
    .set({ hoat_dong: false })
    .where(and(eq(thanhVienToChuc.to_chuc_id, organisationId), eq(thanhVienToChuc.nguoi_dung_id, userId)));
}

export async function linkedUserOf(
  exec: Executor,
  organisationId: string,
  staffId: string,
): Promise<string | null | undefined> {
  const [row] = await exec
    .select({ nguoi_dung_id: nhanVien.nguoi_dung_id })
    .from(nhanVien)
    .where(and(eq(nhanVien.id, staffId), eq(nhanVien.to_chuc_id, organisationId)));
  return row ? row.nguoi_dung_id : undefined;
}

export async function findUserIdByUsername(exec: Executor, username: string): Promise<string | undefined> {
  const [row] = await exec
    .select({ id: nguoiDung.id })
    .from(nguoiDung)
    .where(eq(nguoiDung.ten_dang_nhap, username));
  return row?.id;
}

export async function isUserLinkedElsewhere(
  exec: Executor,
  organisationId: string,
  userId: string,
  exceptStaffId?: string,
) {
  const [row] = await exec
    .select({ n: count() })
    .from(nhanVien)
    .where(
      and(
        eq(nhanVien.to_chuc_id, organisationId),
        eq(nhanVien.nguoi_dung_id, userId),
        exceptStaffId ? ne(nhanVien.id, exceptStaffId) : undefined,
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Active administrators of the organisation other than the given user. */
export async function countOtherActiveAdministrators(
  exec: Executor,
  organisationId: string,
  userId: string | null,
) {
  const [row] = await exec
    .select({ n: count() })
    .from(thanhVienToChuc)
    .where(
      and(
        eq(thanhVienToChuc.to_chuc_id, organisationId),
        eq(thanhVienToChuc.vai_tro, 'QUAN_TRI'),
        eq(thanhVienToChuc.hoat_dong, true),
        userId ? ne(thanhVienToChuc.nguoi_dung_id, userId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function countDepartmentsInOrganisation(exec: Executor, organisationId: string, ids: string[]) {
  if (ids.length === 0) return 0;
  const [row] = await exec
    .select({ n: count() })
    .from(khoa)
    .where(and(eq(khoa.to_chuc_id, organisationId), inArray(khoa.id, ids)));
  return row?.n ?? 0;
}

const baseStore = defineCatalogueStore<Query, StaffInput, Row, StaffRecord>({
  table: nhanVien,
  entity: 'nhan_vien',
  codeConstraint: 'nhan_vien_ma_uq',
  select: (exec) => selectStaff(exec).$dynamic(),
  toRecords: withDepartments,
  filters: (query) => [
    query.vai_tro ? eq(thanhVienToChuc.vai_tro, query.vai_tro) : undefined,
    query.khoa_id
      ? sql`exists (select 1 from ${nhanVienKhoa} where ${nhanVienKhoa.nhan_vien_id} = ${nhanVien.id} and ${nhanVienKhoa.khoa_id} = ${query.khoa_id})`
      : undefined,
  ],
  // The role filter names the membership, so the count joins it too.
  countSelect: (exec) =>
    exec.select({ n: count() }).from(nhanVien).leftJoin(thanhVienToChuc, membershipJoin).$dynamic(),
  sortable: {
    ma: nhanVien.ma,
    ho_ten: nhanVien.ho_ten,
    chuc_danh: nhanVien.chuc_danh,
    vai_tro: thanhVienToChuc.vai_tro,
    ngay_cap_nhat: nhanVien.ngay_cap_nhat,
  },
  values: valuesOf,
  async writeChildren(exec, organisationId, id, input) {
    await replaceStaffDepartments(exec, organisationId, id, input.khoa_ids);
    await upsertMembership(exec, organisationId, input);
  },
  async usage(exec, organisationId, id) {
    return (await linkedUserOf(exec, organisationId, id)) ? 'catalogue.staff_in_use' : null;
  },
});

export const staffStore: CatalogueStore<Query, StaffInput, StaffRecord> = {
  ...baseStore,
  async update(exec, organisationId, id, input, actorId) {
    const previousUserId = await linkedUserOf(exec, organisationId, id);
    if (!(await baseStore.update(exec, organisationId, id, input, actorId))) return false;
    if (previousUserId && previousUserId !== (input.nguoi_dung_id ?? null)) {
      await deactivateMembership(exec, organisationId, previousUserId);
    }
    return true;
  },
};
