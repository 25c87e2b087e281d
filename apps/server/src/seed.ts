import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase, runMigrations } from './db/client';
import { isDatabaseEmpty, seedDemo } from './demo/demo';

/** `npm run seed`: loads the demo hospital into an empty database (PGlite or DATABASE_URL). */
const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata'),
});
try {
  await runMigrations(database);
  if (await isDatabaseEmpty(database.db)) {
    await seedDemo(database.db);
    console.log('Demo data loaded: admin, duocsi, dieuduong, bacsi (password demo1234).');
  } else {
    console.log('The database already holds users; demo data not loaded.');
  }
} finally {
  await database.close();
}
