import { and, eq, inArray } from 'drizzle-orm';
import { normalizeSearchText } from '@kho/contracts';
import type { Executor } from '../../db/client';
import { nhanVien, nhanVienKhoa } from '../../db/schema/index';
import { newId } from '../../platform/ids';

export interface NewStaffMember {
  organisationId: string;
  ma: string;
  ho_ten: string;
  chuc_danh?: string | null;
  so_dien_thoai?: string | null;
  so_chung_chi_hanh_nghe?: string | null;
  userId: string | null;
  departmentIds: string[];
  hoat_dong?: boolean;
  actorId: string | null;
}

/** Inserts a staff record with its departments; used by organisation creation, seeding and the staff catalogue. */
export async function insertStaffMember(exec: Executor, staff: NewStaffMember): Promise<string> {
  const id = newId();
  await exec.insert(nhanVien).values({
    id,
    to_chuc_id: staff.organisationId,
    ma: staff.ma,
    ho_ten: staff.ho_ten,
    chuc_danh: staff.chuc_danh ?? null,
    so_dien_thoai: staff.so_dien_thoai ?? null,
    so_chung_chi_hanh_nghe: staff.so_chung_chi_hanh_nghe ?? null,
    nguoi_dung_id: staff.userId,
    hoat_dong: staff.hoat_dong ?? true,
    tu_khoa: normalizeSearchText(`${staff.ma} ${staff.ho_ten} ${staff.chuc_danh ?? ''}`),
    nguoi_tao_id: staff.actorId,
    nguoi_cap_nhat_id: staff.actorId,
  });
  await replaceStaffDepartments(exec, staff.organisationId, id, staff.departmentIds);
  return id;
}

/** Sets the departments of a staff member to exactly the given list. */
export async function replaceStaffDepartments(
  exec: Executor,
  organisationId: string,
  staffId: string,
  departmentIds: string[],
): Promise<void> {
  await exec.delete(nhanVienKhoa).where(eq(nhanVienKhoa.nhan_vien_id, staffId));
  const unique = [...new Set(departmentIds)];
  if (unique.length === 0) return;
  await exec
    .insert(nhanVienKhoa)
    .values(
      unique.map((khoa_id) => ({ id: newId(), to_chuc_id: organisationId, nhan_vien_id: staffId, khoa_id })),
    );
}

export async function findStaffIdsByUsers(exec: Executor, organisationId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return exec
    .select({ id: nhanVien.id, nguoi_dung_id: nhanVien.nguoi_dung_id })
    .from(nhanVien)
    .where(and(eq(nhanVien.to_chuc_id, organisationId), inArray(nhanVien.nguoi_dung_id, userIds)));
}
