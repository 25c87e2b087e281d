import { ERROR_CODES, type ClosedPeriod, type closePeriodSchema, type VaiTro } from '@kho/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { newId } from '../../../platform/ids';
import type { OrganisationsService } from '../../organisations/organisations.service';
import { deleteMonthBalances } from '../../reports/period-balances.repository';
import { monthLabel } from '../engine/stock-engine';
import { lockMonthBalances, lockPeriodsExclusive, organisationToday } from '../engine/periods.repository';
import { VOUCHER_APPROVE_ROLES } from '../vouchers/voucher-kind';
import { writePendingMonthBalances } from './month-balances.service';
import {
  countPendingThrough,
  deleteClosedPeriod,
  findClosedPeriod,
  findLatestClosedPeriod,
  insertClosedPeriod,
  listClosedPeriods,
} from './periods.repository';

/** Closing a month is the approvers'; reopening one the administrator's alone. */
export const PERIOD_CLOSE_ROLES: readonly VaiTro[] = VOUCHER_APPROVE_ROLES;
export const PERIOD_REOPEN_ROLES: readonly VaiTro[] = ['QUAN_TRI'];

const rule = (key: ConstructorParameters<typeof AppError>[2], params?: Record<string, string | number>) =>
  new AppError(409, ERROR_CODES.BUSINESS_RULE, key, params);

/**
 * Period closing (khóa sổ): a closed month, and every month before it, takes no movement. Closing
 * holds the organisation's period lock exclusively, so it waits for movements in flight and they
 * wait for it, only while it checks and records the month (decision 0011). The month-end balances
 * the reports start from are written after that commits (decision 0042), so movements do not wait
 * for them.
 */
export class PeriodsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(userId: string, organisationId: string): Promise<ClosedPeriod[]> {
    await this.organisations.requireMember(organisationId, userId);
    return listClosedPeriods(this.ctx.db, organisationId);
  }

  async close(userId: string, input: z.output<typeof closePeriodSchema>): Promise<ClosedPeriod> {
    await this.organisations.requireMember(input.to_chuc, userId, PERIOD_CLOSE_ROLES);
    const month = `${input.thang}-01`;
    const today = await organisationToday(this.ctx.db, input.to_chuc);
    if (month >= `${today.slice(0, 7)}-01`) throw rule('inventory.period_not_past');
    const id = await this.ctx.db.transaction(async (tx) => {
      await lockPeriodsExclusive(tx, input.to_chuc);
      // Closing a month closes the ones before it too: a month at or before the latest is closed.
      const latest = await findLatestClosedPeriod(tx, input.to_chuc);
      if (latest && latest.thang >= month)
        throw rule('inventory.period_already_closed', { month: monthLabel(month) });
      const pending = await countPendingThrough(tx, input.to_chuc, latest?.thang ?? null, month);
      if (pending > 0)
        throw rule('inventory.period_pending_vouchers', { count: pending, month: monthLabel(month) });
      const row = await insertClosedPeriod(tx, {
        id: newId(),
        to_chuc_id: input.to_chuc,
        thang: month,
        nguoi_khoa_id: userId,
      });
      if (!row) throw rule('inventory.period_already_closed', { month: monthLabel(month) });
      return row.id;
    });
    // The month is closed whatever happens next: balances cut off here are finished by the
    // server's sweep (main.ts), and the reports read the month from its ledger meanwhile.
    await writePendingMonthBalances(this.ctx.db, input.to_chuc).catch((error: unknown) =>
      this.log.error({ err: error, organisationId: input.to_chuc }, 'month-end balances not written'),
    );
    const closed = (await this.list(userId, input.to_chuc)).find((p) => p.id === id);
    return closed!;
  }

  /** Reopens the latest closed month only (administrator): earlier ones stay closed under it. */
  async reopen(userId: string, organisationId: string, id: string): Promise<ClosedPeriod> {
    await this.organisations.requireMember(organisationId, userId, PERIOD_REOPEN_ROLES);
    return this.ctx.db.transaction(async (tx) => {
      // The balances' lock first: a month whose balances are being written is reopened after
      // them, and movements do not wait meanwhile.
      await lockMonthBalances(tx, organisationId);
      await lockPeriodsExclusive(tx, organisationId);
      const latest = await findLatestClosedPeriod(tx, organisationId);
      const target = await findClosedPeriod(tx, organisationId, id);
      if (!target) throw notFound('inventory.period_not_found');
      if (latest?.id !== target.id) throw rule('inventory.period_not_latest');
      await deleteClosedPeriod(tx, id);
      await deleteMonthBalances(tx, organisationId, target.thang);
      return {
        id: target.id,
        thang: target.thang,
        ngay_khoa: target.ngay_khoa.toISOString(),
        nguoi_khoa_ten: null,
        so_du_xong: target.so_du_ghi_luc !== null,
      };
    });
  }
}
