import type { Locale } from '@kho/contracts';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../db/client';
import {
  clearPushSubscription,
  listPushSubscriptions,
  listUserLanguages,
} from './push-subscriptions.repository';

export interface PushMessage {
  notification: { title: string; body?: string };
  data?: Record<string, unknown>;
}

/** Builds a push in one language; called once per language among the recipients. */
export type PushBuilder = (locale: Locale) => PushMessage;

/**
 * Each recipient's message in the language stored on their account (the one they chose last on
 * the language toggle), never the sender's: a push is read outside the page that caused it.
 */
export async function localisedPushes(
  db: Db,
  userIds: readonly string[],
  build: PushBuilder,
): Promise<{ userId: string; locale: Locale; message: PushMessage }[]> {
  const languages = await listUserLanguages(db, userIds);
  const built = new Map<Locale, PushMessage>();
  return userIds
    .filter((userId) => languages.has(userId))
    .map((userId) => {
      const locale = languages.get(userId)!;
      if (!built.has(locale)) built.set(locale, build(locale));
      return { userId, locale, message: built.get(locale)! };
    });
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

  /** Sends to each user in their stored language; returns how many devices accepted it. */
  async sendLocalised(userIds: readonly string[], build: PushBuilder): Promise<number> {
    const pushes = await localisedPushes(this.db, userIds, build);
    const sent = await Promise.all(pushes.map((push) => this.sendToUser(push.userId, push.message)));
    return sent.reduce((sum, n) => sum + n, 0);
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
