import { describe, expect, it } from 'vitest';
import { ingredientsOf, prescriptionWarnings, type PrescribedGoods } from './prescription-warnings';

const goods = (
  id: string,
  hoat_chat: string | null,
  extra: Partial<PrescribedGoods> = {},
): PrescribedGoods => ({
  id,
  ten: `Thuốc ${id}`,
  hoat_chat,
  phan_loai_quan_ly: 'THUONG',
  kha_dung: 100,
  ...extra,
});

function warn(items: PrescribedGoods[], allergies: string[] = [], quantity = 1) {
  return prescriptionWarnings({
    lines: items.map((g) => ({ hang_hoa_id: g.id, so_luong: quantity })),
    goods: new Map(items.map((g) => [g.id, g])),
    allergies,
  }).map((w) => [w.loai, w.hang_hoa_id, w.chi_tiet]);
}

describe('prescription warnings', () => {
  it('splits combined ingredients on +, comma and semicolon', () => {
    expect(ingredientsOf('Amoxicilin + Acid clavulanic').map((i) => i.key)).toEqual([
      'amoxicilin',
      'acid clavulanic',
    ]);
    expect(ingredientsOf('Paracetamol, Cafein; Đồng sulfat').map((i) => i.key)).toEqual([
      'paracetamol',
      'cafein',
      'dong sulfat',
    ]);
    expect(ingredientsOf(null)).toEqual([]);
  });

  it('finds an ingredient twice, accent- and case-insensitively, on the later line', () => {
    expect(
      warn([goods('a', 'Paracetamol'), goods('b', 'PARACETAMOL + Cafein'), goods('c', 'Cafêin')]),
    ).toEqual([
      ['TRUNG_HOAT_CHAT', 'b', 'PARACETAMOL'],
      ['TRUNG_HOAT_CHAT', 'c', 'Cafêin'],
    ]);
  });

  it('matches allergies either way round, ignoring accents', () => {
    expect(warn([goods('a', 'Phenoxymethyl penicilin'), goods('b', 'Ibuprofen')], ['Pênicilin'])).toEqual([
      ['DI_UNG', 'a', 'Pênicilin'],
    ]);
    expect(warn([goods('a', 'Aspirin')], ['aspirin 81mg'])).toEqual([['DI_UNG', 'a', 'aspirin 81mg']]);
    expect(warn([goods('a', null)], ['penicilin'])).toEqual([]);
  });

  it('warns of controlled drugs and of quantities above what is available', () => {
    expect(
      warn([
        goods('a', 'Morphin', { phan_loai_quan_ly: 'GAY_NGHIEN' }),
        goods('b', 'Diazepam', { kha_dung: 0.5 }),
      ]),
    ).toEqual([
      ['THUOC_KIEM_SOAT', 'a', 'GAY_NGHIEN'],
      ['VUOT_TON', 'b', null],
    ]);
    expect(warn([goods('a', 'Độc', { phan_loai_quan_ly: 'DOC' })])).toEqual([]);
  });
});
