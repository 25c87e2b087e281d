import { ERROR_CODES } from '@kho/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';

/** The spec's cookie name (spec §3 "Cookies"). */
export const REFRESH_COOKIE = 'refresh-token';
/** Every call that reads or replaces the cookie lives under this path: login, refresh, logout. */
export const REFRESH_COOKIE_PATH = '/api/v1/xac-thuc';

/**
 * HttpOnly so no page script can read it; Secure whenever the request came over https (directly,
 * or through a trusted proxy's X-Forwarded-Proto when TRUST_PROXY is on): a clinic's server on
 * plain http inside its network must still be able to keep it.
 */
function cookieOptions(request: FastifyRequest) {
  return {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    secure: request.protocol === 'https',
    sameSite: 'lax' as const,
  };
}

/** Sets (or rotates) the refresh-token cookie; it lives as long as the token it carries. */
export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  void reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions(request), maxAge: maxAgeSeconds });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
}

/**
 * The refresh token of the request: the cookie, or the body field the spec's call names. When both
 * are present they must be the same token; a mismatch is refused without spending either.
 */
export function refreshTokenOf(request: FastifyRequest, bodyToken: string | undefined): string {
  const fromCookie = request.cookies[REFRESH_COOKIE] || undefined;
  if (fromCookie && bodyToken && fromCookie !== bodyToken)
    throw new AppError(401, ERROR_CODES.REFRESH_TOKEN_INVALID, 'auth.refresh_mismatch');
  const token = fromCookie ?? bodyToken;
  if (!token) throw new AppError(401, ERROR_CODES.REFRESH_TOKEN_INVALID, 'auth.refresh_invalid');
  return token;
}

const crossSiteRefused = () => new AppError(403, ERROR_CODES.FORBIDDEN, 'auth.cross_site_refused');

/**
 * Guards the calls that read or set the refresh cookie against other sites. SameSite=Lax already
 * keeps the cookie off cross-site POSTs; on top of that the body must be JSON (a content type an
 * HTML form cannot send, and one that makes a cross-origin fetch ask CORS first), and an Origin,
 * when the browser sends one, must be this server's own or one of ALLOWED_ORIGINS.
 */
export function requireSameOriginJson(allowedOrigins: readonly string[]) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void => {
    done(isSameOriginJson(request, allowedOrigins) ? undefined : crossSiteRefused());
  };
}

function isSameOriginJson(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === `${request.protocol}://${request.host}` || allowedOrigins.includes(origin);
}
