import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows, type Executor } from '../db/client';

/**
 * What `run` sends through node-postgres in this process, one text per round trip (BEGIN and COMMIT
 * included, with whatever rides in their message), for tests that check how statements travel.
 */
export async function messagesSent<T>(run: () => Promise<T>): Promise<{ result: T; texts: string[] }> {
  const texts: string[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [config] = args as [string | { text: string }];
    texts.push(typeof config === 'string' ? config : config.text);
    return original.apply(this, args);
  };
  try {
    return { result: await run(), texts };
  } finally {
    proto.query = original;
  }
}

/** Whether one of `texts` is a real-time notification of a `kind` voucher sent with its COMMIT. */
export const announcedWithCommit = (texts: string[], kind: string) =>
  texts.some((text) =>
    new RegExp(`^select pg_notify\\('kho_realtime', '[^']*"kind":"${kind}"[^']*'\\);\\s*commit$`).test(text),
  );

/**
 * How PostgreSQL planned the statements prepared on `exec`'s connection whose text contains
 * `fragment`: custom plans (for each execution's values) and generic ones (decision 0036).
 */
export async function preparedPlans(exec: Executor, fragment: string) {
  const rows = await queryRows<{ generic_plans: string; custom_plans: string }>(
    exec,
    sql`select generic_plans, custom_plans from pg_prepared_statements
        where strpos(statement, ${fragment}) > 0`,
  );
  return rows.map((r) => ({ generic: Number(r.generic_plans), custom: Number(r.custom_plans) }));
}
