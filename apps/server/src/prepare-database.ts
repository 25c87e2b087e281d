import { runMigrations, withStartupLock, type Database } from './db/client';
import { isDatabaseEmpty, seedDemo } from './demo/demo';

/**
 * Migrates, then loads the demo hospital when asked and the database has no users, all under the
 * start-up lock: instances starting together on an empty database seed it exactly once.
 * Answers whether the demo data was loaded.
 */
export function prepareDatabase(database: Database, options: { seedDemo: boolean }): Promise<boolean> {
  return withStartupLock(database, async () => {
    await runMigrations(database);
    if (!options.seedDemo || !(await isDatabaseEmpty(database.db))) return false;
    await seedDemo(database.db);
    return true;
  });
}
