import { describe, expect, it } from 'vitest';
import { gs1DateToIso, gtinLookupCodes, parseScan } from './gs1';

const GS = '\u001d';

describe('parseScan', () => {
  it('reads GTIN, expiry and lot from a DataMatrix string with the symbology prefix', () => {
    expect(parseScan(`]d20108934567890123172712311012345A${GS}21SER9`)).toEqual({
      kind: 'gs1',
      data: { gtin: '08934567890123', han_dung: '2027-12-31', so_lo: '12345A', serial: 'SER9' },
    });
  });

  it('reads a lot that ends the string without a separator', () => {
    expect(parseScan('010893456789012317280600' + '10LOT-7')).toEqual({
      kind: 'gs1',
      data: { gtin: '08934567890123', han_dung: '2028-06-30', so_lo: 'LOT-7' },
    });
  });

  it('reads the bracketed human-readable form', () => {
    expect(parseScan('(01)08934567890123(11)250101(17)270115(10)AB12')).toEqual({
      kind: 'gs1',
      data: { gtin: '08934567890123', ngay_san_xuat: '2025-01-01', han_dung: '2027-01-15', so_lo: 'AB12' },
    });
  });

  it('treats a plain EAN-13 or a code as a barcode', () => {
    expect(parseScan('8934567890123\n')).toEqual({ kind: 'barcode', code: '8934567890123' });
    expect(parseScan('PARA500')).toEqual({ kind: 'barcode', code: 'PARA500' });
  });

  it('falls back to a barcode when the AIs do not parse', () => {
    expect(parseScan('0108934567890123179913991012')).toEqual({
      kind: 'barcode',
      code: '0108934567890123179913991012',
    });
  });
});

describe('gs1DateToIso', () => {
  it('maps day 00 to the last day of the month, leap years included', () => {
    expect(gs1DateToIso('280200')).toBe('2028-02-29');
    expect(gs1DateToIso('270200')).toBe('2027-02-28');
  });
  it('refuses impossible dates', () => {
    expect(gs1DateToIso('271301')).toBeUndefined();
    expect(gs1DateToIso('270231')).toBeUndefined();
  });
});

describe('gtinLookupCodes', () => {
  it('also tries the EAN-13 inside a GTIN-14 with a leading zero', () => {
    expect(gtinLookupCodes('08934567890123')).toEqual(['08934567890123', '8934567890123']);
  });
});
