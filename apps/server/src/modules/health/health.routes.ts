import { envelope } from '@kho/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sendOk } from '../../platform/envelope';
import type { AppInstance } from '../../platform/fastify-types';

/** For load balancers and start-up scripts: answers once the database answers. */
export function registerHealthRoutes(app: AppInstance, database: Database) {
  app.get(
    '/api/v1/health',
    { schema: { tags: ['he-thong'], response: { 200: envelope(z.object({ database: z.string() })) } } },
    async (request, reply) => {
      await database.db.execute(sql`select 1`);
      return sendOk(request, reply, { database: database.kind });
    },
  );
}
