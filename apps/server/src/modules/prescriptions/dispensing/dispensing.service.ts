import {
  DISPENSABLE_STATUSES,
  DISPENSER_ROLES,
  type dispenseSchema,
  type PrescriptionDetail,
  type TrangThaiDonThuoc,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import type { AppContext } from '../../../platform/context';
import { notFound, staleVersion } from '../../../platform/errors';
import { newId } from '../../../platform/ids';
import type { OrganisationsService } from '../../organisations/organisations.service';
import { findGoodsNames } from '../../inventory/engine/lookups.repository';
import { takeAndMove } from '../../inventory/engine/outgoing-stock';
import { assertPeriodOpen } from '../../inventory/engine/stock-engine';
import { organisationToday } from '../../inventory/engine/periods.repository';
import { VoucherService } from '../../inventory/vouchers/voucher.service';
import { numberNewVoucherLast } from '../../inventory/vouchers/voucher-numbers';
import {
  insertLinesReturning,
  insertVoucher,
  voucherSearchKey,
} from '../../inventory/engine/vouchers.repository';
import { dispensingKind, type DispensingVoucherInput } from './dispensing.kind';
import { statusAfterDispensing } from './dispensed-status';
import {
  addDispensed,
  listLineRows,
  lockPrescriptionWithPatientName,
  updatePrescription,
  type PrescriptionLineRow,
  type PrescriptionRow,
} from '../prescriptions.repository';
import { rule } from '../prescription-rules';
import { wrongPrescriptionStatus, type PrescriptionsService } from '../prescriptions.service';

type DispenseInput = z.output<typeof dispenseSchema>;
type DispensablePrescription = PrescriptionRow & { benh_nhan_ten: string | null };

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
 * engine's lock order (so two prescriptions cannot take the same batch twice). Taking one back is
 * DispensingReversalService's.
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
    // Its totals are set with its number, the transaction's last statement.
    await takeAndMove(tx, { voucher, userId, date: today }, lines, today, { per: 'asked', totals: false });
    await numberNewVoucherLast(
      tx,
      { id: voucherId, organisationId, kind: 'CAP_PHAT', date: today },
      prepared.searchParts,
    );
  }
}
