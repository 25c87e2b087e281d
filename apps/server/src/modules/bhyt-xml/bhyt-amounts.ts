/**
 * Exact decimal arithmetic for the insurance amounts (QĐ 130 XML2 fields 18-30). Values are
 * BigInt counts of 1/1000 (quantities, prices) or 1/100 (amounts), so that a sum sent to the
 * insurer never carries a binary-float error; rounding is half up, as the field table's
 * "làm tròn" reads.
 */

/** A non-negative decimal text (`"12.5000"`) as a count of 10^-scale units, rounded half up. */
export function scaled(text: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  const digits = (fraction + '0'.repeat(scale + 1)).slice(0, scale + 1);
  const tenths = BigInt(whole) * 10n ** BigInt(scale + 1) + BigInt(digits);
  return (tenths + 5n) / 10n;
}

/** `value / divisor` rounded half up (both non-negative). */
function divideRounded(value: bigint, divisor: bigint): bigint {
  return (value * 2n + divisor) / (divisor * 2n);
}

/** A count of 10^-scale units written with exactly `scale` decimals and "." (e.g. `12.500`). */
export function formatScaled(value: bigint, scale: number): string {
  const unit = 10n ** BigInt(scale);
  const whole = value / unit;
  if (scale === 0) return whole.toString();
  return `${whole}.${(value % unit).toString().padStart(scale, '0')}`;
}

export interface LineAmounts {
  /** SO_LUONG and DON_GIA in thousandths. */
  soLuong: bigint;
  donGia: bigint;
  /** The rest in hundredths (đồng with 2 decimals). */
  thanhTienBv: bigint;
  thanhTienBh: bigint;
  tBntt: bigint;
  tBncct: bigint;
  tBhtt: bigint;
}

/**
 * The formulas of the field table, with no other funding source (T_NGUONKHAC = 0):
 * THANH_TIEN_BV = SO_LUONG x DON_GIA; THANH_TIEN_BH = THANH_TIEN_BV x TYLE_TT_BH / 100;
 * T_BNTT (what the insurance does not cover) = THANH_TIEN_BV - THANH_TIEN_BH;
 * T_BHTT = THANH_TIEN_BH x MUC_HUONG / 100; T_BNCCT (the co-payment) = THANH_TIEN_BH - T_BHTT.
 * Each is rounded to 2 decimals from the exact product, not from a rounded intermediate.
 */
export function lineAmounts(
  soLuong: string,
  donGia: string,
  tyLeTtBh: number,
  mucHuong: number,
): LineAmounts {
  const quantity = scaled(soLuong, 3);
  const price = scaled(donGia, 3);
  // quantity x price is in 10^-6; 10^4 brings it to hundredths.
  const product = quantity * price;
  const thanhTienBv = divideRounded(product, 10_000n);
  const thanhTienBh = divideRounded(product * BigInt(tyLeTtBh), 1_000_000n);
  const tBhtt = divideRounded(thanhTienBh * BigInt(mucHuong), 100n);
  return {
    soLuong: quantity,
    donGia: price,
    thanhTienBv,
    thanhTienBh,
    tBntt: thanhTienBv - thanhTienBh,
    tBncct: thanhTienBh - tBhtt,
    tBhtt,
  };
}
