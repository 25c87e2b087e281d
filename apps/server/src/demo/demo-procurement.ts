import { createProcurementRequestSchema, procurementPlanQuerySchema } from '@kho/contracts';
import { ProcurementRequestService } from '../modules/procurement/procurement-requests.service';
import { ProcurementService } from '../modules/procurement/procurement.service';
import { ReportAccess } from '../modules/reports/report-access';
import type { DemoTimeline } from './demo-requests';

/**
 * The main store's procurement requests (docs/procurement.md): today the pharmacist saves the
 * half-year plan as two requests, the first goods approved (so the plan counts them as coming) and
 * the rest left as a draft.
 */
export function scheduleDemoProcurement(s: DemoTimeline): void {
  s.at(0, async () => {
    const access = new ReportAccess(s.ctx, s.organisations);
    const planner = new ProcurementService(s.ctx, access, s.organisations);
    const requests = new ProcurementRequestService(s.ctx, access, s.organisations);
    const actor = { userId: s.users.pharmacist, ip: null };
    const period = { tu_ngay: s.day(-89), den_ngay: s.day(0), so_ngay_du_tru: 180 };
    const scope = { to_chuc: s.organisationId, kho_id: s.warehouse('KT') };
    const plan = await planner.plan(
      s.users.pharmacist,
      procurementPlanQuerySchema.parse({ ...scope, ...period }),
    );
    const toBuy = plan.dong.filter((r) => r.de_xuat > 0);
    const save = (rows: typeof toBuy) =>
      requests.create(
        actor,
        createProcurementRequestSchema.parse({
          ...scope,
          ...period,
          chi_tiet: rows.map((r) => {
            const tender = r.thau.find((t) => t.con_lai >= r.de_xuat) ?? r.thau[0];
            return {
              hang_hoa_id: r.hang_hoa_id,
              so_luong_de_xuat: r.de_xuat,
              so_luong: r.de_xuat,
              don_gia: tender?.don_gia_trung ?? null,
              goi_thau_chi_tiet_id: tender?.goi_thau_chi_tiet_id ?? null,
            };
          }),
        }),
      );
    if (toBuy.length < 2) return;
    const approved = await save(toBuy.slice(0, 4));
    const action = { to_chuc: s.organisationId, phien_ban: approved.phien_ban };
    const submitted = await requests.submit(actor, approved.id, action);
    await requests.approve({ ...actor, userId: s.users.admin }, approved.id, {
      ...action,
      phien_ban: submitted.phien_ban,
    });
    await save(toBuy.slice(4, 10));
  });
}
