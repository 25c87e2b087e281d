import {
  REQUISITION_SLIPS,
  requisitionSlipOf,
  type OfficialForm,
  type RequisitionSlipKey,
  type VoucherDetail,
  type VoucherLine,
} from '@kho/contracts';
import {
  col,
  columnSum,
  dateLine,
  goodsName,
  officialForm,
  roundMoney,
  roundQuantity,
  row,
  shortDate,
} from './form-parts';
import { GOODS_NAME_HEADING } from './tt22-forms.config';

/** What a voucher form prints beside the voucher: the heading names and goods countries. */
export interface VoucherFormContext {
  organisation: string;
  department: string | null;
  countries: Map<string, string>;
  supplierAddress?: string | null;
}

const DOTS = '..........................................................................................';

/** The closing note on a slip about the lines another slip carries. */
function elsewhereNote(slip: RequisitionSlipKey, other: RequisitionSlipKey, count: number): string {
  switch (other) {
    case '01D':
      return `${slip === '01D_KS' ? 'Thuốc khác' : 'Thuốc'} (${count} khoản) lĩnh trên phiếu lĩnh thuốc 01D.`;
    case '01D_KS':
      return `Thuốc gây nghiện, hướng thần, tiền chất (${count} khoản) lĩnh trên phiếu riêng.`;
    case '02D':
      return `Hóa chất (${count} khoản) lĩnh trên phiếu lĩnh hóa chất 02D.`;
    case '03D':
      return `Vật tư y tế tiêu hao (${count} khoản) lĩnh trên phiếu lĩnh vật tư y tế tiêu hao 03D.`;
  }
}

const issued = (line: VoucherLine) => roundQuantity(line.phan_bo.reduce((s, b) => s + b.so_luong, 0));

/** The batches a line was issued from, "lot, expiry" each (the controlled slip traces them). */
const batchesOf = (line: VoucherLine) =>
  line.phan_bo.map((b) => [b.so_lo, shortDate(b.han_dung)].filter(Boolean).join(', ')).join('; ') || null;

/** Whether a requisition has lines on a slip (every slip but 01D is printed only then). */
export const hasSlip = (detail: VoucherDetail, slip: RequisitionSlipKey) =>
  detail.chi_tiet.some((line) => requisitionSlipOf(line) === slip);

/**
 * A requisition slip of the ward (01D, 02D, 03D or the controlled drugs' slip), over its own lines
 * (`requisitionSlipOf`): asked and issued quantity per line, "Cộng khoản", a note for each other slip the
 * requisition has, the four signatures. The controlled slip adds the issued lots and expiries.
 */
export function requisitionForm(
  detail: VoucherDetail,
  ctx: VoucherFormContext,
  key: RequisitionSlipKey,
): OfficialForm {
  const controlledSlip = key === '01D_KS';
  const lines = detail.chi_tiet.filter((line) => requisitionSlipOf(line) === key);
  const elsewhere = REQUISITION_SLIPS.filter((other) => other !== key).flatMap((other) => {
    const count = detail.chi_tiet.filter((line) => requisitionSlipOf(line) === other).length;
    return count > 0 ? [elsewhereNote(key, other, count)] : [];
  });
  // Until the source approves, nothing has been issued: the column is left for the storekeeper's pen.
  const approved = detail.trang_thai === 'HOAN_THANH';
  const rows = lines.map((line, i) =>
    row([
      i + 1,
      line.hang_hoa_ma,
      goodsName(line.hang_hoa_ten, line.ham_luong),
      line.don_vi_tinh,
      line.so_luong,
      approved ? issued(line) : null,
      ...(controlledSlip ? [approved ? batchesOf(line) : null] : []),
      [line.ly_do_dieu_chinh, line.ghi_chu].filter(Boolean).join('; ') || null,
    ]),
  );
  const nameHeading = {
    '01D': 'Tên thuốc, hàm lượng',
    '01D_KS': GOODS_NAME_HEADING.THUOC,
    '02D': GOODS_NAME_HEADING.HOA_CHAT,
    '03D': GOODS_NAME_HEADING.VAT_TU,
  }[key];
  return officialForm(key, {
    subtitle: [`Số: ${detail.so_phieu}`, dateLine(detail.ngay_chung_tu)],
    organisation: ctx.organisation,
    department: ctx.department,
    intro: [
      `Khoa: ${ctx.department ?? ''}`,
      `Tủ/kho lĩnh: ${detail.kho_nhan_ten ?? ''}`,
      `Lĩnh tại: ${detail.kho_ten}`,
      ...(detail.ly_do ? [`Lý do: ${detail.ly_do}`] : []),
    ],
    columns: [
      col('stt', 'STT', 'number'),
      col('ma', 'Mã'),
      col('ten', nameHeading),
      col('don_vi', 'Đơn vị'),
      col('yeu_cau', 'Yêu cầu', 'number', 'Số lượng'),
      col('phat', 'Phát', 'number', 'Số lượng'),
      ...(controlledSlip ? [col('lo_han', 'Số lô, hạn dùng')] : []),
      col('ghi_chu', 'Ghi chú'),
    ],
    rows: [
      ...rows,
      row(
        [
          '',
          '',
          'Cộng',
          '',
          columnSum(rows, 4),
          approved ? columnSum(rows, 5) : null,
          ...(controlledSlip ? [null] : []),
          null,
        ],
        true,
      ),
    ],
    closing: [`Cộng khoản: ${lines.length}`, ...elsewhere],
    signed_on: dateLine(detail.ngay_chung_tu),
    signatureNames: {
      'Người lĩnh': detail.nguoi_tao_ten,
      'Người phát': approved ? detail.nguoi_duyet_ten : null,
    },
  });
}

/** One row per batch a line took (or, before approval, per line), as the disposal forms list them. */
function batchRows(detail: VoucherDetail, ctx: VoucherFormContext) {
  return detail.chi_tiet.flatMap((line) => {
    const batches = line.phan_bo.length
      ? line.phan_bo
      : [
          {
            so_lo: line.so_lo ?? '',
            han_dung: line.han_dung ?? '',
            so_luong: line.so_luong,
            don_gia: line.don_gia ?? 0,
          },
        ];
    return batches.map((b) => ({
      name: goodsName(line.hang_hoa_ten, line.ham_luong),
      unit: line.don_vi_tinh,
      lot: b.so_lo,
      country: ctx.countries.get(line.hang_hoa_id) ?? '',
      expiry: b.han_dung || null,
      quantity: b.so_luong,
      price: b.don_gia,
      amount: roundMoney(b.so_luong * b.don_gia),
      note: line.ghi_chu,
    }));
  });
}

/** 14D biên bản xác nhận mất, hỏng, vỡ: every batch the disposal issue took, with its value and reason. */
export function lossForm(detail: VoucherDetail, ctx: VoucherFormContext): OfficialForm {
  const rows = batchRows(detail, ctx).map((b, i) =>
    row([
      i + 1,
      b.name,
      b.unit,
      b.lot,
      b.country,
      b.expiry,
      b.quantity,
      b.price,
      b.amount,
      b.note ?? detail.ly_do,
    ]),
  );
  return officialForm('14D', {
    subtitle: [`Số: ${detail.so_phieu}`],
    organisation: ctx.organisation,
    department: ctx.department,
    intro: [
      `Hôm nay, ${dateLine(detail.ngay_chung_tu).toLowerCase()}, tại ${detail.kho_ten}, chúng tôi gồm:`,
      `1. ${DOTS}`,
      `2. ${DOTS}`,
      `3. ${DOTS}`,
      'Cùng xác nhận số thuốc, hóa chất, vật tư y tế tiêu hao bị mất, hỏng, vỡ như sau:',
    ],
    columns: [
      col('stt', 'STT', 'number'),
      col('ten', 'Tên thuốc, nồng độ, hàm lượng'),
      col('don_vi', 'Đơn vị'),
      col('so_kiem_soat', 'Số kiểm soát'),
      col('nuoc_sx', 'Nước sản xuất'),
      col('han_dung', 'Hạn dùng', 'date'),
      col('so_luong', 'Số lượng', 'number'),
      col('don_gia', 'Đơn giá', 'money'),
      col('thanh_tien', 'Thành tiền', 'money'),
      col('ly_do', 'Lý do'),
    ],
    rows: [
      ...rows,
      row(['', 'Cộng', '', '', '', null, columnSum(rows, 6), null, columnSum(rows, 8, true), null], true),
    ],
    // The reason is on every row (the line's note, else the voucher's): not repeated here.
    closing: [`Đề nghị xử lý: ${DOTS}`],
    signed_on: dateLine(detail.ngay_chung_tu),
    signatureNames: { 'Người lập biên bản': detail.nguoi_tao_ten },
  });
}

/** 15D biên bản thanh lý: the batches put up for disposal, quantity and value, for the council. */
export function disposalForm(detail: VoucherDetail, ctx: VoucherFormContext): OfficialForm {
  const rows = batchRows(detail, ctx).map((b, i) =>
    row([i + 1, b.name, b.unit, b.lot, b.country, b.expiry, b.price, b.quantity, b.amount, b.note]),
  );
  const total = columnSum(rows, 8, true);
  return officialForm('15D', {
    subtitle: [`Số: ${detail.so_phieu}`],
    organisation: ctx.organisation,
    department: ctx.department,
    intro: [
      'Hội đồng thanh lý gồm có:',
      `1. ${DOTS}`,
      `2. ${DOTS}`,
      `3. ${DOTS}`,
      `Đã tiến hành họp xét thanh lý tại ${detail.kho_ten}, ${dateLine(detail.ngay_chung_tu).toLowerCase()}.`,
      ...(detail.ly_do ? [`Lý do thanh lý: ${detail.ly_do}`] : []),
    ],
    columns: [
      col('stt', 'STT', 'number'),
      col('ten', 'Tên thuốc, nồng độ, hàm lượng'),
      col('don_vi', 'Đơn vị'),
      col('so_kiem_soat', 'Số kiểm soát'),
      col('nuoc_sx', 'Nước sản xuất'),
      col('han_dung', 'Hạn dùng', 'date'),
      col('don_gia', 'Đơn giá', 'money'),
      col('so_luong', 'Số lượng', 'number', 'Xin thanh lý'),
      col('thanh_tien', 'Thành tiền', 'money', 'Xin thanh lý'),
      col('ket_luan', 'Kết luận, ghi chú'),
    ],
    rows: [...rows, row(['', 'Cộng', '', '', '', null, null, columnSum(rows, 7), total, null], true)],
    closing: [`Kết luận của hội đồng: ${DOTS}`],
    signed_on: dateLine(detail.ngay_chung_tu),
  });
}

/**
 * Phiếu trả lại thuốc, hóa chất, vật tư y tế tiêu hao: the batches a ward's cabinet gives back to
 * the khoa Dược, with their value once the return is approved (before, the value is the
 * storekeeper's to write).
 */
export function wardReturnForm(detail: VoucherDetail, ctx: VoucherFormContext): OfficialForm {
  const approved = detail.trang_thai === 'HOAN_THANH';
  const rows = batchRows(detail, ctx).map((b, i) =>
    row([
      i + 1,
      b.name,
      b.unit,
      b.lot,
      b.quantity,
      approved ? b.price : null,
      approved ? b.amount : null,
      b.note,
    ]),
  );
  return officialForm('TRA_LAI', {
    subtitle: [`Số: ${detail.so_phieu}`, dateLine(detail.ngay_chung_tu)],
    organisation: ctx.organisation,
    department: ctx.department,
    intro: [
      `Khoa: ${ctx.department ?? ''}`,
      `Tủ/kho trả: ${detail.kho_ten}`,
      `Trả về: ${detail.kho_nhan_ten ?? ''}`,
      ...(detail.ly_do ? [`Lý do trả: ${detail.ly_do}`] : []),
    ],
    columns: [
      col('stt', 'STT', 'number'),
      col('ten', 'Tên thuốc, hóa chất, vật tư y tế tiêu hao'),
      col('don_vi', 'Đơn vị'),
      col('so_kiem_soat', 'Số kiểm soát'),
      col('so_luong', 'Số lượng', 'number'),
      col('don_gia', 'Đơn giá', 'money'),
      col('thanh_tien', 'Thành tiền', 'money'),
      col('ghi_chu', 'Ghi chú'),
    ],
    rows: [
      ...rows,
      row(
        ['', 'Cộng', '', '', columnSum(rows, 4), null, approved ? columnSum(rows, 6, true) : null, null],
        true,
      ),
    ],
    closing: [`Cộng khoản: ${detail.chi_tiet.length}`],
    signed_on: dateLine(detail.ngay_chung_tu),
    signatureNames: { 'Người lập phiếu': detail.nguoi_tao_ten },
  });
}

/** Biên bản kiểm nhập: the receipt's batches as invoiced, for the receiving council. */
export function receivingForm(detail: VoucherDetail, ctx: VoucherFormContext): OfficialForm {
  const rows = detail.chi_tiet.map((line, i) => {
    const amount = roundMoney(line.thanh_tien ?? 0);
    return row([
      i + 1,
      goodsName(line.hang_hoa_ten, line.ham_luong),
      line.don_vi_tinh,
      line.so_lo,
      ctx.countries.get(line.hang_hoa_id) ?? '',
      line.han_dung,
      // The unit cost the batch was booked at: the invoice price after discount and VAT.
      line.so_luong ? roundMoney(amount / line.so_luong) : null,
      line.so_luong,
      amount,
      line.ghi_chu,
    ]);
  });
  const invoice = [detail.so_hoa_don, detail.ngay_hoa_don ? `ngày ${shortDate(detail.ngay_hoa_don)}` : null];
  return officialForm('KIEM_NHAP', {
    subtitle: [`Số: ${detail.so_phieu}`],
    organisation: ctx.organisation,
    department: ctx.department,
    intro: [
      `Ngày nhập: ${shortDate(detail.ngay_chung_tu)}`,
      `Nguồn nhập: ${detail.nha_cung_cap_ten ?? ''}`,
      `Địa chỉ: ${ctx.supplierAddress ?? ''}`,
      `Kinh phí: ${detail.goi_thau_ma ? `gói thầu ${detail.goi_thau_ma}` : DOTS}`,
      `Hình thức thanh toán: ${DOTS}`,
      `Số chứng từ: ${invoice.filter(Boolean).join(' ') || DOTS}`,
      ...(detail.nguoi_giao ? [`Người giao hàng: ${detail.nguoi_giao}`] : []),
      'Hội đồng kiểm nhập gồm có:',
      `1. ${DOTS}`,
      `2. ${DOTS}`,
      `3. ${DOTS}`,
      `Đã kiểm nhập tại ${detail.kho_ten} các mặt hàng sau:`,
    ],
    columns: [
      col('stt', 'TT', 'number'),
      col('ten', 'Tên thuốc, hóa chất, vật tư y tế tiêu hao'),
      col('don_vi', 'Đơn vị'),
      col('so_kiem_soat', 'Số kiểm soát'),
      col('nuoc_sx', 'Nước sản xuất'),
      col('han_dung', 'Hạn dùng', 'date'),
      col('don_gia', 'Đơn giá', 'money'),
      col('so_luong', 'Số lượng', 'number'),
      col('thanh_tien', 'Thành tiền', 'money'),
      col('ghi_chu', 'Ghi chú'),
    ],
    rows: [
      ...rows,
      row(['', 'Cộng', '', '', '', null, null, columnSum(rows, 7), columnSum(rows, 8, true), null], true),
    ],
    closing: [`Nhận xét cảm quan về chất lượng: ${DOTS}`],
    signed_on: dateLine(detail.ngay_chung_tu),
    signatureNames: { 'Thủ kho dược': detail.nguoi_tao_ten },
  });
}
