/**
 * What the web app costs on the wire (issue 16): the login page and the signed-in stock page,
 * each loaded cold (empty cache) in Debian's Chromium from the real server serving the built app
 * over the demo hospital. The floor of the same run is the same pages with compression refused
 * (`Accept-Encoding: identity`), which is what every browser paid before the build wrote compressed
 * copies.
 *
 *   npm run build -w apps/web && npx tsx bench/web-transfer.bench.ts
 *
 * Prints, per page: files, script+style bytes on the wire, all bytes on the wire, and the ratio
 * compressed / identity; with WEB_TRANSFER_FILES=1 also every file of the compressed loads.
 */
import type { Page } from '@playwright/test';
import {
  machineLine,
  scratchPostgres,
  signedInPage,
  startBenchServer,
  prepareDemoHospital,
} from './bench-kit';

interface Transfer {
  /** Each file's address and bytes on the wire (printed with WEB_TRANSFER_FILES=1). */
  perFile: { url: string; bytes: number }[];
  files: number;
  scriptStyleBytes: number;
  allBytes: number;
}

/** Bytes received for everything `load` fetches in a fresh, cache-less page (CDP's wire sizes). */
async function measure(page: Page, load: () => Promise<void>): Promise<Transfer> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  const totals: Transfer = { perFile: [], files: 0, scriptStyleBytes: 0, allBytes: 0 };
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type);
    urls.set(event.requestId, new URL(event.response.url).pathname);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId);
    totals.files += 1;
    totals.allBytes += event.encodedDataLength;
    totals.perFile.push({ url: urls.get(event.requestId) ?? '?', bytes: event.encodedDataLength });
    if (type === 'Script' || type === 'Stylesheet') totals.scriptStyleBytes += event.encodedDataLength;
  });
  await load();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return totals;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
const PAGES = ['login /dang-nhap', 'stock /kho-duoc/ton-kho'] as const;

async function main() {
  console.log(machineLine());
  const pg = await scratchPostgres('kho_bench_web');
  try {
    const adminId = await prepareDemoHospital(pg.database);
    const server = await startBenchServer(pg.database, adminId);
    if (!server.servesWeb) throw new Error('build the web app first: npm run build -w apps/web');
    const { browser, page: signedIn } = await signedInPage(server, pg.database, adminId);
    const state = await signedIn.context().storageState();
    await signedIn.close();
    try {
      const results: { encoding: string; page: string; transfer: Transfer }[] = [];
      for (const encoding of ['compressed', 'identity'] as const) {
        const extraHTTPHeaders: Record<string, string> =
          encoding === 'identity' ? { 'accept-encoding': 'identity' } : {};
        const fresh = async (storageState?: typeof state) =>
          (
            await browser.newContext({
              baseURL: server.baseUrl,
              storageState,
              extraHTTPHeaders,
              // The page's own bytes: the service worker's background download is counted apart
              // (docs/performance.md).
              serviceWorkers: 'block',
            })
          ).newPage();
        const login = await fresh();
        const loginTransfer = await measure(login, async () => {
          await login.goto('/dang-nhap');
          await login.getByTestId('login-submit').waitFor();
        });
        await login.context().close();
        const stock = await fresh(state);
        const stockTransfer = await measure(stock, async () => {
          await stock.goto('/kho-duoc/ton-kho');
          await stock.getByTestId('stock-row').first().waitFor({ timeout: 60_000 });
        });
        await stock.context().close();
        results.push({ encoding, page: PAGES[0], transfer: loginTransfer });
        results.push({ encoding, page: PAGES[1], transfer: stockTransfer });
      }
      console.log('\n| transfer | page | files | JS+CSS on the wire | everything on the wire |');
      console.log('|---|---|---|---|---|');
      for (const { encoding, page, transfer } of results)
        console.log(
          `| ${encoding} | ${page} | ${transfer.files} | ${kB(transfer.scriptStyleBytes)} | ${kB(transfer.allBytes)} |`,
        );
      if (process.env.WEB_TRANSFER_FILES) {
        for (const { encoding, page, transfer } of results.filter((r) => r.encoding === 'compressed')) {
          console.log(`\n${page} (${encoding}), largest first:`);
          for (const file of transfer.perFile.sort((a, b) => b.bytes - a.bytes))
            console.log(`  ${kB(file.bytes).padStart(7)}  ${file.url}`);
        }
      }
      for (const page of PAGES) {
        const of = (encoding: string) =>
          results.find((r) => r.encoding === encoding && r.page === page)!.transfer.scriptStyleBytes;
        console.log(
          `${page}: JS+CSS compressed / identity = ${(of('compressed') / of('identity')).toFixed(2)}`,
        );
      }
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await pg.close();
  }
}

await main();
