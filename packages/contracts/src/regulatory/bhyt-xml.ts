import { z } from 'zod';
import { requiredUuid } from '../catalogues/common';
import { periodRule, periodShape } from '../reports/common';

/** Roles that read and export the insurance XML: the pharmacy and the administrators. */
export const BHYT_XML_ROLES = ['QUAN_TRI', 'DUOC_SI'] as const;

/** The longest date range one export covers, in days (one insurance settlement month and some). */
export const BHYT_XML_MAX_DAYS = 62;

/**
 * One treatment episode (`ma_lk`, the prescription code: decision record 0027) or every episode
 * with a dispensing in a date range (both ends included).
 */
export const bhytXmlQuerySchema = z
  .object({
    to_chuc: requiredUuid,
    ma_lk: z.string().trim().min(1).max(100).optional(),
    tu_ngay: periodShape.tu_ngay.optional(),
    den_ngay: periodShape.den_ngay.optional(),
  })
  .refine((q) => q.ma_lk !== undefined || (q.tu_ngay !== undefined && q.den_ngay !== undefined), {
    error: 'validation.bhyt_xml_scope',
    path: ['ma_lk'],
  })
  .refine((q) => !q.tu_ngay || !q.den_ngay || periodRule[0]({ tu_ngay: q.tu_ngay, den_ngay: q.den_ngay }), {
    error: periodRule[1].error,
    path: periodRule[1].path,
  });
export type BhytXmlQuery = z.infer<typeof bhytXmlQuerySchema>;

/** One missing or malformed field: which episode and patient, which XML2 row (STT) and field. */
export const bhytXmlIssueSchema = z.object({
  ma_lk: z.string().nullable(),
  ma_benh_nhan: z.string().nullable(),
  ho_ten: z.string().nullable(),
  /** The row's STT in the episode's XML2; null for a field of the episode or the facility. */
  stt: z.number().int().nullable(),
  ten_thuoc: z.string().nullable(),
  truong: z.string(),
  thong_bao_vi: z.string(),
  thong_bao_en: z.string(),
});
export type BhytXmlIssue = z.infer<typeof bhytXmlIssueSchema>;

export const bhytXmlReportSchema = z.object({
  hop_le: z.boolean(),
  so_ho_so: z.number().int(),
  so_dong: z.number().int(),
  loi: z.array(bhytXmlIssueSchema),
});
export type BhytXmlReport = z.infer<typeof bhytXmlReportSchema>;
