/**
 * Goods suggestions on 10 000 goods (issue 4): how long the voucher forms wait for
 * `GET /api/v1/hang-hoa/goi-y-hang-hoa` as the user types, measured through the real service.
 *
 *   npx tsx bench/goods-suggestions.bench.ts                  # embedded PostgreSQL
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/goods-suggestions.bench.ts
 *
 * A throw-away database is created on each server (beside the one named), and dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import {
  openDatabase,
  queryRows,
  runMigrations,
  type Database,
  type Executor,
} from '../apps/server/src/db/client';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database';
import { hangHoa, nguoiDung, nhomHangHoa, toChuc } from '../apps/server/src/db/schema/index';
import { GoodsService } from '../apps/server/src/modules/goods/goods.catalogue';
import { goodsSearchKey } from '../apps/server/src/modules/goods/goods.repository';
import { insertMembership } from '../apps/server/src/modules/organisations/organisations.repository';
import { OrganisationsService } from '../apps/server/src/modules/organisations/organisations.service';
import { newId } from '../apps/server/src/platform/ids';
import { benchServerUrl } from './bench-kit';
import { percentile } from './stats';

const GOODS = 10_000;
const RUNS = 200;
const WARM_UP = 20;

/** Typical inputs: a name prefix, two words, a barcode, a code prefix, an ingredient prefix, nothing found. */
const INPUTS = ['para', 'amox 500', '8930000004321', 'td0012', 'ceftri', 'natri clorid', 'gang tay', 'zzz'];

const INGREDIENTS = [
  [
    'Paracetamol',
    ['150 mg', '250 mg', '500 mg', '650 mg', '1 g/100 ml'],
    ['Viên nén', 'Viên sủi', 'Gói bột', 'Dịch truyền'],
  ],
  ['Amoxicillin', ['250 mg', '500 mg', '1 g'], ['Viên nang', 'Gói bột', 'Lọ bột pha tiêm']],
  [
    'Amoxicillin + Acid clavulanic',
    ['500 mg/125 mg', '875 mg/125 mg', '1 g/200 mg'],
    ['Viên nén', 'Lọ bột pha tiêm'],
  ],
  ['Ceftriaxone', ['500 mg', '1 g', '2 g'], ['Lọ bột pha tiêm']],
  ['Cefuroxim', ['250 mg', '500 mg', '750 mg', '1,5 g'], ['Viên nén', 'Lọ bột pha tiêm']],
  ['Natri clorid', ['0,9% 100 ml', '0,9% 500 ml', '3% 100 ml', '10% 5 ml'], ['Chai dịch truyền', 'Ống tiêm']],
  ['Glucose', ['5% 500 ml', '10% 250 ml', '30% 5 ml'], ['Chai dịch truyền', 'Ống tiêm']],
  ['Omeprazol', ['20 mg', '40 mg'], ['Viên nang', 'Lọ bột pha tiêm']],
  ['Esomeprazol', ['20 mg', '40 mg'], ['Viên nén', 'Lọ bột pha tiêm']],
  ['Metformin', ['500 mg', '850 mg', '1000 mg'], ['Viên nén']],
  ['Insulin người', ['100 IU/ml 10 ml', '100 IU/ml 3 ml'], ['Lọ tiêm', 'Bút tiêm']],
  ['Morphin hydroclorid', ['10 mg/ml'], ['Ống tiêm']],
  ['Diazepam', ['5 mg', '10 mg/2 ml'], ['Viên nén', 'Ống tiêm']],
  ['Amlodipin', ['5 mg', '10 mg'], ['Viên nén']],
  ['Losartan', ['25 mg', '50 mg', '100 mg'], ['Viên nén']],
  ['Atorvastatin', ['10 mg', '20 mg', '40 mg'], ['Viên nén']],
  ['Salbutamol', ['2 mg', '5 mg/2,5 ml', '100 mcg/liều'], ['Viên nén', 'Ống khí dung', 'Bình xịt']],
  ['Vitamin B1', ['100 mg/ml', '250 mg'], ['Ống tiêm', 'Viên nén']],
  ['Kali clorid', ['500 mg', '10% 10 ml'], ['Viên nén', 'Ống tiêm']],
  ['Adrenalin', ['1 mg/ml'], ['Ống tiêm']],
] as const;
const SUPPLIES = [
  'Bơm tiêm 5 ml',
  'Bơm tiêm 10 ml',
  'Kim luồn 22G',
  'Gạc phẫu thuật 10x10',
  'Găng tay khám cỡ M',
  'Găng tay phẫu thuật 7.0',
  'Dây truyền dịch',
  'Băng dính cuộn',
  'Ống nghiệm EDTA',
  'Khẩu trang y tế',
];
const MAKERS = [
  'Dược Hậu Giang',
  'Imexpharm',
  'Pymepharco',
  'Stellapharm',
  'Domesco',
  'Traphaco',
  'Sanofi',
  'GSK',
  'Mekophar',
  'Vidipha',
];

/** Realistic goods: ingredient x strength x form x maker, plus medical supplies; codes and barcodes unique. */
function generateGoods(organisationId: string, medicineGroup: string, supplyGroup: string) {
  const rows = [];
  for (let i = 0; i < GOODS; i++) {
    const maker = MAKERS[i % MAKERS.length]!;
    const isSupply = i % 10 === 9;
    const [ingredient, strengths, forms] = INGREDIENTS[i % INGREDIENTS.length]!;
    const strength = strengths[Math.floor(i / INGREDIENTS.length) % strengths.length]!;
    const form = forms[Math.floor(i / 7) % forms.length]!;
    const fields = {
      ma: `${isSupply ? 'VT' : 'TD'}${String(i).padStart(5, '0')}`,
      ten: isSupply
        ? `${SUPPLIES[Math.floor(i / 10) % SUPPLIES.length]} ${maker}`
        : `${ingredient.split(' ')[0]} ${strength} ${form.toLowerCase()} ${maker}`,
      hoat_chat: isSupply ? null : ingredient,
      ma_vach: `893${String(i).padStart(10, '0')}`,
      so_dang_ky: isSupply ? null : `VD-${10000 + i}-${20 + (i % 6)}`,
    };
    rows.push({
      id: newId(),
      to_chuc_id: organisationId,
      ...fields,
      loai_hang_hoa: isSupply ? 'VAT_TU' : 'THUOC',
      ham_luong: isSupply ? null : strength,
      dang_bao_che: isSupply ? null : form,
      don_vi_tinh: isSupply ? 'Cái' : 'Viên',
      hang_san_xuat: maker,
      nhom_hang_hoa_id: isSupply ? supplyGroup : medicineGroup,
      gia_ban: 500 + (i % 400) * 250,
      hoat_dong: i % 50 !== 0,
      tu_khoa: goodsSearchKey(fields),
    });
  }
  return rows;
}

async function run(label: string, database: Database) {
  await runMigrations(database);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kho-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'never',
  });
  const { app, context } = await buildApp(config, database);
  const db = context.db;
  const userId = newId();
  const organisationId = newId();
  await db.insert(nguoiDung).values({
    id: userId,
    ten_dang_nhap: 'bench',
    ho_ten: 'Bench',
    email: 'bench@benhvien.vn',
    mat_khau_hash: 'x',
  });
  await db.insert(toChuc).values({ id: organisationId, ma: 'BENCH', ten: 'Bệnh viện Bench' });
  await insertMembership(db, {
    id: newId(),
    to_chuc_id: organisationId,
    nguoi_dung_id: userId,
    vai_tro: 'DUOC_SI',
  });
  const [medicines, supplies] = [newId(), newId()];
  await db.insert(nhomHangHoa).values([
    { id: medicines, to_chuc_id: organisationId, ma: 'TD', ten: 'Tân dược' },
    { id: supplies, to_chuc_id: organisationId, ma: 'VT', ten: 'Vật tư y tế' },
  ]);
  const started = performance.now();
  const goods = generateGoods(organisationId, medicines, supplies);
  for (let i = 0; i < goods.length; i += 500) await db.insert(hangHoa).values(goods.slice(i, i + 500));
  await db.execute(sql`analyze hang_hoa`);
  const loadSeconds = (performance.now() - started) / 1000;

  const service = new GoodsService(context, new OrganisationsService(context));
  const [version] = await queryRows<{ v: string }>(db, sql`select version() as v`);
  console.log(
    `\n## ${label}: ${version?.v.split(',')[0]} — ${GOODS} goods loaded in ${loadSeconds.toFixed(1)} s\n`,
  );
  console.log('| input | results | p50 ms | p95 ms | max ms | plan |');
  console.log('|---|---|---|---|---|---|');
  for (const input of INPUTS) {
    const query = { to_chuc: organisationId, tu_khoa: input, gioi_han: 20 };
    let results = 0;
    for (let i = 0; i < WARM_UP; i++) results = (await service.suggest(userId, query)).length;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await service.suggest(userId, query);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `| \`${input}\` | ${results} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 95).toFixed(2)} | ${times.at(-1)!.toFixed(2)} | ${await planOf(database, organisationId, input)} |`,
    );
  }
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The access path the planner picks for the first word, and the one the LIKE alone takes when
 * sequential scans are discouraged: the second shows it can use the trigram index as the table grows.
 */
async function planOf(database: Database, organisationId: string, input: string): Promise<string> {
  const word = input.split(' ')[0]!;
  const pattern = `%${word}%`;
  const explain = async (exec: Executor, organisationScoped: boolean) => {
    const scope = organisationScoped ? sql`to_chuc_id = ${organisationId} and hoat_dong and` : sql``;
    const plan = await queryRows<Record<string, string>>(
      exec,
      sql`explain select id from hang_hoa where ${scope} tu_khoa like ${pattern}`,
    );
    const lines = plan.map((r) => Object.values(r)[0]!);
    const scan = lines.findLast((l) => /Scan/.test(l)) ?? lines[0] ?? '';
    return scan.replace(/\s+\(cost.*$/, '').replace(/^[\s\->]+/, '');
  };
  const chosen = await explain(database.db, true);
  let forced = '';
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // Without the organisation filter: one organisation here, so its index would be as good as any.
    forced = await explain(tx, false);
  });
  return `${chosen}; without seq scans: ${forced}`;
}

console.log(
  `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} threads), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`,
);
console.log(
  `Each input: ${WARM_UP} warm-up calls, then ${RUNS} timed calls of GoodsService.suggest (membership check + query, limit 20).`,
);

// The embedded server (as `npm start` runs it), then BENCH_DATABASE_URL's server when set.
for (const embedded of process.env.BENCH_DATABASE_URL ? [true, false] : [true]) {
  const server = await benchServerUrl({ embedded });
  const scratch = await createScratchDatabase(server.url, 'kho_bench');
  const database = openDatabase({ url: scratch.url });
  try {
    await run(server.label, database);
  } finally {
    await database.close();
    await scratch.drop();
    await server.stop();
  }
}
