import { z } from 'zod';

/**
 * TT_THAU (XML2 field 15, XML3): the tender information of a dispensed item, composed by QĐ 130
 * as amended by QĐ 4750 (shared reference §1.3, docs/regulatory.md):
 *
 * - an award: `<decision>;<package G#>;<group N#>;<year>`, e.g. `57/QĐ-TTMS;G1;N1;2022`;
 * - two or more winning bidders for the same drug: `;Gi.YY` appended (package i, bidder order YY);
 * - a borrowed award (áp thầu): `;<issuing unit>` appended, `00` national centre, province code or facility code;
 * - a price-negotiated drug: `;00` appended (the national negotiating centre), not twice;
 * - a self-made drug: `<document sent to the insurer>;<year>`.
 */
export type TenderInfo =
  | {
      kind: 'award';
      decision: string;
      packageCode: string;
      groupCode: string;
      year: number;
      bidderCode?: string | null;
      issuingUnit?: string | null;
      priceNegotiated?: boolean;
    }
  | { kind: 'self_made'; documentNumber: string; year: number };

/** The national negotiating / procurement centre's code in TT_THAU. */
export const NATIONAL_CENTRE_CODE = '00';

/** Maximum lengths: 50 for drugs (XML2), 25 for medical supplies (XML3). */
export const TT_THAU_MAX_LENGTH = { drug: 50, supply: 25 } as const;

export function composeTtThau(info: TenderInfo): string {
  if (info.kind === 'self_made') return `${info.documentNumber.trim()};${info.year}`;
  const parts = [info.decision.trim(), info.packageCode, info.groupCode, String(info.year)];
  if (info.bidderCode) parts.push(info.bidderCode);
  if (info.issuingUnit) parts.push(info.issuingUnit);
  // A negotiated price is the national centre's award: its code is appended once, even when the
  // award was already borrowed from the centre.
  if (info.priceNegotiated && info.issuingUnit !== NATIONAL_CENTRE_CODE) parts.push(NATIONAL_CENTRE_CODE);
  return parts.join(';');
}

/** Whether a composed TT_THAU fits its field (the export reports the ones that do not). */
export function ttThauFits(text: string, kind: keyof typeof TT_THAU_MAX_LENGTH): boolean {
  return text.length <= TT_THAU_MAX_LENGTH[kind];
}

/** `Gi.YY`: package number and the bidder's two-digit order in the award decision. */
export const BIDDER_CODE_PATTERN = /^G\d{1,3}\.\d{2}$/;
/** Issuing unit of a borrowed award: `00`, a 2-digit province code or a 5-character facility code. */
export const ISSUING_UNIT_PATTERN = /^(?:\d{2}|[0-9A-Z]{5})$/;
/** Tender group codes of Phụ lục 6 QĐ 5937 as the official examples write them (N1..N5...). */
export const TENDER_GROUP_PATTERN = /^N\d{1,2}$/;

const optional = (pattern: RegExp, error: string) =>
  z
    .string()
    .trim()
    .regex(pattern, { error })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null);

export const bidderCodeSchema = optional(BIDDER_CODE_PATTERN, 'validation.bidder_code');
export const issuingUnitSchema = optional(ISSUING_UNIT_PATTERN, 'validation.issuing_unit');
export const lineGroupSchema = optional(TENDER_GROUP_PATTERN, 'validation.tender_group');
