import { describe, expect, it } from 'vitest';
import { lineTotal, totalQuantity, voucherTotals } from './line-totals';

describe('receipt line totals', () => {
  it('takes the discount off before adding VAT', () => {
    // 100 x 1 000 = 100 000; -10% = 90 000; +5% VAT = 94 500
    expect(lineTotal({ so_luong: 100, don_gia: 1000, chiet_khau: 10, vat: 5 })).toBeCloseTo(94_500);
  });

  it('counts what is not typed yet as 0', () => {
    expect(lineTotal({ so_luong: 3 })).toBe(0);
    expect(lineTotal({ so_luong: 3, don_gia: 2500 })).toBe(7500);
    expect(lineTotal({ so_luong: '3', don_gia: 2500 })).toBe(0);
  });

  it('sums goods, discount, VAT and total of a voucher', () => {
    const totals = voucherTotals([
      { so_luong: 100, don_gia: 1000, chiet_khau: 10, vat: 5 },
      { so_luong: 10, don_gia: 500, vat: 0, chiet_khau: 0 },
    ]);
    expect(totals.goods).toBe(105_000);
    expect(totals.discount).toBe(10_000);
    expect(totals.vat).toBeCloseTo(4_500);
    expect(totals.total).toBeCloseTo(99_500);
  });

  it('adds up quantities', () => {
    expect(totalQuantity([{ so_luong: 2 }, { so_luong: 3.5 }, {}])).toBe(5.5);
  });
});
