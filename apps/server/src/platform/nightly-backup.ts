import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { backupFileName, backupToFile, pruneBackups } from '../db/backup-files';
import type { Database } from '../db/client';
import { runOnOneInstance } from './one-instance';
import { msUntilWallClock } from './wall-clock';

/** Arbitrary constant key: with several instances on one database, one of them takes the backup. */
const BACKUP_LOCK_KEY = 7_310_426;

/**
 * Takes a backup every night at BACKUP_NIGHTLY_AT (on the wall clock of BACKUP_TIME_ZONE) into
 * BACKUP_DIR and keeps the newest BACKUP_KEEP.
 * Returns the function that stops the timer.
 */
export function scheduleNightlyBackup(
  config: AppConfig,
  database: Database,
  log: FastifyBaseLogger,
): () => void {
  const at = config.backup.nightlyAt;
  if (!at) return () => undefined;
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    runOnOneInstance(database, BACKUP_LOCK_KEY, async () => {
      const file = path.join(config.backup.dir, backupFileName());
      const summary = await backupToFile(database.url, file);
      const removed = pruneBackups(config.backup.dir, config.backup.keep);
      log.info({ file, ...summary, removed }, 'nightly backup written');
    });
  const plan = () => {
    timer = setTimeout(
      () => {
        run()
          .catch((error: unknown) => log.error({ err: error }, 'nightly backup failed'))
          .finally(plan);
      },
      msUntilWallClock(at, at.timeZone),
    );
    timer.unref();
  };
  plan();
  return () => clearTimeout(timer);
}
