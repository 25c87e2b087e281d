import type { Pagination } from '@kho/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate, type MessageKey } from './i18n/i18n';

/** Sends the success envelope with a message in the caller's language. */
export function sendOk<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  data: T,
  messageKey: MessageKey = 'common.ok',
  extra: {
    pagination?: Pagination;
    status?: number;
    metadata?: Record<string, unknown>;
    params?: Record<string, string | number>;
  } = {},
) {
  const metadata =
    extra.pagination || extra.metadata ? { ...extra.metadata, pagination: extra.pagination } : undefined;
  const body = {
    success: true as const,
    data,
    message: translate(request.locale, messageKey, extra.params),
    ...(metadata ? { metadata } : {}),
  };
  return reply.status(extra.status ?? 200).send(body);
}
