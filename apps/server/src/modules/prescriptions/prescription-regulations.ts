import { ERROR_CODES } from '@kho/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/i18n';
import { findOrganisationSettings } from '../organisation-settings/organisation-settings.repository';

/** The organisation's outpatient prescription limits (to_chuc columns, docs/regulatory.md). */
export interface PrescriptionLimits {
  so_ngay_ke_toi_da: number;
  so_ngay_ke_man_tinh: number;
  so_ngay_gay_nghien: number;
  so_ngay_huong_than: number;
  so_ngay_kiem_soat_man_tinh: number;
  ma_icd_man_tinh: string[];
}

interface Line {
  so_ngay: number | null;
  goods: { ten: string; phan_loai_quan_ly: string };
}

export interface RegulationBreach {
  messageKey: MessageKey;
  params: Record<string, string | number>;
}

const NARCOTIC = 'GAY_NGHIEN';
const isPsychotropic = (c: string) => c === 'HUONG_THAN' || c === 'TIEN_CHAT';

/** Whether the diagnosis is one of the configured chronic diseases (an ICD-10 code or its prefix). */
export function isChronic(icd: string | null, chronicCodes: readonly string[]): boolean {
  if (!icd) return false;
  const code = icd.toUpperCase();
  return chronicCodes.some((prefix) => prefix && code.startsWith(prefix.toUpperCase()));
}

/**
 * Narcotic drugs go on their own "N" prescription, psychotropic and precursor drugs on their own
 * "H" prescription (TT 26/2025 forms N and H): a mix is refused, naming what must be split.
 */
export function mixedControlBreach(lines: readonly Line[]): RegulationBreach | null {
  const names = (pick: (c: string) => boolean) =>
    lines
      .filter((l) => pick(l.goods.phan_loai_quan_ly))
      .map((l) => l.goods.ten)
      .join(', ');
  const narcotic = names((c) => c === NARCOTIC);
  if (narcotic) {
    const others = names((c) => c !== NARCOTIC);
    return others
      ? { messageKey: 'prescriptions.narcotic_mixed', params: { controlled: narcotic, others } }
      : null;
  }
  const psychotropic = names(isPsychotropic);
  const others = names((c) => !isPsychotropic(c));
  return psychotropic && others
    ? { messageKey: 'prescriptions.psychotropic_mixed', params: { controlled: psychotropic, others } }
    : null;
}

/**
 * The first line prescribed for more days than allowed: the organisation's maximum per
 * prescription, longer for a chronic disease of its list; narcotic and psychotropic/precursor drugs
 * their own (shorter) maximum, or the controlled chronic maximum in a chronic disease.
 */
export function daysBreach(
  lines: readonly Line[],
  icd: string | null,
  limits: PrescriptionLimits,
): RegulationBreach | null {
  const chronic = isChronic(icd, limits.ma_icd_man_tinh);
  for (const [index, line] of lines.entries()) {
    if (line.so_ngay === null) continue;
    const kind = line.goods.phan_loai_quan_ly;
    const [max, key]: [number, MessageKey] =
      kind === NARCOTIC || isPsychotropic(kind)
        ? chronic
          ? [limits.so_ngay_kiem_soat_man_tinh, 'prescriptions.days_over_controlled_chronic']
          : kind === NARCOTIC
            ? [limits.so_ngay_gay_nghien, 'prescriptions.days_over_narcotic']
            : [limits.so_ngay_huong_than, 'prescriptions.days_over_psychotropic']
        : chronic
          ? [limits.so_ngay_ke_man_tinh, 'prescriptions.days_over_chronic']
          : [limits.so_ngay_ke_toi_da, 'prescriptions.days_over_ordinary'];
    if (line.so_ngay > max) {
      return { messageKey: key, params: { line: index + 1, goods: line.goods.ten, days: line.so_ngay, max } };
    }
  }
  return null;
}

/** The facility code prescription codes start with; a clear refusal while the organisation has none. */
export async function requireFacilityCode(exec: Executor, organisationId: string): Promise<string> {
  const code = (await findOrganisationSettings(exec, organisationId))?.ma_cskcb;
  if (!code) throw new AppError(422, ERROR_CODES.BUSINESS_RULE, 'prescriptions.facility_code_missing');
  return code;
}

/**
 * TT 26/2025 governs outpatient prescriptions (inpatient orders are the ward's medical orders):
 * separate N and H prescriptions, and the organisation's limits on days.
 */
export async function assertOutpatientRules(
  exec: Executor,
  organisationId: string,
  patient: { loai_dieu_tri: string },
  lines: readonly Line[],
  icd: string | null,
): Promise<void> {
  if (patient.loai_dieu_tri !== 'NGOAI_TRU') return;
  const limits = (await findOrganisationSettings(exec, organisationId))!;
  const breach = mixedControlBreach(lines) ?? daysBreach(lines, icd, limits);
  if (breach) throw new AppError(422, ERROR_CODES.BUSINESS_RULE, breach.messageKey, breach.params);
}
