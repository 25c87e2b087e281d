import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { FormColumn, OfficialForm, Tt22FormKey } from '@kho/contracts';
import { voucherFormLinks } from '../../features/vouchers/lib/voucher-form-links';
import { reportFormLinks } from '../../features/reports/lib/report-form-links';
import type { ReportParams } from '../../features/reports/lib/report-params';
import english from '../../../public/locales/en/common.json';
import vietnamese from '../../../public/locales/vi/common.json';
import { OfficialFormPaper, OfficialFormView, PRINTING_CLASS } from './official-form';
import { OfficialFormsDialog } from './official-forms-dialog';

afterEach(cleanup);

const col = (key: string, title: string, kind: FormColumn['kind'] = 'text', group: string | null = null) => ({
  key,
  title,
  kind,
  group,
});

/** Each form as the server sends it: code, title, a grouped column where the form has one, signatures. */
const FORMS: [Tt22FormKey, string | null, string, string[], FormColumn[]][] = [
  [
    '01D',
    'MS: 01D/BV-01',
    'PHIẾU LĨNH THUỐC',
    ['Trưởng khoa Dược', 'Người phát', 'Người lĩnh', 'Trưởng khoa lâm sàng'],
    [
      col('ten', 'Tên thuốc, hàm lượng'),
      col('yeu_cau', 'Yêu cầu', 'number', 'Số lượng'),
      col('phat', 'Phát', 'number', 'Số lượng'),
    ],
  ],
  [
    '04D',
    'MS: 04D/BV-01',
    'THẺ KHO',
    ['Thủ kho', 'Kế toán dược', 'Trưởng khoa Dược'],
    [
      col('ten', 'Diễn giải'),
      col('nhap', 'Nhập', 'number', 'Số lượng'),
      col('xuat', 'Xuất', 'number', 'Số lượng'),
    ],
  ],
  [
    '05D',
    'MS: 05D/BV-01',
    'BÁO CÁO SỬ DỤNG THUỐC',
    ['Người lập báo cáo', 'Kế toán dược', 'Trưởng khoa'],
    [
      col('ten', 'Tên thuốc, nồng độ, hàm lượng'),
      col('noi_tru_sl', 'Số lượng', 'number', 'Nội trú'),
      col('noi_tru_tien', 'Tiền (đồng)', 'money', 'Nội trú'),
    ],
  ],
  [
    '11D',
    'MS: 11D/BV-01',
    'BIÊN BẢN KIỂM KÊ THUỐC',
    ['Thành viên', 'Thư ký', 'Chủ tịch hội đồng kiểm kê'],
    [
      col('ten', 'Tên thuốc, nồng độ, hàm lượng'),
      col('ss_sl', 'Số lượng', 'number', 'Sổ sách'),
      col('tt_sl', 'Số lượng', 'number', 'Thực tế'),
    ],
  ],
  [
    '14D',
    'MS: 14D/BV-01',
    'BIÊN BẢN XÁC NHẬN THUỐC, HÓA CHẤT, VẬT TƯ Y TẾ TIÊU HAO MẤT, HỎNG, VỠ',
    ['Người lập biên bản', 'Thủ kho', 'Trưởng khoa Dược', 'Thủ trưởng đơn vị'],
    [
      col('ten', 'Tên thuốc, nồng độ, hàm lượng'),
      col('so_luong', 'Số lượng', 'number'),
      col('thanh_tien', 'Thành tiền', 'money'),
    ],
  ],
  [
    '15D',
    'MS: 15D/BV-01',
    'BIÊN BẢN THANH LÝ THUỐC, HÓA CHẤT, VẬT TƯ Y TẾ TIÊU HAO',
    ['Thành viên', 'Thư ký', 'Chủ tịch hội đồng thanh lý'],
    [
      col('ten', 'Tên thuốc, nồng độ, hàm lượng'),
      col('so_luong', 'Số lượng', 'number', 'Xin thanh lý'),
      col('thanh_tien', 'Thành tiền', 'money', 'Xin thanh lý'),
    ],
  ],
  [
    'KIEM_NHAP',
    null,
    'BIÊN BẢN KIỂM NHẬP THUỐC, HÓA CHẤT, VẬT TƯ Y TẾ TIÊU HAO',
    ['Trưởng khoa Dược', 'Trưởng phòng TCKT', 'Thủ kho dược', 'Kế toán dược', 'Cán bộ cung ứng'],
    [
      col('ten', 'Tên thuốc, hóa chất, vật tư y tế tiêu hao'),
      col('so_luong', 'Số lượng', 'number'),
      col('thanh_tien', 'Thành tiền', 'money'),
    ],
  ],
  [
    'PL_VIII',
    'Phụ lục VIII',
    'SỔ THEO DÕI XUẤT, NHẬP, TỒN KHO THUỐC GÂY NGHIỆN, THUỐC HƯỚNG THẦN, THUỐC TIỀN CHẤT',
    ['Người quản lý thuốc', 'Trưởng khoa Dược'],
    [
      col('ten', 'Nơi xuất/nhập'),
      col('nhap', 'Nhập', 'number', 'Số lượng'),
      col('con_lai', 'Còn lại', 'number', 'Số lượng'),
    ],
  ],
];

function formOf([key, code, title, signatures, columns]: (typeof FORMS)[number]): OfficialForm {
  return {
    key,
    form_code: code,
    title,
    subtitle: ['Tháng 11 năm 2026'],
    organisation: 'Bệnh viện Đa khoa Tỉnh',
    department: 'Khoa Dược',
    intro: ['Kho: Kho chính'],
    columns,
    rows: [
      { cells: ['Paracetamol 500mg', 12, 3500.5], bold: false },
      { cells: ['Cộng', 12, 3500.5], bold: true },
    ],
    closing: ['Cộng khoản: 1'],
    signed_on: 'Ngày 26 tháng 11 năm 2026',
    signatures: signatures.map((s, i) => ({ title: s, name: i === 0 ? 'DS. Trần Thị Dược' : null })),
    landscape: false,
  };
}

describe('the TT 22/2011 form frame', () => {
  it.each(FORMS)('form %s: motto, form code, title, grouped headings, totals and signatures', (...entry) => {
    const form = formOf(entry);
    render(<OfficialFormView form={form} />);
    const paper = screen.getByTestId('official-form');
    expect(paper.textContent).toContain('CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM');
    expect(paper.textContent).toContain('Độc lập - Tự do - Hạnh phúc');
    expect(paper.textContent).toContain('Bệnh viện Đa khoa Tỉnh');
    if (form.form_code)
      expect(screen.getByTestId('official-form-code').textContent).toContain(form.form_code);
    else expect(screen.queryByTestId('official-form-code')).toBeNull();
    expect(screen.getByTestId('official-form-title').textContent).toContain(form.title);
    const heads = within(screen.getByTestId('official-form-table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    for (const column of form.columns) {
      expect(heads).toContain(column.title);
      if (column.group) expect(heads).toContain(column.group);
    }
    const total = within(screen.getByTestId('official-form-table')).getAllByRole('row').at(-1)!;
    // Vietnamese number format whatever the UI language.
    expect(total.textContent).toContain('3.500,5');
    expect(total.style.fontWeight).toBe('700');
    expect(total.textContent).toContain('Cộng');
    const signatures = screen.getByTestId('official-form-signatures');
    for (const s of form.signatures) expect(signatures.textContent).toContain(s.title);
    expect(signatures.textContent).toContain('(Ký, ghi rõ họ tên)');
    expect(signatures.textContent).toContain('DS. Trần Thị Dược');
    expect(paper.textContent).toContain('Ngày 26 tháng 11 năm 2026');
  });

  it("a section row (one drug of the register) spans the table's width", () => {
    const form = formOf(FORMS.at(-1)!);
    const heading = 'Tên thuốc, nồng độ/hàm lượng: Morphin 10mg';
    render(
      <OfficialFormView
        form={{ ...form, rows: [{ cells: [heading, null, null], bold: true, section: true }, ...form.rows] }}
      />,
    );
    const first = within(screen.getByTestId('official-form-table')).getAllByRole('row')[2]!;
    const cells = within(first).getAllByRole('cell');
    expect(cells).toHaveLength(1);
    expect(cells[0]!.getAttribute('colspan')).toBe('3');
    expect(cells[0]!.textContent).toBe(heading);
  });

  it('on paper, marks the page as printing a form while it is there', () => {
    const { unmount } = render(<OfficialFormPaper form={formOf(FORMS[0]!)} />);
    expect(document.body.classList.contains(PRINTING_CLASS)).toBe(true);
    expect(document.body.querySelector('[data-testid="official-form-print"]')).not.toBeNull();
    unmount();
    expect(document.body.classList.contains(PRINTING_CLASS)).toBe(false);
  });
});

describe('the forms a voucher offers', () => {
  const voucher = (loai_phieu: string, loai_xuat: string | null = null) =>
    voucherFormLinks({ id: 'v1', loai_phieu, loai_xuat } as Parameters<typeof voucherFormLinks>[0], 'org');
  it('maps each voucher kind to its forms', () => {
    expect(voucher('LINH_HANG').map((l) => [l.key, l.path])).toEqual([['01D', 'phieu-linh-thuoc/v1']]);
    const withMorphine = voucherFormLinks(
      {
        id: 'v1',
        loai_phieu: 'LINH_HANG',
        loai_xuat: null,
        chi_tiet: [
          { phan_loai_quan_ly: 'THUONG', loai_hang_hoa: 'THUOC' },
          { phan_loai_quan_ly: 'GAY_NGHIEN', loai_hang_hoa: 'THUOC' },
        ],
      },
      'org',
    );
    expect(withMorphine.map((l) => [l.key, l.path])).toEqual([
      ['01D', 'phieu-linh-thuoc/v1'],
      ['01D_KS', 'phieu-linh-thuoc-kiem-soat/v1'],
    ]);
    // One slip per kind of goods asked for, in the forms' order; no empty 01D for supplies alone.
    const suppliesAndChemicals = voucherFormLinks(
      {
        id: 'v1',
        loai_phieu: 'LINH_HANG',
        loai_xuat: null,
        chi_tiet: [
          { phan_loai_quan_ly: 'THUONG', loai_hang_hoa: 'VAT_TU' },
          { phan_loai_quan_ly: 'THUONG', loai_hang_hoa: 'HOA_CHAT' },
        ],
      },
      'org',
    );
    expect(suppliesAndChemicals.map((l) => [l.key, l.path])).toEqual([
      ['02D', 'phieu-linh-hoa-chat/v1'],
      ['03D', 'phieu-linh-vat-tu/v1'],
    ]);
    const mixedStocktake = voucherFormLinks(
      {
        id: 'v1',
        loai_phieu: 'KIEM_KE',
        loai_xuat: null,
        dong: [
          { phan_loai_quan_ly: 'THUONG', loai_hang_hoa: 'VAT_TU' },
          { phan_loai_quan_ly: 'GAY_NGHIEN', loai_hang_hoa: 'THUOC' },
          { phan_loai_quan_ly: 'THUONG', loai_hang_hoa: 'HOA_CHAT' },
        ],
      },
      'org',
    );
    expect(mixedStocktake.map((l) => [l.key, l.path])).toEqual([
      ['11D', 'bien-ban-kiem-ke/v1'],
      ['12D', 'bien-ban-kiem-ke-hoa-chat/v1'],
      ['13D', 'bien-ban-kiem-ke-vat-tu/v1'],
    ]);
    expect(voucher('NHAP_KHO').map((l) => l.key)).toEqual(['KIEM_NHAP']);
    expect(voucher('XUAT_KHO', 'HUY').map((l) => l.key)).toEqual(['14D', '15D', 'PL_XI']);
    expect(voucher('XUAT_KHO', 'KHO_KHOA')).toEqual([]);
    expect(voucher('KIEM_KE')[0]).toEqual({
      key: '11D',
      path: 'bien-ban-kiem-ke/v1',
      query: { to_chuc: 'org' },
    });
    expect(voucher('CHUYEN_KHO')).toEqual([]);
    // A ward's return prints its return slip; a patient's return at the dispensary has none.
    expect(voucher('TRA_THUOC').map((l) => [l.key, l.path])).toEqual([['TRA_LAI', 'phieu-tra-lai-thuoc/v1']]);
    expect(
      voucherFormLinks({ id: 'v1', loai_phieu: 'TRA_THUOC', loai_xuat: null, benh_nhan_id: 'p1' }, 'org'),
    ).toEqual([]);
  });
});

describe('the forms dialog', () => {
  it.each([
    [
      'vi',
      vietnamese,
      '16D — Thống kê 15 ngày sử dụng thuốc, hóa chất, VTYT tiêu hao (16/10/2026 – 31/10/2026)',
    ],
    ['en', english, '16D — 15-day use of medicines, chemicals and supplies (16/10/2026 – 31/10/2026)'],
  ])(
    'lists a form offered twice (16D per half month) as two entries, each named by its days (%s)',
    async (lng, common, second) => {
      const i18n = createInstance();
      await i18n
        .use(initReactI18next)
        .init({ lng, ns: ['common'], defaultNS: 'common', resources: { [lng]: { common } } });
      const params = {
        report: 'su-dung',
        period: { from: '2026-10-01', to: '2026-10-31' },
        departmentId: 'k1',
      };
      render(
        <I18nextProvider i18n={i18n}>
          <OfficialFormsDialog
            links={reportFormLinks(params as ReportParams, 'org', 'w1', '2026-10')}
            onClose={() => {}}
          />
        </I18nextProvider>,
      );
      const names = within(screen.getByTestId('official-forms-list'))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent);
      expect(names).toHaveLength(5);
      expect(names[4]).toBe(second);
      expect(names[3]).toContain('(01/10/2026 – 15/10/2026)');
      expect(screen.getByTestId('official-form-print-16D-1')).toBeTruthy();
      expect(screen.getByTestId('official-form-excel-16D-2')).toBeTruthy();
    },
  );
});
