import { ApiError } from '../../../lib/api/api-client';

/** The server's words for a refused report: its message and each field's, without repeats. */
export function refusal(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  return [error.message, ...error.fieldErrors.map((f) => f.message)].filter(
    (text, i, all) => text && all.indexOf(text) === i,
  );
}
