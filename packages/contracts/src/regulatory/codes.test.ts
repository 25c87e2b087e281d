import { describe, expect, it } from 'vitest';
import {
  maBacSiSchema,
  maCskcbSchema,
  maDuongDungSchema,
  maNhomBhytSchema,
  maThuocSchema,
  maVatTuSchema,
  phamViBhytSchema,
} from './codes';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;

describe('regulatory codes', () => {
  it('MA_THUOC: ingredient codes, compounds, 00.0000 and blood products', () => {
    for (const v of [
      '40.48',
      '40.17',
      '40.573',
      '00.0000',
      '40.48+40.100',
      '05.123.KTNAT',
      'VM.79048',
      'BB.01001',
    ])
      expect(ok(maThuocSchema, v), v).toBe(true);
    for (const v of ['Paracetamol', '4048', '40.', '40.48+', '40.12345', '00.0000 '.repeat(2)])
      expect(ok(maThuocSchema, v), v).toBe(false);
    expect(maThuocSchema.parse('')).toBeNull();
  });

  it('route code has at most 4 characters', () => {
    expect(ok(maDuongDungSchema, '1.01')).toBe(true);
    expect(ok(maDuongDungSchema, '2.15A')).toBe(false);
  });

  it('supply code: up to 255 characters without spaces, empty as none', () => {
    expect(ok(maVatTuSchema, 'N03.01.030.1234.001')).toBe(true);
    expect(ok(maVatTuSchema, 'N03 01')).toBe(false);
    expect(ok(maVatTuSchema, 'x'.repeat(256))).toBe(false);
    expect(maVatTuSchema.parse('')).toBeNull();
  });

  it('scope 1/2/3, cost group 1..19', () => {
    expect([1, 2, 3].every((v) => ok(phamViBhytSchema, v))).toBe(true);
    expect(ok(phamViBhytSchema, 4)).toBe(false);
    expect(ok(maNhomBhytSchema, 4)).toBe(true);
    expect(ok(maNhomBhytSchema, 20)).toBe(false);
    expect(maNhomBhytSchema.parse(null)).toBeNull();
  });

  it('facility code has 5 characters; certificate numbers may name a supervised doctor', () => {
    expect(ok(maCskcbSchema, '79048')).toBe(true);
    expect(ok(maCskcbSchema, '7904')).toBe(false);
    expect(ok(maBacSiSchema, '001234/HNO-CCHN')).toBe(true);
    expect(ok(maBacSiSchema, '001234/HNO-CCHN(NV0012)')).toBe(true);
    expect(ok(maBacSiSchema, '001234 HNO')).toBe(false);
  });
});
