import { z } from 'zod';

/**
 * Codes the Vietnamese insurance (BHYT) output and the prescription rules need on master data
 * (docs/regulatory.md). Each schema accepts empty as "not given" so partial catalogues stay
 * editable; the exports that need a code check that it is there.
 */
const optionalCode = (pattern: RegExp, error: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.too_long' })
    .regex(pattern, { error })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null);

/**
 * MA_THUOC (XML2 field 3): the active-ingredient code of the Ministry's common code set, like
 * `40.48`, or several joined by `+` for a compounded drug; `00.0000` for an ingredient outside the
 * payable list (QĐ 4750); blood products may end `.KT`, `.NAT` or `.KTNAT`; `VM.<facility>` and
 * `BB.<facility>` for blood transport and herbal packaging.
 */
export const MA_THUOC_PATTERN =
  /^(?:\d{2}\.\d{1,4}(?:\.(?:KT|NAT|KTNAT))?|(?:VM|BB)\.[0-9A-Z]{5})(?:\+(?:\d{2}\.\d{1,4}(?:\.(?:KT|NAT|KTNAT))?))*$/;
export const maThuocSchema = optionalCode(MA_THUOC_PATTERN, 'validation.ma_thuoc', 255);

/** DUONG_DUNG (XML2 field 10): the route code of the common code set, at most 4 characters (e.g. `1.01`). */
export const maDuongDungSchema = optionalCode(/^[0-9A-Za-z.]{1,4}$/, 'validation.route_code', 4);

/** SO_DANG_KY (XML2 field 14): registration number, no spaces (`VD-21310-14`, `CP.19010.15.3`). */
export const soDangKySchema = optionalCode(/^\S{1,50}$/, 'validation.registration_number', 50);

/**
 * MA_VAT_TU (XML3): a medical supply's code, issued per item and size on the insurer's portal (QĐ
 * 5086/QĐ-BYT). Its exact form was not confirmed, so only what the field allows is checked: at
 * most 255 characters, no spaces.
 */
export const maVatTuSchema = optionalCode(/^\S{1,255}$/, 'validation.supply_code', 255);

/** PHAM_VI (XML2 field 16): 1 in BHYT scope, 2 outside, 3 outside the list but paid for army/police/cipher staff. */
export const PHAM_VI_BHYT = [1, 2, 3] as const;
export const phamViBhytSchema = z
  .number({ error: 'validation.bhyt_scope' })
  .int({ error: 'validation.bhyt_scope' })
  .refine((v) => (PHAM_VI_BHYT as readonly number[]).includes(v), { error: 'validation.bhyt_scope' });

/**
 * MA_NHOM (XML2 field 6 / XML3): cost group of Phụ lục 3 QĐ 5937/QĐ-BYT, 1..19 (19 added by QĐ
 * 4750). Drugs use 4, 5, 6, 7 or 17; supplies 10 or 11.
 */
export const MA_NHOM_BHYT_MAX = 19;
export const maNhomBhytSchema = z
  .number({ error: 'validation.cost_group' })
  .int({ error: 'validation.cost_group' })
  .min(1, { error: 'validation.cost_group' })
  .max(MA_NHOM_BHYT_MAX, { error: 'validation.cost_group' })
  .nullish()
  .transform((v) => v ?? null);

/** MA_CSKCB: the 5-character facility code of the insurance system (e.g. `79048`). */
export const MA_CSKCB_PATTERN = /^[0-9A-Z]{5}$/;
export const maCskcbSchema = optionalCode(MA_CSKCB_PATTERN, 'validation.facility_code', 5);

/** MA_KHOA (XML2 field 31): department code of Phụ lục 5 QĐ 5937 (e.g. `K01`), at most 50 characters. */
export const maKhoaBhytSchema = optionalCode(/^[0-9A-Za-z._-]{1,50}$/, 'validation.department_code', 50);

/**
 * MA_BAC_SI (XML2 field 32): the practising-certificate (CCHN) number, e.g. `001234/HNO-CCHN`; a
 * doctor without one is written as the supervisor's number followed by `(staff code)`.
 */
export const maBacSiSchema = optionalCode(
  /^[0-9A-Za-zĐđ/._-]+(?:\([0-9A-Za-z._-]+\))?$/,
  'validation.practising_certificate',
  255,
);
