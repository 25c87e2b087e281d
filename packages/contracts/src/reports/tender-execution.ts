import { z } from 'zod';
import { requiredUuid } from '../catalogues/common';
import { optionalUuidParam, reportPageSchema } from './common';

/**
 * GET /api/v1/bao-cao/thuc-hien-thau: per tender line, awarded, received (net of returns to the
 * supplier), remaining, with values at the awarded price. `tinh_trang` as on the tender list.
 */
export const tenderExecutionQuerySchema = reportPageSchema.extend({
  to_chuc: requiredUuid,
  goi_thau_id: optionalUuidParam,
  nha_cung_cap_id: optionalUuidParam,
  nam: z.coerce.number().int().min(2000).max(2100).optional(),
  tinh_trang: z.enum(['con_hieu_luc', 'sap_het_han', 'het_hieu_luc']).optional(),
});
export type TenderExecutionQuery = z.input<typeof tenderExecutionQuerySchema>;

export const tenderExecutionRowSchema = z.object({
  goi_thau_id: z.string(),
  goi_thau_ma: z.string(),
  so_quyet_dinh: z.string(),
  nhom_thau: z.string(),
  nha_cung_cap_ten: z.string(),
  hieu_luc_tu: z.string(),
  hieu_luc_den: z.string(),
  goi_thau_chi_tiet_id: z.string(),
  hang_hoa_id: z.string(),
  hang_hoa_ma: z.string(),
  hang_hoa_ten: z.string(),
  don_vi_tinh: z.string(),
  don_gia_trung: z.number(),
  so_luong_trung: z.number(),
  so_luong_da_nhap: z.number(),
  so_luong_con_lai: z.number(),
  /** Received / awarded, in percent. */
  ty_le_thuc_hien: z.number(),
  gia_tri_trung: z.number(),
  gia_tri_da_nhap: z.number(),
  gia_tri_con_lai: z.number(),
});
export type TenderExecutionRow = z.infer<typeof tenderExecutionRowSchema>;

export const tenderExecutionReportSchema = z.object({
  tong_cong: z.object({
    so_dong: z.number().int(),
    gia_tri_trung: z.number(),
    gia_tri_da_nhap: z.number(),
    gia_tri_con_lai: z.number(),
  }),
  dong: z.array(tenderExecutionRowSchema),
});
export type TenderExecutionReport = z.infer<typeof tenderExecutionReportSchema>;
