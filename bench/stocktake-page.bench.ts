/**
 * The counting screen in Chromium on a stocktake of 1 000 batches (issue 6, web side; the server's
 * own timings are bench/stocktake.bench.ts). Over the real app on PostgreSQL with the built web
 * app (`npm run build -w apps/web` first: the server serves apps/web/dist):
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/stocktake-page.bench.ts
 *   BENCH_BATCHES=2000 BENCH_RUNS=5 ...                 # size and runs (defaults 1 000 and 5)
 *
 * Prints: how long until the page is usable (navigation to the first count input focused), p50/p95
 * over the runs; then the counter types every count with the keyboard (type, Enter to the next
 * line), and how long the Save of all those counts takes until the screen says "saved".
 */
import type { StocktakeDetail } from '@kho/contracts';
import {
  call,
  machineLine,
  openFromBookTimes,
  scratchPostgres,
  signedInPage,
  startBenchServer,
  summary,
  timed,
} from './bench-kit';
import { generateInventory } from './inventory-data';

const BATCHES = Number(process.env.BENCH_BATCHES ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const R = 'phieu-kiem-kho';
const BASE = `/api/v1/${R}`;

console.log(machineLine());
const { database, close } = await scratchPostgres('kho_bench_kk_web');
try {
  const data = await generateInventory(database.db, {
    goods: Math.max(50, Math.round(BATCHES / 4)),
    batches: BATCHES,
    ledger: BATCHES * 2,
    years: 1,
    warehouses: 1,
  });
  const [store] = data.warehouseIds as [string];
  const server = await startBenchServer(database, data.userId);
  if (!server.servesWeb) throw new Error('Build the web app first: npm run build -w apps/web');
  const org = data.organisationId;
  const created = await call<StocktakeDetail>(server, 'POST', `${BASE}/tao-moi-${R}`, {
    to_chuc: org,
    kho_id: store,
    pham_vi: 'TAT_CA',
    hoi_dong: [{ ho_ten: 'Bench', vai_tro: 'CHU_TICH' }],
  });
  const lines = created.dong.length;
  const { browser, page } = await signedInPage(server, database, data.userId);
  try {
    page.on('crash', () => console.error('the page crashed'));
    page.on('pageerror', (error) => console.error('page error:', error.message));
    const firstCount = page.locator('input[data-row="0"][data-field="count"]');
    const usable: number[] = [];
    const inBrowser: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto('/kho-duoc/ton-kho');
      const opened = await timed(async () => {
        await page.goto(`/kho-duoc/so-kiem-kho?phieu=${created.id}`, { waitUntil: 'commit' });
        await firstCount.waitFor({ state: 'visible', timeout: 60_000 });
        await firstCount.focus();
      });
      usable.push(opened.ms);
      // The same moment measured by the page itself, from the start of the navigation.
      inBrowser.push(await page.evaluate(() => performance.now()));
    }

    // The same screen opened inside the app: the book is on screen and the user clicks the number.
    const inApp = await openFromBookTimes(page, {
      bookPath: '/kho-duoc/so-kiem-kho',
      number: created.so_phieu,
      runs: RUNS,
      usable: async () => {
        await firstCount.waitFor({ state: 'visible', timeout: 60_000 });
        await firstCount.focus();
      },
    });

    // Every count typed with the keyboard: the number, then Enter to the next line's count.
    await firstCount.focus();
    const typed = await timed(async () => {
      for (let i = 0; i < lines; i++) {
        await page.keyboard.type(String((i % 7) + 1));
        await page.keyboard.press('Enter');
      }
    });
    const status = page.getByTestId('save-status');
    const pendingBefore = (await status.textContent()) ?? '';
    let requestMs = Number.NaN;
    const saved = await timed(async () => {
      const answered = page.waitForResponse((r) => r.url().includes(`luu-so-dem-${R}`), { timeout: 120_000 });
      const sentAt = performance.now();
      await page.getByRole('button', { name: /^(Lưu|Save)$/ }).click();
      await answered;
      requestMs = performance.now() - sentAt;
      await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor({ timeout: 120_000 });
    });
    const after = await call<StocktakeDetail>(
      server,
      'GET',
      `${BASE}/${created.id}/chi-tiet-${R}?to_chuc=${org}`,
    );
    if (after.tong.da_dem !== lines)
      throw new Error(`${after.tong.da_dem} of ${lines} counts reached the server`);

    const u = summary(usable);
    const b = summary(inBrowser);
    console.log(`\n## Counting screen, ${lines} batches, Chromium, ${RUNS} runs\n`);
    console.log('| step | p50 ms | p95 ms | max ms |');
    console.log('|---|---|---|---|');
    console.log(
      `| open until the first count is focusable (node) | ${u.p50.toFixed(0)} | ${u.p95.toFixed(0)} | ${u.max.toFixed(0)} |`,
    );
    console.log(
      `| same, page clock from navigation start | ${b.p50.toFixed(0)} | ${b.p95.toFixed(0)} | ${b.max.toFixed(0)} |`,
    );
    const a = summary(inApp);
    console.log(
      `| click in the book until the first count is focusable (in the app) | ${a.p50.toFixed(0)} | ${a.p95.toFixed(0)} | ${a.max.toFixed(0)} |`,
    );
    console.log(
      `\nTyping ${lines} counts (type + Enter to the next line): ${typed.ms.toFixed(0)} ms, ${(typed.ms / lines).toFixed(1)} ms a line (Playwright keystrokes included).`,
    );
    console.log(
      `Save of ${lines} counts ("${pendingBefore.trim()}"): click to the server's answer ${requestMs.toFixed(0)} ms, to "saved" on screen ${saved.ms.toFixed(0)} ms.`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  await close();
}
