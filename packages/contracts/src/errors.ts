/** Product error codes carried in the envelope's `code` (spec §8: 41 = access token expired). */
export const ERROR_CODES = {
  ACCESS_TOKEN_EXPIRED: 41,
  UNAUTHENTICATED: 40,
  REFRESH_TOKEN_INVALID: 42,
  FORBIDDEN: 43,
  VALIDATION: 10,
  NOT_FOUND: 44,
  CONFLICT: 49,
  STALE_VERSION: 50,
  RATE_LIMITED: 29,
  BUSINESS_RULE: 22,
  /** A prescription the warning check objects to, saved without confirming the warnings (they are in `data.canh_bao`). */
  PRESCRIPTION_WARNINGS: 23,
  /** The database is unreachable (HTTP 503, with Retry-After): nothing was done, try again later. */
  UNAVAILABLE: 53,
  INTERNAL: 99,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
