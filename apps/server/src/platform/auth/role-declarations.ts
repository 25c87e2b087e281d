import type { VaiTro } from '@kho/contracts';

/** Any active member of the request's organisation, whatever the role (reads). */
export const ANY_MEMBER = 'ANY_MEMBER' as const;
/** Any signed-in user: calls about the caller's own account, before any organisation. */
export const SIGNED_IN = 'SIGNED_IN' as const;

/**
 * Who may call a private route, declared where the route is registered (`config: { roles }`) from
 * the same constants the service checks, so the two cannot disagree.
 */
export type RouteRoles = readonly VaiTro[] | typeof ANY_MEMBER | typeof SIGNED_IN;

export interface DeclaredRoute {
  method: string;
  url: string;
  roles: RouteRoles;
}
