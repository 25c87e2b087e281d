import {
  DISPENSABLE_STATUSES,
  DISPENSER_ROLES,
  ERROR_CODES,
  type dispenseSchema,
  type PrescriptionDetail,
  type reverseDispensingLineSchema,
  type TrangThaiDonThuoc,
  type VoucherDetail,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import type { AppContext, CallerContext } from '../../../platform/context';
import { AppError, notFound, staleVersion } from '../../../platform/errors';
import { newId } from '../../../platform/ids';
import { insertAudit } from '../../audit/audit.repository';
import type { OrganisationsService } from '../../organisations/organisations.service';
import { findGoodsNames } from '../../inventory/engine/lookups.repository';
import { allocationsWithBatches, takeAndMove } from '../../inventory/engine/outgoing-stock';
import { assertPeriodOpen, reverseMovements } from '../../inventory/engine/stock-engine';
import { organisationToday } from '../../inventory/engine/periods.repository';
import { VoucherService } from '../../inventory/vouchers/voucher.service';
import { numberNewVoucherLast } from '../../inventory/vouchers/voucher-numbers';
import { findVoucher, findVoucherDetail } from '../../inventory/engine/voucher-read.repository';
import {
  insertLinesReturning,
  insertVoucher,
  listLines,
  priceOutgoingLineValues,
  refreshTotals,
  updateVoucher,
  voucherSearchKey,
} from '../../inventory/engine/vouchers.repository';
import { assertNotReturned } from './dispensing-returns';
import { dispensingKind, type DispensingVoucherInput } from './dispensing.kind';
import { statusAfterDispensing } from './dispensed-status';
import {
  addDispensed,
  dispensedStatus,
  listLineRows,
  lockPrescription,
  lockPrescriptionWithPatientName,
  markLineReversed,
  updatePrescription,
  type PrescriptionLineRow,
  type PrescriptionRow,
} from '../prescriptions.repository';
import { wrongPrescriptionStatus, type PrescriptionsService } from '../prescriptions.service';

type DispenseInput = z.output<typeof dispenseSchema>;
type DispensablePrescription = PrescriptionRow & { benh_nhan_ten: string | null };

const rule = (key: ConstructorParameters<typeof AppError>[2], params?: Record<string, string | number>) =>
  new AppError(422, ERROR_CODES.BUSINESS_RULE, key, params);

/** The lines to give now: each a line of this prescription, named once, within what is left of it. */
async function planLines(
  exec: Executor,
  lines: PrescriptionLineRow[],
  requested: DispenseInput['chi_tiet'],
): Promise<DispensingVoucherInput['lines']> {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<string>();
  const plan: DispensingVoucherInput['lines'] = [];
  for (const request of requested) {
    const line = byId.get(request.don_thuoc_chi_tiet_id);
    if (!line) throw rule('prescriptions.line_not_found');
    if (seen.has(line.id)) throw rule('prescriptions.duplicate_line');
    seen.add(line.id);
    if (request.so_luong === 0) continue;
    const remaining = Math.round((line.so_luong - line.so_luong_da_cap) * 10_000) / 10_000;
    if (request.so_luong > remaining) {
      const names = await findGoodsNames(exec, [line.hang_hoa_id]);
      throw rule('prescriptions.over_remaining', {
        goods: names.get(line.hang_hoa_id) ?? '',
        remaining,
        quantity: request.so_luong,
      });
    }
    plan.push({
      don_thuoc_chi_tiet_id: line.id,
      hang_hoa_id: line.hang_hoa_id,
      lo_hang_id: request.lo_hang_id,
      so_luong: request.so_luong,
    });
  }
  // Voucher lines follow the prescription's order, whatever order the request named them in.
  const order = new Map(lines.map((l) => [l.id, l.stt]));
  return plan.sort((a, b) => order.get(a.don_thuoc_chi_tiet_id)! - order.get(b.don_thuoc_chi_tiet_id)!);
}

/**
 * Dispensing: the pharmacy gives a prescription's medicine from its warehouse. Each dispensing is a
 * CAP_PHAT voucher created, reserved and moved in one transaction that starts by locking the
 * prescription (so two pharmacists cannot give the same line twice) and takes the stock rows in the
 * engine's lock order (so two prescriptions cannot take the same batch twice). Cancelling one
 * reverses its movements and reopens what it had given.
 */
export class DispensingService {
  readonly vouchers: VoucherService<DispensingVoucherInput>;

  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
    private readonly prescriptions: PrescriptionsService,
  ) {
    this.vouchers = new VoucherService(ctx, organisations, dispensingKind);
  }

  async dispense(userId: string, id: string, input: DispenseInput): Promise<PrescriptionDetail> {
    const organisationId = input.to_chuc;
    await this.organisations.requireMember(organisationId, userId, DISPENSER_ROLES);
    const today = await organisationToday(this.ctx.db, organisationId);
    const voucherId = newId();
    await this.ctx.db.transaction(async (tx) => {
      const prescription = await this.lockDispensable(tx, userId, organisationId, id, input.phien_ban);
      const lines = await listLineRows(tx, id);
      const plan = await planLines(tx, lines, input.chi_tiet);
      if (plan.length === 0 && !input.dong_phan_con_lai) throw rule('prescriptions.nothing_to_dispense');
      // The lines were read under the prescription's lock, which every change of them takes first.
      let status = statusAfterDispensing(lines, plan);
      const closing = input.dong_phan_con_lai && status !== 'DA_CAP_PHAT';
      if (closing && !input.ly_do_dong) throw rule('prescriptions.close_reason_required');
      if (closing) status = 'DA_DONG';
      // Before the stock moves: the prescription is this request's own row, the stock rows and the
      // number are what other pharmacists wait for, so they are taken last.
      await updatePrescription(tx, id, {
        trang_thai: status,
        nguoi_cap_nhat_id: userId,
        ...(closing ? { ngay_dong: new Date(), nguoi_dong_id: userId, ly_do_dong: input.ly_do_dong } : {}),
      });
      if (plan.length === 0) return;
      await this.writeDispensing(tx, userId, prescription, voucherId, plan, today);
      // Told with the COMMIT (transaction-edges.ts): heard if and only if the dispensing commits.
      await this.vouchers.announce({
        id: voucherId,
        loai_phieu: 'CAP_PHAT',
        trang_thai: 'HOAN_THANH',
        kho_id: prescription.kho_id,
        kho_nhan_id: null,
      });
    });
    return this.prescriptions.answer(organisationId, id);
  }

  /** Locks the prescription; the caller must dispense in its warehouse, name its version, find it open. */
  private async lockDispensable(
    tx: Executor,
    userId: string,
    organisationId: string,
    id: string,
    version: number,
  ): Promise<DispensablePrescription> {
    const prescription = await lockPrescriptionWithPatientName(tx, organisationId, id);
    if (!prescription) throw notFound('prescriptions.not_found');
    await this.organisations.requireWarehouseAccess(userId, prescription.kho_id, tx);
    if (prescription.phien_ban !== version) throw staleVersion();
    if (!DISPENSABLE_STATUSES.includes(prescription.trang_thai as TrangThaiDonThuoc)) {
      throw wrongPrescriptionStatus();
    }
    return prescription;
  }

  /** The CAP_PHAT voucher: numbered, its batches taken (FEFO or the chosen batch) and moved, the lines credited. */
  private async writeDispensing(
    tx: Executor,
    userId: string,
    prescription: DispensablePrescription,
    voucherId: string,
    plan: DispensingVoucherInput['lines'],
    today: string,
  ): Promise<void> {
    const organisationId = prescription.to_chuc_id;
    await assertPeriodOpen(tx, organisationId, today);
    // The prescription's rows first (its own lock, held already), then the shared ones: the stock
    // rows, then the year's number row, each held from then to the commit.
    await addDispensed(
      tx,
      plan.map((p) => ({ id: p.don_thuoc_chi_tiet_id, so_luong: p.so_luong })),
    );
    const prepared = await dispensingKind.prepare(
      tx,
      { organisationId, date: today },
      {
        to_chuc: organisationId,
        kho_id: prescription.kho_id,
        don_thuoc_id: prescription.id,
        benh_nhan_id: prescription.benh_nhan_id,
        searchParts: [prescription.so_don, prescription.benh_nhan_ten ?? ''],
        lines: plan,
      },
    );
    const now = new Date();
    const voucher = await insertVoucher(tx, {
      ...prepared.header,
      id: voucherId,
      to_chuc_id: organisationId,
      loai_phieu: 'CAP_PHAT',
      so_phieu: voucherId, // numbered last, below
      ngay_chung_tu: today,
      trang_thai: 'HOAN_THANH',
      ngay_gui: now,
      nguoi_gui_id: userId,
      ngay_duyet: now,
      nguoi_duyet_id: userId,
      tu_khoa: voucherSearchKey(prepared.searchParts),
      nguoi_tao_id: userId,
      nguoi_cap_nhat_id: userId,
    });
    const lines = await insertLinesReturning(
      tx,
      prepared.lines.map((line, i) => ({
        ...line,
        id: newId(),
        to_chuc_id: organisationId,
        phieu_id: voucherId,
        stt: i + 1,
      })),
    );
    // Taken and moved at once: the voucher is complete when it is written, nothing is reserved.
    await takeAndMove(tx, { voucher, userId, date: today }, lines, today);
    await priceOutgoingLineValues(tx, voucher.id);
    await numberNewVoucherLast(
      tx,
      { id: voucherId, organisationId, kind: 'CAP_PHAT', date: today },
      prepared.searchParts,
    );
  }

  /** A completed dispensing the caller may change: its prescription and the organisation's today. */
  private async dispensingToChange(userId: string, organisationId: string, id: string) {
    await this.organisations.requireMember(organisationId, userId, DISPENSER_ROLES);
    const found = await findVoucher(this.ctx.db, organisationId, 'CAP_PHAT', id);
    if (!found?.don_thuoc_id) throw notFound('inventory.voucher_not_found');
    const today = await organisationToday(this.ctx.db, organisationId);
    return { prescriptionId: found.don_thuoc_id, today };
  }

  /** Locks the prescription first, as dispensing does, then the completed voucher at `version`. */
  private async lockCompleted(
    tx: Executor,
    userId: string,
    organisationId: string,
    prescriptionId: string,
    id: string,
    version: number,
  ) {
    const prescription = await lockPrescription(tx, organisationId, prescriptionId);
    if (!prescription) throw notFound('prescriptions.not_found');
    return this.vouchers.lockForChange(
      tx,
      userId,
      organisationId,
      id,
      version,
      ['HOAN_THANH'],
      () => 'kho_id',
    );
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
    const { prescriptionId, today } = await this.dispensingToChange(userId, organisationId, id);
    await this.ctx.db.transaction(async (tx) => {
      const voucher = await this.lockCompleted(
        tx,
        userId,
        organisationId,
        prescriptionId,
        id,
        action.phien_ban,
      );
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
      await reopenByDispensedStatus(tx, prescriptionId, userId);
    });
    const detail = await this.announceVoucher(organisationId, id);
    await this.prescriptions.answer(organisationId, prescriptionId);
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
    const { prescriptionId, today } = await this.dispensingToChange(userId, organisationId, id);
    const goods = await this.ctx.db.transaction(async (tx) => {
      const voucher = await this.lockCompleted(
        tx,
        userId,
        organisationId,
        prescriptionId,
        id,
        action.phien_ban,
      );
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
      await reopenByDispensedStatus(tx, prescriptionId, userId);
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
    });
    const voucher = await this.announceVoucher(organisationId, id);
    await this.prescriptions.answer(organisationId, prescriptionId);
    return { voucher, goods };
  }

  private async announceVoucher(organisationId: string, id: string): Promise<VoucherDetail> {
    const detail = await findVoucherDetail(this.ctx.db, organisationId, 'CAP_PHAT', id);
    if (!detail) throw notFound('inventory.voucher_not_found');
    await this.vouchers.announce(detail);
    return detail;
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
