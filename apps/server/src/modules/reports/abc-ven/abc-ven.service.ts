import type { AbcVenReport, abcVenQuerySchema } from '@kho/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import { assertPeriodLength, type ReportAccess } from '../report-access';
import { readForReport } from '../report-scope.repository';
import { classify, summarise } from './abc-classes';
import { consumedGoods } from './abc-ven.repository';
import { findAbcThresholds } from '../../organisation-settings/organisation-settings.repository';

/** ABC analysis by consumption value crossed with the VEN class of the goods (docs/reports.md). */
export class AbcVenService {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: ReportAccess,
  ) {}

  async report(userId: string, query: z.output<typeof abcVenQuerySchema>): Promise<AbcVenReport> {
    assertPeriodLength(query.tu_ngay, query.den_ngay);
    const scope = await this.access.scope(userId, query.to_chuc, query.kho_id);
    await this.access.requireOwned(
      'nhom_hang_hoa',
      query.to_chuc,
      query.nhom_hang_hoa_id,
      'reports.group_not_found',
    );
    const warehouseIds = scope.warehouses.map((k) => k.id);
    const goods = warehouseIds.length
      ? await readForReport(this.ctx.db, (tx) =>
          consumedGoods(tx, {
            organisationId: query.to_chuc,
            warehouseIds,
            from: query.tu_ngay,
            to: query.den_ngay,
            groupId: query.nhom_hang_hoa_id,
            kind: query.loai_hang_hoa,
          }),
        )
      : [];
    // A run names all three thresholds or none (the contract); none: the organisation's own.
    const nguong =
      query.nguong_a !== undefined && query.nguong_b !== undefined && query.nguong_c !== undefined
        ? { a: query.nguong_a, b: query.nguong_b, c: query.nguong_c }
        : await findAbcThresholds(this.ctx.db, query.to_chuc);
    const dong = classify(goods, nguong);
    return { tu_ngay: query.tu_ngay, den_ngay: query.den_ngay, nguong, dong, ...summarise(dong) };
  }
}
