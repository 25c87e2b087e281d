import {
  normalizeSearchText,
  type createOrganisationRequestSchema,
  type DepartmentWithWarehouses,
  type Organisation,
  type VaiTro,
  type Warehouse,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { AppContext, CallerContext } from '../../platform/context';
import { isUniqueViolation } from '../../db/errors';
import type { MembershipLookup } from '../../platform/auth/route-roles';
import { FieldRuleError, forbidden } from '../../platform/errors';
import { newId } from '../../platform/ids';
import {
  lastClosedMonthKey,
  organisationTodayKey,
  readOncePerRequest,
  rememberForRequest,
  warehouseAccessKey,
} from '../../platform/request-memo';
import { insertAudit } from '../audit/audit.repository';
import { insertStaffMember } from '../staff/staff-members.repository';
import { findUserById } from '../users/users.repository';
import { insertSystemData } from '../system-data/system-data.repository';
import { defaultSystemData } from '../system-data/system-data.defaults';
import {
  canAccessWarehouse,
  countRecentVouchersOfUser,
  findMembership,
  insertDepartment,
  insertMembership,
  insertOrganisation,
  insertWarehouse,
  isOrganisationCodeTaken,
  listAccessibleWarehouseIds,
  listAssignedDepartments,
  listOrganisationsOfUser,
  listRolesOfUser,
  listWarehousesOfDepartments,
} from './organisations.repository';

type CreateInput = z.output<typeof createOrganisationRequestSchema>;

const codeTaken = () => new FieldRuleError([{ path: 'ma', messageKey: 'org.code_taken' }]);

export class OrganisationsService implements MembershipLookup {
  constructor(private readonly ctx: AppContext) {}

  async roleIn(organisationId: string, userId: string): Promise<VaiTro | undefined> {
    return (await this.membership(organisationId, userId))?.vai_tro;
  }

  /**
   * The caller's active membership, read once per request (the route's role check and the
   * service's check ask the same), unless read inside the caller's transaction.
   */
  private membership(organisationId: string, userId: string, exec: Executor = this.ctx.db) {
    if (exec !== this.ctx.db) return findMembership(exec, organisationId, userId);
    return readOncePerRequest(
      `membership:${organisationId}:${userId}`,
      async () => {
        const found = await findMembership(this.ctx.db, organisationId, userId);
        if (found) {
          rememberForRequest(organisationTodayKey(organisationId), found.today);
          rememberForRequest(lastClosedMonthKey(organisationId), found.closed_through);
        }
        return found;
      },
      (found) => found !== undefined,
    );
  }

  rolesHeld(userId: string): Promise<VaiTro[]> {
    return listRolesOfUser(this.ctx.db, userId);
  }

  /** The caller's role in the organisation; 403 when not an active member (organisation scope). */
  async requireMember(
    organisationId: string,
    userId: string,
    allowed?: readonly VaiTro[],
    exec: Executor = this.ctx.db,
  ): Promise<VaiTro> {
    const membership = await this.membership(organisationId, userId, exec);
    if (!membership) throw forbidden('common.not_member');
    if (allowed && !allowed.includes(membership.vai_tro)) throw forbidden();
    return membership.vai_tro;
  }

  /** 403 unless the user may act in the warehouse (its department, or an administrator). */
  async requireWarehouseAccess(
    userId: string,
    warehouseId: string,
    exec: Executor = this.ctx.db,
  ): Promise<void> {
    // Read once per request (a new voucher's warehouse lookup may have answered it), unless read
    // inside the caller's transaction.
    const allowed =
      exec === this.ctx.db
        ? await readOncePerRequest(
            warehouseAccessKey(userId, warehouseId),
            () => canAccessWarehouse(exec, userId, warehouseId),
            (ok) => ok,
          )
        : await canAccessWarehouse(exec, userId, warehouseId);
    if (!allowed) throw forbidden();
  }

  /** The warehouses of the organisation the user may act in. */
  accessibleWarehouseIds(userId: string, organisationId: string): Promise<string[]> {
    return listAccessibleWarehouseIds(this.ctx.db, userId, organisationId);
  }

  listMine(userId: string): Promise<Organisation[]> {
    return listOrganisationsOfUser(this.ctx.db, userId);
  }

  /** The creator becomes administrator, with a first department, warehouse and the default lists. */
  async create(userId: string, input: CreateInput, caller: CallerContext): Promise<Organisation> {
    if (await isOrganisationCodeTaken(this.ctx.db, input.ma)) throw codeTaken();
    try {
      return await this.ctx.db.transaction(async (tx) => {
        const organisation = await insertOrganisation(tx, {
          id: newId(),
          ma: input.ma,
          ten: input.ten,
          dia_chi: input.dia_chi ?? null,
          so_dien_thoai: input.so_dien_thoai ?? null,
          nguoi_tao_id: userId,
          nguoi_cap_nhat_id: userId,
        });
        await insertMembership(tx, {
          id: newId(),
          to_chuc_id: organisation.id,
          nguoi_dung_id: userId,
          vai_tro: 'QUAN_TRI',
        });
        const departmentName = input.ten_khoa_dau_tien ?? 'Khoa Dược';
        const department = await insertDepartment(tx, {
          id: newId(),
          to_chuc_id: organisation.id,
          ma: 'KD',
          ten: departmentName,
          loai_khoa: 'DUOC',
          tu_khoa: normalizeSearchText(`KD ${departmentName}`),
          nguoi_tao_id: userId,
          nguoi_cap_nhat_id: userId,
        });
        const warehouseName = input.ten_kho_dau_tien ?? 'Kho tổng';
        await insertWarehouse(tx, {
          id: newId(),
          to_chuc_id: organisation.id,
          khoa_id: department.id,
          ma: 'KT',
          ten: warehouseName,
          loai_kho: 'KHO_TONG',
          tu_khoa: normalizeSearchText(`KT ${warehouseName}`),
          nguoi_tao_id: userId,
          nguoi_cap_nhat_id: userId,
        });
        const creator = await findUserById(tx, userId);
        await insertStaffMember(tx, {
          organisationId: organisation.id,
          ma: 'NV001',
          ho_ten: creator?.ho_ten ?? '',
          userId,
          departmentIds: [department.id],
          actorId: userId,
        });
        await insertSystemData(tx, defaultSystemData(organisation.id, userId));
        await insertAudit(tx, {
          hanh_dong: 'ORGANISATION_CREATE',
          to_chuc_id: organisation.id,
          nguoi_dung_id: userId,
          doi_tuong: 'to_chuc',
          doi_tuong_id: organisation.id,
          dia_chi_ip: caller.ip,
        });
        return {
          id: organisation.id,
          ma: organisation.ma,
          ten: organisation.ten,
          dia_chi: organisation.dia_chi,
          so_dien_thoai: organisation.so_dien_thoai,
          mui_gio: organisation.mui_gio,
          vai_tro: 'QUAN_TRI' as const,
        };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'to_chuc_ma_uq')) throw codeTaken();
      throw error;
    }
  }

  /** Departments the caller is assigned to, each with its warehouses (spec §7). */
  async myDepartments(userId: string, organisationId: string): Promise<DepartmentWithWarehouses[]> {
    await this.requireMember(organisationId, userId);
    const departments = await listAssignedDepartments(this.ctx.db, organisationId, userId);
    const warehouses = await listWarehousesOfDepartments(
      this.ctx.db,
      departments.map((d) => d.id),
    );
    const recentWork = await countRecentVouchersOfUser(
      this.ctx.db,
      organisationId,
      userId,
      warehouses.map((w) => w.id),
    );
    const grouped = departments.map((department) => ({
      department,
      warehouses: warehouses.filter((w) => w.khoa_id === department.id),
    }));
    const defaultId = defaultWarehouseId(
      grouped.flatMap((g) => g.warehouses),
      recentWork,
    );
    return grouped.map(({ department, warehouses: own }) => ({
      ...department,
      kho_truc_thuoc: own.map((w) => ({ ...w, mac_dinh: w.id === defaultId })),
    }));
  }
}

/**
 * The warehouse a first visit selects: the one where the user created or approved the most vouchers
 * lately, else the first listed (the first department's main store). Ties go to the earlier listed.
 */
function defaultWarehouseId(listed: Warehouse[], recentWork: Map<string, number>): string | undefined {
  let best: { id: string; count: number } | undefined;
  for (const warehouse of listed) {
    const count = recentWork.get(warehouse.id) ?? 0;
    if (!best || count > best.count) best = { id: warehouse.id, count };
  }
  return best?.id;
}
