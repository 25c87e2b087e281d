/**
 * Access rules of spec §2, as a pure decision so they can be tested without a router:
 * - pages require login unless their metadata says requiresAuth: false (login, registration);
 * - a signed-in user opening such a page goes to "/";
 * - a signed-out user opening a private page has stored credentials cleared and goes to login.
 * Pages inside a module also need an organisation; without one the user picks it on "/" first.
 */
import { LOGIN_PATH } from '@kho/contracts';

export { LOGIN_PATH };
export const HOME_PATH = '/';

export interface AccessInput {
  requiresAuth: boolean;
  authenticated: boolean;
  requiresOrganisation?: boolean;
  hasOrganisation?: boolean;
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: typeof HOME_PATH; clearSession: false }
  | { kind: 'redirect'; to: typeof LOGIN_PATH; clearSession: true };

export function decideAccess(input: AccessInput): AccessDecision {
  if (!input.requiresAuth) {
    return input.authenticated ? { kind: 'redirect', to: HOME_PATH, clearSession: false } : { kind: 'allow' };
  }
  if (!input.authenticated) return { kind: 'redirect', to: LOGIN_PATH, clearSession: true };
  if (input.requiresOrganisation && !input.hasOrganisation) {
    return { kind: 'redirect', to: HOME_PATH, clearSession: false };
  }
  return { kind: 'allow' };
}

/** Search-engine and preview bots get no error page, only a log line (spec §8). */
export function isBotUserAgent(userAgent: string): boolean {
  return /bot|lighthouse|facebookexternalhit|google/i.test(userAgent);
}
