import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/app-database';
import { prepareDatabase } from './prepare-database';

/** `npm run seed`: loads the demo hospital into an empty database (embedded, or DATABASE_URL). */
const config = loadConfig();
const database = await openConfiguredDatabase(config, (level, message) => console[level](message));
try {
  const seeded = await prepareDatabase(database, { seedDemo: true });
  console.log(
    seeded
      ? 'Demo data loaded: admin, duocsi, thukho, dieuduong, bacsi, quanly (password demo1234).'
      : 'The database already holds users; demo data not loaded.',
  );
} finally {
  await database.close();
}
