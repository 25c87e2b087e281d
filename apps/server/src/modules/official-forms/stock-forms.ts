import {
  KIND_FORMS,
  VAI_TRO_HOI_DONG,
  type CommitteeMember,
  type LoaiHangHoa,
  type OfficialForm,
  type StockCardReport,
  type StocktakeDetail,
  type StocktakeLine,
  type StocktakeTotals,
} from '@kho/contracts';
import type { UsageRow } from './official-forms.repository';
import {
  col,
  columnSum,
  dateLine,
  goodsName,
  monthLine,
  officialForm,
  roundMoney,
  roundQuantity,
  row,
  shortDate,
  vnNumber,
} from './form-parts';
import { GOODS_NAME_HEADING } from './tt22-forms.config';

interface Heading {
  organisation: string;
  department: string | null;
}

const DOTS = '..........................................................................................';

/** 04D thẻ kho: the opening balance, every movement with its running balance, the period's totals. */
export function stockCardForm(
  card: StockCardReport,
  goods: { quy_cach_dong_goi: string | null; ma_vach: string | null },
  heading: Heading,
): OfficialForm {
  const rows = card.dong.map((r) =>
    row([
      shortDate(r.ngay_chung_tu),
      r.nhap > 0 ? r.so_phieu : null,
      r.xuat > 0 ? r.so_phieu : null,
      r.so_lo,
      r.han_dung,
      r.dien_giai,
      r.nhap || null,
      r.xuat || null,
      r.ton,
      r.la_dao_nguoc ? 'Đảo chứng từ hủy' : null,
    ]),
  );
  return officialForm('04D', {
    subtitle: [`Từ ngày ${shortDate(card.tu_ngay)} đến ngày ${shortDate(card.den_ngay)}`],
    organisation: heading.organisation,
    department: heading.department,
    intro: [
      `Kho: ${card.kho_ten}`,
      `Tên thuốc, hóa chất, vật tư y tế tiêu hao: ${card.hang_hoa_ten}`,
      `Mã số: ${card.hang_hoa_ma}`,
      `Hàm lượng, nồng độ, quy cách đóng gói: ${[card.ham_luong, goods.quy_cach_dong_goi].filter(Boolean).join('; ')}`,
      `Mã vạch: ${goods.ma_vach ?? ''}`,
      `Đơn vị: ${card.don_vi_tinh}`,
    ],
    columns: [
      col('ngay', 'Ngày tháng'),
      col('ct_nhap', 'Nhập', 'text', 'Số chứng từ'),
      col('ct_xuat', 'Xuất', 'text', 'Số chứng từ'),
      col('lo', 'Lô sản xuất'),
      col('han_dung', 'Hạn dùng', 'date'),
      col('dien_giai', 'Diễn giải'),
      col('nhap', 'Nhập', 'number', 'Số lượng'),
      col('xuat', 'Xuất', 'number', 'Số lượng'),
      col('ton', 'Tồn', 'number', 'Số lượng'),
      col('ghi_chu', 'Ghi chú'),
    ],
    rows: [
      row(
        [
          shortDate(card.tu_ngay),
          null,
          null,
          null,
          null,
          'Số lượng tồn đầu kỳ',
          null,
          null,
          card.ton_dau_ky,
          null,
        ],
        true,
      ),
      ...rows,
      row(
        [
          '',
          null,
          null,
          null,
          null,
          'Cộng phát sinh / tồn cuối kỳ',
          card.tong_nhap,
          card.tong_xuat,
          card.ton_cuoi_ky,
          null,
        ],
        true,
      ),
    ],
    closing: [],
    signed_on: dateLine(card.den_ngay),
  });
}

/** HH:mm of an instant in the organisation's time zone. */
const clockTime = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }).format(
    new Date(instant),
  );

const ROLE_TITLE: Record<CommitteeMember['vai_tro'], string> = {
  CHU_TICH: 'Chủ tịch hội đồng kiểm kê',
  THU_KY: 'Thư ký',
  UY_VIEN: 'Thành viên',
};

/**
 * The totals of some of a stocktake's lines, as the stocktake's own (uncounted lines count nothing;
 * surplus and shortage per line).
 */
function linesTotals(lines: readonly StocktakeLine[]): StocktakeTotals {
  const sum = (value: (line: StocktakeLine) => number) =>
    roundMoney(lines.reduce((total, line) => total + value(line), 0));
  const counted = (line: StocktakeLine) => line.so_luong_thuc_te ?? line.so_luong_so_sach;
  return {
    so_dong: lines.length,
    da_dem: lines.filter((line) => line.so_luong_thuc_te !== null).length,
    gia_tri_so_sach: sum((line) => line.so_luong_so_sach * line.don_gia),
    gia_tri_thuc_te: sum((line) => (line.so_luong_thuc_te ?? 0) * line.don_gia),
    gia_tri_thua: sum((line) => Math.max(counted(line) - line.so_luong_so_sach, 0) * line.don_gia),
    gia_tri_thieu: sum((line) => Math.max(line.so_luong_so_sach - counted(line), 0) * line.don_gia),
  };
}

/** Whether a stocktake has lines of a kind of goods (its 12D or 13D is printed only then). */
export const hasKind = (detail: StocktakeDetail, kind: LoaiHangHoa) =>
  detail.dong.some((line) => line.loai_hang_hoa === kind);

/**
 * 11D biên bản kiểm kê (12D chemicals, 13D supplies: the lines of that kind): book and counted
 * quantity and value per batch, damaged, notes. The signatures are the recorded committee, members
 * first and the chair last as the form lays them out; without a committee, the form's blank boxes.
 */
export function stocktakeForm(
  detail: StocktakeDetail,
  heading: Heading & { timeZone: string },
  kind: LoaiHangHoa = 'THUOC',
): OfficialForm {
  const lines = detail.dong.filter((line) => line.loai_hang_hoa === kind);
  // The stocktake's own totals (exact numeric) when the form holds all of it, as it mostly does.
  const totals = lines.length === detail.dong.length ? detail.tong : linesTotals(lines);
  const rows = lines.map((line) => {
    const actual = line.so_luong_thuc_te;
    return row([
      line.stt,
      goodsName(line.hang_hoa_ten, line.ham_luong),
      line.don_vi_tinh,
      line.don_gia,
      line.so_lo,
      line.nuoc_san_xuat,
      line.han_dung,
      line.so_luong_so_sach,
      roundMoney(line.so_luong_so_sach * line.don_gia),
      actual,
      actual === null ? null : roundMoney(actual * line.don_gia),
      line.so_luong_hong || null,
      line.ghi_chu,
    ]);
  });
  const rank = (m: CommitteeMember) => -VAI_TRO_HOI_DONG.indexOf(m.vai_tro);
  const members = [...detail.hoi_dong].sort((a, b) => rank(a) - rank(b) || a.stt - b.stt);
  const form = officialForm(KIND_FORMS.stocktake[kind], {
    subtitle: [monthLine(detail.ngay_chung_tu.slice(0, 7)), `Số: ${detail.so_phieu}`],
    organisation: heading.organisation,
    department: heading.department,
    intro: [
      'Tổ kiểm kê gồm có:',
      ...[...members]
        .reverse()
        .map(
          (m, i) =>
            `${i + 1}. ${m.ho_ten}${m.chuc_danh ? ` — ${m.chuc_danh}` : ''} — ${ROLE_TITLE[m.vai_tro]}`,
        ),
      `Đã kiểm kê tại: ${detail.kho_ten}, lúc ${clockTime(detail.thoi_diem_chot_so, heading.timeZone)} ${dateLine(detail.ngay_chung_tu).toLowerCase()}`,
      ...(detail.ghi_chu ? [`Ghi chú: ${detail.ghi_chu}`] : []),
    ],
    columns: [
      col('stt', 'STT', 'number'),
      col('ten', GOODS_NAME_HEADING[kind]),
      col('don_vi', 'Đơn vị'),
      col('don_gia', 'Đơn giá', 'money'),
      col('so_kiem_soat', 'Số kiểm soát'),
      col('nuoc_sx', 'Nước sản xuất'),
      col('han_dung', 'Hạn dùng', 'date'),
      col('ss_sl', 'Số lượng', 'number', 'Sổ sách'),
      col('ss_tt', 'Thành tiền', 'money', 'Sổ sách'),
      col('tt_sl', 'Số lượng', 'number', 'Thực tế'),
      col('tt_tt', 'Thành tiền', 'money', 'Thực tế'),
      col('hong', 'Hỏng vỡ', 'number'),
      col('ghi_chu', 'Ghi chú'),
    ],
    rows: [
      ...rows,
      row(
        [
          '',
          'Cộng',
          '',
          null,
          '',
          '',
          null,
          null,
          totals.gia_tri_so_sach,
          null,
          totals.gia_tri_thuc_te,
          columnSum(rows, 11),
          null,
        ],
        true,
      ),
    ],
    closing: [
      `Đã kiểm kê ${totals.da_dem}/${totals.so_dong} lô. Giá trị thừa: ${vnNumber(totals.gia_tri_thua)} đồng; giá trị thiếu: ${vnNumber(totals.gia_tri_thieu)} đồng.`,
      `Ý kiến đề xuất: ${DOTS}`,
    ],
    signed_on: dateLine(detail.ngay_chung_tu),
  });
  return members.length
    ? { ...form, signatures: members.map((m) => ({ title: ROLE_TITLE[m.vai_tro], name: m.ho_ten })) }
    : form;
}

const GROUPS = [
  ['noi_tru', 'Nội trú'],
  ['ngoai_tru', 'Ngoại trú'],
  ['khac', 'Khác'],
  ['tong', 'Tổng cộng'],
] as const;

/**
 * 05D báo cáo sử dụng thuốc (08D chemicals, 09D supplies: `usage` holds that kind's items): per item, quantity and amount for inpatients, outpatients, other use
 * and in total; the unit price is the average of the batches used (amount / quantity). Amounts are
 * in đồng, or thousands of đồng when `moneyUnit` is 1000 (the heading says which).
 */
export function usageForm(
  usage: readonly UsageRow[],
  month: string,
  moneyUnit: 1 | 1000,
  heading: Heading & { scope: string },
  kind: LoaiHangHoa = 'THUOC',
): OfficialForm {
  const money = (value: number) => roundMoney(value / moneyUnit);
  const rows = usage.map((u, i) => {
    const quantity = roundQuantity(u.noi_tru_sl + u.ngoai_tru_sl + u.khac_sl);
    const amount = roundMoney(u.noi_tru_gt + u.ngoai_tru_gt + u.khac_gt);
    return row([
      i + 1,
      u.ma,
      goodsName(u.ten, u.ham_luong),
      u.don_vi_tinh,
      quantity ? money(amount / quantity) : null,
      roundQuantity(u.noi_tru_sl),
      money(u.noi_tru_gt),
      roundQuantity(u.ngoai_tru_sl),
      money(u.ngoai_tru_gt),
      roundQuantity(u.khac_sl),
      money(u.khac_gt),
      quantity,
      money(amount),
    ]);
  });
  const unit = moneyUnit === 1000 ? 'Tiền (1.000đ)' : 'Tiền (đồng)';
  return officialForm(KIND_FORMS.usage[kind], {
    subtitle: [monthLine(month)],
    organisation: heading.organisation,
    department: heading.department,
    intro: [`Phạm vi: ${heading.scope}`],
    columns: [
      col('stt', 'STT', 'number'),
      col('ma', 'Mã'),
      col('ten', GOODS_NAME_HEADING[kind]),
      col('don_vi', 'Đơn vị'),
      col('don_gia', 'Đơn giá', 'money'),
      ...GROUPS.flatMap(([key, title]) => [
        col(`${key}_sl`, 'Số lượng', 'number', title),
        col(`${key}_tien`, unit, 'money', title),
      ]),
    ],
    rows: [
      ...rows,
      row(
        [
          '',
          '',
          'Tổng cộng',
          '',
          null,
          ...GROUPS.flatMap((_, g) => [null, columnSum(rows, 6 + g * 2, true)]),
        ],
        true,
      ),
    ],
    closing: [`Tổng số khoản: ${rows.length}`],
    signed_on: dateLine(null),
  });
}
