/**
 * Lighthouse 12.2.3 performance scores (issue 16): the login page and the signed-in stock page,
 * with the mobile preset (Lighthouse's default: a mid-range phone on a slow 4G, simulated) and the
 * desktop preset, against the real server serving the built app over the demo hospital, in
 * Debian's Chromium.
 *
 *   npm run build -w apps/web && npx tsx bench/lighthouse.bench.ts
 *
 * Lighthouse clears the origin's HTTP cache, service workers and Cache Storage before every run
 * (its default `clearStorageTypes`) but keeps cookies and localStorage, so the stock page is a
 * cold load by a signed-in user. BENCH_RUNS (default 1) runs each page and preset that many times
 * and prints the median score. LIGHTHOUSE_PAGES=login or =stock audits one page only
 * (LIGHTHOUSE_LOGIN_ONLY=1 is the same as LIGHTHOUSE_PAGES=login).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import {
  machineLine,
  scratchPostgres,
  signInThroughForm,
  startBenchServer,
  prepareDemoHospital,
} from './bench-kit';
import { percentile } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const PRESETS = ['mobile', 'desktop'] as const;
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? (process.env.LIGHTHOUSE_LOGIN_ONLY ? 'login' : 'login,stock'))
  .split(',')
  .map((name) => name.trim());
type Preset = (typeof PRESETS)[number];

interface Score {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function audit(url: string, port: number, preset: Preset): Promise<Score> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_REPORT_DIR keeps each report (JSON) for reading its audits: the LCP element and its
  // phases, the critical request chains, the main-thread work.
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${preset}-${Date.now()}.json`;
    mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // A lost session would measure the login page instead of the stock page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
  };
}

/**
 * One audit, run again (at most twice) when Lighthouse reports a trace it could not read and asks
 * for another run (NO_NAVSTART, NO_FCP...: seen now and then on this busy 2-thread machine).
 */
async function auditOnce(url: string, port: number, preset: Preset): Promise<Score> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port, preset);
    } catch (error) {
      if (attempt >= 3 || !/run Lighthouse again/.test(String(error))) throw error;
      console.log(`  ${preset} ${new URL(url).pathname}: ${String(error)}; again`);
    }
  }
}

/** The run with the median score of `RUNS` runs. */
async function medianAudit(url: string, port: number, preset: Preset): Promise<Score> {
  const scores: Score[] = [];
  for (let run = 0; run < RUNS; run += 1) scores.push(await auditOnce(url, port, preset));
  const median = percentile(
    scores.map((s) => s.score).sort((a, b) => a - b),
    50,
  );
  return scores.reduce((best, s) => (Math.abs(s.score - median) < Math.abs(best.score - median) ? s : best));
}

async function main() {
  console.log(machineLine());
  const pg = await scratchPostgres('kho_bench_lighthouse');
  const profile = mkdtempSync(path.join(os.tmpdir(), 'kho-lighthouse-'));
  try {
    const adminId = await prepareDemoHospital(pg.database);
    const server = await startBenchServer(pg.database, adminId);
    if (!server.servesWeb) throw new Error('build the web app first: npm run build -w apps/web');
    const port = await freePort();
    // A persistent context is the browser's default one, where Lighthouse opens its tab: the
    // session signed in below is then Lighthouse's too.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
      baseURL: server.baseUrl,
      viewport: { width: 1366, height: 768 },
    });
    try {
      const rows: { page: string; preset: Preset; score: Score }[] = [];
      if (PAGES.includes('login'))
        for (const preset of PRESETS)
          rows.push({
            page: 'login /dang-nhap',
            preset,
            score: await medianAudit(`${server.baseUrl}/dang-nhap`, port, preset),
          });
      if (PAGES.includes('stock')) {
        const page = context.pages()[0] ?? (await context.newPage());
        await signInThroughForm(page, pg.database, adminId);
        await page.goto('about:blank');
        for (const preset of PRESETS)
          rows.push({
            page: 'stock /kho-duoc/ton-kho (signed in)',
            preset,
            score: await medianAudit(`${server.baseUrl}/kho-duoc/ton-kho`, port, preset),
          });
      }
      console.log(`\nLighthouse 12.2.3, performance only, median of ${RUNS} run(s)`);
      console.log(
        '| page | preset | score | first contentful paint | largest contentful paint | total blocking time |',
      );
      console.log('|---|---|---|---|---|---|');
      for (const { page: name, preset, score } of rows)
        console.log(
          `| ${name} | ${preset} | **${score.score}** | ${(score.fcpMs / 1000).toFixed(1)} s | ${(score.lcpMs / 1000).toFixed(1)} s | ${score.tbtMs} ms |`,
        );
    } finally {
      await context.close();
      await server.close();
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
    await pg.close();
  }
}

await main();
