/**
 * A goods receipt and a goods issue of 1 000 lines in Chromium (issue 16, item 5): the demo
 * hospital's main store on the embedded PostgreSQL (or BENCH_DATABASE_URL's), the real server
 * serving the built web app (`npm run build -w apps/web` first), Debian's Chromium signed in.
 *
 *   npm run build -w apps/web && npx tsx bench/voucher-page.bench.ts
 *   BENCH_LINES=1000 BENCH_RUNS=7 ...                  # size and runs (defaults 1 000 and 7)
 *   BENCH_WEB_DIST=/tmp/before-dist ...                # another build (e.g. `npx vite build --outDir`
 *                                                      # in a checkout of the commit before)
 *
 * Prints, per voucher (drafts: every line an editable row), p50 / p95 / max over the runs:
 * - the detail answer alone from Node.js (the floor: what no screen can be faster than);
 * - full page load: navigation start to the lines table drawn with its first row and its totals
 *   (the page's own clock, performance.now() at that moment);
 * - from the book: click on the voucher's number in the book to the same moment;
 * and the ratio page load / answer.
 */
import http from 'node:http';
import type { VoucherDetail } from '@kho/contracts';
import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client';
import {
  call,
  machineLine,
  openFromBookTimes,
  scratchPostgres,
  signedInPage,
  startBenchServer,
  summary,
  timed,
  type BenchServer,
  prepareDemoHospital,
} from './bench-kit';

const LINES = Number(process.env.BENCH_LINES ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

interface Case {
  name: string;
  resource: 'phieu-nhap-kho' | 'phieu-xuat-kho';
  bookPath: string;
  voucher: VoucherDetail;
  /** The test id of the totals under the lines, when the kind shows totals. */
  totals?: string;
}

/** The demo's main store, a supplier and its active goods (a 1 000-line voucher repeats them). */
export async function demoRefs(db: Parameters<typeof queryRows>[0]) {
  const [store] = await queryRows<{ id: string; to_chuc_id: string; khoa_id: string }>(
    db,
    sql`select id, to_chuc_id, khoa_id from kho where ma = 'KT' limit 1`,
  );
  if (!store) throw new Error('the demo has no main store (KT)');
  const [supplier] = await queryRows<{ id: string }>(
    db,
    sql`select id from nha_cung_cap where to_chuc_id = ${store.to_chuc_id} order by ma limit 1`,
  );
  const [department] = await queryRows<{ id: string }>(
    db,
    sql`select id from kho where to_chuc_id = ${store.to_chuc_id} and id <> ${store.id} order by ma limit 1`,
  );
  const goods = await queryRows<{ id: string }>(
    db,
    sql`select id from hang_hoa where to_chuc_id = ${store.to_chuc_id} and hoat_dong order by ma`,
  );
  return { store, supplier: supplier!, other: department!, goods: goods.map((g) => g.id) };
}

function isoInDays(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function createVouchers(server: BenchServer, refs: Awaited<ReturnType<typeof demoRefs>>) {
  const org = refs.store.to_chuc_id;
  const goodsAt = (i: number) => refs.goods[i % refs.goods.length]!;
  const receipt = await call<VoucherDetail>(server, 'POST', '/api/v1/phieu-nhap-kho/tao-moi-phieu-nhap-kho', {
    to_chuc: org,
    kho_id: refs.store.id,
    nha_cung_cap_id: refs.supplier.id,
    so_hoa_don: 'BENCH-1000',
    chi_tiet: Array.from({ length: LINES }, (_, i) => ({
      hang_hoa_id: goodsAt(i),
      so_lo: `BL${String(i).padStart(5, '0')}`,
      han_dung: isoInDays(400 + (i % 300)),
      so_luong: 10 + (i % 50),
      don_gia: 1000 + i * 7,
      vat: 5,
    })),
  });
  const issue = await call<VoucherDetail>(server, 'POST', '/api/v1/phieu-xuat-kho/tao-moi-phieu-xuat-kho', {
    to_chuc: org,
    kho_id: refs.store.id,
    loai_xuat: 'KHO_KHOA',
    kho_nhan_id: refs.other.id,
    ly_do: 'Bench',
    chi_tiet: Array.from({ length: LINES }, (_, i) => ({ hang_hoa_id: goodsAt(i), so_luong: 1 })),
  });
  const cases: Case[] = [
    {
      name: 'goods receipt (draft)',
      resource: 'phieu-nhap-kho',
      bookPath: '/kho-duoc/so-nhap-kho',
      voucher: receipt,
      totals: 'receipt-total',
    },
    {
      name: 'goods issue (draft)',
      resource: 'phieu-xuat-kho',
      bookPath: '/kho-duoc/so-xuat-kho',
      voucher: issue,
    },
  ];
  for (const c of cases)
    if (c.voucher.chi_tiet.length !== LINES) throw new Error(`${c.name}: ${c.voucher.chi_tiet.length} lines`);
  return cases;
}

/** The lines table drawn: its first row's quantity and the count of every line in its totals. */
async function linesShown(page: Page, totals: string | undefined) {
  const lines = page.getByTestId('voucher-lines');
  await lines.getByTestId('voucher-line').first().getByTestId('line-quantity').waitFor({ timeout: 60_000 });
  await lines.getByText(new RegExp(`^${LINES} (dòng|lines?)$`)).waitFor({ timeout: 60_000 });
  if (totals) await lines.getByTestId(totals).waitFor({ timeout: 60_000 });
}

/** GET with the bearer token, accepting brotli as a browser does; the bytes received (undecoded). */
function rawGet(server: BenchServer, pathAndQuery: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL(pathAndQuery, server.baseUrl),
      { headers: { authorization: `Bearer ${server.token}`, 'accept-encoding': 'br' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(bytes)
            : reject(new Error(`${pathAndQuery}: ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
  });
}

const row = (label: string, times: number[]) => {
  const s = summary(times);
  return `| ${label} | ${s.p50.toFixed(0)} | ${s.p95.toFixed(0)} | ${s.max.toFixed(0)} |`;
};

async function main() {
  console.log(machineLine());
  const pg = await scratchPostgres('kho_bench_voucher_page');
  console.log(`Database: ${pg.label}`);
  try {
    const adminId = await prepareDemoHospital(pg.database);
    const refs = await demoRefs(pg.database.db);
    const server = await startBenchServer(pg.database, adminId);
    if (!server.servesWeb) throw new Error('build the web app first: npm run build -w apps/web');
    const cases = await createVouchers(server, refs);
    const { browser, page } = await signedInPage(server, pg.database, adminId);
    page.on('pageerror', (error) => console.error('page error:', error.message));
    try {
      // The books list the main store's vouchers: pick it as a user does, once.
      // The keys are apps/web/src/lib/session/storage.ts's.
      await page.evaluate(
        ([department, warehouse]) => {
          localStorage.setItem('khoa.selected.kho-duoc', department!);
          localStorage.setItem('kho.selected.kho-duoc', warehouse!);
        },
        [refs.store.khoa_id, refs.store.id],
      );
      for (const c of cases) {
        const org = refs.store.to_chuc_id;
        const detailPath = `/api/v1/${c.resource}/${c.voucher.id}/chi-tiet-${c.resource}?to_chuc=${org}`;
        const answer: number[] = [];
        let bytes = 0;
        for (let run = 0; run < RUNS; run++) {
          const t = await timed(() => rawGet(server, detailPath));
          bytes = t.value;
          answer.push(t.ms);
        }
        const raw = JSON.stringify(await call<VoucherDetail>(server, 'GET', detailPath)).length;

        const load: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          await page.goto('/kho-duoc/ton-kho');
          await page.goto(`${c.bookPath}/${c.voucher.id}`, { waitUntil: 'commit' });
          await linesShown(page, c.totals);
          load.push(await page.evaluate(() => performance.now()));
        }
        const fromBook = await openFromBookTimes(page, {
          bookPath: c.bookPath,
          number: c.voucher.so_phieu,
          runs: RUNS,
          usable: () => linesShown(page, c.totals),
        });
        console.log(`\n## ${c.name}, ${LINES} lines, Chromium, ${RUNS} runs\n`);
        console.log(
          `Detail answer: ${(raw / 1000).toFixed(0)} kB of JSON, ${(bytes / 1000).toFixed(0)} kB on the wire (brotli).\n`,
        );
        console.log('| step | p50 ms | p95 ms | max ms |');
        console.log('|---|---|---|---|');
        console.log(row('detail answer alone (Node.js fetch, floor)', answer));
        console.log(row('full page load: navigation start to lines and totals shown', load));
        console.log(row('click in the book to lines and totals shown', fromBook));
        console.log(
          `\nRatio page load / answer (p50): ${(summary(load).p50 / summary(answer).p50).toFixed(1)}x; from the book / answer: ${(summary(fromBook).p50 / summary(answer).p50).toFixed(1)}x`,
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

// Run as a script, not when another script borrows the set-up.
if (process.argv[1]?.endsWith('voucher-page.bench.ts')) await main();
