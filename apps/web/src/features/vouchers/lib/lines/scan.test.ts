import { describe, expect, it } from 'vitest';
import { scanIntent } from './scan';

describe('scanIntent', () => {
  it('looks a plain barcode up as scanned', () => {
    expect(scanIntent('8936014580014')).toEqual({ codes: ['8936014580014'], batch: {} });
  });

  it('reads GTIN, lot, expiry and manufacture date of a GS1 DataMatrix', () => {
    expect(scanIntent(']d2010893601458001417270531\u001d10LOT-A1\u001d11250601')).toEqual({
      codes: ['08936014580014', '8936014580014'],
      batch: { so_lo: 'LOT-A1', han_dung: '2027-05-31', ngay_san_xuat: '2025-06-01' },
    });
  });

  it('accepts the human-readable form with brackets', () => {
    expect(scanIntent('(01)08936014580014(17)261200(10)B2')?.batch).toEqual({
      so_lo: 'B2',
      han_dung: '2026-12-31',
      ngay_san_xuat: undefined,
    });
  });

  it('ignores an empty scan', () => {
    expect(scanIntent('  \r\n')).toBeNull();
  });
});
