import type {
  ControlledSignOff,
  controlledSignOffBodySchema,
  controlledSignOffQuerySchema,
} from '@kho/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import { insertAudit } from '../../audit/audit.repository';
import { organisationToday } from '../../inventory/engine/periods.repository';
import { businessRule } from '../../inventory/engine/stock-refusals';
import { assertPeriodLength, type ReportAccess } from '../report-access';
import { insertSignOff, listSignOffs } from './controlled-sign-off.repository';

const dayLabel = (day: string) => day.split('-').reverse().join('/');

/**
 * The daily sign-off of the controlled-drug register (TT 18/2026; decision 0026). The route admits
 * pharmacists only; the warehouse must be one the pharmacist may see. Signing never locks the
 * stock: a movement dated into a signed day is still booked, and the register prints it as a
 * correction entry after the signature.
 */
export class ControlledSignOffService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: ReportAccess,
  ) {}

  async sign(userId: string, body: z.output<typeof controlledSignOffBodySchema>): Promise<ControlledSignOff> {
    await this.access.scope(userId, body.to_chuc, body.kho_id);
    const today = await organisationToday(this.ctx.db, body.to_chuc);
    if (body.ngay > today) throw businessRule('reports.sign_future_day', { day: dayLabel(body.ngay) });
    return this.ctx.db.transaction(async (tx) => {
      const signed = await insertSignOff(tx, {
        organisationId: body.to_chuc,
        warehouseId: body.kho_id,
        day: body.ngay,
        userId,
      });
      if (!signed) throw businessRule('reports.day_already_signed', { day: dayLabel(body.ngay) });
      await insertAudit(tx, {
        hanh_dong: 'SO_KIEM_SOAT_KY_NGAY',
        to_chuc_id: body.to_chuc,
        nguoi_dung_id: userId,
        doi_tuong: 'ky_ngay_so_kiem_soat',
        doi_tuong_id: signed.id,
        du_lieu: { kho_id: body.kho_id, ngay: body.ngay, so_dong: signed.so_dong },
      });
      return signed;
    });
  }

  async list(
    userId: string,
    query: z.output<typeof controlledSignOffQuerySchema>,
  ): Promise<ControlledSignOff[]> {
    assertPeriodLength(query.tu_ngay, query.den_ngay);
    await this.access.scope(userId, query.to_chuc, query.kho_id);
    return listSignOffs(this.ctx.db, {
      organisationId: query.to_chuc,
      warehouseId: query.kho_id,
      from: query.tu_ngay,
      to: query.den_ngay,
    });
  }
}
