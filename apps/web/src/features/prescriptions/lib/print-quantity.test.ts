import { describe, expect, it } from 'vitest';
import { printedQuantity, quantityInWords } from './print-quantity';

const format = (n: number) => n.toLocaleString('vi-VN');

describe('printed prescription quantities', () => {
  it('writes a leading zero below 10', () => {
    expect(printedQuantity(5, format)).toBe('05');
    expect(printedQuantity(0, format)).toBe('00');
    expect(printedQuantity(10, format)).toBe('10');
    expect(printedQuantity(2.5, format)).toBe('2,5');
  });

  it('writes controlled quantities in Vietnamese words, not ordinary ones', () => {
    expect(quantityInWords(15, 'GAY_NGHIEN')).toBe('Mười lăm');
    expect(quantityInWords(21, 'HUONG_THAN')).toBe('Hai mươi mốt');
    expect(quantityInWords(5, 'TIEN_CHAT')).toBe('Năm');
    expect(quantityInWords(15, 'THUONG')).toBeNull();
    expect(quantityInWords(15, 'PHOI_HOP')).toBeNull();
  });
});
