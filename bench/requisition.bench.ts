/**
 * A requisition of 1 000 lines (issue 6): a dispensary asks the main store for 1 000 goods items.
 * Times, over the real app on PostgreSQL: create, open (the detail answer), save (replace all
 * lines), submit, and approve (FEFO over the store's batches and the move, in one transaction);
 * then, when the web app is built, how long Chromium takes from navigation to a usable page.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/requisition.bench.ts
 *   (npm run build -w apps/web first for the browser figures)
 */
import type { VoucherDetail } from '@kho/contracts';
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
} from './bench-kit';
import { generateInventory } from './inventory-data';

const LINES = Number(process.env.BENCH_LINES ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const R = '/api/v1/phieu-linh-hang-hoa';

console.log(machineLine());
const { database, close } = await scratchPostgres('kho_bench_req');
try {
  // An odd number of goods spreads every item's batches over both warehouses (inventory-data.ts).
  const data = await generateInventory(database.db, {
    goods: LINES + 201,
    batches: (LINES + 201) * 6,
    ledger: (LINES + 201) * 6,
    years: 1,
    warehouses: 2,
  });
  const [store, dispensary] = data.warehouseIds as [string, string];
  const goods = await queryRows<{ hang_hoa_id: string }>(
    database.db,
    sql`select t.hang_hoa_id from ton_kho t join lo_hang b on b.id = t.lo_hang_id
        where t.kho_id = ${store} and not b.bi_khoa and b.han_dung >= current_date
        group by t.hang_hoa_id having sum(t.so_luong - t.so_luong_giu) >= ${RUNS * 2}
        order by t.hang_hoa_id limit ${LINES}`,
  );
  if (goods.length < LINES) throw new Error(`only ${goods.length} goods with stock in the store`);
  const server = await startBenchServer(database, data.userId);
  const body = (quantity: number) => ({
    to_chuc: data.organisationId,
    kho_id: store,
    kho_nhan_id: dispensary,
    loai_linh: 'DU_TRU',
    chi_tiet: goods.map((g) => ({ hang_hoa_id: g.hang_hoa_id, so_luong: quantity })),
  });
  const steps: Record<'create' | 'open' | 'save' | 'submit' | 'approve', number[]> = {
    create: [],
    open: [],
    save: [],
    submit: [],
    approve: [],
  };
  let firstApproval = 0;
  let lastId = '';
  let lastNumber = '';
  for (let run = 0; run < RUNS; run++) {
    const created = await timed(() =>
      call<VoucherDetail>(server, 'POST', `${R}/tao-moi-phieu-linh-hang-hoa`, body(1)),
    );
    const id = created.value.id;
    lastId = id;
    lastNumber = created.value.so_phieu;
    const opened = await timed(() =>
      call<VoucherDetail>(
        server,
        'GET',
        `${R}/${id}/chi-tiet-phieu-linh-hang-hoa?to_chuc=${data.organisationId}`,
      ),
    );
    const saved = await timed(() =>
      call<VoucherDetail>(server, 'PUT', `${R}/${id}/cap-nhat-phieu-linh-hang-hoa`, {
        ...body(2),
        phien_ban: opened.value.phien_ban,
      }),
    );
    const submitted = await timed(() =>
      call<VoucherDetail>(server, 'POST', `${R}/${id}/gui-duyet-phieu-linh-hang-hoa`, {
        to_chuc: data.organisationId,
        phien_ban: saved.value.phien_ban,
      }),
    );
    // The last run stays pending, for the browser to open as the approver sees it.
    if (run < RUNS - 1) {
      const approved = await timed(() =>
        call<VoucherDetail>(server, 'POST', `${R}/${id}/duyet-phieu-linh-hang-hoa`, {
          to_chuc: data.organisationId,
          phien_ban: submitted.value.phien_ban,
        }),
      );
      if (approved.value.trang_thai !== 'HOAN_THANH') throw new Error('approval did not complete');
      // The process's first approval is reported on its own: it also pays for V8 compiling the
      // batch choice and PostgreSQL planning the statements for the first time.
      if (run === 0) firstApproval = approved.ms;
      else steps.approve.push(approved.ms);
    }
    if (opened.value.chi_tiet.length !== LINES) throw new Error('the detail lost lines');
    steps.create.push(created.ms);
    steps.open.push(opened.ms);
    steps.save.push(saved.ms);
    steps.submit.push(submitted.ms);
  }
  console.log(
    `\n## Requisition of ${LINES} lines, PostgreSQL, ${RUNS} runs (approve: ${RUNS - 2} after the first)\n`,
  );
  console.log('| step | p50 ms | p95 ms | max ms |');
  console.log('|---|---|---|---|');
  for (const [step, times] of Object.entries(steps)) {
    const s = summary(times);
    console.log(`| ${step} | ${s.p50.toFixed(0)} | ${s.p95.toFixed(0)} | ${s.max.toFixed(0)} |`);
  }
  console.log(
    `\nThe process's first approval: ${firstApproval.toFixed(0)} ms; the others in order: ${steps.approve.map((ms) => ms.toFixed(0)).join(', ')} ms`,
  );

  if (server.servesWeb) {
    const { browser, page } = await signedInPage(server, database, data.userId);
    const dialog = page.getByTestId('voucher-dialog');
    // Usable: the status, the count of all the lines, and the first line with its quantity on
    // screen, so the approver can read and act. A long voucher draws only the lines near the view
    // (line-table.tsx): the last line is drawn on scrolling to it, so it is not waited for here.
    const usable = async () => {
      await dialog.getByTestId('voucher-status').waitFor();
      await dialog
        .getByTestId('voucher-lines')
        .getByText(new RegExp(`^${LINES} (dòng|lines?)$`))
        .waitFor();
      await dialog.getByTestId('voucher-line').first().getByTestId('line-quantity').waitFor();
    };
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto('/kho-duoc/ton-kho');
      const t0 = Date.now();
      await page.goto(`/kho-duoc/so-linh-hang-hoa?phieu=${lastId}`);
      await usable();
      times.push(Date.now() - t0);
    }
    const s = summary(times);
    console.log(
      `\nChromium, navigation (page load) to the ${LINES}-line requisition usable: p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms`,
    );
    const inApp = summary(
      await openFromBookTimes(page, {
        bookPath: '/kho-duoc/so-linh-hang-hoa',
        number: lastNumber,
        runs: RUNS,
        usable,
      }),
    );
    console.log(
      `Chromium, click in the book to the ${LINES}-line requisition usable (in the app): p50 ${inApp.p50} ms, p95 ${inApp.p95} ms, max ${inApp.max} ms`,
    );
    await browser.close();
  } else {
    console.log('\n(no apps/web/dist: build the web app for the browser figures)');
  }
  await server.close();
} finally {
  await close();
}
