/**
 * What closing a month costs the stock movements running beside it (decision 0042). On a large
 * organisation, goods receipts are approved one after another through the API, first alone (the
 * floor), then while the month before the current one is closed; each approval takes the period
 * lock that closing holds exclusively. Prints the closing's time and the approvals' latencies
 * during it against the floor's, for each run.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/period-close.bench.ts
 *
 * Scale with BENCH_GOODS, BENCH_BATCHES, BENCH_LEDGER, BENCH_WAREHOUSES (the reports bench's
 * generator; defaults 5 000 goods, 200 000 batches, 5 000 000 ledger rows over 3 years) and
 * BENCH_RUNS (3). BENCH_KEEP_DATABASE=name generates into that database once and keeps it (the
 * reports bench's kept database serves too); a later run, of another build say, measures the same
 * data.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client';
import { benchDatabase, call, machineLine, startBenchServer, summary, timed } from './bench-kit';
import { findGeneratedOrganisation, generateLargeOrganisation } from './inventory-data';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const FLOOR_APPROVALS = 15;
/** Receipts made ready per run: the floor's, and more than a closing can outlast one at a time. */
const READY_RECEIPTS = 120;
const RECEIPTS = '/api/v1/phieu-nhap-kho';

const scratch = await benchDatabase('period_close', process.env.BENCH_KEEP_DATABASE);
const { db } = scratch.database;
try {
  console.log(machineLine());
  const data =
    (scratch.kept
      ? await findGeneratedOrganisation(db, sql`exists (select 1 from the_kho t where t.to_chuc_id = o.id)`)
      : undefined) ?? (await generateLargeOrganisation(db));
  const org = data.organisationId;
  const server = await startBenchServer(scratch.database, data.userId);
  try {
    const [refs] = await queryRows<{
      supplier: string;
      goods: string;
      this_month: string;
      last_month: string;
      before: string;
    }>(
      db,
      sql`select (select id::text from nha_cung_cap where to_chuc_id = ${org} limit 1) as supplier,
                 (select id::text from hang_hoa where to_chuc_id = ${org} order by ma limit 1) as goods,
                 date_trunc('month', now() at time zone 'Asia/Ho_Chi_Minh')::date::text as this_month,
                 (date_trunc('month', now() at time zone 'Asia/Ho_Chi_Minh') - interval '1 month')::date::text as last_month,
                 (date_trunc('month', now() at time zone 'Asia/Ho_Chi_Minh') - interval '2 month')::date::text as before`,
    );
    const { supplier, goods, last_month: lastMonth, before } = refs!;
    const warehouse = data.warehouseIds[0]!;
    type Period = { id: string; thang: string };
    const periods = () => call<Period[]>(server, 'GET', `/api/v1/khoa-so/danh-sach-khoa-so?to_chuc=${org}`);
    const close = (month: string) =>
      call(server, 'POST', '/api/v1/khoa-so/tao-moi-khoa-so', { to_chuc: org, thang: month.slice(0, 7) });

    // The month before last closed (so closing last month reads one month of ledger, as a hospital
    // closing month by month does) and last month open.
    let latest = (await periods())[0];
    if (latest?.thang === lastMonth) {
      await call(server, 'DELETE', `/api/v1/khoa-so/${latest.id}/xoa-khoa-so?to_chuc=${org}`);
      latest = (await periods())[0];
    }
    if (!latest || latest.thang < before) {
      const prepared = await timed(() => close(before));
      console.log(`Closed ${before.slice(0, 7)} first (${(prepared.ms / 1000).toFixed(1)} s, not measured)`);
    }
    const [size] = await queryRows<{ rows: string }>(
      db,
      sql`select count(*)::text as rows from the_kho where to_chuc_id = ${org}
          and ngay_chung_tu >= ${lastMonth}::date and ngay_chung_tu < ${refs!.this_month}::date`,
    );
    console.log(`Closing ${lastMonth.slice(0, 7)}: ${size!.rows} ledger rows in the month\n`);

    /** Receipts of today awaiting approval, one line each. */
    const readyReceipts = async (count: number, run: number) => {
      const ready: { id: string; phien_ban: number }[] = [];
      for (let i = 0; i < count; i++) {
        const draft = await call<{ id: string; phien_ban: number }>(
          server,
          'POST',
          `${RECEIPTS}/tao-moi-phieu-nhap-kho`,
          {
            to_chuc: org,
            kho_id: warehouse,
            nha_cung_cap_id: supplier,
            chi_tiet: [
              {
                hang_hoa_id: goods,
                so_lo: `PC-${Date.now()}-${run}-${i}`,
                han_dung: '2030-06-30',
                so_luong: 10,
                don_gia: 1000,
                vat: 5,
              },
            ],
          },
        );
        ready.push(
          await call(server, 'POST', `${RECEIPTS}/${draft.id}/gui-duyet-phieu-nhap-kho`, {
            to_chuc: org,
            phien_ban: draft.phien_ban,
          }),
        );
      }
      return ready;
    };
    const approve = (receipt: { id: string; phien_ban: number }) =>
      timed(() =>
        call(server, 'POST', `${RECEIPTS}/${receipt.id}/duyet-phieu-nhap-kho`, {
          to_chuc: org,
          phien_ban: receipt.phien_ban,
        }),
      );

    console.log('| run | closing | approvals during it | their p50 | their max | floor p50 | max / floor |');
    console.log('|---|---|---|---|---|---|---|');
    for (let run = 1; run <= runs; run++) {
      const ready = await readyReceipts(READY_RECEIPTS, run);
      const floor: number[] = [];
      for (const receipt of ready.splice(0, FLOOR_APPROVALS)) floor.push((await approve(receipt)).ms);
      let closed = false;
      const closing = timed(() => close(lastMonth)).finally(() => {
        closed = true;
      });
      const during: number[] = [];
      while (!closed && ready.length > 0) during.push((await approve(ready.shift()!)).ms);
      const closingMs = (await closing).ms;
      for (const receipt of ready) await approve(receipt);
      const f = summary(floor);
      const d = summary(during);
      console.log(
        `| ${run} | ${closingMs.toFixed(0)} ms | ${during.length} | ${d.p50.toFixed(0)} ms | ${d.max.toFixed(0)} ms | ${f.p50.toFixed(0)} ms | ${(d.max / f.p50).toFixed(1)} |`,
      );
      const closedMonth = (await periods()).find((p) => p.thang === lastMonth)!;
      await call(server, 'DELETE', `/api/v1/khoa-so/${closedMonth.id}/xoa-khoa-so?to_chuc=${org}`);
    }
  } finally {
    await server.close();
  }
} finally {
  await scratch.close();
}
