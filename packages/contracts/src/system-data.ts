import { z } from 'zod';
import { loaiCanhBaoSchema, loaiDuLieuHeThongSchema } from './enums';
import { codeSchema, nameSchema } from './organisation';
import { pageQuerySchema } from './envelope';

/** One stock warning rule of the list canhBaoTonKhoLoHang (spec §3). */
export const stockWarningRuleSchema = z.object(
  {
    loai_canh_bao: loaiCanhBaoSchema,
    so_luong: z.number().positive().max(1_000_000_000),
    mau_sac: z.object({ ma_danh_muc: z.string().regex(/^[a-z-]+-\d{2,3}$/) }),
  },
  { error: 'validation.warning_rule_value' },
);
export type StockWarningRule = z.infer<typeof stockWarningRuleSchema>;

export const systemDataSchema = z.object({
  id: z.string(),
  to_chuc_id: z.string(),
  loai: loaiDuLieuHeThongSchema,
  ma: z.string(),
  ten: z.string(),
  gia_tri: z.record(z.string(), z.unknown()).nullable(),
  thu_tu: z.number().int(),
  hoat_dong: z.boolean(),
  phien_ban: z.number().int(),
  ngay_tao: z.string(),
  ngay_cap_nhat: z.string(),
});
export type SystemData = z.infer<typeof systemDataSchema>;

const activeFlag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const systemDataQuerySchema = pageQuerySchema.extend({
  to_chuc: z.uuid({ error: 'validation.uuid' }),
  loai: loaiDuLieuHeThongSchema.optional(),
  tu_khoa: z.string().trim().max(200, { error: 'validation.too_long' }).optional(),
  hoat_dong: activeFlag,
});
export type SystemDataQuery = z.input<typeof systemDataQuerySchema>;

export const systemDataDetailQuerySchema = z.object({ to_chuc: z.uuid({ error: 'validation.uuid' }) });

const systemDataFields = {
  loai: loaiDuLieuHeThongSchema,
  ma: codeSchema,
  ten: nameSchema,
  gia_tri: z.record(z.string(), z.unknown()).nullish(),
  thu_tu: z.number().int().min(0).max(1_000_000).default(0),
  hoat_dong: z.boolean().default(true),
};

/** A warning rule record must carry a valid rule; other categories take free JSON values. */
function checkRuleValue(
  value: { loai: string; gia_tri?: Record<string, unknown> | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.loai === 'CANH_BAO_TON_KHO_LO_HANG' && !stockWarningRuleSchema.safeParse(value.gia_tri).success) {
    ctx.addIssue({ code: 'custom', path: ['gia_tri'], message: 'validation.warning_rule_value' });
  }
}

export const createSystemDataRequestSchema = z
  .object({ to_chuc: z.uuid({ error: 'validation.uuid' }), ...systemDataFields })
  .superRefine(checkRuleValue);
export type CreateSystemDataRequest = z.input<typeof createSystemDataRequestSchema>;

export const updateSystemDataRequestSchema = z
  .object({
    to_chuc: z.uuid({ error: 'validation.uuid' }),
    ...systemDataFields,
    phien_ban: z.number().int().min(1),
  })
  .superRefine(checkRuleValue);
export type UpdateSystemDataRequest = z.input<typeof updateSystemDataRequestSchema>;

/** Combobox item: the shape every combobox call answers with. */
export const comboboxItemSchema = z.object({ id: z.string(), ma: z.string(), ten: z.string() });
export type ComboboxItem = z.infer<typeof comboboxItemSchema>;
