/**
 * Reads what a keyboard-wedge scanner types for a GS1 DataMatrix (or GS1-128) symbol: GTIN (01),
 * lot (10), expiry (17), manufacture date (11) and serial (21). Scanners send the FNC1 separator as
 * the GS character (\x1d) and may prefix the symbology identifier "]d2"/"]C1"; the human-readable
 * form with brackets, "(01)...(17)...(10)...", is accepted too. A plain code without AIs is a barcode.
 */
export interface Gs1Data {
  gtin?: string;
  so_lo?: string;
  han_dung?: string;
  ngay_san_xuat?: string;
  serial?: string;
}

export type ScanResult = { kind: 'gs1'; data: Gs1Data } | { kind: 'barcode'; code: string };

const GROUP_SEPARATOR = '\u001d';
const FIXED_LENGTH: Record<string, number> = { '01': 14, '11': 6, '17': 6 };
const VARIABLE_MAX: Record<string, number> = { '10': 20, '21': 20 };

/** YYMMDD -> YYYY-MM-DD; day 00 means the last day of the month (GS1 general specifications). */
export function gs1DateToIso(value: string): string | undefined {
  if (!/^\d{6}$/.test(value)) return undefined;
  const yy = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  let day = Number(value.slice(4, 6));
  if (month < 1 || month > 12) return undefined;
  // GS1 sliding century: years more than 49 ahead belong to the previous century.
  const year = yy >= 51 ? 1900 + yy : 2000 + yy;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === 0) day = lastDay;
  if (day > lastDay) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function assign(data: Gs1Data, ai: string, value: string): boolean {
  switch (ai) {
    case '01':
      if (!/^\d{14}$/.test(value)) return false;
      data.gtin = value;
      return true;
    case '10':
      data.so_lo = value;
      return true;
    case '21':
      data.serial = value;
      return true;
    case '17':
    case '11': {
      const iso = gs1DateToIso(value);
      if (!iso) return false;
      if (ai === '17') data.han_dung = iso;
      else data.ngay_san_xuat = iso;
      return true;
    }
    default:
      return false;
  }
}

function parseBracketed(input: string): Gs1Data | undefined {
  const data: Gs1Data = {};
  const pattern = /\((\d{2})\)([^(]*)/g;
  let matched = 0;
  for (const m of input.matchAll(pattern)) {
    const [, ai, value] = m;
    if (!ai || value === undefined || !assign(data, ai, value.trim())) return undefined;
    matched += m[0].length;
  }
  return matched === input.length && matched > 0 ? data : undefined;
}

function parseRaw(input: string): Gs1Data | undefined {
  const data: Gs1Data = {};
  let i = 0;
  while (i < input.length) {
    if (input[i] === GROUP_SEPARATOR) {
      i += 1;
      continue;
    }
    const ai = input.slice(i, i + 2);
    i += 2;
    const fixed = FIXED_LENGTH[ai];
    let value: string;
    if (fixed !== undefined) {
      value = input.slice(i, i + fixed);
      i += fixed;
    } else if (VARIABLE_MAX[ai] !== undefined) {
      const end = input.indexOf(GROUP_SEPARATOR, i);
      const stop = end === -1 ? input.length : end;
      value = input.slice(i, stop);
      if (value.length === 0 || value.length > VARIABLE_MAX[ai]) return undefined;
      i = stop;
    } else {
      return undefined;
    }
    if (!assign(data, ai, value)) return undefined;
  }
  return data;
}

export function parseScan(raw: string): ScanResult {
  let input = raw.replace(/\r|\n/g, '').trim();
  for (const prefix of [']d2', ']C1', ']Q3', ']e0']) {
    if (input.startsWith(prefix)) input = input.slice(prefix.length);
  }
  if (input.startsWith(GROUP_SEPARATOR)) input = input.slice(1);
  const bracketed = input.startsWith('(') ? parseBracketed(input) : undefined;
  if (bracketed) return { kind: 'gs1', data: bracketed };
  // A GS1 string starts with an AI and is longer than a plain EAN-13; anything else is a barcode.
  if (/^01\d{14}/.test(input) && input.length > 16) {
    const parsed = parseRaw(input);
    if (parsed) return { kind: 'gs1', data: parsed };
  }
  if (/^01\d{14}$/.test(input)) return { kind: 'gs1', data: { gtin: input.slice(2) } };
  return { kind: 'barcode', code: input };
}

/** The codes a scanned GTIN may be stored under: the 14 digits, and the EAN-13 without the leading 0. */
export function gtinLookupCodes(gtin: string): string[] {
  const codes = [gtin];
  if (gtin.length === 14 && gtin.startsWith('0')) codes.push(gtin.slice(1));
  return codes;
}
