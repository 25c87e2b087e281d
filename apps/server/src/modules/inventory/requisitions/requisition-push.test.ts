import { describe, expect, it } from 'vitest';
import type { VoucherDetail, VoucherLine } from '@kho/contracts';
import { requisitionPush } from './requisition-push';

function requisition(lines: { so_luong: number; so_luong_duyet: number | null }[]): VoucherDetail {
  return {
    id: 'voucher-id',
    loai_phieu: 'LINH_HANG',
    so_phieu: 'PL-2026-00007',
    trang_thai: 'CHO_DUYET',
    kho_id: 'source-id',
    kho_ten: 'Kho tổng',
    kho_nhan_id: 'cabinet-id',
    kho_nhan_ten: 'Tủ trực Khoa Nội',
    so_dong: lines.length,
    nguoi_gui_ten: 'Điều dưỡng Lan',
    ly_do_tu_choi: null,
    chi_tiet: lines as unknown as VoucherLine[],
  } as unknown as VoucherDetail;
}

const asked = requisition([
  { so_luong: 10, so_luong_duyet: null },
  { so_luong: 4, so_luong_duyet: null },
]);

describe('requisition push texts', () => {
  it('tell the source of a submission in Vietnamese and English', () => {
    const vi = requisitionPush('vi', asked, { kind: 'submitted' });
    expect(vi.notification).toEqual({
      title: 'Phiếu lĩnh PL-2026-00007 chờ duyệt',
      body: 'Tủ trực Khoa Nội lĩnh 2 mặt hàng từ Kho tổng\nNgười gửi: Điều dưỡng Lan',
    });
    const en = requisitionPush('en', asked, { kind: 'submitted' });
    expect(en.notification).toEqual({
      title: 'Requisition PL-2026-00007 awaits approval',
      body: 'Tủ trực Khoa Nội asks Kho tổng for 2 goods item(s)\nSent by: Điều dưỡng Lan',
    });
    expect(en.data).toMatchObject({
      url: '/kho-duoc/so-linh-hang-hoa',
      phieu_id: 'voucher-id',
      loai_phieu: 'LINH_HANG',
      kho_nhan_id: 'cabinet-id',
    });
  });

  it('tell the requester of an approval, and say so when a line was cut', () => {
    const whole = requisition([{ so_luong: 10, so_luong_duyet: 10 }]);
    expect(requisitionPush('vi', whole, { kind: 'approved' }).notification).toEqual({
      title: 'Phiếu lĩnh PL-2026-00007 đã được duyệt',
      body: 'Kho tổng đã cấp hàng vào Tủ trực Khoa Nội',
    });
    const cut = requisition([
      { so_luong: 10, so_luong_duyet: 10 },
      { so_luong: 4, so_luong_duyet: 1 },
    ]);
    expect(requisitionPush('en', cut, { kind: 'approved' }).notification).toEqual({
      title: 'Requisition PL-2026-00007 approved',
      body: 'Kho tổng has issued the goods to Tủ trực Khoa Nội\nSome items were approved for less than asked',
    });
    expect(requisitionPush('vi', cut, { kind: 'approved' }).notification.body).toContain(
      'Có mặt hàng được duyệt ít hơn số lượng lĩnh',
    );
  });

  it('tell the requester of a rejection with its reason', () => {
    const rejected = { ...asked, ly_do_tu_choi: 'Tủ còn đủ cơ số' };
    expect(requisitionPush('vi', rejected, { kind: 'rejected', reason: 'x' }).notification).toEqual({
      title: 'Phiếu lĩnh PL-2026-00007 bị từ chối',
      body: 'Lý do: Tủ còn đủ cơ số',
    });
    expect(
      requisitionPush('en', asked, { kind: 'rejected', reason: 'Stock is enough' }).notification,
    ).toEqual({
      title: 'Requisition PL-2026-00007 rejected',
      body: 'Reason: Stock is enough',
    });
  });
});
