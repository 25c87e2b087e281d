import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@kho/contracts';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { escapeLiteral } from 'pg';
import { queryRows, type Database, type Executor } from '../db/client';
import { khoaIdempotency } from '../db/schema/index';
import { AppError } from './errors';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** A claim still pending after this long belongs to a request that died (a crash): it may be taken over. */
export const PENDING_CLAIM_EXPIRY_SECONDS = 60;
/** Keys are kept this long, then purged (docs/operations.md). */
export const IDEMPOTENCY_RETENTION_DAYS = 7;

declare module 'fastify' {
  interface FastifyInstance {
    /** Pre-handler (after `authenticate`) of writes that accept an Idempotency-Key. */
    idempotent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    idempotency: { userId: string; key: string } | undefined;
  }
}

interface Claim {
  userId: string;
  key: string;
}

/** The request a transaction runs for, so its claim can commit with the effect it guards. */
const requestScope = new AsyncLocalStorage<{ claim?: Claim }>();

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

const keyIs = (claim: Claim) =>
  and(eq(khoaIdempotency.nguoi_dung_id, claim.userId), eq(khoaIdempotency.khoa, claim.key));

/**
 * Idempotency-Key (architecture.md, decision 0008). The first request with a key claims it with a
 * pending row in its own statement, so a concurrent duplicate finds the claim and is told to wait.
 * Every transaction the request commits marks the claim `da_ghi` inside itself (its first
 * statement, sent with its BEGIN: Database.inEveryTransaction), so "the effect happened" commits atomically with the
 * effect. A success stores the answer, which later duplicates receive unchanged. A failure releases the key only when nothing was committed (trying again is
 * then safe); after a committed effect whose answer was lost (a read-back that failed, a connection
 * cut while answering) duplicates are told it was done, never run twice. A claim left pending by
 * a process that died expires after PENDING_CLAIM_EXPIRY_SECONDS.
 */
export function idempotencyHandlers(database: Database) {
  const db = database.db;

  /** onRequest: every request runs in its own scope (the claim is attached to it later). */
  const enterScope: onRequestHookHandler = (_request, _reply, done) => {
    requestScope.run({}, done);
  };

  // Sent with BEGIN (transaction-edges.ts): the user id comes from a verified token and the key
  // matched KEY_PATTERN, and both are written as quoted literals all the same.
  database.inEveryTransaction(() => {
    const claim = requestScope.getStore()?.claim;
    if (!claim) return undefined;
    return `update khoa_idempotency set da_ghi = true where nguoi_dung_id = ${escapeLiteral(claim.userId)} and khoa = ${escapeLiteral(claim.key)}`;
  });

  async function claimKey(claim: Claim, request: FastifyRequest, hash: string): Promise<boolean> {
    // Plain SQL, as the answer's update below: both run on every write (the builder costs more to build).
    const inserted = await queryRows<{ khoa: string }>(
      db,
      sql`insert into khoa_idempotency (nguoi_dung_id, khoa, yeu_cau, ma_bam)
          values (${claim.userId}, ${claim.key}, ${`${request.method} ${request.routeOptions.url}`}, ${hash})
          on conflict do nothing returning khoa`,
    );
    if (inserted.length === 1) return true;
    // Taken over only when its request died before committing anything.
    const takenOver = await db
      .update(khoaIdempotency)
      .set({ ngay_tao: sql`now()` })
      .where(
        and(
          keyIs(claim),
          eq(khoaIdempotency.ma_bam, hash),
          isNull(khoaIdempotency.trang_thai_http),
          eq(khoaIdempotency.da_ghi, false),
          lt(khoaIdempotency.ngay_tao, sql`now() - make_interval(secs => ${PENDING_CLAIM_EXPIRY_SECONDS})`),
        ),
      )
      .returning({ khoa: khoaIdempotency.khoa });
    return takenOver.length === 1;
  }

  async function preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !request.claims) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) {
      throw new AppError(400, ERROR_CODES.VALIDATION, 'idempotency.invalid_key');
    }
    const claim = { userId: request.claims.userId, key };
    const hash = requestHash(request);
    if (await claimKey(claim, request, hash)) {
      request.idempotency = claim;
      const scope = requestScope.getStore();
      if (scope) scope.claim = claim;
      return;
    }
    const [existing] = await db.select().from(khoaIdempotency).where(keyIs(claim));
    if (!existing) throw new AppError(409, ERROR_CODES.CONFLICT, 'idempotency.in_progress');
    if (existing.ma_bam !== hash) throw new AppError(422, ERROR_CODES.CONFLICT, 'idempotency.key_reused');
    if (existing.trang_thai_http === null) {
      const messageKey = existing.da_ghi ? 'idempotency.already_done' : 'idempotency.in_progress';
      throw new AppError(409, ERROR_CODES.CONFLICT, messageKey);
    }
    await reply
      .status(existing.trang_thai_http)
      .header(REPLAYED_HEADER, 'true')
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify(existing.phan_hoi));
  }

  /** onSend: keep the answer of a success; release the key after a failure that committed nothing. */
  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = undefined;
    const scope = requestScope.getStore();
    if (scope) scope.claim = undefined;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db.execute(
        sql`update khoa_idempotency set trang_thai_http = ${reply.statusCode}, phan_hoi = ${payload}::jsonb, da_ghi = true
            where nguoi_dung_id = ${claim.userId} and khoa = ${claim.key} and trang_thai_http is null`,
      );
    } else {
      const pending = and(keyIs(claim), isNull(khoaIdempotency.trang_thai_http));
      await db.delete(khoaIdempotency).where(and(pending, eq(khoaIdempotency.da_ghi, false)));
    }
    return payload;
  }

  return { enterScope, preHandler, onSend };
}

/** Deletes keys older than the retention (answered or not); answers how many went. */
export async function purgeIdempotencyKeys(
  db: Executor,
  retentionDays = IDEMPOTENCY_RETENTION_DAYS,
): Promise<number> {
  const removed = await db
    .delete(khoaIdempotency)
    .where(lt(khoaIdempotency.ngay_tao, sql`now() - make_interval(days => ${retentionDays})`))
    .returning({ khoa: khoaIdempotency.khoa });
  return removed.length;
}
