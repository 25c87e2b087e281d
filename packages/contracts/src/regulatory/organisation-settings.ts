import { z } from 'zod';
import { nameSchema } from '../organisation';
import { optionalText, organisationScopeSchema, versionSchema } from '../catalogues/common';
import { maCskcbSchema } from './codes';
import { abcThresholdRules, abcThresholdSchema } from '../reports/abc-ven';
import { planningDaysSchema } from '../procurement/planning-parameters';

/** Days of a prescription limit: 1 to 366. */
const daysSchema = z
  .number({ error: 'validation.days_limit' })
  .int({ error: 'validation.days_limit' })
  .min(1, { error: 'validation.days_limit' })
  .max(366, { error: 'validation.days_limit' });

/**
 * The organisation's own data the regulatory outputs print and send, and its outpatient
 * prescription limits (TT 26/2025; the defaults and what is uncertain: docs/regulatory.md).
 */
export const organisationSettingsSchema = z.object({
  id: z.string(),
  ma: z.string(),
  ten: z.string(),
  dia_chi: z.string().nullable(),
  so_dien_thoai: z.string().nullable(),
  /** MA_CSKCB: 5-character facility code; prescription codes start with it. */
  ma_cskcb: z.string().nullable(),
  so_ngay_ke_toi_da: z.number().int(),
  so_ngay_ke_man_tinh: z.number().int(),
  so_ngay_gay_nghien: z.number().int(),
  so_ngay_huong_than: z.number().int(),
  so_ngay_kiem_soat_man_tinh: z.number().int(),
  ma_icd_man_tinh: z.array(z.string()),
  /** Procurement planning defaults: lead time and safety stock (days) of goods and groups that set none. */
  so_ngay_cho_hang: z.number().int(),
  so_ngay_an_toan: z.number().int(),
  /** The ABC analysis's class thresholds (%) when a run names none; they add up to 100. */
  nguong_abc_a: z.number(),
  nguong_abc_b: z.number(),
  nguong_abc_c: z.number(),
  phien_ban: z.number().int(),
});
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;

export const organisationSettingsQuerySchema = organisationScopeSchema;

/**
 * The drug and therapeutics committee's ABC thresholds: all three, adding up to 100, or none, which
 * keeps the organisation's (an app built before they existed does not send them and must not
 * reset them).
 */
const abcRules = abcThresholdRules(['nguong_abc_a', 'nguong_abc_b', 'nguong_abc_c']);

/** The prescription limits (TT 26/2025) and the procurement planning defaults, in days. */
const numberRules = {
  so_ngay_ke_toi_da: daysSchema,
  so_ngay_ke_man_tinh: daysSchema,
  so_ngay_gay_nghien: daysSchema,
  so_ngay_huong_than: daysSchema,
  so_ngay_kiem_soat_man_tinh: daysSchema,
  so_ngay_cho_hang: planningDaysSchema,
  so_ngay_an_toan: planningDaysSchema,
};

const organisationSettingsFieldsShape = z.object({
  ten: nameSchema,
  dia_chi: optionalText(500),
  so_dien_thoai: z
    .string()
    .trim()
    .regex(/^\+?[0-9 .-]{8,20}$/, { error: 'validation.phone' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  ma_cskcb: maCskcbSchema,
  // A rule a request leaves out is kept as stored: a client that does not know a setting (an app
  // built before it existed, another program) must not reset it to a default.
  ...z.object(numberRules).partial().shape,
  /** ICD-10 codes or prefixes (`I10`, `E11`, `C`) of the chronic diseases with the longer limits. */
  ma_icd_man_tinh: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z](\d{1,2}(\.\d{1,2})?)?$/, { error: 'validation.icd_prefix' }),
    )
    .max(1000, { error: 'validation.invalid' })
    .optional(),
  nguong_abc_a: abcThresholdSchema.optional(),
  nguong_abc_b: abcThresholdSchema.optional(),
  nguong_abc_c: abcThresholdSchema.optional(),
});

/**
 * The settings form: it shows every rule, so an emptied one is refused with its message rather
 * than kept as stored.
 */
export const organisationSettingsFieldsSchema = organisationSettingsFieldsShape
  .extend(numberRules)
  .refine(...abcRules.all)
  .refine(...abcRules.sum);
export type OrganisationSettingsFields = z.input<typeof organisationSettingsFieldsSchema>;

export const updateOrganisationSettingsSchema = organisationSettingsFieldsShape
  .extend(organisationScopeSchema.shape)
  .extend(versionSchema.shape)
  .refine(...abcRules.all)
  .refine(...abcRules.sum);
export type OrganisationSettingsInput = z.output<typeof updateOrganisationSettingsSchema>;
