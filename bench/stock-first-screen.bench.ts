/**
 * The signed-in stock page's cold load on a phone (issue 16): Debian's Chromium at 412 px with its
 * CPU slowed 4 times (Lighthouse's mobile preset), the real server serving the built web app over
 * the demo hospital. Unlike Lighthouse's simulated score, it measures what the page does: when its
 * first row is drawn, and how long the main thread was blocked (the sum of every task's time over
 * 50 ms, as total blocking time counts it) up to a second after that.
 *
 *   npm run build -w apps/web && npx tsx bench/stock-first-screen.bench.ts
 *   BENCH_BASE_WEB_DIST=/tmp/before-dist ...   # the floor: the build before a change, in the same run
 *   BENCH_FIRST_VISIT=1 ...                    # no remembered warehouse (the module's first visit)
 *   BENCH_DESKTOP=1 ...                        # 1350 px, CPU not slowed
 *
 * Each run is a new browser context (empty cache, no service worker) with the session signed in
 * once through the form; builds take turns, run by run. Prints the median and the ratio to the
 * floor when there is one.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  machineLine,
  scratchPostgres,
  signInThroughForm,
  startBenchServer,
  type BenchServer,
  prepareDemoHospital,
} from './bench-kit';
import { percentile } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DESKTOP = process.env.BENCH_DESKTOP === '1';
const FIRST_VISIT = process.env.BENCH_FIRST_VISIT === '1';
type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Load {
  firstRowMs: number;
  blockingMs: number;
  longestTaskMs: number;
}

async function signedInSession(
  browser: Browser,
  server: BenchServer,
  sign: (page: Page) => Promise<void>,
): Promise<Session> {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await sign(page);
  // The app bar's selectors remember the warehouse once the user's departments have answered.
  await page.getByTestId('stock-row').first().waitFor();
  const session = await context.storageState();
  await context.close();
  if (FIRST_VISIT)
    for (const origin of session.origins)
      origin.localStorage = origin.localStorage.filter((item) => !/^khoa?\.selected\./.test(item.name));
  return session;
}

async function coldLoad(browser: Browser, server: BenchServer, session: Session): Promise<Load> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    storageState: session,
    viewport: DESKTOP ? { width: 1350, height: 940 } : { width: 412, height: 823 },
    isMobile: !DESKTOP,
    hasTouch: !DESKTOP,
  });
  try {
    // A string, not a function: the bench's compiler would wrap a function's names in helpers the page lacks.
    await context.addInitScript(`
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });`);
    const page = await context.newPage();
    if (!DESKTOP)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/kho-duoc/ton-kho');
    await page.getByTestId('stock-row').first().waitFor();
    const firstRowMs = await page.evaluate('performance.now()');
    await page.waitForTimeout(1000);
    const tasks = await page.evaluate<number[]>('window.__longTasks');
    return {
      firstRowMs: Number(firstRowMs),
      blockingMs: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longestTaskMs: Math.max(0, ...tasks),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  console.log(machineLine());
  const pg = await scratchPostgres('kho_bench_first_screen');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const servers: { name: string; server: BenchServer }[] = [];
  try {
    const adminId = await prepareDemoHospital(pg.database);
    servers.push({ name: 'this build', server: await startBenchServer(pg.database, adminId) });
    if (process.env.BENCH_BASE_WEB_DIST)
      servers.push({
        name: `floor (${process.env.BENCH_BASE_WEB_DIST})`,
        server: await startBenchServer(pg.database, adminId, { webDist: process.env.BENCH_BASE_WEB_DIST }),
      });
    if (servers.some(({ server }) => !server.servesWeb))
      throw new Error('build the web app first: npm run build -w apps/web');
    const sessions: Session[] = [];
    for (const { server } of servers)
      sessions.push(
        await signedInSession(browser, server, (page) => signInThroughForm(page, pg.database, adminId)),
      );
    const loads: Load[][] = servers.map(() => []);
    for (let run = 0; run < RUNS; run += 1)
      for (const [index, { server }] of servers.entries())
        loads[index]!.push(await coldLoad(browser, server, sessions[index]!));

    const median = (values: number[]) =>
      Math.round(
        percentile(
          [...values].sort((a, b) => a - b),
          50,
        ),
      );
    const summary = loads.map((runs) => ({
      firstRow: median(runs.map((l) => l.firstRowMs)),
      blocking: median(runs.map((l) => l.blockingMs)),
      longest: median(runs.map((l) => l.longestTaskMs)),
    }));
    console.log(
      `\nStock page, cold, signed in, ${DESKTOP ? 'desktop' : 'phone, CPU slowed 4x'}${FIRST_VISIT ? ', first visit' : ''}; median of ${RUNS}`,
    );
    console.log('| build | first row drawn | blocking time | longest task |');
    console.log('|---|---|---|---|');
    for (const [index, { name }] of servers.entries())
      console.log(
        `| ${name} | ${summary[index]!.firstRow} ms | ${summary[index]!.blocking} ms | ${summary[index]!.longest} ms |`,
      );
    if (summary.length === 2)
      console.log(
        `this build / floor: first row ${(summary[0]!.firstRow / summary[1]!.firstRow).toFixed(2)}, blocking ${(summary[0]!.blocking / summary[1]!.blocking).toFixed(2)}`,
      );
  } finally {
    await browser.close();
    for (const { server } of servers) await server.close();
    await pg.close();
  }
}

await main();
