import type { StockMovementReport, stockMovementQuerySchema } from '@kho/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import { assertPeriodLength, type ReportAccess } from '../report-access';
import { planPeriod } from '../report-period';
import { listClosedMonths, readForReport } from '../report-scope.repository';
import { figuresOf, lineOf, stockMovementPage } from './stock-movement.repository';

type Query = z.output<typeof stockMovementQuerySchema>;

/** The stock movement report (xuất nhập tồn) from month-end balances and the ledger after them. */
export class StockMovementService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: ReportAccess,
  ) {}

  async report(userId: string, query: Query): Promise<{ report: StockMovementReport; count: number }> {
    assertPeriodLength(query.tu_ngay, query.den_ngay);
    const scope = await this.access.scope(userId, query.to_chuc, query.kho_id);
    await this.access.requireOwned(
      'nhom_hang_hoa',
      query.to_chuc,
      query.nhom_hang_hoa_id,
      'reports.group_not_found',
    );
    const closed = await listClosedMonths(this.ctx.db, query.to_chuc);
    const plan = planPeriod(closed, query.tu_ngay, query.den_ngay);
    const rows = await readForReport(this.ctx.db, (tx) =>
      stockMovementPage(tx, {
        organisationId: query.to_chuc,
        warehouseIds: scope.warehouseIds,
        organisationWarehouseIds: scope.warehouseIds ? undefined : scope.warehouses.map((k) => k.id),
        from: query.tu_ngay,
        to: query.den_ngay,
        plan,
        groupId: query.nhom_hang_hoa_id,
        managementClass: query.phan_loai_quan_ly,
        perBatch: query.chi_tiet_lo ?? false,
        page: query.page,
        pageSize: query.page_size,
      }),
    );
    const totals = rows[0] ? figuresOf(rows[0], 'tong_') : figuresOf({ total_count: '0' }, 'tong_');
    return {
      report: {
        tu_ngay: query.tu_ngay,
        den_ngay: query.den_ngay,
        kho: scope.warehouses.map((k) => ({ id: k.id, ma: k.ma, ten: k.ten })),
        thang_khoa_so: plan.anchor,
        tong_cong: totals,
        dong: rows.map(lineOf),
      },
      count: Number(rows[0]?.total_count ?? 0),
    };
  }
}
