import type { Locale } from '@kho/contracts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DeclaredRoute, RouteRoles } from './auth/role-declarations';
import type { AccessClaims } from './auth/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pre-handler of private calls: verifies the Bearer token, 401 code 41 when expired. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Every private route with the roles it declares (the permission matrix). */
    routeRoles: readonly DeclaredRoute[];
  }
  interface FastifyContextConfig {
    /** Who may call the route; required on every private route (platform/auth/route-roles.ts). */
    roles?: RouteRoles;
  }
  interface FastifyRequest {
    locale: Locale;
    claims: AccessClaims | undefined;
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
