import type { OfficialForm, VoucherDetail } from '@kho/contracts';
import { col, columnSum, dateLine, goodsName, officialForm, row, shortDate } from './form-parts';

/** What the 48-hour report prints of each goods item besides the voucher line. */
export interface LossGoods {
  dang_bao_che: string | null;
  quy_cach_dong_goi: string | null;
  so_dang_ky: string | null;
  controlled: boolean;
}

/**
 * Phụ lục XI TT 18/2026, báo cáo nhầm lẫn, thất thoát (within 48 hours of finding it), from a
 * disposal issue: one row per batch of a controlled drug the issue took, with the line's note (else
 * the voucher's reason) as the reason; "Biện pháp xử lý" is left to fill in by hand. Ordinary
 * goods on the same voucher are not reported.
 */
export function controlledLossForm(
  detail: VoucherDetail,
  goods: ReadonlyMap<string, LossGoods>,
  heading: { organisation: string; department: string | null },
): OfficialForm {
  const rows = detail.chi_tiet
    .filter((line) => goods.get(line.hang_hoa_id)?.controlled)
    .flatMap((line) => {
      const g = goods.get(line.hang_hoa_id)!;
      const name = [
        goodsName(line.hang_hoa_ten, line.ham_luong),
        g.dang_bao_che,
        g.quy_cach_dong_goi,
        g.so_dang_ky ? `SĐK/GPNK: ${g.so_dang_ky}` : null,
      ]
        .filter(Boolean)
        .join(', ');
      const batches = line.phan_bo.length
        ? line.phan_bo
        : [{ so_lo: line.so_lo ?? '', han_dung: line.han_dung ?? '', so_luong: line.so_luong }];
      return batches.map((b) => ({ name, unit: line.don_vi_tinh, batch: b, reason: line.ghi_chu }));
    })
    .map((r, i) =>
      row([
        i + 1,
        r.name,
        r.unit,
        r.batch.so_luong,
        r.reason ?? detail.ly_do,
        null,
        [r.batch.so_lo && `Lô ${r.batch.so_lo}`, r.batch.han_dung && `HD ${shortDate(r.batch.han_dung)}`]
          .filter(Boolean)
          .join(', ') || null,
      ]),
    );
  return officialForm('PL_XI', {
    subtitle: [`Số phiếu: ${detail.so_phieu}`],
    organisation: heading.organisation,
    department: heading.department,
    intro: [
      'Kính gửi: Sở Y tế',
      `Tên cơ sở: ${heading.organisation}`,
      `Kho: ${detail.kho_ten}`,
      `Ngày phát hiện: ${shortDate(detail.ngay_chung_tu)}`,
      'Báo cáo nhầm lẫn, thất thoát thuốc gây nghiện, thuốc hướng thần, thuốc tiền chất như sau:',
    ],
    columns: [
      col('stt', 'STT', 'number'),
      col(
        'ten',
        'Nguyên liệu/Tên thuốc, dạng bào chế, nồng độ/hàm lượng, quy cách đóng gói, số GPNK/số GĐKLH',
      ),
      col('don_vi', 'Đơn vị tính'),
      col('so_luong', 'Số lượng thất thoát/nhầm lẫn', 'number'),
      col('ly_do', 'Lý do'),
      col('bien_phap', 'Biện pháp xử lý'),
      col('ghi_chu', 'Ghi chú'),
    ],
    rows: [...rows, row(['', 'Cộng', '', columnSum(rows, 3), null, null, null], true)],
    closing: ['Báo cáo gửi trong vòng 48 giờ kể từ khi phát hiện nhầm lẫn, thất thoát.'],
    signed_on: dateLine(detail.ngay_chung_tu),
    signatureNames: { 'Người lập báo cáo': detail.nguoi_tao_ten },
  });
}
