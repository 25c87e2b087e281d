import { z } from 'zod';
import { codeSchema } from '../organisation';
import { fieldErrorSchema } from '../envelope';
import { requiredError } from '../validation-messages';
import {
  catalogueQuerySchema,
  nonNegativeNumber,
  optionalText,
  organisationScopeSchema,
  recordAuditSchema,
  requiredUuid,
  versionSchema,
} from './common';
import { importPreviewSchema, importResultSchema } from './import';
import { bidderCodeSchema, issuingUnitSchema, lineGroupSchema } from '../regulatory/tt-thau';

export const TENDER_SORTS = ['ma', 'so_quyet_dinh', 'nam', 'hieu_luc_den', 'ngay_cap_nhat'] as const;

/** A line is "nearly used" from this share received; a package "expires soon" within this many days. */
export const TENDER_NEARLY_USED_RATIO = 0.8;
export const TENDER_EXPIRY_WARNING_DAYS = 30;

const isoDate = z.iso.date({ error: 'validation.date' });

/** What the insurance tender code (TT_THAU) needs of a line beyond the package's decision. */
const tenderLineCodeFields = {
  /** The line's group when it differs from the package's (N#). */
  nhom_thau: lineGroupSchema,
  /** `Gi.YY` when several bidders won the same drug. */
  ma_nha_thau: bidderCodeSchema,
  dam_phan_gia: z.boolean().default(false),
};

export const tenderLineInputSchema = z.object({
  hang_hoa_id: requiredUuid,
  so_luong_trung: nonNegativeNumber.positive({ error: 'validation.positive' }),
  don_gia_trung: nonNegativeNumber,
  ...tenderLineCodeFields,
});
export type TenderLineInput = z.input<typeof tenderLineInputSchema>;

const tenderBaseSchema = z.object({
  ma: codeSchema,
  so_quyet_dinh: z
    .string(requiredError)
    .trim()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.too_long' }),
  ngay_quyet_dinh: isoDate,
  ma_goi: z
    .string(requiredError)
    .trim()
    .regex(/^G\d{1,3}$/, { error: 'validation.tender_package' }),
  nhom_thau: z
    .string(requiredError)
    .trim()
    .regex(/^N\d{1,2}$/, { error: 'validation.tender_group' }),
  nam: z
    .number(requiredError)
    .int()
    .min(2000, { error: 'validation.year' })
    .max(2100, { error: 'validation.year' }),
  /** A borrowed award (áp thầu): the issuing unit, 00 / province code / facility code. */
  don_vi_ban_hanh: issuingUnitSchema,
  loai_thau: optionalText(100),
  hinh_thuc: optionalText(100),
  nha_cung_cap_id: requiredUuid,
  hieu_luc_tu: isoDate,
  hieu_luc_den: isoDate,
  ghi_chu: optionalText(1000),
  hoat_dong: z.boolean().default(true),
  chi_tiet: z
    .array(tenderLineInputSchema)
    .max(5000)
    .refine((lines) => new Set(lines.map((l) => l.hang_hoa_id)).size === lines.length, {
      error: 'validation.duplicate_goods',
    }),
});

function withValidityCheck<T extends z.ZodType<{ hieu_luc_tu: string; hieu_luc_den: string }>>(schema: T) {
  return schema.refine((t) => t.hieu_luc_den >= t.hieu_luc_tu, {
    error: 'validation.end_before_start',
    path: ['hieu_luc_den'],
  });
}

export const tenderFieldsSchema = withValidityCheck(tenderBaseSchema);
export type TenderFields = z.input<typeof tenderFieldsSchema>;
export const createTenderSchema = withValidityCheck(tenderBaseSchema.extend(organisationScopeSchema.shape));
/** What a create or update writes, after parsing (defaults applied). */
export type TenderInput = z.output<typeof createTenderSchema>;
export const updateTenderSchema = withValidityCheck(
  tenderBaseSchema.extend(organisationScopeSchema.shape).extend(versionSchema.shape),
);

export const tenderLineSchema = z.object({
  id: z.string(),
  hang_hoa_id: z.string(),
  hang_hoa_ma: z.string(),
  hang_hoa_ten: z.string(),
  don_vi_tinh: z.string(),
  so_luong_trung: z.number(),
  don_gia_trung: z.number(),
  so_luong_da_nhap: z.number(),
  so_luong_con_lai: z.number(),
  ty_le_da_dung: z.number(),
  sap_het: z.boolean(),
  nhom_thau: z.string().nullable(),
  ma_nha_thau: z.string().nullable(),
  dam_phan_gia: z.boolean(),
  /** The line's TT_THAU for the insurance output (composeTtThau). */
  tt_thau: z.string(),
});
export type TenderLine = z.infer<typeof tenderLineSchema>;

export const tenderRecordSchema = z
  .object({
    id: z.string(),
    ma: z.string(),
    so_quyet_dinh: z.string(),
    ngay_quyet_dinh: z.string(),
    ma_goi: z.string(),
    nhom_thau: z.string(),
    nam: z.number().int(),
    don_vi_ban_hanh: z.string().nullable(),
    loai_thau: z.string().nullable(),
    hinh_thuc: z.string().nullable(),
    nha_cung_cap_id: z.string(),
    nha_cung_cap_ten: z.string(),
    hieu_luc_tu: z.string(),
    hieu_luc_den: z.string(),
    ghi_chu: z.string().nullable(),
    hoat_dong: z.boolean(),
    /** The package's TT_THAU: SốQĐ;G<gói>;N<nhóm>;năm[;issuing unit] (lines may add more). */
    ma_bhyt: z.string(),
    so_dong: z.number().int(),
    gia_tri_trung: z.number(),
    gia_tri_da_nhap: z.number(),
    ty_le_da_dung: z.number(),
    het_hieu_luc: z.boolean(),
    sap_het_han: z.boolean(),
    so_dong_sap_het: z.number().int(),
  })
  .extend(recordAuditSchema.shape);
export type TenderRecord = z.infer<typeof tenderRecordSchema>;

export const tenderDetailSchema = tenderRecordSchema.extend({ chi_tiet: z.array(tenderLineSchema) });
export type TenderDetail = z.infer<typeof tenderDetailSchema>;

export const tenderQuerySchema = catalogueQuerySchema(TENDER_SORTS).extend({
  nha_cung_cap_id: z.uuid({ error: 'validation.uuid' }).optional(),
  nam: z.coerce.number().int().min(2000).max(2100).optional(),
  /** con_hieu_luc: valid today; sap_het_han: expires within 30 days; het_hieu_luc: expired. */
  tinh_trang: z.enum(['con_hieu_luc', 'sap_het_han', 'het_hieu_luc']).optional(),
});
export type TenderQuery = z.input<typeof tenderQuerySchema>;

/**
 * Import of tender lines from the results spreadsheet. `gop` (merge) adds the goods of the file
 * and updates those already on the tender; `thay_the` (replace) also removes the lines the file
 * leaves out. Either way a line with received goods is neither removed nor set below what came in.
 */
export const TENDER_LINE_IMPORT_MODES = ['gop', 'thay_the'] as const;

export const tenderLineImportQuerySchema = organisationScopeSchema.extend({
  /** The tender version the user saw; a stale one is answered 409. */
  phien_ban: z.coerce.number({ error: 'validation.invalid' }).int().min(1),
  che_do: z.enum(TENDER_LINE_IMPORT_MODES).default('gop'),
});
export type TenderLineImportQuery = z.input<typeof tenderLineImportQuerySchema>;

/** One row of the sheet: the goods by code, its awarded quantity and unit price. */
export const tenderLineImportRowSchema = z.object({
  hang_hoa_ma: z
    .string(requiredError)
    .trim()
    .min(1, { error: 'validation.required' })
    .max(30, { error: 'validation.too_long' }),
  so_luong_trung: nonNegativeNumber.positive({ error: 'validation.positive' }),
  don_gia_trung: nonNegativeNumber,
  ...tenderLineCodeFields,
});
export type TenderLineImportRow = z.output<typeof tenderLineImportRowSchema>;

export const tenderLinesImportPreviewSchema = importPreviewSchema.extend({
  /** Valid rows naming goods new to the tender, and goods already on it. */
  so_dong_them_moi: z.number().int(),
  so_dong_cap_nhat: z.number().int(),
  /** Replace mode: the lines the file leaves out, which the import would remove. */
  dong_bi_xoa: z.array(
    z.object({ hang_hoa_ma: z.string(), hang_hoa_ten: z.string(), so_luong_da_nhap: z.number() }),
  ),
  /** Errors of the tender rather than of a row (a received line the file leaves out). */
  loi_chung: z.array(fieldErrorSchema),
});
export type TenderLinesImportPreview = z.infer<typeof tenderLinesImportPreviewSchema>;

/** After an import: rows written and the tender's new version (the next edit names it). */
export const tenderLinesImportResultSchema = importResultSchema.extend({ phien_ban: z.number().int() });
export type TenderLinesImportResult = z.infer<typeof tenderLinesImportResultSchema>;
