import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../platform/context';
import { RealtimeHub } from '../platform/realtime';
import type { Db } from '../db/client';

const noop = () => undefined;
const quietLog: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => quietLog,
};

/**
 * The context the inventory services run on: the seed's transaction (each service step becomes a
 * savepoint, so a failure leaves an empty database that seeds again on the next start) and a real
 * hub that delivers locally. Those services use nothing else of AppContext; nobody is connected
 * while the seed runs, so the hub tells nobody.
 */
export function seedContext(db: Db): AppContext {
  const realtime = new RealtimeHub({ db }, quietLog);
  return { db, realtime } as Pick<AppContext, 'db' | 'realtime'> as AppContext;
}
