import {
  CONTROLLED_CLASSES,
  type OfficialForm,
  type PhanLoaiQuanLy,
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

/** What a voucher form prints beside the voucher: the heading names and goods countries. */
export interface VoucherFormContext {
  organisation: string;
  department: string | null;
  countries: Map<string, string>;
  supplierAddress?: string | null;
}

const DOTS = '..........................................................................................';

/**
 * The lines of the ordinary phiếu lĩnh (01D). Controlled drugs (gây nghiện, hướng thần, tiền chất)
 * are requisitioned on a separate slip of their own (`01D_KS`); this predicate is the one place
 * that splits them, and that slip is built from the complementary lines.
 */
export const isOrdinaryLine = (line: VoucherLine) =>
  !CONTROLLED_CLASSES.includes(line.phan_loai_quan_ly as PhanLoaiQuanLy);

const issued = (line: VoucherLine) => roundQuantity(line.phan_bo.reduce((s, b) => s + b.so_luong, 0));

/** The batches a line was issued from, "lot, expiry" each (the controlled slip traces them). */
const batchesOf = (line: VoucherLine) =>
  line.phan_bo.map((b) => [b.so_lo, shortDate(b.han_dung)].filter(Boolean).join(', ')).join('; ') || null;

/**
 * A requisition slip of the ward: the ordinary 01D, or the separate slip of controlled drugs
 * (`01D_KS`), each over its own lines (`isOrdinaryLine` splits them): asked and issued quantity per
 * line, "Cộng khoản", the four signatures. The controlled slip adds the issued lots and expiries.
 */
function requisitionSlip(
  detail: VoucherDetail,
  ctx: VoucherFormContext,
  key: '01D' | '01D_KS',
): OfficialForm {
  const controlledSlip = key === '01D_KS';
  const lines = detail.chi_tiet.filter((line) => isOrdinaryLine(line) !== controlledSlip);
  const elsewhere = detail.chi_tiet.length - lines.length;
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
      col('ten', controlledSlip ? 'Tên thuốc, nồng độ, hàm lượng' : 'Tên thuốc, hàm lượng'),
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
    closing: [
      `Cộng khoản: ${lines.length}`,
      ...(elsewhere > 0
        ? [
            controlledSlip
              ? `Thuốc khác (${elsewhere} khoản) lĩnh trên phiếu lĩnh thuốc 01D.`
              : `Thuốc gây nghiện, hướng thần, tiền chất (${elsewhere} khoản) lĩnh trên phiếu riêng.`,
          ]
        : []),
    ],
    signed_on: dateLine(detail.ngay_chung_tu),
    signatureNames: {
      'Người lĩnh': detail.nguoi_tao_ten,
      'Người phát': approved ? detail.nguoi_duyet_ten : null,
    },
  });
}

/** 01D phiếu lĩnh thuốc: the requisition's ordinary lines. */
export const requisitionForm = (detail: VoucherDetail, ctx: VoucherFormContext) =>
  requisitionSlip(detail, ctx, '01D');

/** The controlled drugs' requisition slip: the requisition's narcotic, psychotropic and precursor lines. */
export const controlledRequisitionForm = (detail: VoucherDetail, ctx: VoucherFormContext) =>
  requisitionSlip(detail, ctx, '01D_KS');

/** Whether a requisition holds a controlled drug (and so a controlled slip). */
export const hasControlledLines = (detail: VoucherDetail) => detail.chi_tiet.some((l) => !isOrdinaryLine(l));

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
