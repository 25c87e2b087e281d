import { describe, expect, it } from 'vitest';
import {
  daysBreach,
  isChronic,
  mixedControlBreach,
  type PrescriptionLimits,
} from './prescription-regulations';

const LIMITS: PrescriptionLimits = {
  so_ngay_ke_toi_da: 30,
  so_ngay_ke_man_tinh: 90,
  so_ngay_gay_nghien: 7,
  so_ngay_huong_than: 10,
  so_ngay_kiem_soat_man_tinh: 30,
  ma_icd_man_tinh: ['I10', 'E11', 'C'],
};
const line = (ten: string, phan_loai_quan_ly: string, so_ngay: number | null = 5) => ({
  so_ngay,
  goods: { ten, phan_loai_quan_ly },
});

describe('outpatient prescription regulations', () => {
  it('refuses narcotics with anything else, and psychotropics with ordinary drugs', () => {
    expect(mixedControlBreach([line('Morphin', 'GAY_NGHIEN'), line('Paracetamol', 'THUONG')])).toEqual({
      messageKey: 'prescriptions.narcotic_mixed',
      params: { controlled: 'Morphin', others: 'Paracetamol' },
    });
    expect(
      mixedControlBreach([line('Morphin', 'GAY_NGHIEN'), line('Diazepam', 'HUONG_THAN')])?.messageKey,
    ).toBe('prescriptions.narcotic_mixed');
    expect(mixedControlBreach([line('Diazepam', 'HUONG_THAN'), line('Ephedrin', 'TIEN_CHAT')])).toBeNull();
    expect(mixedControlBreach([line('Diazepam', 'HUONG_THAN'), line('Vitamin B1', 'THUONG')])).toEqual({
      messageKey: 'prescriptions.psychotropic_mixed',
      params: { controlled: 'Diazepam', others: 'Vitamin B1' },
    });
    expect(mixedControlBreach([line('Morphin', 'GAY_NGHIEN'), line('Fentanyl', 'GAY_NGHIEN')])).toBeNull();
    expect(mixedControlBreach([line('Paracetamol', 'THUONG'), line('Atropin', 'DOC')])).toBeNull();
  });

  it('knows a chronic disease by its ICD-10 code or prefix', () => {
    expect(isChronic('I10', LIMITS.ma_icd_man_tinh)).toBe(true);
    expect(isChronic('e11.9', LIMITS.ma_icd_man_tinh)).toBe(true);
    expect(isChronic('C34.1', LIMITS.ma_icd_man_tinh)).toBe(true);
    expect(isChronic('J18.9', LIMITS.ma_icd_man_tinh)).toBe(false);
    expect(isChronic(null, LIMITS.ma_icd_man_tinh)).toBe(false);
  });

  it('applies the limit of the line: ordinary, chronic, narcotic, psychotropic, controlled chronic', () => {
    expect(daysBreach([line('Paracetamol', 'THUONG', 30)], 'J18.9', LIMITS)).toBeNull();
    expect(
      daysBreach([line('Paracetamol', 'THUONG', 5), line('Amoxicilin', 'THUONG', 31)], 'J18.9', LIMITS),
    ).toEqual({
      messageKey: 'prescriptions.days_over_ordinary',
      params: { line: 2, goods: 'Amoxicilin', days: 31, max: 30 },
    });
    expect(daysBreach([line('Amlodipin', 'THUONG', 90)], 'I10', LIMITS)).toBeNull();
    expect(daysBreach([line('Amlodipin', 'THUONG', 91)], 'I10', LIMITS)?.messageKey).toBe(
      'prescriptions.days_over_chronic',
    );
    expect(daysBreach([line('Morphin', 'GAY_NGHIEN', 8)], 'R52', LIMITS)?.params.max).toBe(7);
    expect(daysBreach([line('Diazepam', 'HUONG_THAN', 11)], 'F41', LIMITS)?.messageKey).toBe(
      'prescriptions.days_over_psychotropic',
    );
    expect(daysBreach([line('Morphin', 'GAY_NGHIEN', 30)], 'C34.1', LIMITS)).toBeNull();
    expect(daysBreach([line('Morphin', 'GAY_NGHIEN', 31)], 'C34.1', LIMITS)?.messageKey).toBe(
      'prescriptions.days_over_controlled_chronic',
    );
    expect(daysBreach([line('Dịch truyền', 'THUONG', null)], null, LIMITS)).toBeNull();
  });
});
