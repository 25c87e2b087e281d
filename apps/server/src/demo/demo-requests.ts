import {
  approveRequisitionSchema,
  createGoodsReturnSchema,
  createMedicineReturnSchema,
  createRequisitionSchema,
  type VoucherDetail,
} from '@kho/contracts';
import { sql } from 'drizzle-orm';
import { goodsReturnKind, medicineReturnKind } from '../modules/inventory/returns/returns.kind';
import { requisitionKind } from '../modules/inventory/requisitions/requisition.kind';
import { VoucherService } from '../modules/inventory/vouchers/voucher.service';
import type { OrganisationsService } from '../modules/organisations/organisations.service';
import type { AppContext } from '../platform/context';
import { queryRows, type Db } from '../db/client';

type Line = { hang_hoa_id: string; so_luong: number };

/** What demo-stock.ts lends this module: its timeline, people, places and the cabinets' fill. */
export interface DemoTimeline {
  db: Db;
  ctx: AppContext;
  organisations: OrganisationsService;
  organisationId: string;
  day: (offset: number) => string;
  at: (offset: number, act: () => Promise<unknown>) => void;
  users: { pharmacist: string; nurse: string; admin: string };
  warehouse: (ma: string) => string;
  goodsId: (name: string) => string;
  /** What a cabinet lacks to reach its par levels now. */
  gapsToPar: (cabinetId: string) => Line[];
  /** Tells the cabinet bookkeeping that stock arrived (or left, negative). */
  received: (cabinetId: string, goodsId: string, quantity: number) => void;
}

/**
 * The requisitions and returns of the demo hospital: the medical ward's nurse tops up her cabinet
 * (granted in part once, one pending today), the paediatric cabinet's planned request is refused
 * and another drafted, the dispensary asks the main store; a ward sends back what a discharged
 * patient left; the main store returns a recalled lot and prepares a near-expiry return.
 */
export function scheduleDemoRequests(s: DemoTimeline): void {
  const requisitions = new VoucherService(s.ctx, s.organisations, requisitionKind);
  const medicineReturns = new VoucherService(s.ctx, s.organisations, medicineReturnKind);
  const goodsReturns = new VoucherService(s.ctx, s.organisations, goodsReturnKind);
  const { organisationId, users } = s;
  const mainStore = s.warehouse('KT');
  const [knoi, knhi, dispensary] = [s.warehouse('TT_KNOI'), s.warehouse('TT_KNHI'), s.warehouse('KLNT')];
  const action = (voucher: VoucherDetail) => ({ to_chuc: organisationId, phien_ban: voucher.phien_ban });

  const ask = async (
    requester: string,
    cabinetId: string,
    offset: number,
    body: { loai_linh: 'DU_TRU' | 'LINH_BU'; ghi_chu?: string; chi_tiet: Line[] },
    submit = true,
  ) => {
    const draft = await requisitions.create(
      requester,
      createRequisitionSchema.parse({
        to_chuc: organisationId,
        kho_id: mainStore,
        kho_nhan_id: cabinetId,
        ngay_chung_tu: s.day(offset),
        ...body,
      }),
    );
    return submit ? requisitions.submit(requester, draft.id, action(draft)) : draft;
  };

  s.at(-20, async () => {
    const lines = s.gapsToPar(knoi).slice(0, 8);
    if (lines.length === 0) return;
    const asked = await ask(users.nurse, knoi, -20, { loai_linh: 'LINH_BU', chi_tiet: lines });
    // The pharmacist grants the first line in part: the store keeps some for the emergency room.
    const first = asked.chi_tiet[0]!;
    const granted = Math.max(1, Math.floor(first.so_luong / 2));
    const done = await requisitions.approve(
      users.pharmacist,
      asked.id,
      approveRequisitionSchema.parse({
        ...action(asked),
        chi_tiet: [
          {
            id: first.id,
            so_luong_duyet: granted,
            ly_do_dieu_chinh: 'Kho tổng giữ lại dự phòng cho khoa Cấp cứu, cấp bổ sung đợt sau',
          },
        ],
      }),
    );
    for (const line of done.chi_tiet) s.received(knoi, line.hang_hoa_id, line.so_luong_duyet ?? 0);
  });
  s.at(-12, async () => {
    const asked = await ask(users.pharmacist, dispensary, -12, {
      loai_linh: 'DU_TRU',
      ghi_chu: 'Dự trù bổ sung cho phòng phát thuốc ngoại trú',
      chi_tiet: [
        { hang_hoa_id: s.goodsId('Paracetamol 500mg'), so_luong: 200 },
        { hang_hoa_id: s.goodsId('Amoxicillin 500mg'), so_luong: 100 },
      ],
    });
    await requisitions.approve(users.pharmacist, asked.id, action(asked));
  });
  s.at(-9, async () => {
    const asked = await ask(users.nurse, knhi, -9, {
      loai_linh: 'DU_TRU',
      ghi_chu: 'Dự trù cho đợt tiêm chủng bổ sung',
      chi_tiet: [{ hang_hoa_id: s.goodsId('Paracetamol 500mg'), so_luong: 500 }],
    });
    await requisitions.reject(users.pharmacist, asked.id, {
      ...action(asked),
      ly_do: 'Số lượng vượt nhu cầu điều trị của khoa, đề nghị lập lại theo cơ số',
    });
  });
  s.at(-5, async () => {
    // A cancer patient on the medical ward needs morphine: the requisition prints its controlled
    // line on the separate slip (01D_KS), the ibuprofen on the ordinary 01D and the alcohol for
    // the injection sites on the chemicals' 02D.
    const asked = await ask(users.nurse, knoi, -5, {
      loai_linh: 'LINH_BU',
      ghi_chu: 'Lĩnh thuốc giảm đau cho người bệnh ung thư giai đoạn cuối',
      chi_tiet: [
        { hang_hoa_id: s.goodsId('Morphin 10mg/ml'), so_luong: 10 },
        { hang_hoa_id: s.goodsId('Ibuprofen 400mg'), so_luong: 20 },
        { hang_hoa_id: s.goodsId('Cồn 70 độ 500ml'), so_luong: 2 },
      ],
    });
    const done = await requisitions.approve(users.pharmacist, asked.id, action(asked));
    for (const line of done.chi_tiet) s.received(knoi, line.hang_hoa_id, line.so_luong_duyet ?? 0);
  });
  s.at(-8, async () => {
    // Two batches the cabinet holds go back: the patient they were for was discharged.
    const held = await queryRows<{ hang_hoa_id: string; lo_hang_id: string }>(
      s.db,
      sql`select hang_hoa_id, lo_hang_id from ton_kho
          where kho_id = ${knoi} and so_luong - so_luong_giu >= 2 order by lo_hang_id limit 2`,
    );
    if (held.length === 0) return;
    const draft = await medicineReturns.create(
      users.nurse,
      createMedicineReturnSchema.parse({
        to_chuc: organisationId,
        kho_id: knoi,
        kho_nhan_id: mainStore,
        ngay_chung_tu: s.day(-8),
        ly_do: 'Bệnh nhân xuất viện, thuốc đã lĩnh còn dư',
        chi_tiet: held.map((h) => ({ ...h, so_luong: 2 })),
      }),
    );
    const sent = await medicineReturns.submit(users.nurse, draft.id, action(draft));
    await medicineReturns.approve(users.pharmacist, sent.id, action(sent));
    for (const h of held) s.received(knoi, h.hang_hoa_id, -2);
  });

  /** A batch of the main store from a known supplier, with at least `least` units free. */
  const storeBatch = async (least: number, expiringWithin?: number) => {
    const [row] = await queryRows<{ hang_hoa_id: string; lo_hang_id: string; nha_cung_cap_id: string }>(
      s.db,
      sql`select t.hang_hoa_id, t.lo_hang_id, b.nha_cung_cap_id from ton_kho t join lo_hang b on b.id = t.lo_hang_id
          where t.kho_id = ${mainStore} and b.nha_cung_cap_id is not null and t.so_luong - t.so_luong_giu >= ${least}
            and b.han_dung >= current_date
            ${expiringWithin ? sql`and b.han_dung <= current_date + ${expiringWithin}::int` : sql``}
          order by b.han_dung, t.lo_hang_id limit 1`,
    );
    return row;
  };
  const giveBack = async (
    offset: number,
    until: 'CHO_DUYET' | 'HOAN_THANH',
    least: number,
    within?: number,
  ) => {
    const batch = await storeBatch(least, within);
    if (!batch) return;
    const draft = await goodsReturns.create(
      users.pharmacist,
      createGoodsReturnSchema.parse({
        to_chuc: organisationId,
        kho_id: mainStore,
        nha_cung_cap_id: batch.nha_cung_cap_id,
        ngay_chung_tu: s.day(offset),
        ly_do_tra_hang: until === 'HOAN_THANH' ? 'THU_HOI' : 'CAN_HAN',
        ly_do:
          until === 'HOAN_THANH'
            ? 'Thu hồi theo công văn của Cục Quản lý Dược'
            : 'Lô cận hạn, nhà cung cấp đồng ý đổi lô mới',
        chi_tiet: [{ hang_hoa_id: batch.hang_hoa_id, lo_hang_id: batch.lo_hang_id, so_luong: least }],
      }),
    );
    const sent = await goodsReturns.submit(users.pharmacist, draft.id, action(draft));
    if (until === 'HOAN_THANH') await goodsReturns.approve(users.pharmacist, sent.id, action(sent));
  };
  s.at(-25, () => giveBack(-25, 'HOAN_THANH', 10));

  s.at(0, async () => {
    // Only the most urgent gaps: the rest is left for the next top-up (the par suggestion shows it).
    const lines = s.gapsToPar(knoi).slice(0, 3);
    if (lines.length > 0) await ask(users.nurse, knoi, 0, { loai_linh: 'LINH_BU', chi_tiet: lines });
    await ask(
      users.nurse,
      knhi,
      0,
      {
        loai_linh: 'DU_TRU',
        chi_tiet: [
          { hang_hoa_id: s.goodsId('Paracetamol 500mg'), so_luong: 60 },
          { hang_hoa_id: s.goodsId('Cồn 70 độ 500ml'), so_luong: 4 },
        ],
      },
      false,
    );
    await giveBack(0, 'CHO_DUYET', 5, 60);
  });
}
