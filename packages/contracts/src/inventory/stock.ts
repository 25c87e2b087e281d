import { z } from 'zod';
import { STOCK_SORTS } from '../constants';
import { pageQuerySchema } from '../envelope';
import {
  SORT_DIRECTIONS,
  optionalText,
  optionalUuid,
  organisationScopeSchema,
  requiredUuid,
} from '../catalogues/common';
import { loaiPhieuSchema, loaiXuatSchema } from './vouchers';

const isoDate = z.iso.date({ error: 'validation.date' });
const booleanFlag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** The stock screen of one warehouse: filters of issue 5. */
export const stockQuerySchema = pageQuerySchema.extend({
  to_chuc: requiredUuid,
  kho_id: requiredUuid,
  nhom_hang_hoa_id: z.uuid({ error: 'validation.uuid' }).optional(),
  tu_khoa: z.string().trim().max(200, { error: 'validation.too_long' }).optional(),
  /** Only batches expiring within this many days from today (expired ones included). */
  het_han_trong_ngay: z.coerce.number().int().min(0).max(3650).optional(),
  /** Only expired batches. */
  da_het_han: booleanFlag,
  /** Only goods whose available stock is below their minimum. */
  duoi_toi_thieu: booleanFlag,
  phan_loai_quan_ly: z.string().trim().max(30).optional(),
  sap_xep: z.enum(STOCK_SORTS).optional(),
  chieu: z.enum(SORT_DIRECTIONS).default('asc'),
});
export type StockQuery = z.input<typeof stockQuerySchema>;

export const stockBatchSchema = z.object({
  lo_hang_id: z.string(),
  so_lo: z.string(),
  han_dung: z.string(),
  ngay_san_xuat: z.string().nullable(),
  so_luong: z.number(),
  so_luong_giu: z.number(),
  kha_dung: z.number(),
  don_gia: z.number(),
  gia_tri: z.number(),
  bi_khoa: z.boolean(),
  ly_do_khoa: z.string().nullable(),
  da_het_han: z.boolean(),
  nha_cung_cap_ten: z.string().nullable(),
});
export type StockBatch = z.infer<typeof stockBatchSchema>;

export const stockItemSchema = z.object({
  hang_hoa_id: z.string(),
  ma: z.string(),
  ten: z.string(),
  ham_luong: z.string().nullable(),
  don_vi_tinh: z.string(),
  nhom_hang_hoa_ten: z.string(),
  phan_loai_quan_ly: z.string(),
  ton_toi_thieu: z.number(),
  so_luong: z.number(),
  so_luong_giu: z.number(),
  kha_dung: z.number(),
  gia_tri: z.number(),
  han_dung_gan_nhat: z.string().nullable(),
  duoi_toi_thieu: z.boolean(),
  lo_hang: z.array(stockBatchSchema),
});
export type StockItem = z.infer<typeof stockItemSchema>;

/** metadata.tong_hop of the stock list: totals of everything the filters match, not only the page. */
export const stockTotalsSchema = z.object({
  so_mat_hang: z.number().int(),
  so_lo: z.number().int(),
  tong_so_luong: z.number(),
  tong_gia_tri: z.number(),
});
export type StockTotals = z.infer<typeof stockTotalsSchema>;

/** The stock card (thẻ kho) of one goods item in one warehouse, optionally one batch. */
export const stockCardQuerySchema = pageQuerySchema
  .extend({
    to_chuc: requiredUuid,
    kho_id: requiredUuid,
    hang_hoa_id: requiredUuid,
    lo_hang_id: z.uuid({ error: 'validation.uuid' }).optional(),
    tu_ngay: isoDate.optional(),
    den_ngay: isoDate.optional(),
  })
  .refine((q) => !q.tu_ngay || !q.den_ngay || q.den_ngay >= q.tu_ngay, {
    error: 'validation.end_before_start',
    path: ['den_ngay'],
  });
export type StockCardQuery = z.input<typeof stockCardQuerySchema>;

export const stockCardRowSchema = z.object({
  id: z.string(),
  ngay_chung_tu: z.string(),
  thoi_gian: z.string(),
  phieu_id: z.string(),
  loai_phieu: loaiPhieuSchema,
  so_phieu: z.string(),
  /** The other side of the movement: supplier, warehouse, facility or reason. */
  dien_giai: z.string().nullable(),
  la_dao_nguoc: z.boolean(),
  lo_hang_id: z.string(),
  so_lo: z.string(),
  han_dung: z.string(),
  nhap: z.number(),
  xuat: z.number(),
  ton: z.number(),
  don_gia: z.number(),
});
export type StockCardRow = z.infer<typeof stockCardRowSchema>;

export const stockCardSchema = z.object({
  hang_hoa_id: z.string(),
  hang_hoa_ma: z.string(),
  hang_hoa_ten: z.string(),
  don_vi_tinh: z.string(),
  kho_id: z.string(),
  kho_ten: z.string(),
  ton_dau_ky: z.number(),
  tong_nhap: z.number(),
  tong_xuat: z.number(),
  ton_cuoi_ky: z.number(),
  dong: z.array(stockCardRowSchema),
});
export type StockCard = z.infer<typeof stockCardSchema>;

/** Batches of one goods item in a warehouse that an issue could take, FEFO order first. */
export const batchOptionsQuerySchema = z.object({
  to_chuc: requiredUuid,
  kho_id: requiredUuid,
  hang_hoa_id: requiredUuid,
  /** When given, the answer also proposes how FEFO would split this quantity. */
  so_luong: z.coerce.number().positive({ error: 'validation.positive' }).optional(),
  /** A destruction (HUY) may take expired and blocked batches; other issues may not. */
  loai_xuat: loaiXuatSchema.optional(),
  /** The kind of voucher asking: returns may take expired and blocked batches too. */
  loai_phieu: loaiPhieuSchema.optional(),
  /** A goods return: only batches bought from this supplier (or of no known supplier). */
  nha_cung_cap_id: optionalUuid,
});
export type BatchOptionsQuery = z.input<typeof batchOptionsQuerySchema>;

export const batchOptionSchema = z.object({
  lo_hang_id: z.string(),
  so_lo: z.string(),
  han_dung: z.string(),
  kha_dung: z.number(),
  don_gia: z.number(),
  /** Expired or blocked batches are listed so the user sees why they are not offered. */
  chon_duoc: z.boolean(),
  da_het_han: z.boolean(),
  bi_khoa: z.boolean(),
  de_xuat: z.number(),
});
export type BatchOption = z.infer<typeof batchOptionSchema>;

export const batchOptionsSchema = z.object({
  tong_kha_dung: z.number(),
  /** What FEFO could not cover of the asked quantity (0 when it is covered). */
  thieu: z.number(),
  lo_hang: z.array(batchOptionSchema),
});
export type BatchOptions = z.infer<typeof batchOptionsSchema>;

/** Stock of one goods item across the warehouses the caller may see (the goods detail tab). */
export const goodsStockQuerySchema = organisationScopeSchema.extend({ hang_hoa_id: requiredUuid });
export const goodsStockRowSchema = stockBatchSchema.extend({
  kho_id: z.string(),
  kho_ma: z.string(),
  kho_ten: z.string(),
});
export type GoodsStockRow = z.infer<typeof goodsStockRowSchema>;

/** Blocking a batch (recall, quarantine) keeps FEFO and every issue away from it, everywhere. */
export const batchBlockSchema = organisationScopeSchema.extend({
  bi_khoa: z.boolean(),
  ly_do_khoa: optionalText(500),
});
export type BatchBlockInput = z.input<typeof batchBlockSchema>;

/** The administrator's check that the ledger and the stock table agree for one warehouse. */
export const ledgerCheckSchema = z.object({
  kho_id: z.string(),
  so_lo_kiem_tra: z.number().int(),
  khop: z.boolean(),
  sai_lech: z.array(
    z.object({
      lo_hang_id: z.string(),
      so_lo: z.string(),
      hang_hoa_ma: z.string(),
      ton_kho: z.number(),
      the_kho: z.number(),
      dang_giu: z.number(),
      phieu_dang_giu: z.number(),
    }),
  ),
  /** Goods whose per-warehouse summary row disagrees with their batches, or a month total with its ledger rows. */
  tong_hop_sai_lech: z.array(z.string()),
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;

/** Goods found by a scanned barcode or GTIN. */
export const barcodeLookupQuerySchema = organisationScopeSchema.extend({
  ma: z.string().trim().min(1, { error: 'validation.required' }).max(80, { error: 'validation.too_long' }),
});
