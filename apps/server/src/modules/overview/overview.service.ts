import {
  ERROR_CODES,
  OVERVIEW_DEFAULT_PERIOD_DAYS,
  OVERVIEW_MAX_PERIOD_DAYS,
  OVERVIEW_MONTHS,
  OVERVIEW_TOP_ITEMS,
  stockWarningRuleSchema,
  type Overview,
  type OverviewMonth,
  type OverviewStockFigures,
  type OverviewWarehouse,
  type overviewQuerySchema,
  type VaiTro,
} from '@kho/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { organisationToday } from '../inventory/engine/periods.repository';
import type { OrganisationsService } from '../organisations/organisations.service';
import { listClosedMonths, readForReport } from '../reports/report-scope.repository';
import { consumptionSummary, monthlyMovements } from './overview-movements.repository';
import {
  awaitingApproval,
  departmentExists,
  distinctGoodsInStock,
  expiryWindowDays,
  listScopeWarehouses,
  listWarningRuleValues,
  prescriptionsAwaiting,
  stockFigures,
} from './overview-stock.repository';
import { addDays, daysBetween, monthsEnding } from './overview-dates';

type OverviewQuery = z.output<typeof overviewQuerySchema>;

/** Administrators and managers see every warehouse of the organisation; others their departments'. */
const SEE_ALL_ROLES: readonly VaiTro[] = ['QUAN_TRI', 'QUAN_LY'];

const badRequest = (key: 'overview.period_too_long' | 'overview.period_in_future', params = {}) =>
  new AppError(400, ERROR_CODES.VALIDATION, key, params);

/** The overview dashboard: one call answering every figure of the chosen scope. */
export class OverviewService {
  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
  ) {}

  async overview(userId: string, query: OverviewQuery): Promise<Overview> {
    const organisationId = query.to_chuc;
    const role = await this.organisations.requireMember(organisationId, userId);
    const [warehouses, today] = await Promise.all([
      this.scope(userId, role, query),
      organisationToday(this.ctx.db, organisationId),
    ]);
    const period = consumptionPeriod(query, today);
    const ids = warehouses.map((w) => w.id);
    const db = this.ctx.db;
    const rules = (await listWarningRuleValues(db, organisationId)).flatMap((value) => {
      const parsed = stockWarningRuleSchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    });
    const windowDays = expiryWindowDays(rules, today);
    const months = monthsEnding(today, OVERVIEW_MONTHS);
    const closedMonths = await listClosedMonths(db, organisationId);
    const monthStarts = months.map((m) => `${m}-01`);
    // The two ledger reads run side by side (each on a connection of its own, so on two cores of
    // the database), without parallel workers of their own, and with JIT off, as the reports do:
    // their estimates pass the JIT thresholds on years of data, and compiling costs more than
    // running (report-scope.repository).
    const [figures, goodsInStock, awaiting, prescriptions, movements, { topItems, departments }] =
      await Promise.all([
        stockFigures(db, organisationId, ids, today, windowDays),
        distinctGoodsInStock(db, ids),
        awaitingApproval(db, organisationId, ids),
        prescriptionsAwaiting(db, ids),
        readForReport(
          db,
          (tx) => monthlyMovements(tx, organisationId, ids, monthStarts, closedMonths, today),
          { alongside: true },
        ),
        readForReport(
          db,
          (tx) =>
            consumptionSummary(tx, organisationId, ids, period.tu_ngay, period.den_ngay, OVERVIEW_TOP_ITEMS),
          { alongside: true },
        ),
      ]);
    return {
      ngay: today,
      canh_bao_han_dung_ngay: windowDays,
      kho: warehouses,
      tong: { ...sumFigures(figures), so_mat_hang: goodsInStock },
      theo_kho: figures,
      cho_duyet: awaiting,
      don_thuoc: prescriptions,
      theo_thang: fillMonths(months, movements),
      ky_su_dung: period,
      top_hang_hoa: topItems,
      theo_khoa: departments,
    };
  }

  /**
   * The warehouses the figures cover: the one chosen, the department's, or the organisation's,
   * narrowed to those the caller may see. Naming one the caller may not see is refused (403).
   */
  private async scope(userId: string, role: VaiTro, query: OverviewQuery): Promise<OverviewWarehouse[]> {
    const db = this.ctx.db;
    const seeAll = SEE_ALL_ROLES.includes(role);
    const visible = seeAll
      ? null
      : new Set(await this.organisations.accessibleWarehouseIds(userId, query.to_chuc));
    const maySee = (w: OverviewWarehouse) => visible === null || visible.has(w.id);
    if (query.kho_id) {
      const [warehouse] = await listScopeWarehouses(db, query.to_chuc, { ids: [query.kho_id] });
      if (!warehouse) throw notFound('overview.warehouse_not_found');
      if (query.khoa_id && warehouse.khoa_id !== query.khoa_id) {
        throw new AppError(400, ERROR_CODES.VALIDATION, 'overview.warehouse_not_in_department');
      }
      if (!maySee(warehouse)) throw forbidden();
      return [warehouse];
    }
    if (query.khoa_id) {
      const known = await listScopeWarehouses(db, query.to_chuc, { departmentId: query.khoa_id });
      if (known.length === 0 && !(await this.departmentExists(query.to_chuc, query.khoa_id))) {
        throw notFound('overview.department_not_found');
      }
      const shown = known.filter(maySee);
      if (known.length > 0 && shown.length === 0) throw forbidden();
      return shown;
    }
    return (await listScopeWarehouses(db, query.to_chuc, {})).filter(maySee);
  }

  private departmentExists(organisationId: string, departmentId: string): Promise<boolean> {
    return departmentExists(this.ctx.db, organisationId, departmentId);
  }
}

/** The consumption period: the query's, else the last `so_ngay` (30) days; at most a year, never starting after today. */
function consumptionPeriod(query: OverviewQuery, today: string) {
  const den_ngay = query.den_ngay ?? (query.tu_ngay && query.tu_ngay > today ? query.tu_ngay : today);
  const tu_ngay = query.tu_ngay ?? addDays(den_ngay, -((query.so_ngay ?? OVERVIEW_DEFAULT_PERIOD_DAYS) - 1));
  if (tu_ngay > today) throw badRequest('overview.period_in_future');
  if (daysBetween(tu_ngay, den_ngay) + 1 > OVERVIEW_MAX_PERIOD_DAYS) {
    throw badRequest('overview.period_too_long', { max: OVERVIEW_MAX_PERIOD_DAYS });
  }
  return { tu_ngay, den_ngay };
}

/** Totals of the warehouses' figures; below-minimum counts a goods item once per warehouse. */
function sumFigures(figures: OverviewStockFigures[]): Omit<OverviewStockFigures, 'kho_id'> {
  const round = (n: number) => Math.round(n * 100) / 100;
  const total = (pick: (f: OverviewStockFigures) => number) =>
    round(figures.reduce((s, f) => s + pick(f), 0));
  return {
    gia_tri_ton: total((f) => f.gia_tri_ton),
    so_mat_hang: total((f) => f.so_mat_hang),
    duoi_toi_thieu: total((f) => f.duoi_toi_thieu),
    sap_het_han: { so_lo: total((f) => f.sap_het_han.so_lo), gia_tri: total((f) => f.sap_het_han.gia_tri) },
    da_het_han: { so_lo: total((f) => f.da_het_han.so_lo), gia_tri: total((f) => f.da_het_han.gia_tri) },
  };
}

/** Every month of the chart, those without movements at zero. */
function fillMonths(months: string[], movements: OverviewMonth[]): OverviewMonth[] {
  const byMonth = new Map(movements.map((m) => [m.thang, m]));
  return months.map((thang) => byMonth.get(thang) ?? { thang, nhap: 0, xuat: 0 });
}
