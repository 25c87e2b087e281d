import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@kho/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { khoaIdempotency } from '../db/schema/index';
import { AppError } from './errors';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pre-handler (after `authenticate`) of writes that accept an Idempotency-Key. */
    idempotent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    idempotency: { userId: string; key: string } | undefined;
  }
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Idempotency-Key (architecture.md): the first request with a key claims it with a pending row in
 * its own statement, so a concurrent duplicate finds the claim and is told to wait instead of
 * writing twice. A success stores the answer, which later duplicates receive unchanged; a failure
 * releases the key (nothing was written, so trying again is safe). A process that dies mid-request
 * leaves the claim pending: duplicates are then refused rather than risk a second write.
 */
export function idempotencyHandlers(db: Db) {
  async function preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !request.claims) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) {
      throw new AppError(400, ERROR_CODES.VALIDATION, 'idempotency.invalid_key');
    }
    const userId = request.claims.userId;
    const hash = requestHash(request);
    const claimed = await db
      .insert(khoaIdempotency)
      .values({
        nguoi_dung_id: userId,
        khoa: key,
        yeu_cau: `${request.method} ${request.routeOptions.url}`,
        ma_bam: hash,
      })
      .onConflictDoNothing()
      .returning({ khoa: khoaIdempotency.khoa });
    if (claimed.length === 1) {
      request.idempotency = { userId, key };
      return;
    }
    const [existing] = await db
      .select()
      .from(khoaIdempotency)
      .where(and(eq(khoaIdempotency.nguoi_dung_id, userId), eq(khoaIdempotency.khoa, key)));
    if (!existing) throw new AppError(409, ERROR_CODES.CONFLICT, 'idempotency.in_progress');
    if (existing.ma_bam !== hash) throw new AppError(422, ERROR_CODES.CONFLICT, 'idempotency.key_reused');
    if (existing.trang_thai_http === null)
      throw new AppError(409, ERROR_CODES.CONFLICT, 'idempotency.in_progress');
    await reply
      .status(existing.trang_thai_http)
      .header(REPLAYED_HEADER, 'true')
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify(existing.phan_hoi));
  }

  /** onSend: keep the answer of a success, release the key after a failure. */
  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = undefined;
    const where = and(
      eq(khoaIdempotency.nguoi_dung_id, claim.userId),
      eq(khoaIdempotency.khoa, claim.key),
      isNull(khoaIdempotency.trang_thai_http),
    );
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db
        .update(khoaIdempotency)
        .set({ trang_thai_http: reply.statusCode, phan_hoi: sql`${payload}::jsonb` })
        .where(where);
    } else {
      await db.delete(khoaIdempotency).where(where);
    }
    return payload;
  }

  return { preHandler, onSend };
}
