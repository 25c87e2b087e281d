import { envelope, vapidKeyResponseSchema } from '@kho/contracts';
import { sendOk } from '../../platform/envelope';
import type { AppInstance } from '../../platform/fastify-types';
import type { PushSender } from '../../platform/push';

/** The VAPID public key the browser needs to subscribe (public: asked before login too). */
export function registerPushRoutes(app: AppInstance, push: PushSender) {
  app.get(
    '/api/v1/thong-bao/khoa-vapid',
    { schema: { tags: ['thong-bao'], response: { 200: envelope(vapidKeyResponseSchema) } } },
    async (request, reply) => sendOk(request, reply, { public_key: push.publicKey }),
  );
}
