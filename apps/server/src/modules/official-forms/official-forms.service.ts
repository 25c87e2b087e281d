import { CONTROLLED_CLASSES, KIND_FORMS } from '@kho/contracts';
import type {
  LoaiHangHoa,
  RequisitionSlipKey,
  controlledAnnualFormQuerySchema,
  ControlledRegisterRow,
  controlledRegisterFormQuerySchema,
  fifteenDayFormQuerySchema,
  OfficialForm,
  StockCardReport,
  stockCardFormQuerySchema,
  usageFormQuerySchema,
  VoucherDetail,
} from '@kho/contracts';
import { REPORT_MAX_PAGE_SIZE } from '@kho/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { conflict } from '../../platform/errors';
import type { VoucherService } from '../inventory/vouchers/voucher.service';
import type { StocktakeService } from '../inventory/stocktake/stocktake.service';
import type { ReportAccess } from '../reports/report-access';
import { assertPeriodLength } from '../reports/report-access';
import { readForReport } from '../reports/report-scope.repository';
import type { WarehouseReportsService } from '../reports/warehouse/warehouse-reports.service';
import type { RegisterReportsService } from '../reports/registers/register-reports.service';
import { annualControlledForm, controlledRegisterForm } from './controlled-forms';
import { controlledLossForm } from './controlled-loss-form';
import { listSignOffs } from '../reports/registers/controlled-sign-off.repository';
import {
  departmentName,
  goodsCountries,
  goodsHeading,
  goodsRegistrations,
  annualControlledRows,
  dailyUsageRows,
  idleControlledDrugs,
  lossGoods,
  organisationName,
  organisationTimeZone,
  supplierAddress,
  usageRows,
  warehouseDepartment,
  warehouseName,
} from './official-forms.repository';
import { hasKind, stockCardForm, stocktakeForm, usageForm } from './stock-forms';
import { fifteenDayForm } from './fifteen-day-form';
import {
  disposalForm,
  hasSlip,
  lossForm,
  receivingForm,
  requisitionForm,
  wardReturnForm,
} from './voucher-forms';

/** Why a form of one kind of goods is refused for a voucher holding none of that kind. */
const NO_GOODS_OF_KIND = {
  HOA_CHAT: 'reports.form_no_chemicals',
  VAT_TU: 'reports.form_no_supplies',
} as const;

/** The voucher services the forms read through, so every form checks access as the voucher does. */
export interface FormSources {
  access: ReportAccess;
  warehouseReports: WarehouseReportsService;
  registers: Pick<RegisterReportsService, 'controlled'>;
  receipts: Pick<VoucherService<never>, 'detail'>;
  issues: Pick<VoucherService<never>, 'detail'>;
  requisitions: Pick<VoucherService<never>, 'detail'>;
  medicineReturns: Pick<VoucherService<never>, 'detail'>;
  stocktakes: Pick<StocktakeService, 'detail'>;
}

/** Builds the TT 22/2011 forms (docs/regulatory.md) from vouchers, the stock card and the ledger. */
export class OfficialFormsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly sources: FormSources,
  ) {}

  private async voucherContext(organisationId: string, detail: VoucherDetail, warehouseId: string) {
    const db = this.ctx.db;
    return {
      organisation: await organisationName(db, organisationId),
      department: await warehouseDepartment(db, warehouseId),
      countries: await goodsCountries(
        db,
        detail.chi_tiet.map((l) => l.hang_hoa_id),
      ),
      supplierAddress: await supplierAddress(db, detail.nha_cung_cap_id),
    };
  }

  /**
   * A requisition slip (01D, 02D, 03D, or the controlled drugs' slip); its paper belongs to the ward
   * asking (its cabinet's department). A slip other than 01D is refused when no line goes on it.
   */
  async requisition(
    userId: string,
    organisationId: string,
    id: string,
    slip: RequisitionSlipKey,
  ): Promise<OfficialForm> {
    const detail = await this.sources.requisitions.detail(userId, organisationId, id);
    if (slip !== '01D' && !hasSlip(detail, slip)) {
      if (slip === '01D_KS') throw conflict('reports.form_no_controlled_requisition');
      throw conflict(NO_GOODS_OF_KIND[slip === '02D' ? 'HOA_CHAT' : 'VAT_TU'], { form: slip });
    }
    const ctx = await this.voucherContext(organisationId, detail, detail.kho_nhan_id ?? detail.kho_id);
    return requisitionForm(detail, ctx, slip);
  }

  /** 14D (`loss`) or 15D (`disposal`) from a disposal issue (loai_xuat HUY); other issues are refused. */
  async disposal(userId: string, organisationId: string, id: string, form: 'loss' | 'disposal') {
    const detail = await this.sources.issues.detail(userId, organisationId, id);
    if (detail.loai_xuat !== 'HUY') throw conflict('reports.form_disposal_only');
    const ctx = await this.voucherContext(organisationId, detail, detail.kho_id);
    return form === 'loss' ? lossForm(detail, ctx) : disposalForm(detail, ctx);
  }

  /** Phụ lục XI TT 18/2026 from a disposal issue holding controlled drugs; other vouchers are refused. */
  async controlledLoss(userId: string, organisationId: string, id: string): Promise<OfficialForm> {
    const detail = await this.sources.issues.detail(userId, organisationId, id);
    if (detail.loai_xuat !== 'HUY') throw conflict('reports.form_disposal_only');
    const db = this.ctx.db;
    const goods = await lossGoods(
      db,
      detail.chi_tiet.map((l) => l.hang_hoa_id),
      CONTROLLED_CLASSES,
    );
    if (![...goods.values()].some((g) => g.controlled)) throw conflict('reports.form_no_controlled_lines');
    return controlledLossForm(detail, goods, {
      organisation: await organisationName(db, organisationId),
      department: await warehouseDepartment(db, detail.kho_id),
    });
  }

  /** The return slip of a ward's cabinet; a patient's return (at the dispensary) is refused. */
  async wardReturn(userId: string, organisationId: string, id: string): Promise<OfficialForm> {
    const detail = await this.sources.medicineReturns.detail(userId, organisationId, id);
    if (detail.benh_nhan_id) throw conflict('reports.form_ward_return_only');
    return wardReturnForm(detail, await this.voucherContext(organisationId, detail, detail.kho_id));
  }

  async receiving(userId: string, organisationId: string, id: string): Promise<OfficialForm> {
    const detail = await this.sources.receipts.detail(userId, organisationId, id);
    return receivingForm(detail, await this.voucherContext(organisationId, detail, detail.kho_id));
  }

  /** 11D (12D chemicals, 13D supplies); 12D and 13D are refused for a stocktake without that kind. */
  async stocktake(
    userId: string,
    organisationId: string,
    id: string,
    kind: LoaiHangHoa = 'THUOC',
  ): Promise<OfficialForm> {
    const detail = await this.sources.stocktakes.detail(userId, organisationId, id);
    if (kind !== 'THUOC' && !hasKind(detail, kind)) {
      throw conflict(NO_GOODS_OF_KIND[kind], { form: KIND_FORMS.stocktake[kind] });
    }
    return stocktakeForm(
      detail,
      {
        organisation: await organisationName(this.ctx.db, organisationId),
        department: await warehouseDepartment(this.ctx.db, detail.kho_id),
        timeZone: await organisationTimeZone(this.ctx.db, organisationId),
      },
      kind,
    );
  }

  /** 04D: the whole stock card of the period, read page by page through the report's own checks. */
  async stockCard(userId: string, query: z.output<typeof stockCardFormQuerySchema>): Promise<OfficialForm> {
    let card: StockCardReport | undefined;
    for (let page = 1; ; page++) {
      const { report, count } = await this.sources.warehouseReports.stockCard(userId, {
        ...query,
        page,
        page_size: REPORT_MAX_PAGE_SIZE,
      });
      card = card ? { ...card, dong: [...card.dong, ...report.dong] } : report;
      if (page * REPORT_MAX_PAGE_SIZE >= count) break;
    }
    return stockCardForm(card, await goodsHeading(this.ctx.db, query.hang_hoa_id), {
      organisation: await organisationName(this.ctx.db, query.to_chuc),
      department: await warehouseDepartment(this.ctx.db, query.kho_id),
    });
  }

  /**
   * The warehouses a usage form reads (the caller's, or the one asked for when the caller may see
   * it) and its department's name, checked to be the organisation's.
   */
  private async usageScope(
    userId: string,
    query: { to_chuc: string; kho_id?: string | undefined; khoa_id?: string | undefined },
  ) {
    const scope = await this.sources.access.scope(userId, query.to_chuc, query.kho_id);
    await this.sources.access.requireOwned(
      'khoa',
      query.to_chuc,
      query.khoa_id,
      'reports.department_not_found',
    );
    return {
      warehouseIds: scope.warehouses.map((w) => w.id),
      department: query.khoa_id ? await departmentName(this.ctx.db, query.khoa_id) : null,
    };
  }

  /**
   * 05D (08D chemicals, 09D supplies) for a month: one department (`khoa_id`) or the whole hospital,
   * over the caller's warehouses.
   */
  async usage(
    userId: string,
    query: z.output<typeof usageFormQuerySchema>,
    kind: LoaiHangHoa = 'THUOC',
  ): Promise<OfficialForm> {
    const from = `${query.thang}-01`;
    const end = new Date(`${from}T00:00:00Z`);
    end.setUTCMonth(end.getUTCMonth() + 1, 0);
    const to = end.toISOString().slice(0, 10);
    assertPeriodLength(from, to);
    const { warehouseIds, department } = await this.usageScope(userId, query);
    const db = this.ctx.db;
    const rows = await readForReport(db, (tx) =>
      usageRows(tx, {
        organisationId: query.to_chuc,
        warehouseIds,
        from,
        to,
        kind,
        ...(query.khoa_id ? { departmentId: query.khoa_id } : {}),
      }),
    );
    return usageForm(
      rows,
      query.thang,
      query.don_vi_tien === '1000' ? 1000 : 1,
      {
        organisation: await organisationName(db, query.to_chuc),
        department,
        scope: department ? `Khoa ${department}` : 'Toàn bệnh viện',
      },
      kind,
    );
  }

  /**
   * 16D for one clinical department and half month, over the caller's warehouses (or one): what
   * the department used each day, as 05D counts use.
   */
  async fifteenDay(userId: string, query: z.output<typeof fifteenDayFormQuerySchema>): Promise<OfficialForm> {
    const { warehouseIds, department } = await this.usageScope(userId, query);
    const db = this.ctx.db;
    const rows = await readForReport(db, (tx) =>
      dailyUsageRows(tx, {
        organisationId: query.to_chuc,
        warehouseIds,
        from: query.tu_ngay,
        to: query.den_ngay,
        departmentId: query.khoa_id,
      }),
    );
    return fifteenDayForm(
      rows,
      { from: query.tu_ngay, to: query.den_ngay },
      {
        organisation: await organisationName(db, query.to_chuc),
        department: department ?? '',
      },
    );
  }

  /**
   * Phụ lục VIII TT 18/2026 for one warehouse and period: the controlled-drug register report read
   * page by page (its access and period checks), laid out one section per drug.
   */
  async controlledRegister(
    userId: string,
    query: z.output<typeof controlledRegisterFormQuerySchema>,
    key: 'PL_VIII' | 'PL_VIII_NGAY' = 'PL_VIII',
  ): Promise<OfficialForm> {
    const rows: ControlledRegisterRow[] = [];
    for (let page = 1; ; page++) {
      const { report, count } = await this.sources.registers.controlled(userId, {
        ...query,
        page,
        page_size: REPORT_MAX_PAGE_SIZE,
      });
      rows.push(...report.dong);
      if (page * REPORT_MAX_PAGE_SIZE >= count) break;
    }
    const db = this.ctx.db;
    const idle = await readForReport(db, (tx) =>
      idleControlledDrugs(tx, {
        organisationId: query.to_chuc,
        warehouseId: query.kho_id,
        from: query.tu_ngay,
        to: query.den_ngay,
        classes: query.phan_loai_quan_ly ? [query.phan_loai_quan_ly] : CONTROLLED_CLASSES,
      }),
    );
    return controlledRegisterForm(
      rows,
      { from: query.tu_ngay, to: query.den_ngay },
      {
        organisation: await organisationName(db, query.to_chuc),
        department: await warehouseDepartment(db, query.kho_id),
        warehouse: await warehouseName(db, query.kho_id),
        controlClass: query.phan_loai_quan_ly ?? null,
        registrations: await goodsRegistrations(db, [
          ...rows.map((r) => r.hang_hoa_id),
          ...idle.map((d) => d.hang_hoa_id),
        ]),
        signOffs: new Map(
          (
            await listSignOffs(db, {
              organisationId: query.to_chuc,
              warehouseId: query.kho_id,
              from: query.tu_ngay,
              to: query.den_ngay,
            })
          ).map((s) => [s.ngay, s]),
        ),
        timeZone: await organisationTimeZone(db, query.to_chuc),
      },
      key,
      idle,
    );
  }

  /** Phụ lục IX for a calendar year of one warehouse the caller may see. */
  async controlledAnnual(
    userId: string,
    query: z.output<typeof controlledAnnualFormQuerySchema>,
  ): Promise<OfficialForm> {
    await this.sources.access.scope(userId, query.to_chuc, query.kho_id);
    const db = this.ctx.db;
    const drugs = await readForReport(db, (tx) =>
      annualControlledRows(tx, {
        organisationId: query.to_chuc,
        warehouseId: query.kho_id,
        from: `${query.nam}-01-01`,
        to: `${query.nam}-12-31`,
        classes: query.phan_loai_quan_ly ? [query.phan_loai_quan_ly] : CONTROLLED_CLASSES,
      }),
    );
    return annualControlledForm(drugs, query.nam, {
      organisation: await organisationName(db, query.to_chuc),
      department: await warehouseDepartment(db, query.kho_id),
      warehouse: await warehouseName(db, query.kho_id),
      controlClass: query.phan_loai_quan_ly ?? null,
    });
  }
}
