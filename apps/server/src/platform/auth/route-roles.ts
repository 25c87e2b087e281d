import type { VaiTro } from '@kho/contracts';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { forbidden } from '../errors';
import type { AppInstance } from '../fastify-types';
import { ANY_MEMBER, SIGNED_IN, type DeclaredRoute } from './role-declarations';

export { ANY_MEMBER, SIGNED_IN, type DeclaredRoute, type RouteRoles } from './role-declarations';

/** How the hook learns the caller's roles (the organisations module answers it). */
export interface MembershipLookup {
  /** The caller's role in the organisation, undefined when not an active member. */
  roleIn(organisationId: string, userId: string): Promise<VaiTro | undefined>;
  /** Every role the caller holds, in any organisation. */
  rolesHeld(userId: string): Promise<VaiTro[]>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORGANISATION_KEYS = ['to_chuc', 'to_chuc_id'] as const;

/** The raw organisation id of a query or body, when one is there and well formed. */
function organisationIn(source: unknown): string | undefined {
  if (typeof source !== 'object' || source === null || Buffer.isBuffer(source)) return undefined;
  for (const key of ORGANISATION_KEYS) {
    const value = (source as Record<string, unknown>)[key];
    if (typeof value === 'string' && UUID.test(value)) return value;
  }
  return undefined;
}

function isPrivate(route: RouteOptions, authenticate: unknown): boolean {
  return [route.onRequest ?? [], route.preHandler ?? []].flat().includes(authenticate as never);
}

function prepend<T>(hook: T, existing: T | T[] | undefined): T[] {
  if (existing === undefined) return [hook];
  return [hook, ...(Array.isArray(existing) ? existing : [existing])];
}

/**
 * Authorisation of every private route, after authentication and before anything reads the input:
 * a caller whose role the route does not name hears 403 before any 400. The organisation is the
 * raw `to_chuc` of the query (checked before the body is even read, so an import's file is never
 * parsed for a stranger) or of the body; a call that names none gets the coarse check "holds one
 * of the roles somewhere", and the service's own check still decides. A private route that
 * declares no roles stops the app at start-up.
 */
export function installRouteRoles(app: AppInstance, authenticate: unknown, lookup: MembershipLookup): void {
  const declared: DeclaredRoute[] = [];
  const checked = new WeakSet<FastifyRequest>();

  async function check(request: FastifyRequest, organisationId: string | undefined): Promise<void> {
    checked.add(request);
    const roles = request.routeOptions.config.roles;
    if (roles === SIGNED_IN || roles === undefined) return;
    const userId = request.claims?.userId;
    if (!userId) throw forbidden();
    const allows = (role: VaiTro) => roles === ANY_MEMBER || roles.includes(role);
    if (organisationId) {
      const role = await lookup.roleIn(organisationId, userId);
      if (!role) throw forbidden('common.not_member');
      if (!allows(role)) throw forbidden();
      return;
    }
    const held = await lookup.rolesHeld(userId);
    if (held.length === 0) throw forbidden('common.not_member');
    if (!held.some(allows)) throw forbidden();
  }

  async function fromQuery(request: FastifyRequest): Promise<void> {
    const organisationId = organisationIn(request.query);
    if (organisationId) await check(request, organisationId);
  }

  async function fromBody(request: FastifyRequest): Promise<void> {
    if (checked.has(request)) return;
    await check(request, organisationIn(request.body));
  }

  app.addHook('onRoute', (route) => {
    if (!isPrivate(route, authenticate)) return;
    const roles = route.config?.roles;
    const methods = [route.method].flat();
    if (!roles) throw new Error(`${methods.join(',')} ${route.url} declares no roles (config.roles)`);
    for (const method of methods) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, roles });
    }
    route.preParsing = prepend(async (request: FastifyRequest) => {
      await fromQuery(request);
    }, route.preParsing);
    route.preValidation = prepend(fromBody, route.preValidation);
  });
  app.decorate('routeRoles', declared);
}
