import { z } from 'zod';
import {
  nonNegativeNumber,
  optionalText,
  optionalUuid,
  organisationScopeSchema,
  requiredUuid,
  versionSchema,
} from '../catalogues/common';
import { requiredError } from '../validation-messages';
import { loaiHangHoaSchema } from '../catalogues/goods';
import { isoDate, voucherActionSchema, voucherSchema } from './vouchers';

/** What a stocktake counts: every batch, one goods group, or batches expiring before a date. */
export const PHAM_VI_KIEM_KE = ['TAT_CA', 'NHOM_HANG_HOA', 'HET_HAN_TRUOC'] as const;
export const phamViKiemKeSchema = z.enum(PHAM_VI_KIEM_KE);
export type PhamViKiemKe = z.infer<typeof phamViKiemKeSchema>;

/** Roles in the stocktaking committee, in the order the minutes sign. */
export const VAI_TRO_HOI_DONG = ['CHU_TICH', 'THU_KY', 'UY_VIEN'] as const;
export const vaiTroHoiDongSchema = z.enum(VAI_TRO_HOI_DONG);
export type VaiTroHoiDong = z.infer<typeof vaiTroHoiDongSchema>;

export const committeeMemberInputSchema = z.object({
  nhan_vien_id: optionalUuid,
  ho_ten: z.string(requiredError).trim().min(1, { error: 'validation.required' }).max(255),
  chuc_danh: optionalText(255),
  vai_tro: vaiTroHoiDongSchema,
});
export type CommitteeMemberInput = z.input<typeof committeeMemberInputSchema>;

const committee = z
  .array(committeeMemberInputSchema)
  .min(1, { error: 'validation.committee_required' })
  .max(20);

const stocktakeFields = z.object({
  kho_id: requiredUuid,
  ngay_chung_tu: isoDate.optional(),
  pham_vi: phamViKiemKeSchema,
  nhom_hang_hoa_id: optionalUuid,
  han_dung_truoc: isoDate.nullish().transform((v) => v ?? null),
  ghi_chu: optionalText(1000),
  hoi_dong: committee,
});

/** Creating a stocktake snapshots the book quantity of every batch in its scope. */
export const createStocktakeSchema = stocktakeFields
  .extend(organisationScopeSchema.shape)
  .refine((v) => v.pham_vi !== 'NHOM_HANG_HOA' || !!v.nhom_hang_hoa_id, {
    error: 'validation.group_required',
    path: ['nhom_hang_hoa_id'],
  })
  .refine((v) => v.pham_vi !== 'HET_HAN_TRUOC' || !!v.han_dung_truoc, {
    error: 'validation.expiry_limit_required',
    path: ['han_dung_truoc'],
  });
export type StocktakeInput = z.input<typeof createStocktakeSchema>;

/** The header of a stocktake in counting: date, notes, committee (the scope is fixed at creation). */
export const updateStocktakeSchema = organisationScopeSchema.extend(versionSchema.shape).extend({
  ngay_chung_tu: isoDate.optional(),
  ghi_chu: optionalText(1000),
  hoi_dong: committee,
});
export type UpdateStocktake = z.input<typeof updateStocktakeSchema>;

/** Counts entered on the counting screen, sent in batches of changed lines. */
export const countInputSchema = z
  .object({
    id: requiredUuid,
    /** null clears a count (the line is "not counted yet"). */
    so_luong_thuc_te: nonNegativeNumber.nullable(),
    so_luong_hong: nonNegativeNumber.default(0),
    ghi_chu: optionalText(500),
  })
  .refine((c) => c.so_luong_thuc_te === null || c.so_luong_hong <= c.so_luong_thuc_te, {
    error: 'validation.damaged_over_count',
    path: ['so_luong_hong'],
  });
export const saveCountsSchema = organisationScopeSchema.extend(versionSchema.shape).extend({
  dong: z.array(countInputSchema).min(1, { error: 'validation.lines_required' }).max(20000),
});
export type SaveCounts = z.input<typeof saveCountsSchema>;

/**
 * A batch found on the shelf that the snapshot does not list: an existing batch (`lo_hang_id`) or a
 * new one (lot, expiry, unit cost), created when the stocktake is approved.
 */
export const addFoundBatchSchema = organisationScopeSchema
  .extend(versionSchema.shape)
  .extend({
    hang_hoa_id: requiredUuid,
    lo_hang_id: optionalUuid,
    so_lo: optionalText(50),
    han_dung: isoDate.nullish().transform((v) => v ?? null),
    don_gia: nonNegativeNumber.nullish().transform((v) => v ?? null),
    so_luong_thuc_te: nonNegativeNumber,
    ghi_chu: optionalText(500),
  })
  .refine((v) => !!v.lo_hang_id || (!!v.so_lo && !!v.han_dung && v.don_gia !== null), {
    error: 'validation.required',
    path: ['so_lo'],
  });
export type AddFoundBatch = z.input<typeof addFoundBatchSchema>;

/** Re-reads the book quantities (counts are kept); needed when stock moved since the snapshot. */
export const refreshSnapshotSchema = voucherActionSchema;

// ---------------------------------------------------------------- read model

export const stocktakeLineSchema = z.object({
  id: z.string(),
  stt: z.number().int(),
  hang_hoa_id: z.string(),
  hang_hoa_ma: z.string(),
  hang_hoa_ten: z.string(),
  ham_luong: z.string().nullable(),
  don_vi_tinh: z.string(),
  nuoc_san_xuat: z.string().nullable(),
  phan_loai_quan_ly: z.string(),
  /** Medicine, chemical or supply: which of the kind's forms (TT 22/2011) the line is printed on. */
  loai_hang_hoa: loaiHangHoaSchema,
  ma_vach: z.string().nullable(),
  lo_hang_id: z.string().nullable(),
  so_lo: z.string(),
  han_dung: z.string(),
  don_gia: z.number(),
  so_luong_so_sach: z.number(),
  so_luong_thuc_te: z.number().nullable(),
  so_luong_hong: z.number(),
  ghi_chu: z.string().nullable(),
});
export type StocktakeLine = z.infer<typeof stocktakeLineSchema>;

export const committeeMemberSchema = z.object({
  id: z.string(),
  stt: z.number().int(),
  nhan_vien_id: z.string().nullable(),
  ho_ten: z.string(),
  chuc_danh: z.string().nullable(),
  vai_tro: vaiTroHoiDongSchema,
});
export type CommitteeMember = z.infer<typeof committeeMemberSchema>;

export const stocktakeTotalsSchema = z.object({
  so_dong: z.number().int(),
  da_dem: z.number().int(),
  gia_tri_so_sach: z.number(),
  gia_tri_thuc_te: z.number(),
  gia_tri_thua: z.number(),
  gia_tri_thieu: z.number(),
});
export type StocktakeTotals = z.infer<typeof stocktakeTotalsSchema>;

export const stocktakeDetailSchema = voucherSchema.extend({
  pham_vi: phamViKiemKeSchema,
  nhom_hang_hoa_id: z.string().nullable(),
  nhom_hang_hoa_ten: z.string().nullable(),
  han_dung_truoc: z.string().nullable(),
  thoi_diem_chot_so: z.string(),
  hoi_dong: z.array(committeeMemberSchema),
  dong: z.array(stocktakeLineSchema),
  tong: stocktakeTotalsSchema,
});
export type StocktakeDetail = z.infer<typeof stocktakeDetailSchema>;

/** A line whose book quantity changed since the snapshot (finishing is refused until refreshed). */
export const snapshotDriftSchema = z.object({
  id: z.string(),
  hang_hoa_ten: z.string(),
  so_lo: z.string(),
  so_luong_so_sach: z.number(),
  so_luong_hien_tai: z.number(),
});
export type SnapshotDrift = z.infer<typeof snapshotDriftSchema>;

/** Answer to saving counts: the stocktake's new version and totals (the lines are as sent). */
export const saveCountsResultSchema = z.object({
  phien_ban: z.number().int(),
  cap_nhat: z.number().int(),
  tong: stocktakeTotalsSchema,
});
export type SaveCountsResult = z.infer<typeof saveCountsResultSchema>;

/** Query of the count import: the .xlsx is the raw body; the version the user saw (stale -> 409). */
export const countImportQuerySchema = organisationScopeSchema.extend({
  phien_ban: z.coerce.number({ error: 'validation.invalid' }).int().min(1),
});
export type CountImportQuery = z.input<typeof countImportQuerySchema>;

/**
 * Result of importing counts from a spreadsheet: what matched and each row refused, with why.
 * `phien_ban` is the stocktake's version afterwards (unchanged when no row was applied).
 */
export const countImportResultSchema = z.object({
  cap_nhat: z.number().int(),
  phien_ban: z.number().int(),
  loi: z.array(z.object({ dong: z.number().int(), thong_bao: z.string() })),
});
export type CountImportResult = z.infer<typeof countImportResultSchema>;
