import { describe, expect, it } from 'vitest';
import type { PrescriptionDetail } from '@kho/contracts';
import { canCancelDispensing, prescriptionActions } from './prescription-actions';

const lines = (given: number[]) =>
  given.map((so_luong_da_cap) => ({ so_luong: 10, so_luong_da_cap })) as PrescriptionDetail['chi_tiet'];

describe('prescriptionActions', () => {
  it('lets the pharmacist dispense or cancel a prescription awaiting, nothing given yet', () => {
    expect(prescriptionActions({ trang_thai: 'CHO_CAP_PHAT', chi_tiet: lines([0, 0]) }, 'DUOC_SI')).toEqual([
      'print',
      'dispense',
      'cancel',
    ]);
  });

  it('lets the pharmacist close the remainder once part is given, and no longer cancel', () => {
    expect(
      prescriptionActions({ trang_thai: 'CAP_PHAT_MOT_PHAN', chi_tiet: lines([10, 3]) }, 'DUOC_SI'),
    ).toEqual(['print', 'dispense', 'close']);
  });

  it('lets the doctor cancel an untouched prescription only; nurses print', () => {
    expect(prescriptionActions({ trang_thai: 'CHO_CAP_PHAT', chi_tiet: lines([0]) }, 'BAC_SI')).toEqual([
      'print',
      'cancel',
    ]);
    expect(prescriptionActions({ trang_thai: 'CHO_CAP_PHAT', chi_tiet: lines([0]) }, 'DIEU_DUONG')).toEqual([
      'print',
    ]);
  });

  it('offers nothing but printing once dispensed, closed or cancelled', () => {
    for (const trang_thai of ['DA_CAP_PHAT', 'DA_DONG', 'HUY'] as const)
      expect(prescriptionActions({ trang_thai, chi_tiet: lines([10]) }, 'QUAN_TRI')).toEqual(['print']);
  });

  it('cancels a completed dispensing for the pharmacy only', () => {
    expect(canCancelDispensing({ trang_thai: 'HOAN_THANH' }, 'DUOC_SI')).toBe(true);
    expect(canCancelDispensing({ trang_thai: 'HUY' }, 'DUOC_SI')).toBe(false);
    expect(canCancelDispensing({ trang_thai: 'HOAN_THANH' }, 'BAC_SI')).toBe(false);
  });
});
