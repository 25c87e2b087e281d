import { ERROR_CODES, type ErrorCode, type FieldError } from '@kho/contracts';
import type { z } from 'zod';
import type { MessageKey } from './i18n/i18n';

/**
 * A failure the client should see: HTTP status, product code and a message key that the error
 * handler translates into the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
    /** What the client needs to act on the failure (the prescription warnings to confirm). */
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

export const unauthenticated = (key: MessageKey = 'auth.unauthenticated') =>
  new AppError(401, ERROR_CODES.UNAUTHENTICATED, key);
export const forbidden = (key: MessageKey = 'common.forbidden') =>
  new AppError(403, ERROR_CODES.FORBIDDEN, key);
export const notFound = (key: MessageKey = 'common.not_found') =>
  new AppError(404, ERROR_CODES.NOT_FOUND, key);
export const conflict = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(409, ERROR_CODES.CONFLICT, key, params);
export const staleVersion = () => new AppError(409, ERROR_CODES.STALE_VERSION, 'common.stale_version');

/** A request body, query or params that failed its zod schema; the handler localises the issues. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('validation');
  }
}

/** The issue reported for a string holding a control character, found before the schema runs. */
export function controlCharacterIssue(path: (string | number)[]): z.core.$ZodIssue {
  return { code: 'custom', path, message: 'validation.control_characters', input: undefined };
}

/** Field errors raised by a service rule (a taken username...), reported like schema errors. */
export class FieldRuleError extends Error {
  readonly statusCode = 409;
  constructor(readonly fields: { path: string; messageKey: MessageKey }[]) {
    super('field rule');
  }
}

export type { FieldError };
