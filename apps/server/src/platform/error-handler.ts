import { ERROR_CODES, type FieldError } from '@kho/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { CommitOutcomeUnknownError, isConnectionError } from '../db/errors';
import { AppError, FieldRuleError, RequestValidationError } from './errors';
import { translate, translateIssue } from './i18n/i18n';

function send(reply: FastifyReply, status: number, code: number, message: string, data: unknown = null) {
  return reply.status(status).send({ success: false, data, message, code });
}

/** Every failure leaves as the envelope, in the caller's language, never with internals. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale ?? 'vi';
  if (error instanceof RequestValidationError) {
    const errors: FieldError[] = error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: translateIssue(locale, issue),
    }));
    return send(
      reply,
      400,
      ERROR_CODES.VALIDATION,
      errors[0]?.message ?? translate(locale, 'common.validation_failed'),
      {
        errors,
      },
    );
  }
  if (error instanceof FieldRuleError) {
    const errors: FieldError[] = error.fields.map((f) => ({
      path: f.path,
      message: translate(locale, f.messageKey),
    }));
    return send(reply, error.statusCode, ERROR_CODES.CONFLICT, errors[0]!.message, { errors });
  }
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) void reply.header(name, value);
    return send(
      reply,
      error.statusCode,
      error.code,
      translate(locale, error.messageKey, error.params),
      error.data,
    );
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return send(reply, 413, ERROR_CODES.VALIDATION, translate(locale, 'common.body_too_large'));
  }
  if (
    fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
    (error instanceof SyntaxError && fastifyError.statusCode === 400)
  ) {
    return send(reply, 400, ERROR_CODES.VALIDATION, translate(locale, 'common.bad_json'));
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return send(
      reply,
      fastifyError.statusCode,
      ERROR_CODES.VALIDATION,
      translate(locale, 'common.validation_failed'),
    );
  }
  if (error instanceof CommitOutcomeUnknownError) {
    request.log.error({ err: error }, 'database connection lost during commit');
    return send(reply, 503, ERROR_CODES.UNAVAILABLE, translate(locale, 'common.outcome_unknown'));
  }
  if (isConnectionError(error)) {
    request.log.warn({ err: error }, 'database unreachable');
    void reply.header('retry-after', '5');
    return send(reply, 503, ERROR_CODES.UNAVAILABLE, translate(locale, 'common.database_unavailable'));
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, ERROR_CODES.INTERNAL, translate(locale, 'common.default_error'));
}
