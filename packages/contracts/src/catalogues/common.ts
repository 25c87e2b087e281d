import { z } from 'zod';
import { pageQuerySchema } from '../envelope';
import { requiredError } from '../validation-messages';

/** Who created and last changed a catalogue record, and when (issue 4: every form shows it). */
export const recordAuditSchema = z.object({
  phien_ban: z.number().int(),
  ngay_tao: z.string(),
  ngay_cap_nhat: z.string(),
  nguoi_tao_ten: z.string().nullable(),
  nguoi_cap_nhat_ten: z.string().nullable(),
});
export type RecordAudit = z.infer<typeof recordAuditSchema>;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** Query of every catalogue list: organisation, text, active flag, sort, page. */
export function catalogueQuerySchema<const S extends readonly [string, ...string[]]>(sortable: S) {
  return pageQuerySchema.extend({
    to_chuc: z.uuid({ error: 'validation.uuid' }),
    tu_khoa: z.string().trim().max(200, { error: 'validation.too_long' }).optional(),
    hoat_dong: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    sap_xep: z.enum(sortable).optional(),
    chieu: z.enum(SORT_DIRECTIONS).default('asc'),
  });
}

export const organisationScopeSchema = z.object({ to_chuc: z.uuid({ error: 'validation.uuid' }) });
export const idParamsSchema = z.object({ id: z.uuid({ error: 'validation.uuid' }) });

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.too_long' })
    .nullish()
    .transform((v) => (v ? v : null));

export const optionalUuid = z
  .uuid({ error: 'validation.uuid' })
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((v) => v ?? null);

export const requiredUuid = z.uuid({ error: 'validation.uuid' });

/** Money and quantities travel as numbers in JSON and are stored as numeric. */
export const nonNegativeNumber = z
  .number(requiredError)
  .min(0, { error: 'validation.non_negative' })
  .max(1e12, { error: 'validation.invalid' });

export const percentSchema = z
  .number(requiredError)
  .min(0, { error: 'validation.percent' })
  .max(100, { error: 'validation.percent' });

export const versionSchema = z.object({ phien_ban: z.number(requiredError).int().min(1) });

/** Result of a deletion: removed, or refused because the record is in use. */
export const deleteResultSchema = z.object({ id: z.string() });
