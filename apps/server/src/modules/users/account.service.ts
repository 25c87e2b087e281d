import type { User } from '@kho/contracts';
import type { Locale, registerRequestSchema, updateProfileRequestSchema } from '@kho/contracts';
import type { z } from 'zod';
import type { AppContext, CallerContext } from '../../platform/context';
import { isUniqueViolation } from '../../db/errors';
import { FieldRuleError, unauthenticated } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { insertAudit } from '../audit/audit.repository';
import {
  countActiveMemberships,
  findUserById,
  findUserByUsername,
  insertUser,
  isEmailTaken,
  toUser,
  updateUser,
} from './users.repository';

type RegisterInput = z.output<typeof registerRequestSchema>;
type ProfileInput = z.output<typeof updateProfileRequestSchema>;

const usernameTaken = () =>
  new FieldRuleError([{ path: 'ten_dang_nhap', messageKey: 'auth.username_taken' }]);
const emailTaken = () => new FieldRuleError([{ path: 'email', messageKey: 'auth.email_taken' }]);

/** Registration and the caller's own profile (tai-khoan). */
export class AccountService {
  constructor(private readonly ctx: AppContext) {}

  async register(input: RegisterInput, caller: CallerContext): Promise<User> {
    if (await findUserByUsername(this.ctx.db, input.ten_dang_nhap)) throw usernameTaken();
    if (await isEmailTaken(this.ctx.db, input.email)) throw emailTaken();
    const passwordHash = await hashPassword(input.mat_khau);
    try {
      const user = await this.ctx.db.transaction(async (tx) => {
        const row = await insertUser(tx, {
          id: newId(),
          ten_dang_nhap: input.ten_dang_nhap,
          ho_ten: input.ho_ten,
          email: input.email,
          so_dien_thoai: input.so_dien_thoai ?? null,
          mat_khau_hash: passwordHash,
        });
        await insertAudit(tx, {
          hanh_dong: 'REGISTER',
          nguoi_dung_id: row.id,
          ten_dang_nhap: row.ten_dang_nhap,
          dia_chi_ip: caller.ip,
        });
        return row;
      });
      return toUser(user, 0);
    } catch (error) {
      // Two registrations racing for the same name: the unique index decides.
      if (isUniqueViolation(error, 'nguoi_dung_ten_dang_nhap_uq')) throw usernameTaken();
      if (isUniqueViolation(error, 'nguoi_dung_email_uq')) throw emailTaken();
      throw error;
    }
  }

  async updateProfile(userId: string, input: ProfileInput, caller: CallerContext): Promise<User> {
    const current = await findUserById(this.ctx.db, userId);
    if (!current?.hoat_dong) throw unauthenticated();
    if (await isEmailTaken(this.ctx.db, input.email, userId)) throw emailTaken();
    let passwordHash: string | undefined;
    if (input.mat_khau_moi) {
      if (!(await verifyPassword(current.mat_khau_hash, input.mat_khau_hien_tai ?? ''))) {
        throw new FieldRuleError([{ path: 'mat_khau_hien_tai', messageKey: 'auth.wrong_current_password' }]);
      }
      passwordHash = await hashPassword(input.mat_khau_moi);
    }
    try {
      const updated = await this.ctx.db.transaction(async (tx) => {
        const row = await updateUser(tx, userId, {
          ho_ten: input.ho_ten,
          email: input.email,
          so_dien_thoai: input.so_dien_thoai ?? null,
          ...(passwordHash ? { mat_khau_hash: passwordHash } : {}),
        });
        await insertAudit(tx, {
          hanh_dong: passwordHash ? 'PROFILE_UPDATE_PASSWORD' : 'PROFILE_UPDATE',
          nguoi_dung_id: userId,
          dia_chi_ip: caller.ip,
        });
        return row;
      });
      return toUser(updated, await countActiveMemberships(this.ctx.db, userId));
    } catch (error) {
      if (isUniqueViolation(error, 'nguoi_dung_email_uq')) throw emailTaken();
      throw error;
    }
  }

  /**
   * Stores the language the user chose on the toggle. Idempotent: the same language again changes
   * nothing (not even the update time).
   */
  async updateLanguage(userId: string, language: Locale): Promise<User> {
    const current = await findUserById(this.ctx.db, userId);
    if (!current?.hoat_dong) throw unauthenticated();
    const row =
      current.ngon_ngu === language ? current : await updateUser(this.ctx.db, userId, { ngon_ngu: language });
    return toUser(row, await countActiveMemberships(this.ctx.db, userId));
  }
}
