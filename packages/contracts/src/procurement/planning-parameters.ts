import { z } from 'zod';

/**
 * The procurement plan's parameters (docs/procurement.md) as goods, goods groups and the
 * organisation carry them: lead time and safety stock in whole days from 0 to 365, and the units
 * of one purchase pack (a whole number from 1). On goods and groups an empty value (null) means
 * "inherit": the item takes its group's, the group the organisation's; an item without a pack
 * buys whole units.
 */
export const PLANNING_DAYS_MAX = 365;
/** The organisation's defaults when nothing else is set (the columns' defaults). */
export const DEFAULT_LEAD_TIME_DAYS = 30;
export const DEFAULT_SAFETY_DAYS = 15;

export const planningDaysSchema = z
  .number({ error: 'validation.lead_time_days' })
  .int({ error: 'validation.lead_time_days' })
  .min(0, { error: 'validation.lead_time_days' })
  .max(PLANNING_DAYS_MAX, { error: 'validation.lead_time_days' });

/** Empty, null or left out: inherit. */
const inherited = <T extends z.ZodType<number>>(schema: T) => schema.nullish().transform((v) => v ?? null);

export const planningParametersShape = {
  so_ngay_cho_hang: inherited(planningDaysSchema),
  so_ngay_an_toan: inherited(planningDaysSchema),
};

export const packSizeSchema = inherited(
  z
    .number({ error: 'validation.pack_size' })
    .int({ error: 'validation.pack_size' })
    .min(1, { error: 'validation.pack_size' })
    .max(1_000_000, { error: 'validation.pack_size' }),
);

/** What a goods item or group answers: null is inherited. */
export const planningParametersRecordShape = {
  so_ngay_cho_hang: z.number().int().nullable(),
  so_ngay_an_toan: z.number().int().nullable(),
};
