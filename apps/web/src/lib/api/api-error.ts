import type { Envelope, FieldError } from '@kho/contracts';
import { translate } from '../i18n/translate';

/** The sentence shown when the server gave no message of its own (or no answer). */
export const DEFAULT_ERROR_KEY = 'common.default_error';

/** A failed call as the client's callers see it: the message to show, the status and the envelope's details. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | undefined;
  readonly fieldErrors: FieldError[];
  readonly data: unknown;

  constructor(init: {
    message: string;
    status: number;
    code?: number;
    fieldErrors?: FieldError[];
    data?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? [];
    this.data = init.data;
  }
}

/** What `toApiError` reads of an answer. */
interface FailedAnswer {
  status: number;
  body: Envelope<unknown> | null;
}

/** The message to show: data.message, then the envelope message, then the default sentence. */
export function failureMessage(body: Envelope<unknown> | null): string {
  const data = body?.data as { message?: unknown } | null | undefined;
  if (typeof data?.message === 'string' && data.message !== '') return data.message;
  if (typeof body?.message === 'string' && body.message !== '') return body.message;
  return translate(DEFAULT_ERROR_KEY);
}

/** A failed answer's envelope as an `ApiError`, its well-formed field errors kept for the form. */
export function toApiError(result: FailedAnswer): ApiError {
  const data = result.body?.data as { errors?: unknown } | null | undefined;
  const fieldErrors = Array.isArray(data?.errors)
    ? (data.errors as unknown[]).filter(
        (item): item is FieldError =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as FieldError).path === 'string' &&
          typeof (item as FieldError).message === 'string',
      )
    : [];
  return new ApiError({
    message: failureMessage(result.body),
    status: result.status,
    code: typeof result.body?.code === 'number' ? result.body.code : undefined,
    fieldErrors,
    data: result.body?.data,
  });
}
