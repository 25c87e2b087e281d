import path from 'node:path';
import { loadConfig } from './config';
import { backupFileName, backupToFile } from './db/backup-files';
import { withDatabaseUrl } from './db/database-url';

/**
 * `npm run backup [FILE]`: a consistent backup of the database while the server runs (or not):
 * DATABASE_URL's, or the embedded one of DATA_DIR. Default file: BACKUP_DIR/kho-<time>.khobak.gz.
 */
const config = loadConfig();
const file = path.resolve(process.argv[2] ?? path.join(config.backup.dir, backupFileName()));
await withDatabaseUrl(config, { whileServing: 'share' }, async (url) => {
  const summary = await backupToFile(url, file);
  console.log(`Backup written: ${file} (${summary.tables} tables, ${summary.rows} rows)`);
});
