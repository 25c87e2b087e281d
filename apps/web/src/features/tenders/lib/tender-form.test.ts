import { describe, expect, it } from 'vitest';
import type { TenderDetail } from '@kho/contracts';
import { lineInfoOf, lineRatio, lineTtThau, linesValue, placeableErrors, tenderToForm } from './tender-form';

const detail = {
  ma: 'GT1',
  nam: 2026,
  nha_cung_cap_id: 'ncc',
  loai_thau: null,
  ghi_chu: null,
  chi_tiet: [
    {
      id: 'l1',
      hang_hoa_id: 'g1',
      hang_hoa_ma: 'HH1',
      hang_hoa_ten: 'Paracetamol',
      don_vi_tinh: 'Viên',
      so_luong_trung: 1000,
      don_gia_trung: 300,
      so_luong_da_nhap: 850,
      so_luong_con_lai: 150,
      ty_le_da_dung: 0.85,
      sap_het: true,
      nhom_thau: 'N3',
      ma_nha_thau: null,
      dam_phan_gia: true,
      tt_thau: 'x',
    },
  ],
} as unknown as TenderDetail;

describe('tender form', () => {
  it('starts a new tender this year with no lines', () => {
    const form = tenderToForm(null, new Date('2027-03-01'));
    expect(form).toMatchObject({ nam: 2027, chi_tiet: [], hoat_dong: true, loai_thau: '' });
  });

  it('keeps only the inputs of the saved lines, and their goods aside', () => {
    expect(tenderToForm(detail, new Date('2027-03-01')).chi_tiet).toEqual([
      {
        hang_hoa_id: 'g1',
        so_luong_trung: 1000,
        don_gia_trung: 300,
        nhom_thau: 'N3',
        ma_nha_thau: '',
        dam_phan_gia: true,
      },
    ]);
    expect(lineInfoOf(detail).g1).toEqual({
      ma: 'HH1',
      ten: 'Paracetamol',
      don_vi_tinh: 'Viên',
      so_luong_da_nhap: 850,
    });
  });

  it('computes the share used and the value of what is typed', () => {
    expect(lineRatio(1000, 850)).toBe(0.85);
    expect(lineRatio(undefined, 850)).toBe(0);
    expect(lineRatio(0, 0)).toBe(0);
    expect(linesValue([{ so_luong_trung: 10, don_gia_trung: 2.5 }, { so_luong_trung: 'x' }])).toBe(25);
  });

  it('places header and line errors, not the others', () => {
    const errors = [
      { path: 'ma', message: 'taken' },
      { path: 'chi_tiet.0.so_luong_trung', message: 'below received' },
      { path: 'chi_tiet.5.hang_hoa_id', message: 'gone' },
      { path: 'chi_tiet', message: 'duplicate' },
      { path: '', message: 'general' },
    ];
    expect(placeableErrors(errors, 2).map((e) => e.path)).toEqual([
      'ma',
      'chi_tiet.0.so_luong_trung',
      'chi_tiet',
    ]);
  });
});

describe('lineTtThau', () => {
  const header = {
    so_quyet_dinh: '57/QĐ-TTMS',
    ma_goi: 'G1',
    nhom_thau: 'N1',
    nam: 2022,
    don_vi_ban_hanh: '',
  };
  it('composes the code the insurance output will carry as the user types', () => {
    expect(lineTtThau(header, { nhom_thau: '', ma_nha_thau: '', dam_phan_gia: false })).toBe(
      '57/QĐ-TTMS;G1;N1;2022',
    );
    expect(lineTtThau(header, { nhom_thau: 'N3', ma_nha_thau: 'G2.01', dam_phan_gia: true })).toBe(
      '57/QĐ-TTMS;G1;N3;2022;G2.01;00',
    );
    expect(lineTtThau({ ...header, don_vi_ban_hanh: '31' }, undefined)).toBe('57/QĐ-TTMS;G1;N1;2022;31');
  });
  it('is empty until the decision, package, group and year are there', () => {
    expect(lineTtThau({ ...header, so_quyet_dinh: ' ' }, undefined)).toBe('');
    expect(lineTtThau({ ...header, nam: undefined }, undefined)).toBe('');
  });
});
