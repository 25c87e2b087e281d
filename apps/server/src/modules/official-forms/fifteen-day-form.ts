import type { LoaiHangHoa, OfficialForm } from '@kho/contracts';
import { addDays, daysBetween } from '../overview/overview-dates';
import type { DailyUsageRow } from './official-forms.repository';
import { col, dateLine, goodsName, officialForm, roundQuantity, row, shortDate } from './form-parts';

const KIND_SECTION: Record<LoaiHangHoa, string> = {
  THUOC: 'Thuốc',
  HOA_CHAT: 'Hóa chất',
  VAT_TU: 'Vật tư y tế tiêu hao',
};

/** Every day from `from` to `to` (yyyy-MM-dd, inclusive). */
const daysOf = (from: string, to: string) =>
  Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));

/**
 * 16D thống kê 15 ngày sử dụng thuốc, hóa chất, vật tư y tế tiêu hao (TT 23/2011): one row per item
 * the department used, one column per day of the half month (headed by the day of the month), the
 * item's total and a note; medicines, chemicals and supplies each under a section row. No grand
 * total: the items' units differ.
 */
export function fifteenDayForm(
  usage: readonly DailyUsageRow[],
  period: { from: string; to: string },
  heading: { organisation: string; department: string },
): OfficialForm {
  const days = daysOf(period.from, period.to);
  const items = new Map<string, { first: DailyUsageRow; byDay: Map<string, number> }>();
  for (const use of usage) {
    const item = items.get(use.hang_hoa_id) ?? { first: use, byDay: new Map<string, number>() };
    item.byDay.set(use.ngay, (item.byDay.get(use.ngay) ?? 0) + use.so_luong);
    items.set(use.hang_hoa_id, item);
  }
  const rows: OfficialForm['rows'] = [];
  let number = 0;
  let kind: LoaiHangHoa | null = null;
  for (const { first, byDay } of items.values()) {
    if (first.loai_hang_hoa !== kind) {
      kind = first.loai_hang_hoa;
      const blank = Array<null>(days.length + 5).fill(null);
      rows.push({ ...row([KIND_SECTION[kind], ...blank], true), section: true });
    }
    const perDay = days.map((day) => (byDay.has(day) ? roundQuantity(byDay.get(day)!) : null));
    number += 1;
    rows.push(
      row([
        number,
        goodsName(first.ten, first.ham_luong),
        first.don_vi_tinh,
        first.quy_cach_dong_goi,
        ...perDay,
        roundQuantity(perDay.reduce<number>((sum, value) => sum + (value ?? 0), 0)),
        null,
      ]),
    );
  }
  return officialForm('16D', {
    subtitle: [`Từ ngày ${shortDate(period.from)} đến ngày ${shortDate(period.to)}`],
    organisation: heading.organisation,
    department: heading.department,
    intro: [`Khoa: ${heading.department}`],
    columns: [
      col('stt', 'STT', 'number'),
      col('ten', 'Tên thuốc, nồng độ, hàm lượng / hóa chất / vật tư y tế tiêu hao'),
      col('don_vi', 'Đơn vị'),
      col('quy_cach', 'Quy cách'),
      ...days.map((day) => col(`ngay_${day}`, day.slice(8, 10), 'number', 'Ngày')),
      col('tong', 'Tổng cộng', 'number'),
      col('ghi_chu', 'Ghi chú'),
    ],
    rows,
    closing: [`Tổng số khoản: ${number}`],
    signed_on: dateLine(null),
  });
}
