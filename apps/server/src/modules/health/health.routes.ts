import { ERROR_CODES, envelope } from '@kho/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sendOk } from '../../platform/envelope';
import type { AppInstance } from '../../platform/fastify-types';
import { translate } from '../../platform/i18n/i18n';
import type { RealtimeHub } from '../../platform/realtime';

const DATABASE_CHECK_MS = 3000;

const readiness = z.object({
  database: z.enum(['embedded', 'postgres', 'unreachable']),
  realtime: z.enum(['listening', 'reconnecting']),
});

async function databaseAnswers(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  const check = database.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers and start-up scripts. `/health` is readiness: 200 while the database answers
 * and real-time events are heard, 503 (with which part is down) otherwise, so a balancer sends the
 * traffic elsewhere. `/health/live` is liveness: 200 while the process can answer at all, so an
 * orchestrator restarts it only when it is stuck, not when its database is.
 */
export function registerHealthRoutes(app: AppInstance, database: Database, realtime: RealtimeHub) {
  app.get(
    '/api/v1/health',
    {
      schema: {
        tags: ['he-thong'],
        response: { 200: envelope(readiness), 503: envelope(readiness) },
      },
    },
    async (request, reply) => {
      const reachable = await databaseAnswers(database);
      const state = {
        database: reachable ? database.kind : ('unreachable' as const),
        realtime: realtime.isListening() ? ('listening' as const) : ('reconnecting' as const),
      };
      if (reachable && state.realtime === 'listening') return sendOk(request, reply, state);
      return reply.status(503).send({
        success: false,
        data: state,
        message: translate(request.locale, 'common.database_unavailable'),
        code: ERROR_CODES.UNAVAILABLE,
      });
    },
  );
  app.get(
    '/api/v1/health/live',
    { schema: { tags: ['he-thong'], response: { 200: envelope(z.object({ status: z.literal('alive') })) } } },
    async (request, reply) => sendOk(request, reply, { status: 'alive' as const }),
  );
}
