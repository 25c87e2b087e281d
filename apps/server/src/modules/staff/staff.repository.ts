import { and, count, eq, exists, inArray, ne, sql } from 'drizzle-orm';
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
import {
  auditSelection,
  commonFilters,
  orderBy,
  pageOf,
  toRecordAudit,
  updateIfVersion,
} from '../catalogues/catalogue-sql';
import { replaceStaffDepartments } from './staff-members.repository';

type Query = z.output<typeof staffQuerySchema>;
/** Staff input; the service resolves the linked account's id from its username. */
export type StaffInput = z.output<typeof createStaffSchema> & { nguoi_dung_id?: string | null };

const audit = auditSelection(nhanVien);
const linkedUser = sql`${nguoiDung.id} = ${nhanVien.nguoi_dung_id}`;

function selectStaff(exec: Executor) {
  return exec
    .select({
      id: nhanVien.id,
      ma: nhanVien.ma,
      ho_ten: nhanVien.ho_ten,
      chuc_danh: nhanVien.chuc_danh,
      so_dien_thoai: nhanVien.so_dien_thoai,
      nguoi_dung_id: nhanVien.nguoi_dung_id,
      ten_dang_nhap: nguoiDung.ten_dang_nhap,
      vai_tro: thanhVienToChuc.vai_tro,
      hoat_dong: nhanVien.hoat_dong,
      ...audit.columns,
    })
    .from(nhanVien)
    .leftJoin(nguoiDung, linkedUser)
    .leftJoin(
      thanhVienToChuc,
      and(
        eq(thanhVienToChuc.to_chuc_id, nhanVien.to_chuc_id),
        eq(thanhVienToChuc.nguoi_dung_id, nhanVien.nguoi_dung_id),
      ),
    )
    .leftJoin(audit.createdBy, audit.createdByOn)
    .leftJoin(audit.updatedBy, audit.updatedByOn);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectStaff>['execute']>>[number];

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
  nguoi_dung_id: input.nguoi_dung_id ?? null,
  hoat_dong: input.hoat_dong,
  tu_khoa: normalizeSearchText(
    `${input.ma} ${input.ho_ten} ${input.chuc_danh ?? ''} ${input.ten_dang_nhap ?? ''}`,
  ),
});

/** The membership that gives a linked account its role; it follows the staff record's active flag. */
async function syncMembership(
  exec: Executor,
  organisationId: string,
  input: StaffInput,
  previousUserId: string | null,
) {
  const userId = input.nguoi_dung_id ?? null;
  if (previousUserId && previousUserId !== userId) {
    await exec
      .update(thanhVienToChuc)
      .set({ hoat_dong: false })
      .where(
        and(
          eq(thanhVienToChuc.to_chuc_id, organisationId),
          eq(thanhVienToChuc.nguoi_dung_id, previousUserId),
        ),
      );
  }
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

export const staffStore: CatalogueStore<Query, StaffInput, StaffRecord> = {
  table: nhanVien,
  entity: 'nhan_vien',
  codeConstraint: 'nhan_vien_ma_uq',

  async list(exec, query) {
    const where = and(
      ...commonFilters(nhanVien, query),
      query.vai_tro ? eq(thanhVienToChuc.vai_tro, query.vai_tro) : undefined,
      query.khoa_id
        ? exists(
            exec
              .select({ id: nhanVienKhoa.id })
              .from(nhanVienKhoa)
              .where(
                and(eq(nhanVienKhoa.nhan_vien_id, nhanVien.id), eq(nhanVienKhoa.khoa_id, query.khoa_id)),
              ),
          )
        : undefined,
    );
    const sortable = {
      ma: nhanVien.ma,
      ho_ten: nhanVien.ho_ten,
      chuc_danh: nhanVien.chuc_danh,
      vai_tro: thanhVienToChuc.vai_tro,
      ngay_cap_nhat: nhanVien.ngay_cap_nhat,
    };
    const { offset, limit } = pageOf(query);
    const [rows, [total]] = await Promise.all([
      selectStaff(exec)
        .where(where)
        .orderBy(...orderBy(sortable, query.sap_xep, query.chieu, nhanVien))
        .offset(offset)
        .limit(limit),
      exec
        .select({ n: count() })
        .from(nhanVien)
        .leftJoin(
          thanhVienToChuc,
          and(
            eq(thanhVienToChuc.to_chuc_id, nhanVien.to_chuc_id),
            eq(thanhVienToChuc.nguoi_dung_id, nhanVien.nguoi_dung_id),
          ),
        )
        .where(where),
    ]);
    return { rows: await withDepartments(exec, rows), total: total?.n ?? 0 };
  },

  async find(exec, organisationId, id) {
    const rows = await selectStaff(exec).where(
      and(eq(nhanVien.id, id), eq(nhanVien.to_chuc_id, organisationId)),
    );
    return (await withDepartments(exec, rows))[0];
  },

  async insert(exec, organisationId, id, input, actorId) {
    await exec
      .insert(nhanVien)
      .values({
        id,
        to_chuc_id: organisationId,
        ...valuesOf(input),
        nguoi_tao_id: actorId,
        nguoi_cap_nhat_id: actorId,
      });
    await replaceStaffDepartments(exec, organisationId, id, input.khoa_ids);
    await syncMembership(exec, organisationId, input, null);
  },

  async update(exec, organisationId, id, input, actorId) {
    const previousUserId = (await linkedUserOf(exec, organisationId, id)) ?? null;
    if (
      !(await updateIfVersion(exec, nhanVien, organisationId, id, input.phien_ban, actorId, valuesOf(input)))
    )
      return false;
    await replaceStaffDepartments(exec, organisationId, id, input.khoa_ids);
    await syncMembership(exec, organisationId, input, previousUserId);
    return true;
  },

  async usage(exec, organisationId, id) {
    return (await linkedUserOf(exec, organisationId, id)) ? 'catalogue.staff_in_use' : null;
  },
};
