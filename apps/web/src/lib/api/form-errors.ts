import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field errors (HTTP 400, data.errors[] with path and message) on the matching
 * form fields, so the user sees them beside the input as well as in the toast. Returns whether any
 * field error was applied.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const fieldError of error.fieldErrors) {
    const field = fieldError.path.split('.')[0] ?? '';
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message: fieldError.message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
