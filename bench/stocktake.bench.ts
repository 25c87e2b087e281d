/**
 * A stocktake of a warehouse with thousands of batches (issue 6). Times, over the real app on
 * PostgreSQL: create (the set-based snapshot of every batch with stock), open (the detail answer
 * with every line), save 1 000 counts (one statement), submit, and approve (the stock rows
 * locked, the drift check, and the surplus and shortage adjustments with their ledger rows).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/stocktake.bench.ts
 *   BENCH_BATCHES=5000 BENCH_RUNS=5 ...                 # size and runs (defaults 2 000 and 5)
 *
 * Each run approves its stocktake, so the next one (one open stocktake per warehouse) can start.
 */
import type { SaveCountsResult, StocktakeDetail, Voucher } from '@kho/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client';
import { call, machineLine, scratchPostgres, startBenchServer, summary, timed } from './bench-kit';
import { generateInventory } from './inventory-data';

const BATCHES = Number(process.env.BENCH_BATCHES ?? 2000);
const COUNTS = Number(process.env.BENCH_COUNTS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const R = 'phieu-kiem-kho';
const BASE = `/api/v1/${R}`;

console.log(machineLine());
const { database, close } = await scratchPostgres('kho_bench_kk');
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
  const org = data.organisationId;
  const steps = {
    create: [] as number[],
    open: [] as number[],
    save: [] as number[],
    submit: [] as number[],
    approve: [] as number[],
  };
  let lines = 0;
  let adjustments = 0;
  for (let run = 0; run < RUNS; run++) {
    const created = await timed(() =>
      call<StocktakeDetail>(server, 'POST', `${BASE}/tao-moi-${R}`, {
        to_chuc: org,
        kho_id: store,
        pham_vi: 'TAT_CA',
        hoi_dong: [{ ho_ten: 'Bench', vai_tro: 'CHU_TICH' }],
      }),
    );
    const id = created.value.id;
    const opened = await timed(() =>
      call<StocktakeDetail>(server, 'GET', `${BASE}/${id}/chi-tiet-${R}?to_chuc=${org}`),
    );
    lines = opened.value.dong.length;
    // Shortages only where nothing is reserved, so every approval goes through.
    const free = new Set(
      (
        await queryRows<{ lo_hang_id: string }>(
          database.db,
          sql`select lo_hang_id from ton_kho where kho_id = ${store} and so_luong_giu = 0 and so_luong >= 1`,
        )
      ).map((r) => r.lo_hang_id),
    );
    // A third of the counted lines one over the books, a third one under, the rest as booked.
    const count = (line: StocktakeDetail['dong'][number], i: number) => {
      if (i % 3 === 0) return line.so_luong_so_sach + 1;
      if (i % 3 === 1 && line.lo_hang_id && free.has(line.lo_hang_id)) return line.so_luong_so_sach - 1;
      return line.so_luong_so_sach;
    };
    const dong = opened.value.dong.map((line, i) => ({ id: line.id, so_luong_thuc_te: count(line, i) }));
    adjustments = dong.filter((d, i) => d.so_luong_thuc_te !== opened.value.dong[i]!.so_luong_so_sach).length;
    const saved = await timed(() =>
      call<SaveCountsResult>(server, 'POST', `${BASE}/${id}/luu-so-dem-${R}`, {
        to_chuc: org,
        phien_ban: opened.value.phien_ban,
        dong: dong.slice(0, COUNTS),
      }),
    );
    // The rest of the sheet (not timed), so the stocktake can be submitted.
    let version = saved.value.phien_ban;
    if (dong.length > COUNTS) {
      const rest = await call<SaveCountsResult>(server, 'POST', `${BASE}/${id}/luu-so-dem-${R}`, {
        to_chuc: org,
        phien_ban: version,
        dong: dong.slice(COUNTS),
      });
      version = rest.phien_ban;
    }
    const submitted = await timed(() =>
      call<Voucher>(server, 'POST', `${BASE}/${id}/gui-duyet-${R}`, { to_chuc: org, phien_ban: version }),
    );
    const approved = await timed(() =>
      call<Voucher>(server, 'POST', `${BASE}/${id}/duyet-${R}`, {
        to_chuc: org,
        phien_ban: submitted.value.phien_ban,
      }),
    );
    if (approved.value.trang_thai !== 'HOAN_THANH') throw new Error('approval did not complete');
    steps.create.push(created.ms);
    steps.open.push(opened.ms);
    steps.save.push(saved.ms);
    steps.submit.push(submitted.ms);
    steps.approve.push(approved.ms);
  }
  const ledger = await call<{ khop: boolean }>(
    server,
    'GET',
    `/api/v1/ton-kho/${store}/doi-soat-ton-kho?to_chuc=${org}`,
  );
  if (!ledger.khop) throw new Error('the ledger no longer matches the stock');
  console.log(
    `\n## Stocktake of ${lines} batches, PostgreSQL, ${RUNS} runs (${adjustments} adjustments each; ledger = stock afterwards)\n`,
  );
  console.log('| step | p50 ms | p95 ms | max ms |');
  console.log('|---|---|---|---|');
  for (const [step, times] of Object.entries(steps)) {
    const s = summary(times);
    const name = step === 'save' ? `save ${COUNTS} counts` : step;
    console.log(`| ${name} | ${s.p50.toFixed(0)} | ${s.p95.toFixed(0)} | ${s.max.toFixed(0)} |`);
  }
  await server.close();
} finally {
  await close();
}
