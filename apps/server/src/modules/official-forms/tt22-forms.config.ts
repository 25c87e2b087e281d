import type { FormSignature, LoaiHangHoa, Tt22FormKey } from '@kho/contracts';

/**
 * The fixed parts of each TT 22/2011 form: code, title and signature boxes (left to right). The
 * circular's layouts are known from vendor reproductions (docs/regulatory.md), so the wording here
 * is the configuration a hospital may change in one place; the data under them is not.
 */
export interface FormDefinition {
  code: string | null;
  title: string;
  signatures: readonly string[];
  landscape: boolean;
}

const CONTROLLED_REGISTER: FormDefinition = {
  code: 'Phụ lục VIII',
  title: 'SỔ THEO DÕI XUẤT, NHẬP, TỒN KHO THUỐC GÂY NGHIỆN, THUỐC HƯỚNG THẦN, THUỐC TIỀN CHẤT',
  signatures: ['Người quản lý thuốc', 'Trưởng khoa Dược'],
  landscape: true,
};

// The forms TT 22/2011 repeats per kind of goods (KIND_FORMS in the contracts) share their layout
// and signatures; only the code and the title's noun differ.
const requisitionSlip = (code: string, title: string): FormDefinition => ({
  code,
  title,
  signatures: ['Trưởng khoa Dược', 'Người phát', 'Người lĩnh', 'Trưởng khoa lâm sàng'],
  landscape: false,
});
const usageReport = (code: string, title: string): FormDefinition => ({
  code,
  title,
  signatures: ['Người lập báo cáo', 'Kế toán dược', 'Trưởng khoa'],
  landscape: true,
});
const stocktakeMinutes = (code: string, title: string): FormDefinition => ({
  code,
  title,
  signatures: ['Thành viên', 'Thư ký', 'Chủ tịch hội đồng kiểm kê'],
  landscape: true,
});

/** The name column's heading on the forms of one kind of goods. */
export const GOODS_NAME_HEADING: Record<LoaiHangHoa, string> = {
  THUOC: 'Tên thuốc, nồng độ, hàm lượng',
  HOA_CHAT: 'Tên hóa chất, nồng độ, hàm lượng',
  VAT_TU: 'Tên vật tư y tế tiêu hao, quy cách',
};

export const TT22_FORMS: Record<Tt22FormKey, FormDefinition> = {
  '01D': requisitionSlip('MS: 01D/BV-01', 'PHIẾU LĨNH THUỐC'),
  '02D': requisitionSlip('MS: 02D/BV-01', 'PHIẾU LĨNH HÓA CHẤT'),
  '03D': requisitionSlip('MS: 03D/BV-01', 'PHIẾU LĨNH VẬT TƯ Y TẾ TIÊU HAO'),
  // The separate requisition of narcotic, psychotropic and precursor drugs (TT 23/2011 mẫu số 1 per
  // the shared reference, referred to by TT 18/2026): its code, title and columns were not read from
  // the circular, so they are UNCERTAIN here; the signatures are those the reference names.
  '01D_KS': requisitionSlip(
    'Mẫu số 1 - TT 23/2011/TT-BYT',
    'PHIẾU LĨNH THUỐC GÂY NGHIỆN, THUỐC HƯỚNG TÂM THẦN, THUỐC TIỀN CHẤT',
  ),
  '04D': {
    code: 'MS: 04D/BV-01',
    title: 'THẺ KHO',
    signatures: ['Thủ kho', 'Kế toán dược', 'Trưởng khoa Dược'],
    landscape: true,
  },
  '05D': usageReport('MS: 05D/BV-01', 'BÁO CÁO SỬ DỤNG THUỐC'),
  '08D': usageReport('MS: 08D/BV-01', 'BÁO CÁO SỬ DỤNG HÓA CHẤT'),
  '09D': usageReport('MS: 09D/BV-01', 'BÁO CÁO SỬ DỤNG VẬT TƯ Y TẾ TIÊU HAO'),
  '11D': stocktakeMinutes('MS: 11D/BV-01', 'BIÊN BẢN KIỂM KÊ THUỐC'),
  '12D': stocktakeMinutes('MS: 12D/BV-01', 'BIÊN BẢN KIỂM KÊ HÓA CHẤT'),
  '13D': stocktakeMinutes('MS: 13D/BV-01', 'BIÊN BẢN KIỂM KÊ VẬT TƯ Y TẾ TIÊU HAO'),
  '14D': {
    code: 'MS: 14D/BV-01',
    title: 'BIÊN BẢN XÁC NHẬN THUỐC, HÓA CHẤT, VẬT TƯ Y TẾ TIÊU HAO MẤT, HỎNG, VỠ',
    signatures: ['Người lập biên bản', 'Thủ kho', 'Trưởng khoa Dược', 'Thủ trưởng đơn vị'],
    landscape: false,
  },
  '15D': {
    code: 'MS: 15D/BV-01',
    title: 'BIÊN BẢN THANH LÝ THUỐC, HÓA CHẤT, VẬT TƯ Y TẾ TIÊU HAO',
    signatures: ['Thành viên', 'Thư ký', 'Chủ tịch hội đồng thanh lý'],
    landscape: true,
  },
  // TT 23/2011's 15-day statistics, numbered with the khoa Dược's forms by the HIS that print it
  // (docs/regulatory.md): the clinical department's use per day, for the khoa Dược's accountant.
  '16D': {
    code: 'MS: 16D/BV-01',
    title: 'THỐNG KÊ 15 NGÀY SỬ DỤNG THUỐC, HÓA CHẤT, VẬT TƯ Y TẾ TIÊU HAO',
    signatures: ['Người lập', 'Kế toán dược', 'Trưởng khoa lâm sàng'],
    landscape: true,
  },
  KIEM_NHAP: {
    // The circular gives the receiving minutes no code (docs/regulatory.md): none is printed.
    code: null,
    title: 'BIÊN BẢN KIỂM NHẬP THUỐC, HÓA CHẤT, VẬT TƯ Y TẾ TIÊU HAO',
    signatures: ['Trưởng khoa Dược', 'Trưởng phòng TCKT', 'Thủ kho dược', 'Kế toán dược', 'Cán bộ cung ứng'],
    landscape: true,
  },
  // A ward's return to the khoa Dược: the HIS that print it give it no code of its own (one prints
  // 05D's by mistake, docs/regulatory.md), so none is printed.
  TRA_LAI: {
    code: null,
    title: 'PHIẾU TRẢ LẠI THUỐC, HÓA CHẤT, VẬT TƯ Y TẾ TIÊU HAO',
    signatures: ['Trưởng khoa Dược', 'Trưởng phòng TC-KT', 'Người lập phiếu', 'Trưởng khoa lâm sàng'],
    landscape: false,
  },
  // TT 18/2026 Phụ lục VIII: the appendix number is printed where TT 22 prints its form code; the
  // title and the two signatures (drug manager, head of department: the appendix's note on printing
  // an electronic register each day) were read from an OCR copy, so they are UNCERTAIN here.
  // The daily print of one signed day (an electronic register is printed each day) is the same page.
  PL_VIII: CONTROLLED_REGISTER,
  PL_VIII_NGAY: CONTROLLED_REGISTER,
  // TT 18/2026 Phụ lục IX, the annual report: title and signatures from the OCR copy, UNCERTAIN.
  PL_IX: {
    code: 'Phụ lục IX',
    title: 'BÁO CÁO XUẤT, NHẬP, TỒN KHO, SỬ DỤNG THUỐC GÂY NGHIỆN, THUỐC HƯỚNG THẦN, THUỐC TIỀN CHẤT',
    signatures: ['Người lập báo cáo', 'Thủ trưởng đơn vị'],
    landscape: true,
  },
  // TT 18/2026 Phụ lục XI, the 48-hour mix-up or loss report: wording from the OCR copy, UNCERTAIN.
  PL_XI: {
    code: 'Phụ lục XI',
    title: 'BÁO CÁO NHẦM LẪN, THẤT THOÁT THUỐC GÂY NGHIỆN, THUỐC HƯỚNG THẦN, THUỐC TIỀN CHẤT',
    signatures: ['Người lập báo cáo', 'Thủ trưởng đơn vị'],
    landscape: false,
  },
};

/** The signature boxes of a form, with the names the system knows (by title) filled in. */
export function signaturesOf(key: Tt22FormKey, names: Record<string, string | null> = {}): FormSignature[] {
  return TT22_FORMS[key].signatures.map((title) => ({ title, name: names[title] ?? null }));
}
