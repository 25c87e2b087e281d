import {
  CONTROLLED_PRESCRIBER_ROLES,
  DISPENSABLE_STATUSES,
  DISPENSER_ROLES,
  ERROR_CODES,
  PRESCRIBER_ROLES,
  prescriptionCode,
  prescriptionKind,
  withPrescriptionKind,
  type LoaiDonThuoc,
  type createPrescriptionSchema,
  type diagnosisSuggestionQuerySchema,
  type dispensingWarehouseQuerySchema,
  type prescribableGoodsQuerySchema,
  type PrescriptionDetail,
  type prescriptionQuerySchema,
  type prescriptionReasonActionSchema,
  type TrangThaiDonThuoc,
  type updatePrescriptionSchema,
  type VaiTro,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { AppContext, CallerContext } from '../../platform/context';
import { AppError, notFound, staleVersion } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { OrganisationsService } from '../organisations/organisations.service';
import { insertAudit } from '../audit/audit.repository';
import { findGoodsNames } from '../inventory/engine/lookups.repository';
import { organisationToday } from '../inventory/engine/periods.repository';
import { formatRecordNumber, nextVoucherNumber } from '../inventory/engine/vouchers.repository';
import {
  assertRevisitAndGuardian,
  assertWorksInDepartment,
  validatePrescription,
  type CheckInput,
  type ValidatedPrescription,
} from './prescription-rules';
import { auditView, lineRows, writtenFields } from './prescription-changes';
import { isControlled } from './prescription-warnings';
import { assertOutpatientRules, requireFacilityCode } from './prescription-regulations';
import {
  findPrescriptionDetail,
  listDiagnosisSuggestions,
  listPrescribableGoods,
  listPrescriptions,
} from './prescriptions-read.repository';
import {
  findPatient,
  findWarehouse,
  hasDispensings,
  insertPrescription,
  listDispensingWarehouses,
  listLineRows,
  lockPrescription,
  replacePrescriptionLines,
  updatePrescription,
  type PrescriptionRow,
} from './prescriptions.repository';

type CreateInput = z.output<typeof createPrescriptionSchema>;
type UpdateInput = z.output<typeof updatePrescriptionSchema>;
type ReasonAction = z.output<typeof prescriptionReasonActionSchema>;

export const wrongPrescriptionStatus = () =>
  new AppError(409, ERROR_CODES.BUSINESS_RULE, 'prescriptions.wrong_status');

/**
 * Prescriptions: doctors write them (checked for warnings the prescriber must confirm), the
 * pharmacy reads them by warehouse, closes a remainder, a prescriber cancels one nothing was
 * dispensed from. Every member reads. Subscribers of the dispensing warehouse hear of each change.
 */
export class PrescriptionsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
  ) {}

  async list(userId: string, query: z.output<typeof prescriptionQuerySchema>) {
    await this.organisations.requireMember(query.to_chuc, userId);
    const result = await listPrescriptions(this.ctx.db, {
      organisationId: query.to_chuc,
      warehouseId: query.kho_id,
      departmentId: query.khoa_id,
      patientId: query.benh_nhan_id,
      status: query.trang_thai,
      from: query.tu_ngay,
      to: query.den_ngay,
      text: query.tu_khoa,
      page: query.page,
      pageSize: query.page_size,
    });
    return {
      rows: result.rows,
      pagination: { page: query.page, page_size: query.page_size, count: result.count },
      statusCounts: result.byStatus,
    };
  }

  async detail(userId: string, organisationId: string, id: string): Promise<PrescriptionDetail> {
    await this.organisations.requireMember(organisationId, userId);
    return this.read(organisationId, id);
  }

  /** The prescription as it is now (callers have proved membership). */
  async read(organisationId: string, id: string): Promise<PrescriptionDetail> {
    const detail = await findPrescriptionDetail(this.ctx.db, organisationId, id);
    if (!detail) throw notFound('prescriptions.not_found');
    return detail;
  }

  async dispensingWarehouses(userId: string, query: z.output<typeof dispensingWarehouseQuerySchema>) {
    await this.organisations.requireMember(query.to_chuc, userId);
    const patient = await findPatient(this.ctx.db, query.to_chuc, query.benh_nhan_id);
    if (!patient) throw notFound('prescriptions.patient_not_found');
    return listDispensingWarehouses(this.ctx.db, query.to_chuc, patient);
  }

  async prescribableGoods(userId: string, query: z.output<typeof prescribableGoodsQuerySchema>) {
    await this.organisations.requireMember(query.to_chuc, userId);
    const warehouse = await findWarehouse(this.ctx.db, query.to_chuc, query.kho_id);
    if (!warehouse) throw notFound('inventory.warehouse_not_found');
    const today = await organisationToday(this.ctx.db, query.to_chuc);
    return listPrescribableGoods(this.ctx.db, {
      organisationId: query.to_chuc,
      warehouseId: query.kho_id,
      text: query.tu_khoa,
      today,
    });
  }

  async diagnoses(userId: string, query: z.output<typeof diagnosisSuggestionQuerySchema>) {
    await this.organisations.requireMember(query.to_chuc, userId);
    return listDiagnosisSuggestions(this.ctx.db, query.to_chuc, query.tu_khoa);
  }

  /** The warnings the prescription would be saved with (prescribers only; nothing is written). */
  async check(userId: string, input: CheckInput) {
    await this.organisations.requireMember(input.to_chuc, userId, PRESCRIBER_ROLES);
    const today = await organisationToday(this.ctx.db, input.to_chuc);
    const { warnings } = await validatePrescription(this.ctx.db, input, today);
    return { canh_bao: warnings };
  }

  async create(userId: string, input: CreateInput): Promise<PrescriptionDetail> {
    const organisationId = input.to_chuc;
    const role = await this.organisations.requireMember(organisationId, userId, PRESCRIBER_ROLES);
    const facilityCode = await requireFacilityCode(this.ctx.db, organisationId);
    const { patient, date, warnings, controlled, kind } = await this.assess(userId, role, input);
    const id = newId();
    await this.ctx.db.transaction(async (tx) => {
      const year = Number(date.slice(0, 4));
      // The counter row is locked until commit, so two prescriptions never share a number (nor a code).
      const number = await nextVoucherNumber(tx, organisationId, 'DON_THUOC', year);
      const soDon = formatRecordNumber('DT', year, number);
      const code = prescriptionCode(facilityCode, year, number, kind);
      await insertPrescription(
        tx,
        {
          id,
          to_chuc_id: organisationId,
          so_don: soDon,
          ma_don_thuoc: code,
          loai_don: kind,
          benh_nhan_id: patient.id,
          loai_dieu_tri: patient.loai_dieu_tri,
          khoa_id: input.khoa_id,
          kho_id: input.kho_id,
          bac_si_id: userId,
          ngay_ke: date,
          ...writtenFields(input, controlled, warnings, [soDon, code, patient.ma, patient.ho_ten]),
          nguoi_tao_id: userId,
          nguoi_cap_nhat_id: userId,
        },
        lineRows(organisationId, id, input.chi_tiet),
      );
    });
    return this.answer(organisationId, id);
  }

  /**
   * A prescriber edits a prescription no dispensing was ever written for (diagnosis, advice, lines,
   * doses, days): the same rules and warnings as writing it, the version it was read at, the lines
   * replaced, the change written to the audit log with the lines before and after. Subscribers of
   * the dispensing warehouse hear it was edited, so a screen preparing to dispense it warns.
   */
  async update(
    userId: string,
    id: string,
    input: UpdateInput,
    caller: CallerContext,
  ): Promise<PrescriptionDetail> {
    const organisationId = input.to_chuc;
    const role = await this.organisations.requireMember(organisationId, userId, PRESCRIBER_ROLES);
    const stored = await this.read(organisationId, id);
    // Checked first so that a stale or dispensed prescription says so before any warning does;
    // checked again under the lock below.
    if (stored.phien_ban !== input.phien_ban) throw staleVersion();
    assertEditable(stored.trang_thai, stored.chi_tiet, stored.cap_phat.length > 0);
    const full: CreateInput = {
      ...input,
      benh_nhan_id: stored.benh_nhan_id,
      khoa_id: stored.khoa_id,
      kho_id: stored.kho_id,
      ngay_ke: stored.ngay_ke,
    };
    const { patient, warnings, controlled, kind } = await this.assess(userId, role, full);
    await this.ctx.db.transaction(async (tx) => {
      const prescription = await lockPrescription(tx, organisationId, id);
      if (!prescription) throw notFound('prescriptions.not_found');
      if (prescription.phien_ban !== input.phien_ban) throw staleVersion();
      const before = await listLineRows(tx, id);
      assertEditable(prescription.trang_thai, before, await hasDispensings(tx, id));
      const after = lineRows(organisationId, id, input.chi_tiet);
      await replacePrescriptionLines(tx, id, after);
      // The drugs may now make it another kind of prescription: the code's last character follows,
      // and the search finds the new code.
      const code = withPrescriptionKind(prescription.ma_don_thuoc, kind);
      await updatePrescription(tx, id, {
        ...writtenFields(input, controlled, warnings, [
          prescription.so_don,
          code,
          patient.ma,
          patient.ho_ten,
        ]),
        ma_don_thuoc: code,
        loai_don: kind,
        nguoi_cap_nhat_id: userId,
      });
      const names = await findGoodsNames(
        tx,
        [...before, ...after].map((l) => l.hang_hoa_id),
      );
      await insertAudit(tx, {
        hanh_dong: 'DON_THUOC_UPDATE',
        to_chuc_id: organisationId,
        nguoi_dung_id: userId,
        doi_tuong: 'don_thuoc',
        doi_tuong_id: id,
        dia_chi_ip: caller.ip,
        du_lieu: {
          so_don: prescription.so_don,
          phien_ban: prescription.phien_ban + 1,
          truoc: auditView(prescription, before, names),
          sau: auditView({ ...input, canh_bao: warnings }, after, names),
        },
      });
    });
    const detail = await this.read(organisationId, id);
    await this.announce(detail, true);
    return detail;
  }

  /**
   * The rules writing and editing share: validity, the prescriber's department, controlled drugs
   * for doctors only, and warnings the prescriber must have confirmed (409 code 23 otherwise).
   */
  private async assess(
    userId: string,
    role: VaiTro,
    input: CreateInput,
  ): Promise<ValidatedPrescription & { controlled: boolean; kind: LoaiDonThuoc }> {
    const organisationId = input.to_chuc;
    const today = await organisationToday(this.ctx.db, organisationId);
    const validated = await validatePrescription(this.ctx.db, input, today);
    assertRevisitAndGuardian(input, validated.date, validated.patient.ngay_sinh);
    await assertWorksInDepartment(this.ctx.db, organisationId, userId, role, input.khoa_id);
    const controlled = input.chi_tiet
      .map((l) => validated.goods.get(l.hang_hoa_id)!)
      .filter((g) => isControlled(g.phan_loai_quan_ly));
    if (controlled.length > 0 && !CONTROLLED_PRESCRIBER_ROLES.includes(role as 'BAC_SI')) {
      throw new AppError(403, ERROR_CODES.FORBIDDEN, 'prescriptions.controlled_needs_doctor', {
        goods: controlled.map((g) => g.ten).join(', '),
      });
    }
    const lines = input.chi_tiet.map((l) => ({
      so_ngay: l.so_ngay,
      goods: validated.goods.get(l.hang_hoa_id)!,
    }));
    await assertOutpatientRules(this.ctx.db, organisationId, validated.patient, lines, input.ma_icd);
    const { warnings } = validated;
    if (warnings.length > 0 && !input.xac_nhan_canh_bao) {
      throw new AppError(
        409,
        ERROR_CODES.PRESCRIPTION_WARNINGS,
        'prescriptions.warnings',
        { count: warnings.length },
        {},
        { canh_bao: warnings },
      );
    }
    return {
      ...validated,
      controlled: controlled.length > 0,
      kind: prescriptionKind(lines.map((l) => l.goods.phan_loai_quan_ly)),
    };
  }

  /** The pharmacy closes what is left to dispense (the patient will not come for it), with a reason. */
  async close(userId: string, id: string, action: ReasonAction): Promise<PrescriptionDetail> {
    await this.organisations.requireMember(action.to_chuc, userId, DISPENSER_ROLES);
    await this.change(userId, id, action, async (tx, prescription) => {
      await this.organisations.requireWarehouseAccess(userId, prescription.kho_id, tx);
      return {
        trang_thai: 'DA_DONG',
        ngay_dong: new Date(),
        nguoi_dong_id: userId,
        ly_do_dong: action.ly_do,
      };
    });
    return this.answer(action.to_chuc, id);
  }

  /** A prescriber of its department withdraws a prescription nothing was dispensed from. */
  async cancel(userId: string, id: string, action: ReasonAction): Promise<PrescriptionDetail> {
    const role = await this.organisations.requireMember(action.to_chuc, userId, PRESCRIBER_ROLES);
    await this.change(
      userId,
      id,
      action,
      async (tx, prescription) => {
        await assertWorksInDepartment(tx, action.to_chuc, userId, role, prescription.khoa_id);
        const lines = await listLineRows(tx, id);
        if (lines.some((l) => l.so_luong_da_cap > 0)) {
          throw new AppError(409, ERROR_CODES.BUSINESS_RULE, 'prescriptions.cancel_dispensed');
        }
        return { trang_thai: 'HUY', ngay_huy: new Date(), nguoi_huy_id: userId, ly_do_huy: action.ly_do };
      },
      ['CHO_CAP_PHAT'],
    );
    return this.answer(action.to_chuc, id);
  }

  /** One change of a prescription: locked, version and status checked, in one transaction. */
  private async change(
    userId: string,
    id: string,
    action: { to_chuc: string; phien_ban: number },
    run: (tx: Executor, prescription: PrescriptionRow) => Promise<Record<string, unknown>>,
    from: readonly TrangThaiDonThuoc[] = DISPENSABLE_STATUSES,
  ): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      const prescription = await lockPrescription(tx, action.to_chuc, id);
      if (!prescription) throw notFound('prescriptions.not_found');
      if (prescription.phien_ban !== action.phien_ban) throw staleVersion();
      const changes = await run(tx, prescription);
      if (!from.includes(prescription.trang_thai as TrangThaiDonThuoc)) {
        // A cancellation refused because something was dispensed says so above; otherwise the status.
        throw wrongPrescriptionStatus();
      }
      await updatePrescription(tx, id, { ...changes, nguoi_cap_nhat_id: userId });
    });
  }

  /** Reads the prescription after a change and tells the dispensing warehouse's subscribers. */
  async answer(organisationId: string, id: string): Promise<PrescriptionDetail> {
    const detail = await this.read(organisationId, id);
    await this.announce(detail);
    return detail;
  }

  announce(
    detail: Pick<PrescriptionDetail, 'kho_id' | 'id' | 'trang_thai' | 'phien_ban'>,
    edited = false,
  ): Promise<void> {
    return this.ctx.realtime.sendToWarehouse(detail.kho_id, {
      type: 'prescription.changed',
      kho_id: detail.kho_id,
      id: detail.id,
      status: detail.trang_thai,
      phien_ban: detail.phien_ban,
      ...(edited ? { da_sua: true } : {}),
    });
  }
}

/**
 * A prescription is edited only while awaiting and never dispensed from (a dispensing, even
 * cancelled, names its lines): after that, only cancel and prescribe anew.
 */
function assertEditable(
  status: string,
  lines: readonly { so_luong_da_cap: number }[],
  everDispensed: boolean,
): void {
  if (everDispensed || lines.some((l) => l.so_luong_da_cap > 0)) {
    throw new AppError(409, ERROR_CODES.BUSINESS_RULE, 'prescriptions.edit_dispensed');
  }
  if (status !== 'CHO_CAP_PHAT') throw wrongPrescriptionStatus();
}
