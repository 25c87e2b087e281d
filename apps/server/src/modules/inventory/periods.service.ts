import { ERROR_CODES, type ClosedPeriod, type closePeriodSchema } from '@kho/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { kyKhoaSo, nguoiDung } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { OrganisationsService } from '../organisations/organisations.service';
import { monthLabel } from './stock-engine';
import { lockPeriodsExclusive, organisationToday } from './stock.repository';
import { VOUCHER_APPROVE_ROLES } from './voucher-kind';
import { countPendingInMonth } from './vouchers.repository';

const rule = (key: ConstructorParameters<typeof AppError>[2], params?: Record<string, string | number>) =>
  new AppError(409, ERROR_CODES.BUSINESS_RULE, key, params);

/**
 * Period closing (khóa sổ): a closed month takes no movement. Closing holds the organisation's
 * period lock exclusively, so it waits for movements in flight and they wait for it.
 */
export class PeriodsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
  ) {}

  async list(userId: string, organisationId: string): Promise<ClosedPeriod[]> {
    await this.organisations.requireMember(organisationId, userId);
    const rows = await this.ctx.db
      .select({
        id: kyKhoaSo.id,
        thang: kyKhoaSo.thang,
        ngay_khoa: kyKhoaSo.ngay_khoa,
        nguoi_khoa_ten: nguoiDung.ho_ten,
      })
      .from(kyKhoaSo)
      .leftJoin(nguoiDung, eq(nguoiDung.id, kyKhoaSo.nguoi_khoa_id))
      .where(eq(kyKhoaSo.to_chuc_id, organisationId))
      .orderBy(desc(kyKhoaSo.thang));
    return rows.map((r) => ({ ...r, ngay_khoa: r.ngay_khoa.toISOString() }));
  }

  async close(userId: string, input: z.output<typeof closePeriodSchema>): Promise<ClosedPeriod> {
    await this.organisations.requireMember(input.to_chuc, userId, VOUCHER_APPROVE_ROLES);
    const month = `${input.thang}-01`;
    const today = await organisationToday(this.ctx.db, input.to_chuc);
    if (month >= `${today.slice(0, 7)}-01`) throw rule('inventory.period_not_past');
    const id = await this.ctx.db.transaction(async (tx) => {
      await lockPeriodsExclusive(tx, input.to_chuc);
      const pending = await countPendingInMonth(tx, input.to_chuc, month);
      if (pending > 0)
        throw rule('inventory.period_pending_vouchers', { count: pending, month: monthLabel(month) });
      const [row] = await tx
        .insert(kyKhoaSo)
        .values({ id: newId(), to_chuc_id: input.to_chuc, thang: month, nguoi_khoa_id: userId })
        .onConflictDoNothing()
        .returning({ id: kyKhoaSo.id });
      if (!row) throw rule('inventory.period_already_closed', { month: monthLabel(month) });
      return row.id;
    });
    const closed = (await this.list(userId, input.to_chuc)).find((p) => p.id === id);
    return closed!;
  }

  /** Reopens the latest closed month only (administrator): earlier ones stay closed under it. */
  async reopen(userId: string, organisationId: string, id: string): Promise<ClosedPeriod> {
    await this.organisations.requireMember(organisationId, userId, ['QUAN_TRI']);
    return this.ctx.db.transaction(async (tx) => {
      await lockPeriodsExclusive(tx, organisationId);
      const [latest] = await tx
        .select()
        .from(kyKhoaSo)
        .where(eq(kyKhoaSo.to_chuc_id, organisationId))
        .orderBy(desc(kyKhoaSo.thang))
        .limit(1);
      const [target] = await tx
        .select()
        .from(kyKhoaSo)
        .where(and(eq(kyKhoaSo.id, id), eq(kyKhoaSo.to_chuc_id, organisationId)));
      if (!target) throw notFound('inventory.period_not_found');
      if (latest?.id !== target.id) throw rule('inventory.period_not_latest');
      await tx.delete(kyKhoaSo).where(eq(kyKhoaSo.id, id));
      return {
        id: target.id,
        thang: target.thang,
        ngay_khoa: target.ngay_khoa.toISOString(),
        nguoi_khoa_ten: null,
      };
    });
  }
}
