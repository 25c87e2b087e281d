import { z } from 'zod';
import { organisationScopeSchema } from './common';

/** GET goi-thau/doi-soat-goi-thau: the whole organisation, or one tender package. */
export const tenderCheckQuerySchema = organisationScopeSchema.extend({
  goi_thau_id: z.uuid({ error: 'validation.uuid' }).optional(),
});
export type TenderCheckQuery = z.input<typeof tenderCheckQuerySchema>;

/** A tender line whose stored received quantity differs from what its vouchers add up to. */
export const tenderCheckMismatchSchema = z.object({
  goi_thau_id: z.string(),
  goi_thau_ma: z.string(),
  so_quyet_dinh: z.string(),
  goi_thau_chi_tiet_id: z.string(),
  hang_hoa_id: z.string(),
  hang_hoa_ma: z.string(),
  hang_hoa_ten: z.string(),
  so_luong_trung: z.number(),
  /** Stored on the line (`goi_thau_chi_tiet.so_luong_da_nhap`); remaining = awarded - this. */
  so_luong_da_nhap: z.number(),
  /** Received under the tender by approved receipts, from the ledger (cancelled receipts net out). */
  nhap_theo_so_cai: z.number(),
  /** Taken off the line by approved goods returns to the supplier (`so_luong_thau_da_tru`). */
  tra_nha_cung_cap: z.number(),
  /** nhap_theo_so_cai - tra_nha_cung_cap: what the line should hold. */
  so_luong_tinh_lai: z.number(),
  /** so_luong_da_nhap - so_luong_tinh_lai. */
  chenh_lech: z.number(),
});
export type TenderCheckMismatch = z.infer<typeof tenderCheckMismatchSchema>;

/** The administrator's check that each tender line's received quantity equals its vouchers'. */
export const tenderCheckSchema = z.object({
  goi_thau_id: z.string().nullable(),
  so_dong_kiem_tra: z.number().int(),
  khop: z.boolean(),
  sai_lech: z.array(tenderCheckMismatchSchema),
});
export type TenderCheck = z.infer<typeof tenderCheckSchema>;
