import { z } from 'zod';
import { nameSchema } from '../organisation';
import { optionalText, organisationScopeSchema, versionSchema } from '../catalogues/common';
import { maCskcbSchema } from './codes';

/** The organisation's own data the regulatory outputs print and send (docs/regulatory.md). */
export const organisationSettingsSchema = z.object({
  id: z.string(),
  ma: z.string(),
  ten: z.string(),
  dia_chi: z.string().nullable(),
  so_dien_thoai: z.string().nullable(),
  /** MA_CSKCB: 5-character facility code; prescription codes start with it. */
  ma_cskcb: z.string().nullable(),
  phien_ban: z.number().int(),
});
export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>;

export const organisationSettingsQuerySchema = organisationScopeSchema;

export const organisationSettingsFieldsSchema = z.object({
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
});
export type OrganisationSettingsFields = z.input<typeof organisationSettingsFieldsSchema>;

export const updateOrganisationSettingsSchema = organisationSettingsFieldsSchema
  .extend(organisationScopeSchema.shape)
  .extend(versionSchema.shape);
export type OrganisationSettingsInput = z.output<typeof updateOrganisationSettingsSchema>;
