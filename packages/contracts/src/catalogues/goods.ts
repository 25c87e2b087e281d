import { z } from 'zod';
import { PHAN_LOAI_QUAN_LY } from '../constants';
import { codeSchema, nameSchema } from '../organisation';
import {
  maDuongDungSchema,
  maNhomBhytSchema,
  maThuocSchema,
  phamViBhytSchema,
  soDangKySchema,
  maVatTuSchema,
} from '../regulatory/codes';
import {
  catalogueQuerySchema,
  nonNegativeNumber,
  optionalText,
  organisationScopeSchema,
  percentSchema,
  recordAuditSchema,
  requiredUuid,
  versionSchema,
} from './common';
import {
  packSizeSchema,
  planningParametersRecordShape,
  planningParametersShape,
} from '../procurement/planning-parameters';

// The classes are in constants.ts (no zod), for screens that only show them.
export const phanLoaiQuanLySchema = z.enum(PHAN_LOAI_QUAN_LY);

/** Kinds of goods (domain.md: medicines, medical supplies, chemicals). */
export const LOAI_HANG_HOA = ['THUOC', 'VAT_TU', 'HOA_CHAT'] as const;
export const loaiHangHoaSchema = z.enum(LOAI_HANG_HOA);
export type LoaiHangHoa = z.infer<typeof loaiHangHoaSchema>;

/**
 * VEN class of a medicine (the drug and therapeutics committee's tool, docs/reports.md): V vital,
 * E essential, N non-essential; null is not classified yet. Only medicines are classified.
 */
export const PHAN_LOAI_VEN = ['V', 'E', 'N'] as const;
export const phanLoaiVenSchema = z.enum(PHAN_LOAI_VEN, { error: 'validation.ven_class' });
export type PhanLoaiVen = z.infer<typeof phanLoaiVenSchema>;

export const GOODS_SORTS = ['ma', 'ten', 'hoat_chat', 'nhom_ten', 'gia_ban', 'ngay_cap_nhat'] as const;

const goodsBaseSchema = z.object({
  ma: codeSchema,
  ten: nameSchema,
  loai_hang_hoa: loaiHangHoaSchema,
  hoat_chat: optionalText(500),
  /** MA_THUOC of the insurance output: the Ministry's active-ingredient code. */
  ma_hoat_chat: maThuocSchema,
  /** Strength as in the tender award (HAM_LUONG). */
  ham_luong: optionalText(1024),
  duong_dung: optionalText(100),
  /** The route's code of the common code set (DUONG_DUNG of the insurance output). */
  ma_duong_dung: maDuongDungSchema,
  dang_bao_che: optionalText(100),
  don_vi_tinh: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(50, { error: 'validation.too_long' }),
  quy_cach_dong_goi: optionalText(200),
  so_dang_ky: soDangKySchema,
  /** MA_VAT_TU of the insurance output (XML3) for a medical supply. */
  ma_vat_tu: maVatTuSchema,
  hang_san_xuat: optionalText(200),
  nuoc_san_xuat: optionalText(100),
  nhom_hang_hoa_id: requiredUuid,
  phan_loai_quan_ly: phanLoaiQuanLySchema.default('THUONG'),
  ma_vach: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{4,50}$/, { error: 'validation.barcode' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  gia_ban: nonNegativeNumber.default(0),
  gia_bhyt: nonNegativeNumber.default(0),
  ty_le_thanh_toan_bhyt: percentSchema.default(100),
  pham_vi_bhyt: phamViBhytSchema.default(1),
  ma_nhom_bhyt: maNhomBhytSchema,
  vat: percentSchema.default(0),
  ton_toi_thieu: nonNegativeNumber.default(0),
  ton_toi_da: nonNegativeNumber.default(0),
  hoat_dong: z.boolean().default(true),
  // An empty cell or choice is "not classified"; anything else must be V, E or N (one message).
  phan_loai_ven: z
    .preprocess((v) => (v === '' ? null : v), phanLoaiVenSchema.nullish())
    .transform((v) => v ?? null),
  /** Procurement planning: lead time and safety stock in days (null: the group's), units per purchase pack. */
  ...planningParametersShape,
  so_luong_dong_goi: packSizeSchema,
});

/** A maximum stock of 0 means "no maximum"; otherwise it may not be below the minimum. */
function withStockLimitsCheck<
  T extends z.ZodType<{
    ton_toi_thieu: number;
    ton_toi_da: number;
    loai_hang_hoa: LoaiHangHoa;
    phan_loai_ven: PhanLoaiVen | null;
  }>,
>(schema: T) {
  return schema
    .refine((g) => g.ton_toi_da === 0 || g.ton_toi_da >= g.ton_toi_thieu, {
      error: 'validation.max_below_min',
      path: ['ton_toi_da'],
    })
    .refine((g) => g.phan_loai_ven === null || g.loai_hang_hoa === 'THUOC', {
      error: 'validation.ven_medicines_only',
      path: ['phan_loai_ven'],
    });
}

export const goodsFieldsSchema = withStockLimitsCheck(goodsBaseSchema);
export type GoodsFields = z.input<typeof goodsFieldsSchema>;

export const goodsRecordSchema = z
  .object({
    id: z.string(),
    ma: z.string(),
    ten: z.string(),
    loai_hang_hoa: loaiHangHoaSchema,
    hoat_chat: z.string().nullable(),
    ma_hoat_chat: z.string().nullable(),
    ham_luong: z.string().nullable(),
    duong_dung: z.string().nullable(),
    ma_duong_dung: z.string().nullable(),
    dang_bao_che: z.string().nullable(),
    don_vi_tinh: z.string(),
    quy_cach_dong_goi: z.string().nullable(),
    so_dang_ky: z.string().nullable(),
    ma_vat_tu: z.string().nullable(),
    hang_san_xuat: z.string().nullable(),
    nuoc_san_xuat: z.string().nullable(),
    nhom_hang_hoa_id: z.string(),
    nhom_ma: z.string(),
    nhom_ten: z.string(),
    phan_loai_quan_ly: phanLoaiQuanLySchema,
    ma_vach: z.string().nullable(),
    gia_ban: z.number(),
    gia_bhyt: z.number(),
    ty_le_thanh_toan_bhyt: z.number(),
    pham_vi_bhyt: z.number().int(),
    ma_nhom_bhyt: z.number().int().nullable(),
    vat: z.number(),
    ton_toi_thieu: z.number(),
    ton_toi_da: z.number(),
    hoat_dong: z.boolean(),
    phan_loai_ven: phanLoaiVenSchema.nullable(),
    ...planningParametersRecordShape,
    so_luong_dong_goi: z.number().nullable(),
  })
  .extend(recordAuditSchema.shape);
export type GoodsRecord = z.infer<typeof goodsRecordSchema>;

export const goodsQuerySchema = catalogueQuerySchema(GOODS_SORTS).extend({
  nhom_hang_hoa_id: z.uuid({ error: 'validation.uuid' }).optional(),
  loai_hang_hoa: loaiHangHoaSchema.optional(),
  phan_loai_quan_ly: phanLoaiQuanLySchema.optional(),
  phan_loai_ven: phanLoaiVenSchema.optional(),
});
export type GoodsQuery = z.input<typeof goodsQuerySchema>;

export const createGoodsSchema = withStockLimitsCheck(goodsBaseSchema.extend(organisationScopeSchema.shape));
/** What a create or update writes, after parsing (defaults applied). */
export type GoodsInput = z.output<typeof createGoodsSchema>;
export const updateGoodsSchema = withStockLimitsCheck(
  goodsBaseSchema.extend(organisationScopeSchema.shape).extend(versionSchema.shape),
);
/**
 * One row of the goods spreadsheet import: the goods fields, naming the group by its code (users
 * know codes, not ids); the server resolves the code within the organisation.
 */
const goodsImportBaseSchema = goodsBaseSchema
  .omit({ nhom_hang_hoa_id: true })
  .extend({ nhom_hang_hoa_ma: codeSchema });
export const goodsImportRowSchema = withStockLimitsCheck(goodsImportBaseSchema);
export type GoodsImportRow = z.output<typeof goodsImportRowSchema>;

/** The columns of the goods import (template, preview and import share them). */
export const GOODS_IMPORT_FIELDS = Object.keys(
  goodsImportBaseSchema.shape,
) as (keyof typeof goodsImportBaseSchema.shape)[];

/** Suggestion of a goods item for voucher forms (code, name, ingredient or barcode). */
export const goodsSuggestionSchema = z.object({
  id: z.string(),
  ma: z.string(),
  ten: z.string(),
  hoat_chat: z.string().nullable(),
  ham_luong: z.string().nullable(),
  don_vi_tinh: z.string(),
  ma_vach: z.string().nullable(),
  phan_loai_quan_ly: phanLoaiQuanLySchema,
  gia_ban: z.number(),
});
export type GoodsSuggestion = z.infer<typeof goodsSuggestionSchema>;

export const goodsSuggestQuerySchema = organisationScopeSchema.extend({
  tu_khoa: z.string().trim().max(100, { error: 'validation.too_long' }).default(''),
  gioi_han: z.coerce.number().int().min(1).max(50).default(20),
});
