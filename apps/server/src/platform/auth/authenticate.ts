import { ERROR_CODES } from '@kho/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, unauthenticated } from '../errors';
import type { SessionGate } from './sessions';
import type { AccessClaims, AccessTokens } from './tokens';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Resolves the caller of a private call; an expired token answers 401 with code 41 (spec §8), a
 * token of a session that ended (logout) 401 with code 40, as an unknown token does.
 */
export async function requireCaller(
  request: FastifyRequest,
  tokens: AccessTokens,
  sessions: SessionGate,
): Promise<AccessClaims> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const result = await tokens.verify(token);
  if (result.ok) {
    if (!(await sessions.isCurrent(result.claims))) throw unauthenticated('auth.session_ended');
    return result.claims;
  }
  if (result.reason === 'expired')
    throw new AppError(401, ERROR_CODES.ACCESS_TOKEN_EXPIRED, 'auth.token_expired');
  throw unauthenticated();
}
