import { z } from 'zod';
import {
  nonNegativeNumber,
  optionalText,
  optionalUuid,
  organisationScopeSchema,
  requiredUuid,
} from '../catalogues/common';
import {
  isoDate,
  positiveQuantity,
  trangThaiPhieuSchema,
  voucherActionSchema,
  type TrangThaiPhieu,
} from '../inventory/vouchers';
import { periodRule } from '../reports/common';
import { procurementTenderLineSchema } from './plan';
import { requiredError } from '../validation-messages';

/**
 * Procurement requests (phiếu dự trù mua sắm, docs/procurement.md): the plan as edited, saved with
 * its own number, submitted and approved or refused. Statuses are the vouchers' (approved =
 * HOAN_THANH), without cancelling: a refused request is edited and submitted again.
 */
export const PROCUREMENT_REQUEST_STATUSES = ['LUU_TAM', 'CHO_DUYET', 'HOAN_THANH', 'TU_CHOI'] as const;
export const PROCUREMENT_REQUEST_NUMBER_PREFIX = 'DTMS';
/** Statuses in which a request may still be edited and submitted. */
export const PROCUREMENT_REQUEST_EDITABLE: readonly TrangThaiPhieu[] = ['LUU_TAM', 'TU_CHOI'];

export const procurementRequestLineInputSchema = z.object({
  hang_hoa_id: requiredUuid,
  so_luong_de_xuat: nonNegativeNumber.default(0),
  so_luong: positiveQuantity,
  don_gia: nonNegativeNumber.nullish().transform((v) => v ?? null),
  goi_thau_chi_tiet_id: optionalUuid,
  ghi_chu: optionalText(500),
});
export type ProcurementRequestLineInput = z.input<typeof procurementRequestLineInputSchema>;

const lines = z
  .array(procurementRequestLineInputSchema, requiredError)
  .min(1, { error: 'validation.lines_required' })
  .max(2000, { error: 'validation.too_long' })
  .refine((l) => new Set(l.map((x) => x.hang_hoa_id)).size === l.length, {
    error: 'validation.duplicate_goods',
  });

const requestFields = z.object({
  to_chuc: requiredUuid,
  /** null: the whole hospital. */
  kho_id: optionalUuid,
  nhom_hang_hoa_id: optionalUuid,
  tu_ngay: isoDate,
  den_ngay: isoDate,
  so_ngay_du_tru: z
    .number(requiredError)
    .int({ error: 'validation.planning_days' })
    .min(1, { error: 'validation.planning_days' })
    .max(365, { error: 'validation.planning_days' }),
  ghi_chu: optionalText(1000),
  chi_tiet: lines,
});

/** POST /api/v1/du-tru-mua-sam/tao-moi-phieu-du-tru */
export const createProcurementRequestSchema = requestFields.refine(...periodRule);
export type CreateProcurementRequest = z.input<typeof createProcurementRequestSchema>;

/** PUT /api/v1/du-tru-mua-sam/:id/cap-nhat-phieu-du-tru: the lines and note of a draft or refused request. */
export const updateProcurementRequestSchema = voucherActionSchema.extend({
  ghi_chu: optionalText(1000),
  chi_tiet: lines,
});
export type UpdateProcurementRequest = z.input<typeof updateProcurementRequestSchema>;

/** GET /api/v1/du-tru-mua-sam/danh-sach-phieu-du-tru */
export const procurementRequestQuerySchema = organisationScopeSchema.extend({
  trang_thai: trangThaiPhieuSchema.optional(),
  kho_id: optionalUuid,
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type ProcurementRequestQuery = z.input<typeof procurementRequestQuerySchema>;

export const procurementRequestSchema = z.object({
  id: z.string(),
  so_phieu: z.string(),
  ngay_lap: z.string(),
  kho_id: z.string().nullable(),
  kho_ten: z.string().nullable(),
  nhom_hang_hoa_id: z.string().nullable(),
  tu_ngay: z.string(),
  den_ngay: z.string(),
  so_ngay_du_tru: z.number().int(),
  trang_thai: trangThaiPhieuSchema,
  ghi_chu: z.string().nullable(),
  tong_tien: z.number(),
  so_dong: z.number().int(),
  nguoi_tao_ten: z.string().nullable(),
  ngay_tao: z.string(),
  ngay_gui: z.string().nullable(),
  ngay_duyet: z.string().nullable(),
  nguoi_duyet_ten: z.string().nullable(),
  ngay_tu_choi: z.string().nullable(),
  ly_do_tu_choi: z.string().nullable(),
  phien_ban: z.number().int(),
});
export type ProcurementRequest = z.infer<typeof procurementRequestSchema>;

export const procurementRequestLineSchema = z.object({
  id: z.string(),
  stt: z.number().int(),
  hang_hoa_id: z.string(),
  ma_hang_hoa: z.string(),
  ten_hang_hoa: z.string(),
  don_vi_tinh: z.string().nullable(),
  so_luong_de_xuat: z.number(),
  so_luong: z.number(),
  don_gia: z.number().nullable(),
  thanh_tien: z.number(),
  goi_thau_chi_tiet_id: z.string().nullable(),
  goi_thau_ma: z.string().nullable(),
  ghi_chu: z.string().nullable(),
});
export type ProcurementRequestLine = z.infer<typeof procurementRequestLineSchema>;

export const procurementRequestDetailSchema = procurementRequestSchema.extend({
  chi_tiet: z.array(procurementRequestLineSchema),
});
export type ProcurementRequestDetail = z.infer<typeof procurementRequestDetailSchema>;

/**
 * GET /api/v1/du-tru-mua-sam/:id/goi-thau-phieu-du-tru: the tender lines valid today of the
 * request's goods, the choices its editor offers per line.
 */
export const procurementRequestTenderSchema = procurementTenderLineSchema.extend({ hang_hoa_id: z.string() });
export type ProcurementRequestTender = z.infer<typeof procurementRequestTenderSchema>;

/** The tender lines of the request's goods, or of one goods item being added to it (`hang_hoa_id`). */
export const procurementRequestTendersQuerySchema = organisationScopeSchema.extend({
  hang_hoa_id: z.uuid({ error: 'validation.uuid' }).optional(),
});
export type ProcurementRequestTendersQuery = z.input<typeof procurementRequestTendersQuerySchema>;
