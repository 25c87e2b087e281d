import {
  createStaffSchema,
  staffQuerySchema,
  staffRecordSchema,
  updateStaffSchema,
  type Locale,
  type StaffRecord,
  type VaiTro,
  ERROR_CODES,
} from '@kho/contracts';
import type { z } from 'zod';
import type { AppContext, CallerContext } from '../../platform/context';
import { AppError, FieldRuleError } from '../../platform/errors';
import type { AppInstance } from '../../platform/fastify-types';
import { findMembership } from '../organisations/organisations.repository';
import { registerCatalogueRoutes } from '../catalogues/catalogue.routes';
import { CatalogueService } from '../catalogues/catalogue.service';
import type { ExcelColumn } from '../catalogues/excel';
import type { OrganisationsService } from '../organisations/organisations.service';
import {
  countDepartmentsInOrganisation,
  countOtherActiveAdministrators,
  findUserIdByUsername,
  isUserLinkedElsewhere,
  linkedUserOf,
  staffStore,
  type StaffInput,
} from './staff.repository';

type Query = z.output<typeof staffQuerySchema>;

const ROLE_LABELS: Record<VaiTro, Record<Locale, string>> = {
  QUAN_TRI: { vi: 'Quản trị', en: 'Administrator' },
  DUOC_SI: { vi: 'Dược sĩ', en: 'Pharmacist' },
  THU_KHO: { vi: 'Thủ kho', en: 'Warehouse keeper' },
  BAC_SI: { vi: 'Bác sĩ', en: 'Doctor' },
  DIEU_DUONG: { vi: 'Điều dưỡng', en: 'Nurse' },
  QUAN_LY: { vi: 'Quản lý', en: 'Manager' },
};

const COLUMNS: ExcelColumn<StaffRecord>[] = [
  { header: { vi: 'Mã', en: 'Code' }, value: (r) => r.ma, width: 12 },
  { header: { vi: 'Họ tên', en: 'Full name' }, value: (r) => r.ho_ten, width: 28 },
  { header: { vi: 'Chức danh', en: 'Title' }, value: (r) => r.chuc_danh, width: 18 },
  {
    header: { vi: 'Số chứng chỉ hành nghề', en: 'Practising certificate' },
    value: (r) => r.so_chung_chi_hanh_nghe,
    width: 20,
  },
  { header: { vi: 'Tài khoản', en: 'Account' }, value: (r) => r.ten_dang_nhap, width: 16 },
  {
    header: { vi: 'Vai trò', en: 'Role' },
    value: (r, locale) => (r.vai_tro ? ROLE_LABELS[r.vai_tro][locale] : null),
    width: 16,
  },
  { header: { vi: 'Khoa', en: 'Departments' }, value: (r) => r.khoa.map((k) => k.ten).join(', '), width: 36 },
  { header: { vi: 'Hoạt động', en: 'Active' }, value: (r) => r.hoat_dong, width: 10 },
];

/**
 * Staff: linking a registered account (by username) makes that user a member with the chosen
 * role; the departments decide what the department/warehouse selector offers. The organisation
 * always keeps one active administrator.
 */
export class StaffService extends CatalogueService<Query, StaffInput, StaffRecord> {
  override async create(userId: string, input: StaffInput, caller: CallerContext) {
    await this.organisations.requireMember(input.to_chuc, userId, this.options.editors);
    return super.create(userId, await this.resolve(input), caller);
  }

  override async update(
    userId: string,
    id: string,
    input: StaffInput & { phien_ban: number },
    caller: CallerContext,
  ) {
    await this.organisations.requireMember(input.to_chuc, userId, this.options.editors);
    const resolved = await this.resolve(input, id);
    await this.assertAdministratorRemains(input.to_chuc, id, resolved);
    return super.update(userId, id, resolved, caller);
  }

  private async resolve<T extends StaffInput>(input: T, staffId?: string): Promise<T> {
    const db = this.ctx.db;
    if (
      (await countDepartmentsInOrganisation(db, input.to_chuc, input.khoa_ids)) !==
      new Set(input.khoa_ids).size
    ) {
      throw new FieldRuleError([{ path: 'khoa_ids', messageKey: 'catalogue.reference_not_found' }]);
    }
    if (!input.ten_dang_nhap) return { ...input, nguoi_dung_id: null };
    const linkedId = await findUserIdByUsername(db, input.ten_dang_nhap);
    if (!linkedId)
      throw new FieldRuleError([{ path: 'ten_dang_nhap', messageKey: 'catalogue.user_not_found' }]);
    if (await isUserLinkedElsewhere(db, input.to_chuc, linkedId, staffId)) {
      throw new FieldRuleError([{ path: 'ten_dang_nhap', messageKey: 'catalogue.user_already_staff' }]);
    }
    return { ...input, nguoi_dung_id: linkedId };
  }

  /** Refuses to demote, deactivate or unlink the last active administrator. */
  private async assertAdministratorRemains(organisationId: string, staffId: string, input: StaffInput) {
    const previousUserId = await linkedUserOf(this.ctx.db, organisationId, staffId);
    if (!previousUserId) return;
    const membership = await findMembership(this.ctx.db, organisationId, previousUserId);
    if (membership?.vai_tro !== 'QUAN_TRI') return;
    const staysAdministrator =
      input.nguoi_dung_id === previousUserId && input.vai_tro === 'QUAN_TRI' && input.hoat_dong;
    if (
      !staysAdministrator &&
      (await countOtherActiveAdministrators(this.ctx.db, organisationId, previousUserId)) === 0
    ) {
      throw new AppError(422, ERROR_CODES.BUSINESS_RULE, 'catalogue.last_admin');
    }
  }
}

export function registerStaffCatalogue(
  app: AppInstance,
  ctx: AppContext,
  organisations: OrganisationsService,
) {
  const service = new StaffService(ctx, organisations, staffStore, {
    editors: ['QUAN_TRI'],
    codeTakenKey: 'catalogue.code_taken',
    toCombobox: (r) => ({ id: r.id, ma: r.ma, ten: r.ho_ten }),
  });
  registerCatalogueRoutes(app, {
    resource: 'nhan-vien',
    querySchema: staffQuerySchema,
    createSchema: createStaffSchema,
    updateSchema: updateStaffSchema,
    recordSchema: staffRecordSchema,
    service,
    exportColumns: COLUMNS,
    exportName: { vi: 'Danh mục nhân viên', en: 'Staff' },
  });
}
