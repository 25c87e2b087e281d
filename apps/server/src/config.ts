import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

/** Durations like "15m", "30d", "45s" or a plain number of seconds. */
const durationSchema = z
  .string()
  .regex(/^\d+(s|m|h|d)?$/, 'expected a duration such as 45s, 15m, 12h or 30d')
  .transform((v) => {
    const unit = v.at(-1) ?? 's';
    const n = Number.parseInt(v, 10);
    const factor = { s: 1, m: 60, h: 3600, d: 86_400 }[unit] ?? 1;
    return n * factor;
  })
  .refine((seconds) => seconds > 0, 'must be greater than zero');

/** Whether the runtime knows `timeZone` (an IANA name such as Asia/Ho_Chi_Minh). */
function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// connection string')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  // Off behind a proxy that pools transactions and does not carry prepared statements over.
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  /** Server processes on this machine: a number, or `auto` for one per core. */
  SERVER_PROCESSES: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .default(1)
    .transform((v) => (v === 'auto' ? availableParallelism() : v)),
  /** Set by the primary process for its server processes: the embedded database it started. */
  KHO_EMBEDDED_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  ACCESS_TOKEN_TTL: durationSchema.prefault('15m'),
  REFRESH_TOKEN_TTL: durationSchema.prefault('30d'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'expected mailto: or https:')
    .default('mailto:admin@localhost'),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW: durationSchema.prefault('15m'),
  WEB_DIST: z.string().optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_NIGHTLY_AT: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'expected a time such as 02:00, or off')
    .default('02:00'),
  /** The wall clock BACKUP_NIGHTLY_AT is read on: the hospital's, whatever the server's zone. */
  BACKUP_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'expected a time zone such as Asia/Ho_Chi_Minh')
    .default('Asia/Ho_Chi_Minh'),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections of the PostgreSQL pool (one server process). */
  databasePoolSize: number;
  databasePreparedStatements: boolean;
  /** Server processes sharing the port (node:cluster); 1 runs the server in this process. */
  serverProcesses: number;
  /** A server process of a primary: the embedded database the primary runs (not started here). */
  embeddedUrl: string | undefined;
  dataDir: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  jwtSecret: string;
  vapid: { publicKey: string; privateKey: string; subject: string };
  allowedOrigins: string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemo: 'auto' | 'always' | 'never';
  loginMaxFailures: number;
  loginWindowSeconds: number;
  webDist: string | undefined;
  /** Nightly backups (`npm run backup` on a timer): where, when (server local time; undefined = off), how many kept. */
  backup: {
    dir: string;
    nightlyAt: { hour: number; minute: number; timeZone: string } | undefined;
    keep: number;
  };
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (rate limits, audit). */
  trustProxy: boolean;
}

export class ConfigError extends Error {}

interface GeneratedSecrets {
  jwt_secret?: string;
  vapid_public_key?: string;
  vapid_private_key?: string;
}

/**
 * Secrets left unset are generated once and kept in the data folder, so a clinic can start with no
 * configuration and tokens survive restarts. Several instances must share them through the
 * environment instead (docs/operations.md).
 */
function loadOrCreateSecrets(dataDir: string, wanted: { jwt: boolean; vapid: boolean }): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  let secrets: GeneratedSecrets = {};
  if (existsSync(file)) secrets = JSON.parse(readFileSync(file, 'utf8')) as GeneratedSecrets;
  let changed = false;
  if (wanted.jwt && !secrets.jwt_secret) {
    secrets.jwt_secret = randomBytes(48).toString('base64url');
    changed = true;
  }
  if (wanted.vapid && (!secrets.vapid_public_key || !secrets.vapid_private_key)) {
    const keys = webpush.generateVAPIDKeys();
    secrets.vapid_public_key = keys.publicKey;
    secrets.vapid_private_key = keys.privateKey;
    changed = true;
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const secrets = loadOrCreateSecrets(dataDir, { jwt: !e.JWT_SECRET, vapid: !e.VAPID_PUBLIC_KEY });
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'true',
    serverProcesses: e.SERVER_PROCESSES,
    embeddedUrl: e.KHO_EMBEDDED_URL,
    dataDir,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL,
    jwtSecret: e.JWT_SECRET ?? secrets.jwt_secret!,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY ?? secrets.vapid_public_key!,
      privateKey: e.VAPID_PRIVATE_KEY ?? secrets.vapid_private_key!,
      subject: e.VAPID_SUBJECT,
    },
    allowedOrigins: e.ALLOWED_ORIGINS,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowSeconds: e.LOGIN_WINDOW,
    webDist: e.WEB_DIST,
    backup: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      nightlyAt:
        e.BACKUP_NIGHTLY_AT === 'off'
          ? undefined
          : {
              hour: Number(e.BACKUP_NIGHTLY_AT.slice(0, 2)),
              minute: Number(e.BACKUP_NIGHTLY_AT.slice(3)),
              timeZone: e.BACKUP_TIME_ZONE,
            },
      keep: e.BACKUP_KEEP,
    },
    trustProxy: e.TRUST_PROXY === 'true',
  };
}
