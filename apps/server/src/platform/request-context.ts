import type { FastifyRequest } from 'fastify';
import type { CallerContext } from './context';
import { unauthenticated } from './errors';
import type { AccessClaims } from './auth/tokens';

export function callerOf(request: FastifyRequest): CallerContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The claims the auth pre-handler attached; routes marked private always have them. */
export function claimsOf(request: FastifyRequest): AccessClaims {
  if (!request.claims) throw unauthenticated();
  return request.claims;
}
