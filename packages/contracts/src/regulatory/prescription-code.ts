/**
 * The prescription code of the national e-prescription system, `XXXXXYYYYYYY-Z` (QĐ 04/2022
 * implementation note, kept under TT 26/2025 — docs/regulatory.md): the 5-character facility code,
 * 7 characters unique within the facility, and the kind of prescription: N narcotic, H
 * psychotropic or precursor, C every other.
 */
export const LOAI_DON_THUOC = ['N', 'H', 'C'] as const;
export type LoaiDonThuoc = (typeof LOAI_DON_THUOC)[number];

export const PRESCRIPTION_CODE_PATTERN = /^[0-9A-Z]{5}[0-9A-Z]{7}-[NHC]$/;

/** The kind of a prescription from the management classes of its drugs. */
export function prescriptionKind(classes: readonly string[]): LoaiDonThuoc {
  if (classes.includes('GAY_NGHIEN')) return 'N';
  if (classes.some((c) => c === 'HUONG_THAN' || c === 'TIEN_CHAT')) return 'H';
  return 'C';
}

const BASE36 = 36;
/** Up to 36^5 (60 million) prescriptions a year fit in the sequence part. */
export const PRESCRIPTION_SEQUENCE_MAX = BASE36 ** 5 - 1;

/**
 * The 7 unique characters: the year's last two digits and the year's sequence number in base 36
 * over 5 characters, so codes sort by issue and never repeat within a facility.
 */
export function prescriptionCode(
  facilityCode: string,
  year: number,
  sequence: number,
  kind: LoaiDonThuoc,
): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > PRESCRIPTION_SEQUENCE_MAX) {
    throw new RangeError(`prescription sequence out of range: ${sequence}`);
  }
  const yy = String(year % 100).padStart(2, '0');
  const serial = sequence.toString(BASE36).toUpperCase().padStart(5, '0');
  return `${facilityCode}${yy}${serial}-${kind}`;
}

/** The same code with another kind (a prescription edited before dispensing may change kind). */
export function withPrescriptionKind(code: string, kind: LoaiDonThuoc): string {
  return PRESCRIPTION_CODE_PATTERN.test(code) ? `${code.slice(0, -1)}${kind}` : code;
}
