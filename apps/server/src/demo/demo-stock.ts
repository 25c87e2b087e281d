import {
  createIssueSchema,
  createReceiptSchema,
  createTransferSchema,
  type IssueInput,
  type VoucherDetail,
} from '@kho/contracts';
import { issueKind, transferKind } from '../modules/inventory/vouchers/outgoing.kind';
import { receiptKind } from '../modules/inventory/vouchers/receipt.kind';
import { organisationToday } from '../modules/inventory/engine/periods.repository';
import { VoucherService } from '../modules/inventory/vouchers/voucher.service';
import { OrganisationsService } from '../modules/organisations/organisations.service';
import type { Db } from '../db/client';
import { seedContext } from './demo-context';
import { lookUp } from './demo-refs';
import { scheduleDemoProcurement } from './demo-procurement';
import { scheduleDemoRequests, type DemoTimeline } from './demo-requests';
import { scheduleDemoStocktakes } from './demo-stocktakes';
import {
  BELOW_MINIMUM,
  EXPIRY_SHOWCASE,
  OUTPATIENT_TENDER_GOODS,
  OUTPATIENT_TENDER_SUPPLY,
  planReceipts,
  shiftDate,
  type PlanGoods,
  type PlannedReceipt,
  type TenderOffer,
} from './demo-stock-plan';

type Until = 'LUU_TAM' | 'CHO_DUYET' | 'HOAN_THANH';
type Line = { hang_hoa_id: string; so_luong: number; lo_hang_id?: string };

const DELIVERERS = ['Nguyễn Văn Hùng', 'Trần Minh Tuấn', 'Lê Thị Hoa', 'Phạm Quốc Bảo', 'Võ Thanh Sơn'];
/** Ward cabinets fill up over the months; a few items stay short (the ward did not ask for more). */
const FILL = { normal: [0.6, 1, 1], short: [0.3, 0.5, 0.7] };
const CYCLE_DAYS = [-110, -75, -40];
const DISPENSARY_DAYS = [-112, -84, -54, -26];

/**
 * Stock of the demo hospital, written by the inventory engine itself (the services behind the
 * voucher calls), over the last four months: deliveries into the main store, monthly transfers to
 * the dispensary and top-ups of the ward cabinets, a destruction, a quality test, an issue to
 * another facility, and one voucher in each remaining status.
 */
export async function seedDemoStock(db: Db, organisationId: string): Promise<void> {
  const ctx = seedContext(db);
  const organisations = new OrganisationsService(ctx);
  const receipts = new VoucherService(ctx, organisations, receiptKind);
  const issues = new VoucherService(ctx, organisations, issueKind);
  const transfers = new VoucherService(ctx, organisations, transferKind);
  const refs = await lookUp(db, organisationId);
  const today = await organisationToday(db, organisationId);
  const day = (offset: number) => shiftDate(today, offset);
  const user = refs.pharmacistId;

  const idOf = <T extends { id: string }>(rows: T[], key: keyof T, value: string): string => {
    const row = rows.find((r) => r[key] === value);
    if (!row) throw new Error(`demo stock: ${String(key)} ${value} not found`);
    return row.id;
  };
  const warehouse = (ma: string) => idOf(refs.warehouses, 'ma', ma);
  const goodsId = (ten: string) => idOf(refs.goods, 'ten', ten);
  const mainStore = warehouse('KT');
  const dispensary = warehouse('KLNT');
  const cabinets = ['TT_KKB', 'TT_KNOI', 'TT_KNGOAI', 'TT_KNHI'].map((ma) => ({ ma, id: warehouse(ma) }));

  /** Takes a voucher through the lifecycle the way the calls do: create, submit, approve. */
  async function run<T extends { to_chuc: string }>(
    service: VoucherService<T>,
    input: T,
    until: Until,
  ): Promise<VoucherDetail> {
    let voucher = await service.create(user, input);
    const action = () => ({ to_chuc: organisationId, phien_ban: voucher.phien_ban });
    if (until !== 'LUU_TAM') voucher = await service.submit(user, voucher.id, action());
    if (until === 'HOAN_THANH') voucher = await service.approve(user, voucher.id, action());
    return voucher;
  }
  const issue = (body: Omit<IssueInput, 'to_chuc' | 'kho_id'>, until: Until = 'HOAN_THANH') =>
    run(issues, createIssueSchema.parse({ to_chuc: organisationId, kho_id: mainStore, ...body }), until);

  // ------------------------------------------------------------- what was bought
  const supplierCode = new Map(refs.suppliers.map((s) => [s.id, s.ma]));
  const tenderOf = new Map<string, TenderOffer>(
    refs.tenderLines.map((l) => [
      l.hang_hoa_id,
      {
        goi_thau_id: l.goi_thau_id,
        nha_cung_cap_ma: supplierCode.get(l.nha_cung_cap_id)!,
        don_gia_trung: l.don_gia_trung,
      },
    ]),
  );
  const scenarioGoods = [
    'Natri clorid 0,9% 500ml',
    'Amoxicillin 500mg',
    'Paracetamol 500mg',
    'Cồn 70 độ 500ml',
  ];
  const restocked = new Set([...refs.parLevels.map((p) => p.hang_hoa_id), ...scenarioGoods.map(goodsId)]);
  for (const [name] of EXPIRY_SHOWCASE) goodsId(name);
  for (const name of BELOW_MINIMUM) restocked.delete(goodsId(name));
  const planGoods: PlanGoods[] = refs.goods.map((g) => ({ ...g, nhom_goc: g.nhom_ma.split('_')[0]! }));
  const plan = planReceipts({
    today,
    goods: planGoods,
    tenderOf,
    restocked,
    firstDelivery: day(-118),
    secondDelivery: day(-58),
  });

  const receivedBatch = new Map<string, string>();
  const receive = async (planned: PlannedReceipt, index: number, until: Until = 'HOAN_THANH') => {
    const voucher = await run(
      receipts,
      createReceiptSchema.parse({
        to_chuc: organisationId,
        kho_id: mainStore,
        ngay_chung_tu: planned.date,
        nha_cung_cap_id: idOf(refs.suppliers, 'ma', planned.nha_cung_cap_ma),
        goi_thau_id: planned.goi_thau_id,
        so_hoa_don: String(1_204 + index * 173).padStart(8, '0'),
        ngay_hoa_don: planned.date,
        nguoi_giao: DELIVERERS[index % DELIVERERS.length],
        ghi_chu: planned.goi_thau_id ? null : 'Mua sắm trực tiếp, ngoài danh mục trúng thầu',
        chi_tiet: planned.lines.map((l) => ({
          hang_hoa_id: l.goods.id,
          so_lo: l.so_lo,
          han_dung: l.han_dung,
          ngay_san_xuat: l.ngay_san_xuat,
          so_luong: l.so_luong,
          don_gia: l.don_gia,
          vat: l.goods.nhom_goc === 'VT' ? 8 : 5,
          ma_vach: l.ma_vach,
        })),
      }),
      until,
    );
    for (const line of voucher.chi_tiet) {
      const batch = line.phan_bo[0]?.lo_hang_id;
      if (batch && !receivedBatch.has(line.hang_hoa_id)) receivedBatch.set(line.hang_hoa_id, batch);
    }
  };

  // ------------------------------------------------------------- what went out, month by month
  const firstQuantity = new Map(
    plan.filter((r) => r.date === day(-118)).flatMap((r) => r.lines.map((l) => [l.goods.id, l.so_luong])),
  );
  const lowIds = new Set(BELOW_MINIMUM.map(goodsId));
  const tenderedForOutpatients = new Set(OUTPATIENT_TENDER_GOODS.map(goodsId));
  // A third of the oral medicines go to the outpatient dispensary each month, and the tendered
  // medicines its insured patients are given (so their insurance data carries TT_THAU).
  const dispensaryGoods = planGoods
    .filter((g) => g.duong_dung === 'Uống' && firstQuantity.has(g.id) && !lowIds.has(g.id))
    .filter((g, i) => i % 3 === 0 || tenderedForOutpatients.has(g.id))
    .concat(planGoods.filter((g) => g.ten === OUTPATIENT_TENDER_SUPPLY));

  const inCabinet = new Map<string, number>();
  const parOf = (cabinetId: string) => refs.parLevels.filter((p) => p.kho_id === cabinetId);
  /** What a cabinet lacks to reach this month's fill level; a few items per cabinet stay short. */
  const topUp = (cabinetIndex: number, cabinetId: string, cycle: number): Line[] =>
    parOf(cabinetId).flatMap((p, i) => {
      const short = (i + cabinetIndex * 4) % 14 < 3;
      const target = Math.ceil(p.so_luong * (short ? FILL.short : FILL.normal)[cycle]!);
      const key = `${cabinetId}|${p.hang_hoa_id}`;
      const missing = target - (inCabinet.get(key) ?? 0);
      if (missing <= 0) return [];
      inCabinet.set(key, target);
      return [{ hang_hoa_id: p.hang_hoa_id, so_luong: missing }];
    });
  const gapsToPar = (cabinetId: string): Line[] =>
    parOf(cabinetId).flatMap((p) => {
      const missing = p.so_luong - (inCabinet.get(`${cabinetId}|${p.hang_hoa_id}`) ?? 0);
      return missing > 0 ? [{ hang_hoa_id: p.hang_hoa_id, so_luong: missing }] : [];
    });

  // Events run in date order, so no voucher takes stock that had not yet arrived on its date.
  const events: { date: string; act: () => Promise<unknown> }[] = [];
  const at = (offset: number, act: () => Promise<unknown>) => events.push({ date: day(offset), act });

  plan.forEach((planned, i) => events.push({ date: planned.date, act: () => receive(planned, i) }));
  DISPENSARY_DAYS.forEach((offset) =>
    at(offset, () =>
      run(
        transfers,
        createTransferSchema.parse({
          to_chuc: organisationId,
          kho_id: mainStore,
          kho_nhan_id: dispensary,
          ngay_chung_tu: day(offset),
          ly_do: `Bổ sung kho lẻ ngoại trú tháng ${day(offset).slice(5, 7)}/${day(offset).slice(0, 4)}`,
          chi_tiet: dispensaryGoods.map((g) => ({
            hang_hoa_id: g.id,
            so_luong: Math.max(1, Math.round(firstQuantity.get(g.id)! * 0.1)),
          })),
        }),
        'HOAN_THANH',
      ),
    ),
  );
  CYCLE_DAYS.forEach((offset, cycle) =>
    cabinets.forEach((cabinet, ci) =>
      at(offset, async () => {
        const lines = topUp(ci, cabinet.id, cycle);
        if (lines.length === 0) return;
        await issue({
          ngay_chung_tu: day(offset),
          loai_xuat: 'KHO_KHOA',
          kho_nhan_id: cabinet.id,
          ly_do: cycle === 0 ? 'Cấp cơ số tủ trực' : 'Lĩnh bù cơ số tủ trực',
          chi_tiet: lines,
        });
      }),
    ),
  );

  // Testing and destruction name their batch, as the pharmacist does with the sampled or damaged lot.
  const fromBatch = (name: string, so_luong: number): Line => {
    const id = goodsId(name);
    return { hang_hoa_id: id, so_luong, lo_hang_id: receivedBatch.get(id)! };
  };
  at(-70, () =>
    issue({
      ngay_chung_tu: day(-70),
      loai_xuat: 'KIEM_NGHIEM',
      ly_do: 'Lấy mẫu gửi Trung tâm Kiểm nghiệm kiểm tra chất lượng',
      chi_tiet: [fromBatch('Amoxicillin 500mg', 20)],
    }),
  );
  at(-40, () =>
    issue({
      ngay_chung_tu: day(-40),
      loai_xuat: 'HUY',
      ly_do: 'Chai nứt, rò rỉ khi vận chuyển; hội đồng hủy thuốc đã lập biên bản',
      chi_tiet: [fromBatch('Natri clorid 0,9% 500ml', 6)],
    }),
  );
  const toCommune = (offset: number, lines: Line[]) =>
    issue({
      ngay_chung_tu: day(offset),
      loai_xuat: 'CO_SO_KHAC',
      don_vi_nhan: 'Trạm Y tế xã Bình Hưng',
      ly_do: 'Hỗ trợ thuốc, vật tư cho tuyến xã theo công văn của Sở Y tế',
      chi_tiet: lines,
    });
  at(-30, () =>
    toCommune(-30, [
      { hang_hoa_id: goodsId('Paracetamol 500mg'), so_luong: 300 },
      { hang_hoa_id: goodsId('Cồn 70 độ 500ml'), so_luong: 10 },
    ]),
  );
  // A completed issue cancelled today: its reversing entries show on the stock card.
  at(-6, async () => {
    const done = await toCommune(-6, [{ hang_hoa_id: goodsId('Cồn 70 độ 500ml'), so_luong: 5 }]);
    await issues.cancel(user, done.id, {
      to_chuc: organisationId,
      phien_ban: done.phien_ban,
      ly_do: 'Trạm y tế đã nhận đủ từ đợt trước, hủy phiếu',
    });
  });
  at(-3, async () => {
    const asked = await issue(
      {
        ngay_chung_tu: day(-3),
        loai_xuat: 'KHO_KHOA',
        kho_nhan_id: cabinets[3]!.id,
        ly_do: 'Lĩnh bổ sung tủ trực',
        chi_tiet: [{ hang_hoa_id: goodsId('Paracetamol 500mg'), so_luong: 100 }],
      },
      'CHO_DUYET',
    );
    await issues.reject(user, asked.id, {
      to_chuc: organisationId,
      phien_ban: asked.phien_ban,
      ly_do: 'Vượt cơ số tủ trực, đề nghị khoa lập lại theo cơ số',
    });
  });
  // Today: two cabinets ask for what they lack (one awaiting approval, one a draft) and the next
  // delivery under the medicines tender is entered but not yet checked.
  at(0, async () => {
    // The medical ward asks by requisition (demo-requests.ts); the surgical ward's request is an issue.
    const [kkb, kngoai] = [cabinets[0]!, cabinets[2]!];
    const request = (cabinetId: string, until: Until) =>
      issue(
        {
          loai_xuat: 'KHO_KHOA',
          kho_nhan_id: cabinetId,
          ly_do: 'Lĩnh bù cơ số tủ trực',
          chi_tiet: gapsToPar(cabinetId),
        },
        until,
      );
    await request(kngoai.id, 'CHO_DUYET');
    await request(kkb.id, 'LUU_TAM');
    const tendered = plan.find((r) => r.goi_thau_id && r.nha_cung_cap_ma === 'CODUPHA')!;
    await receive(
      {
        date: today,
        nha_cung_cap_ma: 'CODUPHA',
        goi_thau_id: tendered.goi_thau_id,
        lines: tendered.lines.slice(0, 4).map((l, i) => ({
          ...l,
          so_lo: `B${today.slice(2, 4)}${today.slice(5, 7)}${31 + i}`,
          han_dung: shiftDate(today, 720 + 30 * i),
          ngay_san_xuat: shiftDate(today, -40),
          so_luong: Math.round(l.so_luong / 2),
        })),
      },
      plan.length,
      'LUU_TAM',
    );
  });

  const timeline: DemoTimeline = {
    db,
    ctx,
    organisations,
    organisationId,
    day,
    at,
    users: { pharmacist: user, nurse: refs.nurseId, admin: refs.adminId },
    warehouse,
    goodsId,
    gapsToPar,
    received: (cabinetId, id, quantity) => {
      const key = `${cabinetId}|${id}`;
      inCabinet.set(key, (inCabinet.get(key) ?? 0) + quantity);
    },
  };
  scheduleDemoRequests(timeline);
  scheduleDemoStocktakes(timeline);
  scheduleDemoProcurement(timeline);

  // Array.prototype.sort is stable: same-day events keep the order they were listed in.
  events.sort((a, b) => a.date.localeCompare(b.date));
  for (const event of events) await event.act();
}
