/**
 * Generates a large inventory (bench/inventory-data.ts) into a database:
 *
 *   npx tsx bench/generate-inventory.ts --goods 5000 --batches 100000 --ledger 1000000 [--years 3] [--warehouses N]
 *     [--lines-per-voucher 20] [--dir ./data/bench-pglite]
 *
 * Target: BENCH_DATABASE_URL (migrated first; a new organisation is added beside existing data),
 * else a PGlite folder given by --dir, else an in-memory PGlite (gone at exit: for timing only).
 * Prints counts, timings, the administrator's user id and the ledger = stock check.
 */
import { parseArgs } from 'node:util';
import { openDatabase, runMigrations } from '../apps/server/src/db/client';
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
const database = await openDatabase({ url, pgliteDir: url ? undefined : values.dir });
const target = url
  ? `PostgreSQL ${new URL(url).pathname.slice(1)}`
  : values.dir
    ? `PGlite ${values.dir}`
    : 'PGlite (in memory)';
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
