import type {
  ConsumptionReport,
  ControlledRegister,
  TenderExecutionReport,
  consumptionQuerySchema,
  controlledRegisterQuerySchema,
  tenderExecutionQuerySchema,
} from '@kho/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { OrganisationsService } from '../../organisations/organisations.service';
import { consumptionByDepartmentTotals, consumptionPage } from './consumption.repository';
import { controlledPage } from './controlled.repository';
import { assertPeriodLength, type ReportAccess } from '../report-access';
import { planPeriod } from '../report-period';
import { listClosedMonths, readForReport } from '../report-scope.repository';
import { tenderExecutionPage } from './tender-execution.repository';

/** Consumption by department, the controlled-drug register and tender execution. */
export class RegisterReportsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: ReportAccess,
    private readonly organisations: OrganisationsService,
  ) {}

  async consumption(
    userId: string,
    query: z.output<typeof consumptionQuerySchema>,
  ): Promise<{ report: ConsumptionReport; count: number }> {
    assertPeriodLength(query.tu_ngay, query.den_ngay);
    const scope = await this.access.scope(userId, query.to_chuc, query.kho_id);
    await this.access.requireOwned('khoa', query.to_chuc, query.khoa_id, 'reports.department_not_found');
    await this.access.requireOwned(
      'nhom_hang_hoa',
      query.to_chuc,
      query.nhom_hang_hoa_id,
      'reports.group_not_found',
    );
    const filter = {
      organisationId: query.to_chuc,
      warehouseIds: scope.warehouses.map((k) => k.id),
      from: query.tu_ngay,
      to: query.den_ngay,
      departmentId: query.khoa_id,
      groupId: query.nhom_hang_hoa_id,
      managementClass: query.phan_loai_quan_ly,
    };
    const { page, theo_khoa } = await readForReport(this.ctx.db, async (tx) => ({
      page: await consumptionPage(tx, { ...filter, page: query.page, pageSize: query.page_size }),
      theo_khoa: await consumptionByDepartmentTotals(tx, filter),
    }));
    const report = {
      tu_ngay: query.tu_ngay,
      den_ngay: query.den_ngay,
      theo_khoa,
      tong_cong: page.tong_cong,
      dong: page.dong,
    };
    return { report, count: page.count };
  }

  async controlled(
    userId: string,
    query: z.output<typeof controlledRegisterQuerySchema>,
  ): Promise<{ report: ControlledRegister; count: number }> {
    assertPeriodLength(query.tu_ngay, query.den_ngay);
    const scope = await this.access.scope(userId, query.to_chuc, query.kho_id);
    await this.access.requireOwned('hang_hoa', query.to_chuc, query.hang_hoa_id, 'reports.goods_not_found');
    const closed = await listClosedMonths(this.ctx.db, query.to_chuc);
    const { dong, tong_cong } = await readForReport(this.ctx.db, (tx) =>
      controlledPage(tx, {
        organisationId: query.to_chuc,
        warehouseIds: scope.warehouseIds,
        from: query.tu_ngay,
        to: query.den_ngay,
        anchor: planPeriod(closed, query.tu_ngay, query.den_ngay).anchor,
        goodsId: query.hang_hoa_id,
        managementClass: query.phan_loai_quan_ly,
        page: query.page,
        pageSize: query.page_size,
      }),
    );
    return {
      report: { tu_ngay: query.tu_ngay, den_ngay: query.den_ngay, tong_cong, dong },
      count: tong_cong.so_dong,
    };
  }

  /** Tenders belong to the organisation, not to a warehouse: every member may see their execution. */
  async tenderExecution(
    userId: string,
    query: z.output<typeof tenderExecutionQuerySchema>,
  ): Promise<{ report: TenderExecutionReport; count: number }> {
    await this.organisations.requireMember(query.to_chuc, userId);
    await this.access.requireOwned('goi_thau', query.to_chuc, query.goi_thau_id, 'reports.tender_not_found');
    await this.access.requireOwned(
      'nha_cung_cap',
      query.to_chuc,
      query.nha_cung_cap_id,
      'reports.supplier_not_found',
    );
    const report = await tenderExecutionPage(this.ctx.db, {
      organisationId: query.to_chuc,
      tenderId: query.goi_thau_id,
      supplierId: query.nha_cung_cap_id,
      year: query.nam,
      status: query.tinh_trang,
      page: query.page,
      pageSize: query.page_size,
    });
    return { report, count: report.tong_cong.so_dong };
  }
}
