import type { ExpiryReport, expiryQuerySchema } from '@kho/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { organisationToday } from '../inventory/stock.repository';
import type { ReportAccess } from './report-access';
import { expiryPage } from './expiry.repository';

/** The reports read from the stock table and catalogues: expiry. */
export class WarehouseReportsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: ReportAccess,
  ) {}

  async expiry(
    userId: string,
    query: z.output<typeof expiryQuerySchema>,
  ): Promise<{ report: ExpiryReport; count: number }> {
    const scope = await this.access.scope(userId, query.to_chuc, query.kho_id);
    await this.access.requireOwned(
      'nhom_hang_hoa',
      query.to_chuc,
      query.nhom_hang_hoa_id,
      'reports.group_not_found',
    );
    const today = await organisationToday(this.ctx.db, query.to_chuc);
    const { totals, dong, count } = await expiryPage(this.ctx.db, {
      organisationId: query.to_chuc,
      warehouseIds: scope.warehouseIds,
      today,
      days: query.so_ngay,
      withExpired: query.gom_het_han ?? true,
      groupId: query.nhom_hang_hoa_id,
      managementClass: query.phan_loai_quan_ly,
      page: query.page,
      pageSize: query.page_size,
    });
    return { report: { ngay_bao_cao: today, so_ngay: query.so_ngay, tong_cong: totals, dong }, count };
  }
}
