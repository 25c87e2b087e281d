import {
  DAYS_PER_MONTH,
  ERROR_CODES,
  procurementWarnings,
  suggestedQuantity,
  type ProcurementPlan,
  type ProcurementPlanRow,
  type ProcurementRisk,
  type procurementPlanQuerySchema,
  type procurementRiskQuerySchema,
} from '@kho/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { OrganisationsService } from '../organisations/organisations.service';
import { organisationToday } from '../inventory/engine/periods.repository';
import { assertPeriodLength, type ReportAccess } from '../reports/report-access';
import { readForReport } from '../reports/report-scope.repository';
import { expiryRisks } from './expiry-risk';
import { approvedRequestQuantities } from './procurement-requests.repository';
import {
  batchesInStock,
  planFigures,
  validTenderLines,
  type PlanFigures,
} from './procurement-plan.repository';

/** Who plans purchases (docs/procurement.md): pharmacists, warehouse keepers, managers, administrators. */
export const PLANNERS = ['QUAN_TRI', 'DUOC_SI', 'THU_KHO', 'QUAN_LY'] as const;

type PlanQuery = z.output<typeof procurementPlanQuerySchema>;
type RiskQuery = z.output<typeof procurementRiskQuerySchema>;

const round = (value: number, places = 4) => Math.round(value * 10 ** places) / 10 ** places + 0;

/** The plan's averages and suggestion from one goods item's figures (formula in docs/procurement.md). */
export function planRow(
  figures: PlanFigures,
  coverDays: number,
  tenders: ProcurementPlanRow['thau'],
): ProcurementPlanRow {
  const monthly =
    figures.so_ngay_co_hang > 0 ? (figures.tieu_hao / figures.so_ngay_co_hang) * DAYS_PER_MONTH : 0;
  const row = { ...figures, tieu_hao_thang: round(monthly) };
  const daily = monthly / DAYS_PER_MONTH;
  const available = Math.max(0, figures.ton_kho - figures.giu_cho);
  const daysOfCover = daily > 0 ? round(available / daily, 1) : null;
  const de_xuat = suggestedQuantity({ ...row, tieu_hao_thang: monthly }, coverDays);
  return {
    ...row,
    so_ngay_du_dung: daysOfCover,
    sap_het: daysOfCover !== null && daysOfCover < figures.so_ngay_cho_hang,
    de_xuat,
    thau: tenders,
    canh_bao: procurementWarnings(de_xuat, tenders),
  };
}

/** Procurement planning: per goods, what to buy for the warehouses in scope and under which tender. */
export class ProcurementService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: ReportAccess,
    private readonly organisations: OrganisationsService,
  ) {}

  async plan(userId: string, query: PlanQuery): Promise<ProcurementPlan> {
    const { today, rows } = await this.compute(userId, { ...query, so_ngay_du_tru: query.so_ngay_du_tru });
    const onlyToBuy = query.chi_can_mua ?? true;
    return {
      ngay_lap: today,
      tu_ngay: query.tu_ngay,
      den_ngay: query.den_ngay,
      so_ngay_du_tru: query.so_ngay_du_tru,
      dong: onlyToBuy ? rows.filter((r) => r.de_xuat > 0 || r.sap_het) : rows,
    };
  }

  /** Low stock (days of cover below the lead time) and batches that will expire before they are used. */
  async risk(userId: string, query: RiskQuery): Promise<ProcurementRisk> {
    const { today, rows, warehouseIds } = await this.compute(userId, {
      ...query,
      so_ngay_du_tru: DAYS_PER_MONTH,
    });
    const batches =
      warehouseIds.length > 0 ? await batchesInStock(this.ctx.db, query.to_chuc, warehouseIds) : [];
    const goods = new Map(rows.map((r) => [r.hang_hoa_id, r]));
    return {
      ngay_lap: today,
      sap_het: rows.filter((r) => r.sap_het),
      het_han: expiryRisks(batches, goods, today),
    };
  }

  /** Every goods item's plan row over the scope: the figures, the tender lines valid today, the suggestion. */
  private async compute(userId: string, query: RiskQuery & { so_ngay_du_tru: number }) {
    await this.organisations.requireMember(query.to_chuc, userId, PLANNERS);
    assertPeriodLength(query.tu_ngay, query.den_ngay);
    const scope = await this.access.scope(userId, query.to_chuc, query.kho_id);
    await this.access.requireOwned(
      'nhom_hang_hoa',
      query.to_chuc,
      query.nhom_hang_hoa_id,
      'reports.group_not_found',
    );
    const today = await organisationToday(this.ctx.db, query.to_chuc);
    if (query.den_ngay > today)
      throw new AppError(400, ERROR_CODES.VALIDATION, 'procurement.period_in_future', { today });
    // One warehouse as asked; otherwise the pharmacy warehouses (ward cabinets are supplied, not bought for).
    const warehouseIds = query.kho_id
      ? [query.kho_id]
      : scope.warehouses.filter((k) => k.loai_kho !== 'TU_TRUC').map((k) => k.id);
    if (warehouseIds.length === 0) return { today, warehouseIds, rows: [] };
    const rows = await readForReport(this.ctx.db, async (tx) => {
      const figures = await planFigures(tx, {
        organisationId: query.to_chuc,
        warehouseIds,
        from: query.tu_ngay,
        to: query.den_ngay,
        groupId: query.nhom_hang_hoa_id,
      });
      const tenders = await validTenderLines(
        tx,
        query.to_chuc,
        figures.map((f) => f.hang_hoa_id),
        today,
      );
      const byGoods = new Map<string, ProcurementPlanRow['thau']>();
      for (const { hang_hoa_id, ...line } of tenders)
        byGoods.set(hang_hoa_id, [...(byGoods.get(hang_hoa_id) ?? []), line]);
      const requested = await approvedRequestQuantities(
        tx,
        { organisationId: query.to_chuc, warehouseIds, wholeHospital: !query.kho_id, today },
        new Map(figures.map((f) => [f.hang_hoa_id, f.so_ngay_cho_hang])),
      );
      return figures.map((f) =>
        planRow(
          { ...f, dang_ve: f.dang_ve + (requested.get(f.hang_hoa_id) ?? 0) },
          query.so_ngay_du_tru,
          byGoods.get(f.hang_hoa_id) ?? [],
        ),
      );
    });
    return { today, warehouseIds, rows };
  }
}
