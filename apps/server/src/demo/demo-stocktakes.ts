import { createStocktakeSchema, type StocktakeDetail } from '@kho/contracts';
import { StocktakeService } from '../modules/inventory/stocktake/stocktake.service';
import { stocktakeKind } from '../modules/inventory/stocktake/stocktake.kind';
import { VoucherService } from '../modules/inventory/vouchers/voucher.service';
import type { DemoTimeline } from './demo-requests';

const COMMITTEE = [
  { ho_ten: 'DS. Nguyễn Thị Lan', chuc_danh: 'Trưởng khoa Dược', vai_tro: 'CHU_TICH' },
  { ho_ten: 'Lê Văn Bình', chuc_danh: 'Kế toán dược', vai_tro: 'THU_KY' },
  { ho_ten: 'Phạm Thị Hồng', chuc_danh: 'Thủ kho', vai_tro: 'UY_VIEN' },
] as const;

/**
 * The dispensary's monthly count five weeks ago (one lot short, one over, approved: the adjustments
 * show on the stock card) and today's count of a ward cabinet, half done.
 */
export function scheduleDemoStocktakes(s: DemoTimeline): void {
  const vouchers = new VoucherService(s.ctx, s.organisations, stocktakeKind);
  const stocktakes = new StocktakeService(s.ctx, s.organisations, vouchers);
  const { organisationId } = s;
  const user = s.users.pharmacist;

  const start = (offset: number, warehouse: string, scope: { pham_vi: string }, by = user) =>
    stocktakes.create(
      by,
      createStocktakeSchema.parse({
        to_chuc: organisationId,
        kho_id: s.warehouse(warehouse),
        ngay_chung_tu: s.day(offset),
        ghi_chu: 'Kiểm kê định kỳ theo quy chế khoa Dược',
        hoi_dong: COMMITTEE,
        ...scope,
      }),
    );
  /** Counts the lines as the shelf has them: the book quantity, except where `actual` says otherwise. */
  const count = (
    sheet: StocktakeDetail,
    lines: StocktakeDetail['dong'],
    actual = new Map<string, number>(),
    by = user,
  ) =>
    stocktakes.saveCounts(by, sheet.id, {
      to_chuc: organisationId,
      phien_ban: sheet.phien_ban,
      dong: lines.map((l) => ({
        id: l.id,
        so_luong_thuc_te: actual.get(l.id) ?? l.so_luong_so_sach,
        so_luong_hong: 0,
        ghi_chu: actual.has(l.id) ? 'Đếm lại hai lần, hội đồng xác nhận' : null,
      })),
    });

  s.at(-35, async () => {
    const sheet = await start(-35, 'KLNT', { pham_vi: 'TAT_CA' });
    const [short, over] = sheet.dong.filter((l) => l.so_luong_so_sach >= 10);
    const actual = new Map<string, number>();
    if (short) actual.set(short.id, short.so_luong_so_sach - 3);
    if (over) actual.set(over.id, over.so_luong_so_sach + 2);
    const saved = await count(sheet, sheet.dong, actual);
    const action = { to_chuc: organisationId, phien_ban: saved.phien_ban };
    const sent = await vouchers.submit(user, sheet.id, action);
    await vouchers.approve(user, sheet.id, { to_chuc: organisationId, phien_ban: sent.phien_ban });
  });
  // The surgical ward's cabinet, counted by the administrator with the ward's head nurse, half done.
  s.at(0, async () => {
    const sheet = await start(0, 'TT_KNGOAI', { pham_vi: 'TAT_CA' }, s.users.admin);
    await count(sheet, sheet.dong.slice(0, Math.ceil(sheet.dong.length / 2)), new Map(), s.users.admin);
  });
}
