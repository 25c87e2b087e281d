/**
 * Money of a receipt line as the invoice states it: quantity x unit price, less the discount (in
 * percent of the line before VAT), plus VAT on what is left. Missing parts count as 0 so the total
 * follows what is typed so far.
 */
export interface PricedLine {
  so_luong?: unknown;
  don_gia?: unknown;
  vat?: unknown;
  chiet_khau?: unknown;
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function lineTotal(line: PricedLine): number {
  const gross = num(line.so_luong) * num(line.don_gia);
  const afterDiscount = gross * (1 - num(line.chiet_khau) / 100);
  return afterDiscount * (1 + num(line.vat) / 100);
}

export interface VoucherTotals {
  /** Before discount and VAT. */
  goods: number;
  discount: number;
  vat: number;
  total: number;
}

export function voucherTotals(lines: readonly PricedLine[]): VoucherTotals {
  let goods = 0;
  let discount = 0;
  let vat = 0;
  for (const line of lines) {
    const gross = num(line.so_luong) * num(line.don_gia);
    const lineDiscount = gross * (num(line.chiet_khau) / 100);
    goods += gross;
    discount += lineDiscount;
    vat += (gross - lineDiscount) * (num(line.vat) / 100);
  }
  return { goods, discount, vat, total: goods - discount + vat };
}

/** Sum of quantities of the lines (the issue and transfer footers). */
export function totalQuantity(lines: readonly { so_luong?: unknown }[]): number {
  return lines.reduce((sum, line) => sum + num(line.so_luong), 0);
}
