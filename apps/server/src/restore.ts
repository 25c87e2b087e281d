import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { restoreFromFile } from './db/backup-files';
import { withDatabaseUrl } from './db/database-url';

/**
 * `npm run restore FILE`: loads a backup into an empty database (a new DATA_DIR, or an empty
 * DATABASE_URL), after creating the schema. The server must not be running on it.
 */
const source = process.argv[2];
if (!source || !existsSync(source)) {
  console.error('Usage: npm run restore FILE   (a file written by npm run backup)');
  process.exit(2);
}
const config = loadConfig();
try {
  await withDatabaseUrl(config, { whileServing: 'refuse' }, async (url) => {
    const summary = await restoreFromFile(url, path.resolve(source));
    console.log(`Restored ${summary.rows} rows into ${summary.tables} tables from ${source}`);
  });
} catch (error) {
  console.error(`Restore failed, nothing was changed: ${(error as Error).message}`);
  process.exit(1);
}
