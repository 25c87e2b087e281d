import { z } from 'zod';
import { parLevelSchema, updateParLevelsSchema } from '@kho/contracts';

// The contract's line rule (a positive quantity) on lines that also carry the names shown.
const lineSchema = parLevelSchema.extend({
  so_luong: updateParLevelsSchema.shape.co_so.element.shape.so_luong,
});
export const parLevelFormSchema = z.object({
  co_so: z
    .array(lineSchema)
    .refine((lines) => new Set(lines.map((l) => l.hang_hoa_id)).size === lines.length, {
      error: 'validation.duplicate_goods',
    }),
});
export type ParLevelForm = z.input<typeof parLevelFormSchema>;
