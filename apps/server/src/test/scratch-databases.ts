import { afterEach, inject } from 'vitest';
import { openDatabase, type Database, type DatabaseOptions } from '../db/client';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratch-database';

/**
 * For tests of the database layer: `open(prefix, options)` makes a throw-away database on the test
 * server and opens it; it is closed and dropped after each test.
 */
export function scratchDatabasePerTest(): (
  prefix: string,
  options?: Omit<DatabaseOptions, 'url'>,
) => Promise<Database> {
  let scratch: ScratchDatabase | undefined;
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
    await scratch?.drop();
    scratch = undefined;
  });
  return async (prefix, options = {}) => {
    scratch = await createScratchDatabase(inject('testDatabase').adminUrl, prefix);
    database = openDatabase({ url: scratch.url, ...options });
    return database;
  };
}
