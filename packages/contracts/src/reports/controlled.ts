import { z } from 'zod';
import { requiredUuid } from '../catalogues/common';
import { loaiPhieuSchema } from '../inventory/vouchers';
import { optionalUuidParam, reportPageSchema, periodRule, periodShape } from './common';
import { movementCategorySchema } from './stock-movement';

/**
 * GET /api/v1/bao-cao/thuoc-kiem-soat: the register of controlled drugs (GAY_NGHIEN, HUONG_THAN,
 * TIEN_CHAT; `phan_loai_quan_ly` narrows to one): every movement of the period per warehouse,
 * item and batch with the running balance, and the patient or department on the other side.
 */
export const controlledRegisterQuerySchema = reportPageSchema
  .extend({
    to_chuc: requiredUuid,
    kho_id: optionalUuidParam,
    hang_hoa_id: optionalUuidParam,
    phan_loai_quan_ly: z.enum(['GAY_NGHIEN', 'HUONG_THAN', 'TIEN_CHAT']).optional(),
  })
  .extend(periodShape)
  .refine(...periodRule);
export type ControlledRegisterQuery = z.input<typeof controlledRegisterQuerySchema>;

export const controlledRegisterRowSchema = z.object({
  id: z.string(),
  kho_id: z.string(),
  kho_ten: z.string(),
  hang_hoa_id: z.string(),
  hang_hoa_ma: z.string(),
  hang_hoa_ten: z.string(),
  ham_luong: z.string().nullable(),
  don_vi_tinh: z.string(),
  phan_loai_quan_ly: z.string(),
  ngay_chung_tu: z.string(),
  phieu_id: z.string(),
  so_phieu: z.string(),
  loai_phieu: loaiPhieuSchema,
  nhom: movementCategorySchema,
  la_dao_nguoc: z.boolean(),
  lo_hang_id: z.string(),
  so_lo: z.string(),
  han_dung: z.string(),
  nhap: z.number(),
  xuat: z.number(),
  /** Balance of the item in the warehouse after this row. */
  ton: z.number(),
  benh_nhan_id: z.string().nullable(),
  benh_nhan_ma: z.string().nullable(),
  benh_nhan_ten: z.string().nullable(),
  /** The department (warehouse) or supplier on the other side. */
  doi_tac: z.string().nullable(),
  /** When the row was recorded, and by whom (the correction entries print both). */
  thoi_gian: z.string(),
  nguoi_ghi: z.string().nullable(),
  /**
   * A correction entry: the row's day was signed (daily sign-off) and the signature did not cover
   * it, so it was recorded after the signature (decision 0022).
   */
  sau_khi_ky: z.boolean(),
});
export type ControlledRegisterRow = z.infer<typeof controlledRegisterRowSchema>;

export const controlledRegisterSchema = z.object({
  tu_ngay: z.string(),
  den_ngay: z.string(),
  tong_cong: z.object({ so_dong: z.number().int(), nhap: z.number(), xuat: z.number() }),
  dong: z.array(controlledRegisterRowSchema),
});
export type ControlledRegister = z.infer<typeof controlledRegisterSchema>;

const signOffDate = z.iso.date({ error: 'validation.date' });

/**
 * POST /api/v1/bao-cao/thuoc-kiem-soat/ky-ngay: a pharmacist signs one warehouse's day of the
 * controlled-drug register (TT 18/2026: an electronic register is printed and signed each day).
 */
export const controlledSignOffBodySchema = z.object({
  to_chuc: requiredUuid,
  kho_id: requiredUuid,
  ngay: signOffDate,
});
export type ControlledSignOffBody = z.input<typeof controlledSignOffBodySchema>;

/** GET …/ky-ngay: the signatures of one warehouse over a period. */
export const controlledSignOffQuerySchema = z
  .object({ to_chuc: requiredUuid, kho_id: requiredUuid })
  .extend(periodShape)
  .refine(...periodRule);
export type ControlledSignOffQuery = z.input<typeof controlledSignOffQuerySchema>;

export const controlledSignOffSchema = z.object({
  id: z.string(),
  kho_id: z.string(),
  ngay: z.string(),
  nguoi_ky_id: z.string(),
  nguoi_ky_ten: z.string(),
  thoi_diem_ky: z.string(),
  /** The ledger rows of controlled drugs the signature covered. */
  so_dong: z.number().int(),
});
export type ControlledSignOff = z.infer<typeof controlledSignOffSchema>;
