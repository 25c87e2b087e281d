import type { ControlledRegisterRow, ControlledSignOff, FormRow, OfficialForm } from '@kho/contracts';
import {
  col,
  columnSum,
  dateLine,
  goodsName,
  officialForm,
  roundQuantity,
  row,
  shortDate,
} from './form-parts';
import type { AnnualControlledRow, IdleControlledDrug } from './official-forms.repository';

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
  /** The daily signatures of the period (decision 0026), by day. */
  signOffs: ReadonlyMap<string, ControlledSignOff>;
  timeZone: string;
}

/** "08:30 26/11/2026" of an instant in the organisation's time zone. */
function clock(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour12: false,
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('day')}/${part('month')}/${part('year')}`;
}

const signatureLine = (s: ControlledSignOff, timeZone: string) =>
  `Ngày ${shortDate(s.ngay)} đã ký xác nhận: ${s.nguoi_ky_ten}, lúc ${clock(s.thoi_diem_ky, timeZone)}`;

/**
 * The day's signature inside a drug's section: after the rows it covered, so that whatever was
 * recorded later (a late voucher, a reversal) stands below it as a correction entry.
 */
function withSignatures(
  rows: readonly ControlledRegisterRow[],
  heading: RegisterHeading,
  toRow: (r: ControlledRegisterRow) => FormRow,
): FormRow[] {
  const out: FormRow[] = [];
  const marker = (day: string) => {
    const signed = heading.signOffs.get(day);
    return signed ? [{ ...row([signatureLine(signed, heading.timeZone)]), section: true }] : [];
  };
  rows.forEach((r, i) => {
    const previous = rows[i - 1];
    const sameDay = previous?.ngay_chung_tu === r.ngay_chung_tu;
    if (r.sau_khi_ky && !(sameDay && previous.sau_khi_ky)) out.push(...marker(r.ngay_chung_tu));
    out.push(toRow(r));
    const next = rows[i + 1];
    if (!r.sau_khi_ky && next?.ngay_chung_tu !== r.ngay_chung_tu) out.push(...marker(r.ngay_chung_tu));
  });
  return out;
}

type DrugIdentity = Pick<
  IdleControlledDrug,
  'hang_hoa_id' | 'hang_hoa_ma' | 'hang_hoa_ten' | 'ham_luong' | 'don_vi_tinh'
>;

/** A drug's section heading and its opening balance row. */
function sectionStart(drug: DrugIdentity, opening: number, from: string, heading: RegisterHeading) {
  const registration = heading.registrations.get(drug.hang_hoa_id) ?? null;
  const title = [
    `Tên thuốc, nồng độ/hàm lượng: ${goodsName(drug.hang_hoa_ten, drug.ham_luong)} (${drug.hang_hoa_ma})`,
    `Đơn vị tính: ${drug.don_vi_tinh}`,
    `Số giấy đăng ký lưu hành/số giấy phép nhập khẩu: ${registration ?? ''}`,
  ].join(' — ');
  return [
    { ...row([title, null, null, null, null, null, null, null], true), section: true },
    row([shortDate(from), 'Tồn đầu kỳ', null, null, null, roundQuantity(opening), null, null], true),
  ];
}

const closingRow = (received: number, issued: number, balance: number) =>
  row(['', 'Cộng phát sinh / tồn cuối kỳ', null, received, issued, balance, null, null], true);

/** The section of a drug held all period without a movement: its opening is its closing. */
function idleSection(drug: IdleControlledDrug, from: string, heading: RegisterHeading) {
  return [...sectionStart(drug, drug.ton, from, heading), closingRow(0, 0, roundQuantity(drug.ton))];
}

/** The register's rows of one drug: its section heading, opening, movements and closing. */
function drugSection(rows: readonly ControlledRegisterRow[], from: string, heading: RegisterHeading) {
  const first = rows[0]!;
  const opening = first.ton - first.nhap + first.xuat;
  const received = roundQuantity(rows.reduce((sum, r) => sum + r.nhap, 0));
  const issued = roundQuantity(rows.reduce((sum, r) => sum + r.xuat, 0));
  return [
    ...sectionStart(first, opening, from, heading),
    ...withSignatures(rows, heading, (r) => {
      const notes = [
        r.sau_khi_ky
          ? `ĐIỀU CHỈNH SAU KHI KÝ: ghi lúc ${clock(r.thoi_gian, heading.timeZone)}${r.nguoi_ghi ? ` bởi ${r.nguoi_ghi}` : ''}`
          : null,
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
    closingRow(received, issued, rows.at(-1)!.ton),
  ];
}

/**
 * Phụ lục VIII TT 18/2026, sổ theo dõi xuất, nhập, tồn kho: the ledger rows of one warehouse in
 * book order, one section per drug (the register's "each drug on its own pages"), each opening
 * with the balance before the period and closing with the period's totals. Columns 1–8 as the
 * appendix numbers them (docs/regulatory.md). A drug held without a movement in the period (`idle`)
 * still has its section, opening and closing at its balance; sections follow the goods code.
 */
export function controlledRegisterForm(
  rows: readonly ControlledRegisterRow[],
  period: { from: string; to: string },
  heading: RegisterHeading,
  key: 'PL_VIII' | 'PL_VIII_NGAY' = 'PL_VIII',
  idle: readonly IdleControlledDrug[] = [],
): OfficialForm {
  // The daily print carries the day's signer in the drug manager's box.
  const signer = key === 'PL_VIII_NGAY' ? heading.signOffs.get(period.from)?.nguoi_ky_ten : undefined;
  const byDrug = new Map<string, ControlledRegisterRow[]>();
  for (const r of rows) byDrug.set(r.hang_hoa_id, [...(byDrug.get(r.hang_hoa_id) ?? []), r]);
  const sections = [
    ...[...byDrug.values()].map((drugRows) => ({
      drug: drugRows[0]!,
      rows: () => drugSection(drugRows, period.from, heading),
    })),
    ...idle.map((drug) => ({ drug, rows: () => idleSection(drug, period.from, heading) })),
  ].sort((a, b) =>
    a.drug.hang_hoa_ma === b.drug.hang_hoa_ma
      ? a.drug.hang_hoa_id.localeCompare(b.drug.hang_hoa_id)
      : a.drug.hang_hoa_ma.localeCompare(b.drug.hang_hoa_ma),
  );
  return officialForm(key, {
    ...(signer ? { signatureNames: { 'Người quản lý thuốc': signer } } : {}),
    subtitle: [
      heading.controlClass ? `Loại: ${CONTROL_CLASS_TITLE[heading.controlClass]}` : '',
      key === 'PL_VIII_NGAY'
        ? `Ngày ${shortDate(period.from)}`
        : `Từ ngày ${shortDate(period.from)} đến ngày ${shortDate(period.to)}`,
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
    rows: sections.flatMap((section) => section.rows()),
    closing: [
      ...(byDrug.size ? [] : ['Không có phát sinh trong kỳ.']),
      ...[...heading.signOffs.values()].map((s) => signatureLine(s, heading.timeZone)),
    ],
    signed_on: dateLine(period.to),
  });
}

/**
 * Phụ lục IX TT 18/2026, báo cáo xuất, nhập, tồn kho, sử dụng for a year: per drug the balance
 * carried over, received, total, issued, loss (hao hụt: hỏng, vỡ, hết hạn, thiếu khi kiểm kê) and
 * closing, as the appendix's columns (docs/regulatory.md; their order is UNCERTAIN).
 */
export function annualControlledForm(
  drugs: readonly AnnualControlledRow[],
  year: number,
  heading: Pick<RegisterHeading, 'organisation' | 'department' | 'warehouse' | 'controlClass'>,
): OfficialForm {
  const rows = drugs.map((d, i) =>
    row([
      i + 1,
      [goodsName(d.ten, d.ham_luong), d.dang_bao_che, d.quy_cach_dong_goi].filter(Boolean).join(', '),
      d.hoat_chat,
      d.so_dang_ky,
      d.don_vi_tinh,
      roundQuantity(d.ton_dau),
      roundQuantity(d.nhap),
      roundQuantity(d.ton_dau + d.nhap),
      roundQuantity(d.xuat),
      roundQuantity(d.hao_hut),
      roundQuantity(d.ton_cuoi),
      null,
    ]),
  );
  return officialForm('PL_IX', {
    subtitle: [
      ...(heading.controlClass ? [`Loại: ${CONTROL_CLASS_TITLE[heading.controlClass]}`] : []),
      `Năm ${year} (từ ngày 01/01/${year} đến ngày 31/12/${year})`,
    ],
    organisation: heading.organisation,
    department: heading.department,
    intro: [`Kho: ${heading.warehouse}`, 'Kính gửi: Sở Y tế'],
    columns: [
      col('stt', 'STT', 'number'),
      col('ten', 'Tên thuốc, dạng bào chế, nồng độ/hàm lượng, quy cách đóng gói'),
      col('thanh_phan', 'Thành phần (dược chất, nồng độ/hàm lượng)'),
      col('so_dang_ky', 'Số giấy đăng ký lưu hành/số giấy phép nhập khẩu'),
      col('don_vi', 'Đơn vị tính'),
      col('ton_dau', 'Tồn kho kỳ trước chuyển sang', 'number'),
      col('nhap', 'Nhập trong kỳ', 'number'),
      col('tong', 'Tổng số', 'number'),
      col('xuat', 'Xuất trong kỳ', 'number'),
      col('hao_hut', 'Hao hụt (*)', 'number'),
      col('ton_cuoi', 'Tồn kho cuối kỳ', 'number'),
      col('ghi_chu', 'Ghi chú'),
    ],
    rows: [
      ...rows,
      row(['', 'Cộng', null, null, null, ...[5, 6, 7, 8, 9, 10].map((i) => columnSum(rows, i)), null], true),
    ],
    closing: [
      '(*) Hao hụt: thuốc hỏng, vỡ, hết hạn dùng (xuất hủy) và thiếu khi kiểm kê; ghi rõ lý do trong hồ sơ kèm theo.',
    ],
    signed_on: dateLine(null),
  });
}
