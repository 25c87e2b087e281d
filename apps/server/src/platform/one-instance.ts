import type { Database } from '../db/client';

/**
 * Runs `work` unless another instance on the same database is running the same job (a session
 * advisory lock on a side connection, held while it runs). Answers whether it ran here.
 */
export async function runOnOneInstance(
  database: Database,
  lockKey: number,
  work: () => Promise<void>,
): Promise<boolean> {
  const lock = await database.connectListener();
  lock.on('error', () => undefined); // a lost lock connection ends the lock; the work fails on its own
  try {
    const { rows } = await lock.query<{ mine: boolean }>('select pg_try_advisory_lock($1) as mine', [
      lockKey,
    ]);
    if (!rows[0]?.mine) return false;
    await work();
    return true;
  } finally {
    await lock.end().catch(() => undefined);
  }
}

/** Runs `job` every `intervalMs` (timer not keeping the process alive); answers the stop function. */
export function every(
  intervalMs: number,
  job: () => Promise<void>,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => void job().catch(onError), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
