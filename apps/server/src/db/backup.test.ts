import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { VoucherDetail } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectLedgerMatches,
  expectStatus,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
  setupInventory,
  type InventoryFixture,
} from '../modules/inventory/inventory-test-helpers';
import { startTestApp, type TestApp } from '../test/harness';
import { backupToFile, restoreFromFile } from './backup-files';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

let t: TestApp;
let f: InventoryFixture;
const folder = mkdtempSync(path.join(tmpdir(), 'kho-backup-'));
const embeddedServers: EmbeddedPostgres[] = [];
beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
});
afterAll(async () => {
  await t.close();
  for (const server of embeddedServers) await server.stop();
  rmSync(folder, { recursive: true, force: true });
});

function receipt(index: number) {
  return receiptBody(f, [
    receiptLine(f.goods[index % f.goods.length]!.id, { so_lo: `BK${index}`, so_luong: 10 }),
  ]);
}

/** A fresh data folder's embedded database, as `npm run restore` with a new DATA_DIR makes it. */
async function freshEmbeddedDatabase(): Promise<string> {
  const server = await startEmbeddedPostgres({
    dataDir: mkdtempSync(path.join(folder, 'data-')),
    mode: 'throwaway',
  });
  embeddedServers.push(server);
  return server.url();
}

describe('backup and restore', () => {
  it('backs up under write load; the restore holds every voucher acknowledged before it, and ledger = stock', async () => {
    const acknowledged: VoucherDetail[] = [];
    for (let index = 0; index < 4; index += 1)
      acknowledged.push(await runVoucher(t, f, RECEIPTS, receipt(index)));

    const file = path.join(folder, 'under-load.khobak.gz');
    const load = Promise.all([4, 5, 6, 7, 8, 9].map((index) => runVoucher(t, f, RECEIPTS, receipt(index))));
    const summary = await backupToFile(t.databaseUrl, file);
    const during = await load;
    expect(summary.rows).toBeGreaterThan(0);

    const restoredUrl = await freshEmbeddedDatabase();
    expect(await restoreFromFile(restoredUrl, file)).toEqual(summary);
    const restored = await startTestApp({ JWT_SECRET: t.config.jwtSecret }, { databaseUrl: restoredUrl });
    try {
      for (const voucher of acknowledged) {
        const detail = expectStatus(
          await restored.request<VoucherDetail>('GET', `${RECEIPTS}/${voucher.id}/chi-tiet-phieu-nhap-kho`, {
            token: f.chemist.access_token,
            query: { to_chuc: f.organisation.id },
          }),
          200,
        );
        expect(detail.trang_thai).toBe(voucher.trang_thai);
      }
      // Vouchers written during the backup are in it whole or not at all: the books still agree.
      await expectLedgerMatches(restored, f, [f.mainStore]);
      expect(during).toHaveLength(6);
    } finally {
      await restored.close();
    }
  });

  it('restores nothing from a truncated file, and refuses a database that holds data', async () => {
    const file = path.join(folder, 'whole.khobak.gz');
    await backupToFile(t.databaseUrl, file);
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    const truncated = path.join(folder, 'truncated.khobak.gz');
    writeFileSync(truncated, gzipSync(text.slice(0, text.lastIndexOf('\\kho end'))));

    const target = await freshEmbeddedDatabase();
    await expect(restoreFromFile(target, truncated)).rejects.toThrow(/incomplete/);
    await restoreFromFile(target, file); // the failed attempt left the database empty
    await expect(restoreFromFile(target, file)).rejects.toThrow(/not empty/);
  });
});
