import { describe, expect, it } from 'vitest';
import {
  PRESCRIPTION_CODE_PATTERN,
  prescriptionCode,
  prescriptionKind,
  withPrescriptionKind,
} from './prescription-code';

describe('prescription code XXXXXYYYYYYY-Z', () => {
  it('is the facility code, 7 unique characters and the kind', () => {
    expect(prescriptionCode('79048', 2026, 1, 'C')).toBe('790482600001-C');
    expect(prescriptionCode('79048', 2026, 36, 'N')).toBe('790482600010-N');
    expect(prescriptionCode('01A23', 2031, 60_466_175, 'H')).toBe('01A2331ZZZZZ-H');
    for (const code of ['790482600001-C', '01A2331ZZZZZ-H'])
      expect(PRESCRIPTION_CODE_PATTERN.test(code)).toBe(true);
    expect(() => prescriptionCode('79048', 2026, 0, 'C')).toThrow(RangeError);
    expect(() => prescriptionCode('79048', 2026, 60_466_176, 'C')).toThrow(RangeError);
  });

  it('is N with a narcotic, H with a psychotropic or precursor, C otherwise', () => {
    expect(prescriptionKind(['THUONG', 'GAY_NGHIEN'])).toBe('N');
    expect(prescriptionKind(['HUONG_THAN'])).toBe('H');
    expect(prescriptionKind(['TIEN_CHAT', 'THUONG'])).toBe('H');
    expect(prescriptionKind(['THUONG', 'PHOI_HOP', 'DOC'])).toBe('C');
  });

  it('changes kind in place and leaves a legacy code alone', () => {
    expect(withPrescriptionKind('790482600001-C', 'H')).toBe('790482600001-H');
    expect(withPrescriptionKind('DT-2026-00012', 'H')).toBe('DT-2026-00012');
  });
});
