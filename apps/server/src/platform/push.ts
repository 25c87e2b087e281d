import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { clearPushSubscription, listPushSubscriptions } from './push-subscriptions.repository';

export interface PushMessage {
  notification: { title: string; body?: string };
  data?: Record<string, unknown>;
}

/** Statuses by which a push service says a subscription is gone for good. */
const GONE = new Set([404, 410]);

/**
 * Standard Web Push with VAPID. The request is built by web-push and sent with fetch, so any
 * push service URL works (tests run a local one).
 */
export class PushSender {
  constructor(
    private readonly db: Db,
    private readonly vapid: { publicKey: string; privateKey: string; subject: string },
    private readonly log: FastifyBaseLogger,
  ) {}

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  /** Sends to every subscribed device of the user; returns how many accepted it. */
  async sendToUser(userId: string, message: PushMessage): Promise<number> {
    const subscriptions = await listPushSubscriptions(this.db, userId);
    const results = await Promise.all(
      subscriptions.map(async (row) => {
        const subscription = parseSubscription(row.fcm_token);
        if (!subscription) {
          await clearPushSubscription(this.db, row.id);
          return false;
        }
        try {
          const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
            vapidDetails: this.vapid,
            TTL: 24 * 3600,
          });
          const response = await fetch(request.endpoint, {
            method: request.method,
            headers: request.headers as Record<string, string>,
            body: request.body ? new Uint8Array(request.body) : null,
            signal: AbortSignal.timeout(10_000),
          });
          if (GONE.has(response.status)) {
            await clearPushSubscription(this.db, row.id);
            return false;
          }
          if (!response.ok) this.log.warn({ status: response.status }, 'push: service refused a message');
          return response.ok;
        } catch (error) {
          this.log.warn({ err: error }, 'push: delivery failed');
          return false;
        }
      }),
    );
    return results.filter(Boolean).length;
  }
}

function parseSubscription(token: string): webpush.PushSubscription | undefined {
  try {
    const value = JSON.parse(token) as webpush.PushSubscription;
    if (
      typeof value.endpoint === 'string' &&
      /^https?:\/\//.test(value.endpoint) &&
      value.keys?.p256dh &&
      value.keys.auth
    ) {
      return value;
    }
  } catch {
    // not JSON: an old or foreign token, dropped below
  }
  return undefined;
}
