import type { ControlledRegisterRow, OfficialForm } from '@kho/contracts';
import { col, dateLine, goodsName, officialForm, roundQuantity, row, shortDate } from './form-parts';

/** The words the register prints for a control class (the book's kind, when one class is asked). */
export const CONTROL_CLASS_TITLE: Record<string, string> = {
  GAY_NGHIEN: 'Thuốc gây nghiện',
  HUONG_THAN: 'Thuốc hướng thần',
  TIEN_CHAT: 'Thuốc tiền chất',
};

export interface RegisterHeading {
  organisation: string;
  department: string | null;
  warehouse: string;
  /** The control class asked for, or null for all controlled classes in one book. */
  controlClass: string | null;
  /** Registration or import-licence number per goods id (the section heading prints it). */
  registrations: ReadonlyMap<string, string | null>;
}

/** The register's rows of one drug: its section heading, opening, movements and closing. */
function drugSection(rows: readonly ControlledRegisterRow[], from: string, registration: string | null) {
  const first = rows[0]!;
  const opening = roundQuantity(first.ton - first.nhap + first.xuat);
  const received = roundQuantity(rows.reduce((sum, r) => sum + r.nhap, 0));
  const issued = roundQuantity(rows.reduce((sum, r) => sum + r.xuat, 0));
  const heading = [
    `Tên thuốc, nồng độ/hàm lượng: ${goodsName(first.hang_hoa_ten, first.ham_luong)} (${first.hang_hoa_ma})`,
    `Đơn vị tính: ${first.don_vi_tinh}`,
    `Số giấy đăng ký lưu hành/số giấy phép nhập khẩu: ${registration ?? ''}`,
  ].join(' — ');
  return [
    { ...row([heading, null, null, null, null, null, null, null], true), section: true },
    row([shortDate(from), 'Tồn đầu kỳ', null, null, null, opening, null, null], true),
    ...rows.map((r) => {
      const notes = [
        r.benh_nhan_ten ? `Người bệnh: ${r.benh_nhan_ma ?? ''} - ${r.benh_nhan_ten}` : null,
        r.la_dao_nguoc ? 'Đảo chứng từ hủy' : null,
      ].filter(Boolean);
      return row([
        shortDate(r.ngay_chung_tu),
        r.doi_tac,
        r.so_phieu,
        r.nhap || null,
        r.xuat || null,
        r.ton,
        [r.so_lo, shortDate(r.han_dung)].filter(Boolean).join(', '),
        notes.join('; ') || null,
      ]);
    }),
    row(['', 'Cộng phát sinh / tồn cuối kỳ', null, received, issued, rows.at(-1)!.ton, null, null], true),
  ];
}

/**
 * Phụ lục VIII TT 18/2026, sổ theo dõi xuất, nhập, tồn kho: the ledger rows of one warehouse in
 * book order, one section per drug (the register's "each drug on its own pages"), each opening
 * with the balance before the period and closing with the period's totals. Columns 1–8 as the
 * appendix numbers them (docs/regulatory.md).
 */
export function controlledRegisterForm(
  rows: readonly ControlledRegisterRow[],
  period: { from: string; to: string },
  heading: RegisterHeading,
): OfficialForm {
  const byDrug = new Map<string, ControlledRegisterRow[]>();
  for (const r of rows) byDrug.set(r.hang_hoa_id, [...(byDrug.get(r.hang_hoa_id) ?? []), r]);
  return officialForm('PL_VIII', {
    subtitle: [
      heading.controlClass ? `Loại: ${CONTROL_CLASS_TITLE[heading.controlClass]}` : '',
      `Từ ngày ${shortDate(period.from)} đến ngày ${shortDate(period.to)}`,
    ].filter(Boolean),
    organisation: heading.organisation,
    department: heading.department,
    intro: [`Kho: ${heading.warehouse}`],
    columns: [
      col('ngay', 'Ngày tháng'),
      col('noi', 'Nơi xuất/nhập'),
      col('so_ct', 'Số chứng từ xuất/nhập'),
      col('nhap', 'Nhập', 'number', 'Số lượng'),
      col('xuat', 'Xuất', 'number', 'Số lượng'),
      col('con_lai', 'Còn lại', 'number', 'Số lượng'),
      col('lo_han', 'Số lô, hạn dùng'),
      col('ghi_chu', 'Ghi chú'),
    ],
    rows: [...byDrug.entries()].flatMap(([goodsId, drugRows]) =>
      drugSection(drugRows, period.from, heading.registrations.get(goodsId) ?? null),
    ),
    closing: byDrug.size ? [] : ['Không có phát sinh trong kỳ.'],
    signed_on: dateLine(period.to),
  });
}
