import { ERROR_CODES, type LoginResponse, type RefreshResponse, type User } from '@kho/contracts';
import type { z } from 'zod';
import type { loginRequestSchema, logoutRequestSchema, updateDeviceRequestSchema } from '@kho/contracts';
import { AppError, forbidden } from '../../platform/errors';
import type { AppContext, CallerContext } from '../../platform/context';
import { newId } from '../../platform/ids';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/passwords';
import type { AccessClaims } from '../../platform/auth/tokens';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/tokens';
import {
  countLoginFailures,
  insertAudit,
  lastLoginSuccess,
  lockLoginAttempts,
} from '../audit/audit.repository';
import { findMembership } from '../organisations/organisations.repository';
import { countActiveMemberships, findUserById, findUserByUsername, toUser } from '../users/users.repository';
import type { Executor } from '../../db/client';
import {
  claimRefreshToken,
  findRefreshTokenByHash,
  insertRefreshToken,
  endDeviceSession,
  findDevice,
  revokeDeviceTokens,
  revokeFamily,
  upsertDevice,
} from './auth.repository';

type LoginInput = z.output<typeof loginRequestSchema>;
type LogoutInput = z.output<typeof logoutRequestSchema>;
type UpdateDeviceInput = z.output<typeof updateDeviceRequestSchema>;

const refreshInvalid = () => new AppError(401, ERROR_CODES.REFRESH_TOKEN_INVALID, 'auth.refresh_invalid');

/** What a call that issues tokens answers, and the refresh token the route puts in its cookie. */
export interface Issued<T> {
  body: T;
  refreshToken: string;
}

export class AuthService {
  constructor(private readonly ctx: AppContext) {}

  async login(input: LoginInput, caller: CallerContext): Promise<Issued<LoginResponse>> {
    const username = input.ten_dang_nhap.toLowerCase();
    // Attempts for one username from one address take turns (a transaction-scoped advisory lock),
    // so parallel guesses cannot all read the failure count before any of them is recorded.
    const user = await this.ctx.db.transaction(async (tx) => {
      await lockLoginAttempts(tx, username, caller.ip);
      await this.assertNotRateLimited(tx, username, caller.ip);
      const found = await findUserByUsername(tx, username);
      const passwordOk = await verifyPassword(
        found?.mat_khau_hash ?? (await dummyPasswordHash()),
        input.mat_khau,
      );
      if (found && passwordOk) return found;
      await insertAudit(tx, {
        hanh_dong: 'LOGIN_FAILED',
        nguoi_dung_id: found?.id ?? null,
        ten_dang_nhap: username,
        dia_chi_ip: caller.ip,
      });
      return undefined;
    });
    if (!user) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'auth.login_failed');
    if (!user.hoat_dong) throw new AppError(403, ERROR_CODES.FORBIDDEN, 'auth.account_disabled');

    const deviceId = input.device_id ?? newId();
    const { refreshToken, session } = await this.ctx.db.transaction(async (tx) => {
      const session = await upsertDevice(tx, {
        nguoi_dung_id: user.id,
        ma_thiet_bi: deviceId,
        user_agent: caller.userAgent?.slice(0, 500) ?? null,
        ...(input.fcm_token !== undefined ? { fcm_token: input.fcm_token } : {}),
      });
      const refreshToken = await this.issueRefreshToken(tx, user.id, deviceId, newId());
      await insertAudit(tx, {
        hanh_dong: 'LOGIN',
        nguoi_dung_id: user.id,
        ten_dang_nhap: username,
        dia_chi_ip: caller.ip,
        du_lieu: { device_id: deviceId },
      });
      return { refreshToken, session };
    });
    const accessToken = await this.ctx.tokens.sign({ userId: user.id, deviceId, session });
    const organisations = await countActiveMemberships(this.ctx.db, user.id);
    return {
      body: { access_token: accessToken, device_id: deviceId, user: toUser(user, organisations) },
      refreshToken,
    };
  }

  /** Rotates a refresh token; a token presented twice revokes its whole family. */
  async refresh(token: string, caller: CallerContext): Promise<Issued<RefreshResponse>> {
    const row = await findRefreshTokenByHash(this.ctx.db, hashOpaqueToken(token));
    if (!row || row.ngay_thu_hoi || row.het_han.getTime() <= Date.now()) throw refreshInvalid();

    const outcome = await this.ctx.db.transaction(async (tx) => {
      if (!(await claimRefreshToken(tx, row.id))) return { reused: true as const };
      const user = await findUserById(tx, row.nguoi_dung_id);
      if (!user?.hoat_dong) return { disabled: true as const };
      const next = await this.issueRefreshToken(tx, row.nguoi_dung_id, row.ma_thiet_bi, row.ho_token);
      const device = await findDevice(tx, row.nguoi_dung_id, row.ma_thiet_bi);
      return { next, session: device?.phien_dang_nhap ?? 1 };
    });
    if ('reused' in outcome) {
      // A stolen token may be in use: end the device's session too, not only its refresh tokens.
      await this.ctx.db.transaction(async (tx) => {
        await revokeFamily(tx, row.ho_token);
        await endDeviceSession(tx, row.nguoi_dung_id, row.ma_thiet_bi);
      });
      await this.ctx.realtime.disconnectDevice(row.nguoi_dung_id, row.ma_thiet_bi);
      await insertAudit(this.ctx.db, {
        hanh_dong: 'REFRESH_TOKEN_REUSED',
        nguoi_dung_id: row.nguoi_dung_id,
        dia_chi_ip: caller.ip,
        du_lieu: { device_id: row.ma_thiet_bi },
      });
      throw new AppError(401, ERROR_CODES.REFRESH_TOKEN_INVALID, 'auth.refresh_reused');
    }
    if ('disabled' in outcome) throw refreshInvalid();
    const accessToken = await this.ctx.tokens.sign({
      userId: row.nguoi_dung_id,
      deviceId: row.ma_thiet_bi,
      session: outcome.session,
    });
    return { body: { access_token: accessToken }, refreshToken: outcome.next };
  }

  async logout(claims: AccessClaims, input: LogoutInput, caller: CallerContext): Promise<void> {
    const deviceId = input.device_id ?? claims.deviceId;
    await this.ctx.db.transaction(async (tx) => {
      await revokeDeviceTokens(tx, claims.userId, deviceId);
      await upsertDevice(tx, { nguoi_dung_id: claims.userId, ma_thiet_bi: deviceId, fcm_token: null });
      await endDeviceSession(tx, claims.userId, deviceId);
      await insertAudit(tx, {
        hanh_dong: 'LOGOUT',
        nguoi_dung_id: claims.userId,
        dia_chi_ip: caller.ip,
        du_lieu: { device_id: deviceId },
      });
    });
    await this.ctx.realtime.disconnectDevice(claims.userId, deviceId);
  }

  /** Stores the device's push subscription and the organisations it follows (members only). */
  async updateDevice(claims: AccessClaims, input: UpdateDeviceInput): Promise<void> {
    const organisations = [...new Set(input.organizations)];
    for (const organisationId of organisations) {
      if (!(await findMembership(this.ctx.db, organisationId, claims.userId)))
        throw forbidden('common.not_member');
    }
    await upsertDevice(this.ctx.db, {
      nguoi_dung_id: claims.userId,
      ma_thiet_bi: input.device_id,
      fcm_token: input.fcm_token,
      to_chuc_ids: organisations,
    });
  }

  async currentUser(userId: string): Promise<User> {
    const user = await findUserById(this.ctx.db, userId);
    if (!user?.hoat_dong) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'auth.unauthenticated');
    return toUser(user, await countActiveMemberships(this.ctx.db, userId));
  }

  private async issueRefreshToken(exec: Executor, userId: string, deviceId: string, family: string) {
    const token = newOpaqueToken();
    await insertRefreshToken(exec, {
      nguoi_dung_id: userId,
      ma_thiet_bi: deviceId,
      ho_token: family,
      token_hash: hashOpaqueToken(token),
      het_han: new Date(Date.now() + this.ctx.config.refreshTokenTtlSeconds * 1000),
    });
    return token;
  }

  /** At most N failures per username and address in the window; a success starts the count anew. */
  private async assertNotRateLimited(exec: Executor, username: string, ip: string): Promise<void> {
    const windowMs = this.ctx.config.loginWindowSeconds * 1000;
    const windowStart = new Date(Date.now() - windowMs);
    const lastSuccess = await lastLoginSuccess(exec, username, ip);
    const since = lastSuccess && lastSuccess > windowStart ? lastSuccess : windowStart;
    const { failures, oldest } = await countLoginFailures(exec, username, ip, since);
    if (failures < this.ctx.config.loginMaxFailures) return;
    const retryAfterMs = Math.max(1000, (oldest?.getTime() ?? Date.now()) + windowMs - Date.now());
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    throw new AppError(
      429,
      ERROR_CODES.RATE_LIMITED,
      'auth.too_many_attempts',
      { minutes },
      { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) },
    );
  }
}
