import { ERROR_CODES, REPORT_MAX_YEARS, type ReportWarehouse, type VaiTro } from '@kho/contracts';
import type { AppContext } from '../../platform/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/i18n';
import type { OrganisationsService } from '../organisations/organisations.service';
import { belongsToOrganisation, listReportWarehouses } from './report-scope.repository';

/** Administrators and managers see the reports of the whole organisation. */
const SEE_ALL_ROLES: readonly VaiTro[] = ['QUAN_TRI', 'QUAN_LY'];

export interface ReportScope {
  organisationId: string;
  /** null: every warehouse of the organisation (no filter needed). */
  warehouseIds: string[] | null;
  warehouses: ReportWarehouse[];
}

type OwnedTable = Parameters<typeof belongsToOrganisation>[1];

/**
 * Who may see which report: members see the warehouses of their departments, administrators and
 * managers all of the organisation; ids of another organisation are simply not found (404).
 */
export class ReportAccess {
  constructor(
    private readonly ctx: AppContext,
    private readonly organisations: OrganisationsService,
  ) {}

  /** The warehouses the caller may run reports on. */
  async warehouses(userId: string, organisationId: string): Promise<ReportWarehouse[]> {
    return (await this.scope(userId, organisationId)).warehouses;
  }

  /** One warehouse (404 outside the organisation, 403 when not the caller's) or all they may see. */
  async scope(userId: string, organisationId: string, warehouseId?: string): Promise<ReportScope> {
    const role = await this.organisations.requireMember(organisationId, userId);
    const seesAll = SEE_ALL_ROLES.includes(role);
    if (warehouseId) {
      await this.requireOwned('kho', organisationId, warehouseId, 'reports.warehouse_not_found');
      if (
        !seesAll &&
        !(await this.organisations.accessibleWarehouseIds(userId, organisationId)).includes(warehouseId)
      )
        throw forbidden('reports.warehouse_forbidden');
      const warehouses = await listReportWarehouses(this.ctx.db, organisationId, [warehouseId]);
      return { organisationId, warehouseIds: [warehouseId], warehouses };
    }
    const ids = seesAll ? null : await this.organisations.accessibleWarehouseIds(userId, organisationId);
    const warehouses = await listReportWarehouses(this.ctx.db, organisationId, ids);
    // One list for every warehouse of the organisation: the queries then filter by organisation only.
    return { organisationId, warehouseIds: ids, warehouses };
  }

  /** 404 with the report's message unless the id belongs to the organisation. */
  async requireOwned(table: OwnedTable, organisationId: string, id: string | undefined, key: MessageKey) {
    if (id && !(await belongsToOrganisation(this.ctx.db, table, organisationId, id))) throw notFound(key);
  }
}

/** Refuses periods longer than the cap (the end before the start is the schema's own message). */
export function assertPeriodLength(from: string, to: string): void {
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + REPORT_MAX_YEARS);
  if (new Date(`${to}T00:00:00Z`) >= limit)
    throw new AppError(400, ERROR_CODES.VALIDATION, 'reports.period_too_long', { years: REPORT_MAX_YEARS });
}
