import { z } from 'zod';

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

export const paginationSchema = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  count: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Query parameters every list call accepts. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** The response envelope of every call (architecture.md). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data,
    message: z.string(),
    code: z.number().int().optional(),
    metadata: z.object({ pagination: paginationSchema.optional() }).passthrough().optional(),
  });
}

export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  code?: number;
  metadata?: { pagination?: Pagination } & Record<string, unknown>;
}

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;
export const errorDataSchema = z.object({ errors: z.array(fieldErrorSchema).optional() }).nullable();
