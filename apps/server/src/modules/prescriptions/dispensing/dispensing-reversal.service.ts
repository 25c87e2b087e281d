import {
  DISPENSER_ROLES,
  ERROR_CODES,
  type reverseDispensingLineSchema,
  type VoucherDetail,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import type { AppContext, CallerContext } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { insertAudit } from '../../audit/audit.repository';
import type { OrganisationsService } from '../../organisations/organisations.service';
import { findGoodsNames } from '../../inventory/engine/lookups.repository';
import { allocationsWithBatches } from '../../inventory/engine/outgoing-stock';
import { assertPeriodOpen, reverseMovements } from '../../inventory/engine/stock-engine';
import { organisationToday } from '../../inventory/engine/periods.repository';
import type { VoucherService } from '../../inventory/vouchers/voucher.service';
import { findVoucher, findVoucherDetail } from '../../inventory/engine/voucher-read.repository';
import {
  listLines,
  refreshTotals,
  updateVoucher,
  type VoucherRow,
} from '../../inventory/engine/vouchers.repository';
import { assertNotReturned } from './dispensing-returns';
import { dispensingKind, type DispensingVoucherInput } from './dispensing.kind';
import {
  addDispensed,
  dispensedStatus,
  lockPrescription,
  markLineReversed,
  updatePrescription,
} from '../prescriptions.repository';
import { rule } from '../prescription-rules';
import type { PrescriptionsService } from '../prescriptions.service';

/**
 * Taking back a completed dispensing, whole or one line: the prescription is locked first, as
 * dispensing locks it, then the voucher; the movements are reversed dated today and the
 * prescription owes again what was taken back.
 */
export class DispensingReversalService {
  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
    private readonly prescriptions: PrescriptionsService,
    private readonly vouchers: VoucherService<DispensingVoucherInput>,
  ) {}

  /**
   * Runs `work` on a completed dispensing the caller may change (pharmacist or administrator acting
   * in its warehouse), in one transaction that locks the prescription first, as dispensing does,
   * then the voucher at `action.phien_ban`; the prescription's status then follows what is still
   * dispensed. Announces the voucher and the prescription after the commit.
   */
  private async changeCompleted<T>(
    userId: string,
    id: string,
    action: { to_chuc: string; phien_ban: number },
    work: (tx: Executor, voucher: VoucherRow, today: string) => Promise<T>,
  ): Promise<{ result: T; voucher: VoucherDetail }> {
    const organisationId = action.to_chuc;
    await this.organisations.requireMember(organisationId, userId, DISPENSER_ROLES);
    const found = await findVoucher(this.ctx.db, organisationId, 'CAP_PHAT', id);
    if (!found?.don_thuoc_id) throw notFound('inventory.voucher_not_found');
    const prescriptionId = found.don_thuoc_id;
    const today = await organisationToday(this.ctx.db, organisationId);
    const result = await this.ctx.db.transaction(async (tx) => {
      if (!(await lockPrescription(tx, organisationId, prescriptionId))) {
        throw notFound('prescriptions.not_found');
      }
      const voucher = await this.vouchers.lockForChange(tx, userId, organisationId, id, {
        version: action.phien_ban,
        allowed: ['HOAN_THANH'],
        side: () => 'kho_id',
        // Both reversals check today's month.
        lockPeriods: true,
      });
      const done = await work(tx, voucher, today);
      await reopenByDispensedStatus(tx, prescriptionId, userId);
      return done;
    });
    const voucher = await findVoucherDetail(this.ctx.db, organisationId, 'CAP_PHAT', id);
    if (!voucher) throw notFound('inventory.voucher_not_found');
    await this.vouchers.announce(voucher);
    await this.prescriptions.answer(organisationId, prescriptionId);
    return { result, voucher };
  }

  /**
   * Cancels a completed dispensing (pharmacist or administrator acting in its warehouse): the
   * prescription is locked first, as dispensing does, then the voucher; the movements are reversed
   * dated today, the lines get back what it had given and the prescription's status follows them
   * (a closed one reopens: the cancelled medicine is owed again, and the pharmacy may close it anew).
   */
  async cancelDispensing(
    userId: string,
    id: string,
    action: { to_chuc: string; phien_ban: number; ly_do: string },
  ): Promise<VoucherDetail> {
    const organisationId = action.to_chuc;
    const { voucher: detail } = await this.changeCompleted(userId, id, action, async (tx, voucher, today) => {
      await assertPeriodOpen(tx, organisationId, today);
      await assertNotReturned(tx, voucher, today);
      await reverseMovements(tx, { voucher, userId, date: today }, today);
      await dispensingKind.afterReverse!(tx, voucher, await listLines(tx, id));
      await updateVoucher(tx, id, {
        trang_thai: 'HUY',
        ngay_huy: new Date(),
        nguoi_huy_id: userId,
        ly_do_huy: action.ly_do,
        nguoi_cap_nhat_id: userId,
      });
    });
    return detail;
  }

  /**
   * Reverses one line of a completed dispensing (roles and locks as cancelling the whole voucher):
   * the movements of that line's allocations are reversed dated today, so each batch gets back
   * exactly what the line took from it; the prescription line gets its quantity back and the
   * prescription's status follows (a closed one reopens). The other lines stand. When no line is
   * left standing, the voucher is cancelled as a whole would be. A line already reversed: 409.
   */
  async reverseLine(
    userId: string,
    id: string,
    action: z.output<typeof reverseDispensingLineSchema>,
    caller: CallerContext,
  ): Promise<{ voucher: VoucherDetail; goods: string }> {
    const organisationId = action.to_chuc;
    const { result: goods, voucher } = await this.changeCompleted(
      userId,
      id,
      action,
      async (tx, voucher, today) => {
        const lines = await listLines(tx, id);
        const line = lines.find((l) => l.id === action.chi_tiet_id);
        if (!line?.don_thuoc_chi_tiet_id) throw rule('prescriptions.dispensing_line_not_found');
        const name = (await findGoodsNames(tx, [line.hang_hoa_id])).get(line.hang_hoa_id) ?? '';
        if (line.ngay_dao_nguoc) {
          throw new AppError(409, ERROR_CODES.BUSINESS_RULE, 'prescriptions.dispensing_line_reversed', {
            goods: name,
          });
        }
        await assertPeriodOpen(tx, organisationId, today);
        await assertNotReturned(tx, voucher, today, line);
        const allocations = (await allocationsWithBatches(tx, id, today)).filter(
          (a) => a.chi_tiet_id === line.id,
        );
        await reverseMovements(
          tx,
          { voucher, userId, date: today },
          today,
          new Set(allocations.map((a) => a.id)),
        );
        await addDispensed(tx, [{ id: line.don_thuoc_chi_tiet_id, so_luong: -line.so_luong }]);
        const now = new Date();
        await markLineReversed(tx, line.id, { at: now, userId, reason: action.ly_do });
        const standing = lines.filter((l) => l.id !== line.id && !l.ngay_dao_nguoc);
        // The voucher is worth what it still gives; a voucher cancelled by its last line keeps the
        // value it had, as a voucher cancelled whole does.
        if (standing.length > 0) await refreshTotals(tx, id);
        await updateVoucher(tx, id, {
          ...(standing.length === 0
            ? { trang_thai: 'HUY', ngay_huy: now, nguoi_huy_id: userId, ly_do_huy: action.ly_do }
            : {}),
          nguoi_cap_nhat_id: userId,
        });
        await insertAudit(tx, {
          hanh_dong: 'CAP_PHAT_DAO_NGUOC_DONG',
          to_chuc_id: organisationId,
          nguoi_dung_id: userId,
          doi_tuong: 'phieu_kho',
          doi_tuong_id: id,
          dia_chi_ip: caller.ip,
          du_lieu: {
            so_phieu: voucher.so_phieu,
            chi_tiet_id: line.id,
            don_thuoc_chi_tiet_id: line.don_thuoc_chi_tiet_id,
            hang_hoa_ten: name,
            so_luong: line.so_luong,
            lo_hang: allocations.map((a) => ({
              lo_hang_id: a.lo_hang_id,
              so_lo: a.so_lo,
              so_luong: a.so_luong,
            })),
            ly_do: action.ly_do,
          },
        });
        return name;
      },
    );
    return { voucher, goods };
  }
}

/**
 * The prescription's status re-derived from what is dispensed after a reversal; a closed one
 * reopens (the reversed medicine is owed again, and the pharmacy may close it anew).
 */
async function reopenByDispensedStatus(tx: Executor, prescriptionId: string, userId: string) {
  await updatePrescription(tx, prescriptionId, {
    trang_thai: await dispensedStatus(tx, prescriptionId),
    ngay_dong: null,
    nguoi_dong_id: null,
    ly_do_dong: null,
    nguoi_cap_nhat_id: userId,
  });
}
