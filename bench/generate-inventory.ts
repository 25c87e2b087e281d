/**
 * Generates a large inventory (bench/inventory-data.ts) into a database:
 *
 *   npx tsx bench/generate-inventory.ts --goods 5000 --batches 100000 --ledger 1000000 [--years 3] [--warehouses N]
 *     [--lines-per-voucher 20] [--dir ./data/bench]
 *
 * Target: BENCH_DATABASE_URL (migrated first; a new organisation is added beside existing data),
 * else the embedded database of the data folder given by --dir (DATA_DIR for `npm start`).
 * Prints counts, timings, the administrator's user id and the ledger = stock check.
 */
import { parseArgs } from 'node:util';
import { openDatabase, runMigrations } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres';
import { generateInventory } from './inventory-data';

const { values } = parseArgs({
  options: {
    goods: { type: 'string', default: '5000' },
    batches: { type: 'string', default: '100000' },
    ledger: { type: 'string', default: '1000000' },
    years: { type: 'string', default: '3' },
    warehouses: { type: 'string', default: '1' },
    'lines-per-voucher': { type: 'string', default: '20' },
    dir: { type: 'string' },
  },
});

function positive(name: string, value: string | undefined, allowZero = false): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < (allowZero ? 0 : 1)) throw new Error(`--${name} must be a positive number`);
  return n;
}

const url = process.env.BENCH_DATABASE_URL;
if (!url && !values.dir) throw new Error('Set BENCH_DATABASE_URL or give --dir (a data folder)');
const embedded = url ? undefined : await startEmbeddedPostgres({ dataDir: values.dir! });
const database = openDatabase({
  url: url ?? embedded!.url(),
  afterClose: () => embedded?.stop() ?? Promise.resolve(),
});
const target = url
  ? `PostgreSQL ${new URL(url).pathname.slice(1)}`
  : `the embedded database in ${values.dir}`;
try {
  await runMigrations(database);
  console.log(`Generating into ${target}`);
  const data = await generateInventory(database.db, {
    goods: Math.floor(positive('goods', values.goods)),
    batches: Math.floor(positive('batches', values.batches, true)),
    ledger: Math.floor(positive('ledger', values.ledger, true)),
    years: positive('years', values.years),
    warehouses: Math.floor(positive('warehouses', values.warehouses)),
    linesPerVoucher: Math.floor(positive('lines-per-voucher', values['lines-per-voucher'])),
    log: (line) => console.log(line),
  });
  const c = data.counts;
  console.log(
    `Done in ${data.seconds.toFixed(1)} s: ${c.goods} goods, ${c.batches} batches, ${c.ledger} ledger rows, ` +
      `${c.vouchers} vouchers, ${c.stockRows} stock rows`,
  );
  console.log(`organisation ${data.organisationId}, administrator ${data.userId}`);
  console.log(`warehouses ${data.warehouseIds.join(', ')}; busiest goods item ${data.busyGoodsId ?? '-'}`);
  console.log(`ledger = stock check (ledgerMismatches): ${data.mismatches} mismatching rows`);
  if (data.mismatches > 0) process.exitCode = 1;
} finally {
  await database.close();
}
