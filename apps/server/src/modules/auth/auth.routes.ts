import {
  envelope,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  registerRequestSchema,
  updateDeviceRequestSchema,
  updateLanguageRequestSchema,
  updateProfileRequestSchema,
  userSchema,
} from '@kho/contracts';
import { z } from 'zod';
import { sendOk } from '../../platform/envelope';
import { SIGNED_IN } from '../../platform/auth/route-roles';
import type { AppConfig } from '../../config';
import type { AppInstance } from '../../platform/fastify-types';
import { callerOf, claimsOf } from '../../platform/request-context';
import type { AccountService } from '../users/account.service';
import type { AuthService } from './auth.service';
import {
  clearRefreshCookie,
  refreshTokenOf,
  requireSameOriginJson,
  setRefreshCookie,
} from './refresh-cookie';

const nullEnvelope = envelope(z.null());

/** Authentication (xac-thuc) and the caller's own account (tai-khoan), paths as spec §7. */
export function registerAuthRoutes(
  app: AppInstance,
  services: { auth: AuthService; account: AccountService; config: AppConfig },
) {
  const requireAuth = app.authenticate;
  const sameOriginJson = requireSameOriginJson(services.config.allowedOrigins);
  const refreshTtl = services.config.refreshTokenTtlSeconds;
  app.post(
    '/api/v1/xac-thuc/dang-nhap',
    {
      onRequest: sameOriginJson,
      schema: {
        tags: ['xac-thuc'],
        body: loginRequestSchema,
        response: { 200: envelope(loginResponseSchema) },
      },
    },
    async (request, reply) => {
      const issued = await services.auth.login(request.body, callerOf(request));
      setRefreshCookie(request, reply, issued.refreshToken, refreshTtl);
      return sendOk(request, reply, issued.body, 'auth.login_success');
    },
  );

  app.post(
    '/api/v1/xac-thuc/dang-ky',
    { schema: { tags: ['xac-thuc'], body: registerRequestSchema, response: { 201: envelope(userSchema) } } },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await services.account.register(request.body, callerOf(request)),
        'auth.register_success',
        {
          status: 201,
        },
      ),
  );

  app.post(
    '/api/v1/xac-thuc/xac-thuc-lai',
    {
      onRequest: sameOriginJson,
      schema: {
        tags: ['xac-thuc'],
        body: refreshRequestSchema.default({}),
        response: { 200: envelope(refreshResponseSchema) },
      },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request, request.body.refresh_token);
      const issued = await services.auth.refresh(token, callerOf(request));
      setRefreshCookie(request, reply, issued.refreshToken, refreshTtl);
      return sendOk(request, reply, issued.body, 'auth.refreshed');
    },
  );

  app.post(
    '/api/v1/xac-thuc/dang-xuat',
    {
      preHandler: requireAuth,
      config: { roles: SIGNED_IN },
      schema: { tags: ['xac-thuc'], body: logoutRequestSchema.default({}), response: { 200: nullEnvelope } },
    },
    async (request, reply) => {
      await services.auth.logout(claimsOf(request), request.body, callerOf(request));
      clearRefreshCookie(request, reply);
      return sendOk(request, reply, null, 'auth.logout_success');
    },
  );

  app.post(
    '/api/v1/xac-thuc/cap-nhat-thiet-bi',
    {
      preHandler: requireAuth,
      config: { roles: SIGNED_IN },
      schema: { tags: ['xac-thuc'], body: updateDeviceRequestSchema, response: { 200: nullEnvelope } },
    },
    async (request, reply) => {
      await services.auth.updateDevice(claimsOf(request), request.body);
      return sendOk(request, reply, null, 'auth.device_updated');
    },
  );

  app.get(
    '/api/v1/tai-khoan/thong-tin-ca-nhan',
    {
      preHandler: requireAuth,
      config: { roles: SIGNED_IN },
      schema: { tags: ['tai-khoan'], response: { 200: envelope(userSchema) } },
    },
    async (request, reply) =>
      sendOk(request, reply, await services.auth.currentUser(claimsOf(request).userId)),
  );

  app.post(
    '/api/v1/tai-khoan/cap-nhat-thong-tin-ca-nhan',
    {
      preHandler: requireAuth,
      config: { roles: SIGNED_IN },
      schema: {
        tags: ['tai-khoan'],
        body: updateProfileRequestSchema,
        response: { 200: envelope(userSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await services.account.updateProfile(claimsOf(request).userId, request.body, callerOf(request)),
        'account.profile_updated',
      ),
  );

  app.put(
    '/api/v1/tai-khoan/cap-nhat-ngon-ngu',
    {
      preHandler: requireAuth,
      config: { roles: SIGNED_IN },
      schema: {
        tags: ['tai-khoan'],
        body: updateLanguageRequestSchema,
        response: { 200: envelope(userSchema) },
      },
    },
    async (request, reply) =>
      sendOk(
        request,
        reply,
        await services.account.updateLanguage(claimsOf(request).userId, request.body.ngon_ngu),
        'account.language_updated',
      ),
  );
}
