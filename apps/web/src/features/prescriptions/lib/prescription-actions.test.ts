import { describe, expect, it } from 'vitest';
import type { PrescriptionDetail } from '@kho/contracts';
import { canCancelDispensing, canReverseLine, prescriptionActions } from './prescription-actions';

const lines = (given: number[]) =>
  given.map((so_luong_da_cap) => ({ so_luong: 10, so_luong_da_cap })) as PrescriptionDetail['chi_tiet'];
const none: PrescriptionDetail['cap_phat'] = [];
const cancelledDispensing = [{ trang_thai: 'HUY' }] as PrescriptionDetail['cap_phat'];

describe('prescriptionActions', () => {
  it('lets the pharmacist dispense or cancel a prescription awaiting, nothing given yet', () => {
    expect(
      prescriptionActions({ trang_thai: 'CHO_CAP_PHAT', chi_tiet: lines([0, 0]), cap_phat: none }, 'DUOC_SI'),
    ).toEqual(['print', 'dispense', 'cancel']);
  });

  it('lets the pharmacist close the remainder once part is given, and no longer cancel', () => {
    expect(
      prescriptionActions(
        { trang_thai: 'CAP_PHAT_MOT_PHAN', chi_tiet: lines([10, 3]), cap_phat: none },
        'DUOC_SI',
      ),
    ).toEqual(['print', 'dispense', 'close']);
  });

  it('lets the doctor edit or cancel an untouched prescription; nurses print', () => {
    expect(
      prescriptionActions({ trang_thai: 'CHO_CAP_PHAT', chi_tiet: lines([0]), cap_phat: none }, 'BAC_SI'),
    ).toEqual(['print', 'edit', 'cancel']);
    expect(
      prescriptionActions({ trang_thai: 'CHO_CAP_PHAT', chi_tiet: lines([0]), cap_phat: none }, 'DIEU_DUONG'),
    ).toEqual(['print']);
  });

  it('offers no edit once any dispensing was written, even a cancelled one', () => {
    expect(
      prescriptionActions(
        { trang_thai: 'CHO_CAP_PHAT', chi_tiet: lines([0]), cap_phat: cancelledDispensing },
        'BAC_SI',
      ),
    ).toEqual(['print', 'cancel']);
  });

  it('offers nothing but printing once dispensed, closed or cancelled', () => {
    for (const trang_thai of ['DA_CAP_PHAT', 'DA_DONG', 'HUY'] as const)
      expect(prescriptionActions({ trang_thai, chi_tiet: lines([10]), cap_phat: none }, 'QUAN_TRI')).toEqual([
        'print',
      ]);
  });

  it('cancels a completed dispensing for the pharmacy only', () => {
    expect(canCancelDispensing({ trang_thai: 'HOAN_THANH' }, 'DUOC_SI')).toBe(true);
    expect(canCancelDispensing({ trang_thai: 'HUY' }, 'DUOC_SI')).toBe(false);
    expect(canCancelDispensing({ trang_thai: 'HOAN_THANH' }, 'BAC_SI')).toBe(false);
  });

  it('reverses a standing line of a completed dispensing for the pharmacy only', () => {
    const standing = { ngay_dao_nguoc: null };
    expect(canReverseLine({ trang_thai: 'HOAN_THANH' }, standing, 'DUOC_SI')).toBe(true);
    expect(canReverseLine({ trang_thai: 'HOAN_THANH' }, { ngay_dao_nguoc: '2026-11-26' }, 'DUOC_SI')).toBe(
      false,
    );
    expect(canReverseLine({ trang_thai: 'HUY' }, standing, 'QUAN_TRI')).toBe(false);
    expect(canReverseLine({ trang_thai: 'HOAN_THANH' }, standing, 'BAC_SI')).toBe(false);
  });
});
