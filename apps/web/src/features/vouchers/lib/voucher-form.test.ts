import { describe, expect, it } from 'vitest';
import {
  createGoodsReturnSchema,
  createIssueSchema,
  createMedicineReturnSchema,
  createReceiptSchema,
  createRequisitionSchema,
  createTransferSchema,
  type VoucherDetail,
} from '@kho/contracts';
import {
  blankOptionalDates,
  expiredLines,
  goodsReturnToForm,
  isPatientReturn,
  issueToForm,
  medicineReturnToForm,
  NO_PATIENT_CHOSEN,
  returnModeValues,
  receiptToForm,
  requisitionToForm,
  toSaveBody,
  transferToForm,
} from './voucher-form';

const ORG = '01900000-0000-7000-8000-000000000001';
const KHO = '01900000-0000-7000-8000-000000000002';
const KHO_NHAN = '01900000-0000-7000-8000-000000000003';
const NCC = '01900000-0000-7000-8000-000000000004';
const HH = '01900000-0000-7000-8000-000000000005';
const ctx = { organisationId: ORG, warehouseId: KHO, today: '2026-05-20' };

function detail(overrides: Partial<VoucherDetail>): VoucherDetail {
  return {
    id: 'v1',
    loai_phieu: 'NHAP_KHO',
    so_phieu: 'PN-2026-00001',
    trang_thai: 'LUU_TAM',
    ngay_chung_tu: '2026-05-18',
    kho_id: KHO,
    kho_ten: 'Kho tổng',
    kho_nhan_id: null,
    kho_nhan_ten: null,
    nha_cung_cap_id: NCC,
    nha_cung_cap_ten: 'Công ty A',
    so_hoa_don: 'HD01',
    ngay_hoa_don: null,
    goi_thau_id: null,
    goi_thau_ma: null,
    cho_phep_vuot_thau: false,
    nguoi_giao: null,
    loai_xuat: null,
    don_vi_nhan: null,
    loai_linh: null,
    ly_do_tra_hang: null,
    ly_do: null,
    ghi_chu: null,
    so_dong: 1,
    tong_tien: 0,
    phien_ban: 3,
    ngay_tao: '',
    nguoi_tao_ten: null,
    ngay_cap_nhat: '',
    nguoi_cap_nhat_ten: null,
    ngay_gui: null,
    nguoi_gui_ten: null,
    ngay_duyet: null,
    nguoi_duyet_ten: null,
    ngay_tu_choi: null,
    nguoi_tu_choi_ten: null,
    ly_do_tu_choi: null,
    ngay_huy: null,
    nguoi_huy_ten: null,
    ly_do_huy: null,
    chi_tiet: [
      {
        id: 'l1',
        stt: 1,
        hang_hoa_id: HH,
        hang_hoa_ma: 'PARA500',
        hang_hoa_ten: 'Paracetamol',
        ham_luong: '500mg',
        don_vi_tinh: 'Viên',
        phan_loai_quan_ly: 'THUONG',
        loai_hang_hoa: 'THUOC',
        so_luong: 100,
        don_gia: 1200,
        vat: 5,
        chiet_khau: 0,
        thanh_tien: 126_000,
        so_lo: 'A1',
        han_dung: '2027-01-31',
        ngay_san_xuat: null,
        ma_vach: null,
        lo_hang_id: null,
        goi_thau_chi_tiet_id: null,
        ghi_chu: null,
        so_luong_duyet: null,
        ly_do_dieu_chinh: null,
        phan_bo: [],
      },
    ],
    ...overrides,
  };
}

describe('receipt form', () => {
  it('starts a new receipt in the book warehouse, dated today, without lines', () => {
    const form = receiptToForm(null, ctx);
    expect(form).toMatchObject({ to_chuc: ORG, kho_id: KHO, ngay_chung_tu: '2026-05-20', chi_tiet: [] });
  });

  it('maps a saved receipt to values the contract accepts, and adds the version on update', () => {
    const form = receiptToForm(detail({}), ctx);
    const parsed = createReceiptSchema.parse(form);
    expect(parsed).toMatchObject({
      nha_cung_cap_id: NCC,
      so_hoa_don: 'HD01',
      ngay_hoa_don: null,
      goi_thau_id: null,
      nguoi_giao: null,
      chi_tiet: [
        { hang_hoa_id: HH, so_lo: 'A1', han_dung: '2027-01-31', ngay_san_xuat: null, so_luong: 100 },
      ],
    });
    expect(toSaveBody('NHAP_KHO', parsed, 3)).toMatchObject({ phien_ban: 3, to_chuc: ORG });
    expect(toSaveBody('NHAP_KHO', parsed, null)).not.toHaveProperty('phien_ban');
  });

  it('sends a cleared optional date as null', () => {
    const form = { ...receiptToForm(detail({}), ctx), ngay_hoa_don: '' };
    form.chi_tiet[0]!.ngay_san_xuat = '';
    const parsed = createReceiptSchema.parse(blankOptionalDates(form));
    expect(parsed.ngay_hoa_don).toBeNull();
    expect(parsed.chi_tiet[0]?.ngay_san_xuat).toBeNull();
  });

  it('finds lines whose lot has already expired', () => {
    expect(
      expiredLines([{ han_dung: '2026-05-19' }, { han_dung: '2026-05-20' }, { han_dung: '' }], '2026-05-20'),
    ).toEqual([0]);
  });
});

describe('issue and transfer forms', () => {
  it('clears an issue target that does not belong to the kind of issue', () => {
    const form = issueToForm(
      detail({ loai_phieu: 'XUAT_KHO', loai_xuat: 'HUY', kho_nhan_id: KHO_NHAN, ly_do: 'Hết hạn' }),
      ctx,
    );
    const parsed = createIssueSchema.parse(form);
    expect(toSaveBody('XUAT_KHO', parsed, null)).toMatchObject({
      loai_xuat: 'HUY',
      kho_nhan_id: null,
      don_vi_nhan: null,
      chi_tiet: [{ hang_hoa_id: HH, lo_hang_id: null, so_luong: 100 }],
    });
  });

  it('asks for the receiving warehouse of an issue to a department', () => {
    const result = createIssueSchema.safeParse({ ...issueToForm(null, ctx), ly_do: 'Cấp phát' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('kho_nhan_id');
  });

  it('maps a transfer with its chosen batch', () => {
    const saved = detail({ loai_phieu: 'CHUYEN_KHO', kho_nhan_id: KHO_NHAN });
    saved.chi_tiet[0]!.lo_hang_id = '01900000-0000-7000-8000-000000000009';
    const parsed = createTransferSchema.parse(transferToForm(saved, ctx));
    expect(parsed).toMatchObject({
      kho_id: KHO,
      kho_nhan_id: KHO_NHAN,
      chi_tiet: [{ lo_hang_id: '01900000-0000-7000-8000-000000000009', so_luong: 100 }],
    });
  });
});

describe('requisition and return forms', () => {
  it('starts a requisition asked by the book warehouse, a top-up, its source left to fill in', () => {
    const form = requisitionToForm(null, ctx);
    expect(form).toMatchObject({ kho_nhan_id: KHO, kho_id: '', loai_linh: 'LINH_BU', chi_tiet: [] });
    const filled = { ...form, kho_id: KHO_NHAN, chi_tiet: [{ hang_hoa_id: HH, so_luong: 12, ghi_chu: '' }] };
    expect(createRequisitionSchema.parse(filled)).toMatchObject({
      kho_id: KHO_NHAN,
      kho_nhan_id: KHO,
      chi_tiet: [{ hang_hoa_id: HH, so_luong: 12, ghi_chu: null }],
    });
  });

  it('maps a saved requisition back with its kind and the quantities asked', () => {
    const form = requisitionToForm(
      detail({ loai_phieu: 'LINH_HANG', kho_id: KHO_NHAN, kho_nhan_id: KHO, loai_linh: 'DU_TRU' }),
      ctx,
    );
    expect(form).toMatchObject({ kho_id: KHO_NHAN, kho_nhan_id: KHO, loai_linh: 'DU_TRU' });
    expect(form.chi_tiet).toEqual([{ hang_hoa_id: HH, so_luong: 100, ghi_chu: '' }]);
  });

  it('asks a medicine return for its reason and a batch on every line', () => {
    const form = { ...medicineReturnToForm(null, ctx), kho_nhan_id: KHO_NHAN };
    const lines = [{ hang_hoa_id: HH, lo_hang_id: '', so_luong: 2, ghi_chu: '' }];
    const result = createMedicineReturnSchema.safeParse({ ...form, chi_tiet: lines });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['ly_do', 'chi_tiet.0.lo_hang_id']),
    );
  });

  it("maps a patient's return and starts the other party and the lines over on a switch", () => {
    const saved = medicineReturnToForm(
      detail({ loai_phieu: 'TRA_THUOC', benh_nhan_id: NCC, benh_nhan_ten: 'Nguyễn Văn A' }),
      ctx,
    );
    expect(saved).toMatchObject({ kho_id: KHO, kho_nhan_id: '', benh_nhan_id: NCC });
    expect(isPatientReturn(saved)).toBe(true);
    expect(isPatientReturn(medicineReturnToForm(null, ctx))).toBe(false);
    expect(returnModeValues(true)).toEqual({
      benh_nhan_id: NO_PATIENT_CHOSEN,
      kho_nhan_id: '',
      chi_tiet: [],
    });
    expect(isPatientReturn(returnModeValues(true))).toBe(true);
    expect(returnModeValues(false).benh_nhan_id).toBeNull();
    // The contract: a patient's return names no receiving warehouse; a ward's must name one.
    const lines = [{ hang_hoa_id: HH, lo_hang_id: KHO_NHAN, so_luong: 1, ghi_chu: '' }];
    const patient = { ...saved, ly_do: 'Thừa thuốc', chi_tiet: lines };
    expect(createMedicineReturnSchema.safeParse(patient).data?.kho_nhan_id).toBeNull();
    const both = createMedicineReturnSchema.safeParse({ ...patient, kho_nhan_id: KHO_NHAN });
    expect(both.error?.issues[0]?.message).toBe('validation.patient_return_receiving');
    const ward = createMedicineReturnSchema.safeParse({ ...patient, benh_nhan_id: null });
    expect(ward.error?.issues[0]?.message).toBe('validation.receiving_warehouse_required');
  });

  it('asks a goods return for words only when the reason is "other"', () => {
    const base = {
      ...goodsReturnToForm(null, ctx),
      nha_cung_cap_id: NCC,
      chi_tiet: [{ hang_hoa_id: HH, lo_hang_id: KHO_NHAN, so_luong: 1, ghi_chu: '' }],
    };
    expect(createGoodsReturnSchema.safeParse(base).success).toBe(true);
    const other = createGoodsReturnSchema.safeParse({ ...base, ly_do_tra_hang: 'KHAC' });
    expect(other.error?.issues[0]?.path).toEqual(['ly_do']);
  });
});
