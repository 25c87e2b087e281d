import { describe, expect, it } from 'vitest';
import { ageInMonths, needsGuardian, type PrescriptionDetail, type PrescriptionLine } from '@kho/contracts';
import { editValues, updateBody } from './prescription-form';

function line(id: string, fields: Partial<PrescriptionLine>): PrescriptionLine {
  return {
    id,
    stt: 1,
    hang_hoa_id: `g-${id}`,
    hang_hoa_ma: `M-${id}`,
    hang_hoa_ten: `Goods ${id}`,
    hoat_chat: 'Paracetamol',
    ham_luong: '500mg',
    duong_dung: 'Uống',
    don_vi_tinh: 'Viên',
    phan_loai_quan_ly: 'THUONG',
    lieu_moi_lan: 1,
    so_lan_ngay: 2,
    so_ngay: 5,
    cach_dung: null,
    so_luong: 10,
    so_luong_da_cap: 0,
    ghi_chu: null,
    ...fields,
  };
}

const detail = {
  benh_nhan_id: 'patient',
  khoa_id: 'clinic',
  kho_id: 'dispensary',
  ma_icd: null,
  chan_doan: 'Viêm họng',
  loi_dan: null,
  chi_tiet: [line('a', {}), line('b', { so_luong: 12, cach_dung: 'Sau ăn' })],
} as unknown as PrescriptionDetail;

describe('editValues', () => {
  it('fills the form from the prescription, with what the warehouse has of each goods', () => {
    const values = editValues(detail, new Map([['g-a', 40]]));
    expect(values).toMatchObject({
      benh_nhan_id: 'patient',
      khoa_id: 'clinic',
      kho_id: 'dispensary',
      ma_icd: '',
      chan_doan: 'Viêm họng',
      loi_dan: '',
      ngay_tai_kham: '',
      nguoi_giam_ho: '',
    });
    expect(values.chi_tiet.map((l) => [l.goods.ma, l.goods.kha_dung, l.cach_dung])).toEqual([
      ['M-a', 40, ''],
      ['M-b', 0, 'Sau ăn'],
    ]);
  });

  it('fills the re-visit date and the guardian when the prescription has them', () => {
    const values = editValues(
      { ...detail, ngay_tai_kham: '2026-02-01', nguoi_giam_ho: 'Nguyễn Văn Bố' },
      new Map(),
    );
    expect(values).toMatchObject({ ngay_tai_kham: '2026-02-01', nguoi_giam_ho: 'Nguyễn Văn Bố' });
  });

  it('keeps a typed quantity typed, and one equal to dose × times × days following them', () => {
    const [following, typed] = editValues(detail, new Map()).chi_tiet;
    expect(following!.so_luong_tu_nhap).toBe(false);
    expect(typed!.so_luong_tu_nhap).toBe(true);
  });
});

describe('updateBody', () => {
  it('sends the edited fields at the version edited, never the patient, department or warehouse', () => {
    const body = updateBody(
      {
        to_chuc: 'org',
        benh_nhan_id: 'patient',
        khoa_id: 'clinic',
        kho_id: 'dispensary',
        ma_icd: 'J02.9',
        chan_doan: 'Viêm họng',
        chi_tiet: [{ hang_hoa_id: 'g-a', so_luong: 8 }],
        xac_nhan_canh_bao: true,
      },
      4,
    );
    expect(body).toEqual({
      to_chuc: 'org',
      ma_icd: 'J02.9',
      chan_doan: 'Viêm họng',
      chi_tiet: [{ hang_hoa_id: 'g-a', so_luong: 8 }],
      xac_nhan_canh_bao: true,
      phien_ban: 4,
    });
  });
});

describe('needsGuardian', () => {
  it('asks for a parent or guardian under 72 whole months on the prescription date', () => {
    expect(ageInMonths('2020-01-16', '2026-01-15')).toBe(71);
    expect(needsGuardian('2020-01-16', '2026-01-15')).toBe(true);
    expect(ageInMonths('2020-01-15', '2026-01-15')).toBe(72);
    expect(needsGuardian('2020-01-15', '2026-01-15')).toBe(false);
    expect(needsGuardian('1980-05-01', '2026-01-15')).toBe(false);
    expect(needsGuardian('not a date', '2026-01-15')).toBe(false);
  });
});
