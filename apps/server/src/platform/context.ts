import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { PushSender } from './push';
import type { RealtimeHub } from './realtime';
import type { SessionGate } from './auth/sessions';
import type { AccessTokens } from './auth/tokens';

/** What services are built from; one per app instance. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  tokens: AccessTokens;
  sessions: SessionGate;
  realtime: RealtimeHub;
  push: PushSender;
}

/** Who is calling and from where, as services need it for rules and the audit log. */
export interface CallerContext {
  ip: string;
  userAgent: string | undefined;
}
