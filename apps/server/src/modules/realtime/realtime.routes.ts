import {
  clientMessageSchema,
  DEFAULT_WS_CHANNEL,
  WS_CLOSE_TOKEN_EXPIRED,
  type ServerEvent,
} from '@kho/contracts';
import { z } from 'zod';
import type { WebSocket } from 'ws';
import { forbidden } from '../../platform/errors';
import type { AppInstance } from '../../platform/fastify-types';
import type { RealtimeConnection, RealtimeHub } from '../../platform/realtime';
import { requireCaller } from '../../platform/auth/authenticate';
import type { SessionGate } from '../../platform/auth/sessions';
import type { AccessTokens } from '../../platform/auth/tokens';
import type { OrganisationsService } from '../organisations/organisations.service';

const params = z.object({ channel: z.string().max(50), id: z.string().max(100) });

/**
 * Browsers cannot set headers on a WebSocket, so the access token travels as the second
 * subprotocol (`new WebSocket(url, ['bearer', token])`), which also keeps it out of URLs and logs.
 */
export function tokenFromProtocols(header: string | undefined): string | undefined {
  const parts = (header ?? '').split(',').map((p) => p.trim());
  return parts[0] === 'bearer' && parts[1] ? parts[1] : undefined;
}

export function registerRealtimeRoutes(
  app: AppInstance,
  deps: {
    hub: RealtimeHub;
    tokens: AccessTokens;
    sessions: SessionGate;
    organisations: OrganisationsService;
  },
) {
  app.get(
    '/ws/:channel/:id/',
    {
      websocket: true,
      schema: { params, hide: true },
      preValidation: async (request) => {
        const token = tokenFromProtocols(request.headers['sec-websocket-protocol']);
        if (token) request.headers.authorization = `Bearer ${token}`;
        request.claims = await requireCaller(request, deps.tokens, deps.sessions);
        const { channel, id } = request.params;
        if (channel !== DEFAULT_WS_CHANNEL || id !== request.claims.deviceId) throw forbidden();
      },
    },
    (socket: WebSocket, request) => {
      const claims = request.claims!;
      const connection: RealtimeConnection = {
        socket,
        userId: claims.userId,
        deviceId: claims.deviceId,
        warehouses: new Set(),
        alive: true,
      };
      deps.hub.add(connection);
      const reply = (event: ServerEvent) => socket.send(JSON.stringify(event));
      reply({ type: 'connected', device_id: claims.deviceId, user_id: claims.userId });

      socket.on('pong', () => {
        connection.alive = true;
      });
      // The socket lives as long as the token that opened it; the client renews and reconnects.
      const expiry =
        claims.expiresAt === undefined
          ? undefined
          : setTimeout(
              () => socket.close(WS_CLOSE_TOKEN_EXPIRED, 'token expired'),
              // setTimeout holds at most 2^31 - 1 ms (about 24 days); tokens live far less.
              Math.min(Math.max(0, claims.expiresAt - Date.now()), 2 ** 31 - 1),
            );
      socket.on('close', () => {
        clearTimeout(expiry);
        deps.hub.remove(connection);
      });
      socket.on('message', (raw: Buffer) => {
        connection.alive = true;
        void handleMessage(raw.toString('utf8')).catch(() => reply({ type: 'error', message: 'forbidden' }));
      });

      async function handleMessage(text: string) {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          return; // plain strings are allowed (spec §7) and carry nothing for the server
        }
        const message = clientMessageSchema.safeParse(json);
        if (!message.success) return reply({ type: 'error', message: 'invalid message' });
        switch (message.data.type) {
          case 'ping':
            return reply({ type: 'pong' });
          case 'subscribe':
            await deps.organisations.requireWarehouseAccess(claims.userId, message.data.kho_id);
            connection.warehouses.add(message.data.kho_id);
            return reply({ type: 'subscribed', kho_id: message.data.kho_id });
          case 'unsubscribe':
            connection.warehouses.delete(message.data.kho_id);
            return;
        }
      }
    },
  );
}
