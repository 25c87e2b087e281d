/**
 * Large, consistent inventory data for benchmarks (issue 5): an organisation with goods groups,
 * goods, suppliers, warehouses, batches (lo_hang), completed vouchers (phieu_kho), their ledger
 * rows (the_kho) and the stock rows (ton_kho) that sum them.
 *
 * Everything past the few hundred catalogue rows is written set-based (generate_series into
 * temporary tables, then one INSERT ... SELECT per table) inside one transaction, so it runs at the
 * same speed on PostgreSQL and PGlite and on a pool (temporary tables live on one connection).
 *
 * Shape of the data:
 * - batch i belongs to goods i mod G and to warehouse i mod W; it is received on a day spread
 *   evenly over the last `years` years and expires 1 to 3 years after;
 * - its ledger is one receipt row, then issues dated between the receipt and the earlier of today
 *   and the day before expiry; the first 1 % of the goods move ten times as often (the "busy"
 *   items a stock card is asked for);
 * - batches that expired were mostly issued to zero, live ones partly, in proportion to their age;
 * - ledger rows are grouped into completed vouchers: per warehouse, kind and day, at most
 *   `linesPerVoucher` rows each, numbered PN-/PX-YYYY-nnnnn as the app numbers them (the counter
 *   `so_phieu_tu_tang` continues after them). Voucher lines and allocations are not generated:
 *   no read measured here uses them;
 * - ton_kho is the ledger's sum per warehouse and batch, by construction, and checked afterwards.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { normalizeSearchText } from '@kho/contracts';
import { queryRows, type Db, type Executor } from '../apps/server/src/db/client';
import {
  hangHoa,
  khoa,
  kho,
  nguoiDung,
  nhaCungCap,
  nhanVien,
  nhanVienKhoa,
  nhomHangHoa,
  thanhVienToChuc,
  toChuc,
} from '../apps/server/src/db/schema/index';
import { goodsSearchKey } from '../apps/server/src/modules/goods/goods.repository';
import {
  ledgerMismatches,
  summaryMismatches,
} from '../apps/server/src/modules/inventory/stock/stock-read.repository';
import { newId } from '../apps/server/src/platform/ids';

export interface InventoryDataOptions {
  goods: number;
  /** 0 for catalogues only (no stock). */
  batches: number;
  /** Ledger rows; at least one per batch (its receipt). */
  ledger: number;
  years?: number;
  warehouses?: number;
  linesPerVoucher?: number;
  /** Progress lines (default: silent). */
  log?: (line: string) => void;
}

export interface InventoryData {
  organisationId: string;
  /** An administrator of the organisation (acts in every warehouse). */
  userId: string;
  warehouseIds: string[];
  supplierIds: string[];
  goodsIds: string[];
  /** The goods item with the most ledger rows in the first warehouse (for the stock card). */
  busyGoodsId: string | undefined;
  counts: { goods: number; batches: number; ledger: number; vouchers: number; stockRows: number };
  /** Rows where ton_kho differs from the ledger's sum (or from reservations): 0 when consistent. */
  mismatches: number;
  seconds: number;
}

const INGREDIENTS = [
  ['Paracetamol', '500 mg', 'Viên nén'],
  ['Amoxicillin', '500 mg', 'Viên nang'],
  ['Amoxicillin + Acid clavulanic', '875 mg/125 mg', 'Viên nén'],
  ['Ceftriaxone', '1 g', 'Lọ bột pha tiêm'],
  ['Cefuroxim', '500 mg', 'Viên nén'],
  ['Natri clorid', '0,9% 500 ml', 'Chai dịch truyền'],
  ['Glucose', '5% 500 ml', 'Chai dịch truyền'],
  ['Omeprazol', '20 mg', 'Viên nang'],
  ['Esomeprazol', '40 mg', 'Lọ bột pha tiêm'],
  ['Metformin', '850 mg', 'Viên nén'],
  ['Insulin người', '100 IU/ml 10 ml', 'Lọ tiêm'],
  ['Morphin hydroclorid', '10 mg/ml', 'Ống tiêm'],
  ['Diazepam', '5 mg', 'Viên nén'],
  ['Amlodipin', '5 mg', 'Viên nén'],
  ['Losartan', '50 mg', 'Viên nén'],
  ['Atorvastatin', '20 mg', 'Viên nén'],
  ['Salbutamol', '5 mg/2,5 ml', 'Ống khí dung'],
  ['Vitamin B1', '100 mg/ml', 'Ống tiêm'],
  ['Kali clorid', '500 mg', 'Viên nén'],
  ['Adrenalin', '1 mg/ml', 'Ống tiêm'],
] as const;
const SUPPLIES = [
  'Bơm tiêm 5 ml',
  'Kim luồn 22G',
  'Gạc phẫu thuật 10x10',
  'Găng tay khám cỡ M',
  'Dây truyền dịch',
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
];
const GROUPS = [
  'Kháng sinh',
  'Giảm đau hạ sốt',
  'Tim mạch',
  'Tiêu hóa',
  'Nội tiết',
  'Dịch truyền',
  'Vật tư y tế',
];

/** Random per run, so that a second generation into the same database makes other ids. */
const RUN_SALT = randomBytes(4).toString('hex');
const RUN_SALT_NUMBER = Number.parseInt(RUN_SALT.slice(3, 8), 16) % 2 ** 20;

/**
 * A time-ordered UUID (version 7 layout) made in SQL from a day and a number unique in its table:
 * rows sort by day like the application's own ids, and never collide with them (those end random).
 */
function timeUuid(day: SQL, n: SQL): SQL {
  return sql`(lpad(to_hex((extract(epoch from (${day})::timestamp) * 1000)::bigint + ((${n}) % 86400000)), 12, '0')
    || ${sql.raw(`'7${RUN_SALT.slice(0, 3)}8'`)} || lpad(to_hex(${sql.raw(`${RUN_SALT_NUMBER}`)}::bigint * 68719476736 + (${n})::bigint), 15, '0'))::uuid`;
}

/** An integer written into the SQL text (date arithmetic leaves a parameter's type ambiguous). */
const int = (n: number) => sql.raw(String(Math.trunc(n)));

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Creates the organisation and its data; answers ids, counts and the ledger = stock check. */
export async function generateInventory(db: Db, options: InventoryDataOptions): Promise<InventoryData> {
  const log = options.log ?? (() => undefined);
  const years = options.years ?? 3;
  const warehouses = options.warehouses ?? 1;
  const perVoucher = options.linesPerVoucher ?? 20;
  const { goods: goodsCount, batches, ledger } = options;
  if (goodsCount < 1 || warehouses < 1) throw new Error('at least one goods item and one warehouse');
  if (batches > 0 && ledger < batches)
    throw new Error('--ledger must be at least --batches (one receipt each)');
  const started = performance.now();
  const tag = randomBytes(3).toString('hex');

  const organisationId = newId();
  const userId = newId();
  await db.insert(nguoiDung).values({
    id: userId,
    ten_dang_nhap: `bench.${tag}`,
    ho_ten: 'Bench Quản Trị',
    email: `bench.${tag}@benhvien.vn`,
    mat_khau_hash: 'x',
  });
  await db.insert(toChuc).values({ id: organisationId, ma: `BENCH${tag}`, ten: `Bệnh viện Bench ${tag}` });
  await db
    .insert(thanhVienToChuc)
    .values({ id: newId(), to_chuc_id: organisationId, nguoi_dung_id: userId, vai_tro: 'QUAN_TRI' });
  const departmentId = newId();
  await db.insert(khoa).values({
    id: departmentId,
    to_chuc_id: organisationId,
    ma: 'KD',
    ten: 'Khoa Dược',
    loai_khoa: 'DUOC',
    tu_khoa: 'kd khoa duoc',
  });
  // The user works in the department, so the header offers its warehouses and the books list.
  const staffId = newId();
  await db.insert(nhanVien).values({
    id: staffId,
    to_chuc_id: organisationId,
    ma: 'NV-BENCH',
    ho_ten: 'Bench Quản Trị',
    nguoi_dung_id: userId,
    tu_khoa: 'nv-bench bench quan tri',
  });
  await db
    .insert(nhanVienKhoa)
    .values({ id: newId(), to_chuc_id: organisationId, nhan_vien_id: staffId, khoa_id: departmentId });
  const warehouseIds = Array.from({ length: warehouses }, () => newId());
  await db.insert(kho).values(
    warehouseIds.map((id, i) => ({
      id,
      to_chuc_id: organisationId,
      khoa_id: departmentId,
      ma: i === 0 ? 'KT' : `KL${i}`,
      ten: i === 0 ? 'Kho tổng' : `Kho lẻ ${i}`,
      loai_kho: i === 0 ? 'KHO_TONG' : 'KHO_LE',
      kho_nguon_id: i === 0 ? null : warehouseIds[0]!,
      tu_khoa: normalizeSearchText(i === 0 ? 'KT Kho tổng' : `KL${i} Kho lẻ ${i}`),
    })),
  );
  const groupIds = GROUPS.map(() => newId());
  await db.insert(nhomHangHoa).values(
    GROUPS.map((ten, i) => ({
      id: groupIds[i]!,
      to_chuc_id: organisationId,
      ma: `N${String(i + 1).padStart(2, '0')}`,
      ten,
      tu_khoa: normalizeSearchText(`N${i + 1} ${ten}`),
    })),
  );
  const supplierIds = Array.from({ length: 20 }, () => newId());
  await db.insert(nhaCungCap).values(
    supplierIds.map((id, i) => ({
      id,
      to_chuc_id: organisationId,
      ma: `NCC${String(i + 1).padStart(3, '0')}`,
      ten: `Công ty Dược phẩm ${MAKERS[i % MAKERS.length]} ${i + 1}`,
      tu_khoa: normalizeSearchText(`NCC${i + 1} cong ty duoc pham ${MAKERS[i % MAKERS.length]}`),
    })),
  );

  const goodsIds: string[] = [];
  const goodsRows = Array.from({ length: goodsCount }, (_, i) => {
    const id = newId();
    goodsIds.push(id);
    const isSupply = i % 10 === 9;
    const [ingredient, strength, form] = INGREDIENTS[i % INGREDIENTS.length]!;
    const maker = MAKERS[Math.floor(i / INGREDIENTS.length) % MAKERS.length]!;
    const fields = {
      ma: `${isSupply ? 'VT' : 'TD'}${String(i).padStart(5, '0')}`,
      ten: isSupply
        ? `${SUPPLIES[Math.floor(i / 10) % SUPPLIES.length]} ${maker}`
        : `${ingredient.split(' ')[0]} ${strength} ${form.toLowerCase()} ${maker}`,
      hoat_chat: isSupply ? null : ingredient,
      ma_vach: `893${String(i).padStart(10, '0')}`,
      so_dang_ky: isSupply ? null : `VD-${10000 + i}-${20 + (i % 6)}`,
    };
    return {
      id,
      to_chuc_id: organisationId,
      ...fields,
      loai_hang_hoa: isSupply ? 'VAT_TU' : 'THUOC',
      ham_luong: isSupply ? null : strength,
      dang_bao_che: isSupply ? null : form,
      don_vi_tinh: isSupply ? 'Cái' : 'Viên',
      hang_san_xuat: maker,
      nhom_hang_hoa_id: isSupply ? groupIds.at(-1)! : groupIds[i % (groupIds.length - 1)]!,
      phan_loai_quan_ly: ingredient.startsWith('Morphin')
        ? 'GAY_NGHIEN'
        : ingredient.startsWith('Diazepam')
          ? 'HUONG_THAN'
          : 'THUONG',
      gia_ban: 500 + (i % 400) * 250,
      ton_toi_thieu: (i % 7) * 50,
      tu_khoa: goodsSearchKey(fields),
    };
  });
  await insertChunked(goodsRows, 1000, (chunk) => db.insert(hangHoa).values(chunk));
  log(`catalogues: ${goodsCount} goods, ${supplierIds.length} suppliers, ${warehouses} warehouses`);

  let counts = { goods: goodsCount, batches: 0, ledger: 0, vouchers: 0, stockRows: 0 };
  let busyGoodsId: string | undefined;
  if (batches > 0) {
    counts = await db.transaction(async (tx) => {
      const result = await generateStock(tx, {
        organisationId,
        userId,
        warehouseIds,
        supplierIds,
        goodsIds,
        batches,
        ledger,
        years,
        perVoucher,
        log,
      });
      return { goods: goodsCount, ...result };
    });
    const [busy] = await queryRows<{ hang_hoa_id: string }>(
      db,
      sql`select hang_hoa_id from the_kho where kho_id = ${warehouseIds[0]!}
          group by hang_hoa_id order by count(*) desc, hang_hoa_id limit 1`,
    );
    busyGoodsId = busy?.hang_hoa_id;
  }
  for (const table of ['hang_hoa', 'lo_hang', 'ton_kho', 'the_kho', 'phieu_kho']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }

  let mismatches = 0;
  for (const warehouseId of warehouseIds) {
    mismatches +=
      (await ledgerMismatches(db, warehouseId)).length + (await summaryMismatches(db, warehouseId)).length;
  }
  return {
    organisationId,
    userId,
    warehouseIds,
    supplierIds,
    goodsIds,
    busyGoodsId,
    counts,
    mismatches,
    seconds: (performance.now() - started) / 1000,
  };
}

interface StockPlan {
  organisationId: string;
  userId: string;
  warehouseIds: string[];
  supplierIds: string[];
  goodsIds: string[];
  batches: number;
  ledger: number;
  years: number;
  perVoucher: number;
  log: (line: string) => void;
}

async function count(tx: Executor, table: string, organisationId: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    tx,
    sql`select count(*) as n from ${sql.identifier(table)} where to_chuc_id = ${organisationId}`,
  );
  return Number(row?.n ?? 0);
}

async function timed(log: (line: string) => void, label: string, step: () => Promise<unknown>) {
  const t0 = performance.now();
  await step();
  log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** Batches, ledger, vouchers and stock in one transaction (temporary tables dropped at commit). */
async function generateStock(tx: Executor, plan: StockPlan) {
  const { organisationId: org, userId, log } = plan;
  const goodsCount = plan.goodsIds.length;
  const busyGoods = Math.max(1, Math.ceil(goodsCount / 100));
  const days = Math.max(1, Math.round(plan.years * 365));
  // Today in the organisation's zone, as the app dates its vouchers.
  const today = sql`(now() at time zone 'Asia/Ho_Chi_Minh')::date`;

  await tx.execute(sql`create temp table gen_id (kind text, idx int, id uuid) on commit drop`);
  await tx.execute(
    sql`insert into gen_id select 'goods', ord::int - 1, id
        from unnest(${sql.raw(`array[${plan.goodsIds.map((id) => `'${id}'::uuid`).join(',')}]`)}) with ordinality as u(id, ord)`,
  );
  await tx.execute(
    sql`insert into gen_id select 'kho', ord::int - 1, id
        from unnest(${sql.raw(`array[${plan.warehouseIds.map((id) => `'${id}'::uuid`).join(',')}]`)}) with ordinality as u(id, ord)`,
  );
  await tx.execute(
    sql`insert into gen_id select 'ncc', ord::int - 1, id
        from unnest(${sql.raw(`array[${plan.supplierIds.map((id) => `'${id}'::uuid`).join(',')}]`)}) with ordinality as u(id, ord)`,
  );

  // One row per batch: received, expiry, ledger rows n (weighted), quantity in, quantity out.
  await timed(log, 'batch plan', async () => {
    await tx.execute(sql`create temp table gen_batch on commit drop as
      select i as idx, i % ${int(goodsCount)} as goods_idx, i % ${int(plan.warehouseIds.length)} as kho_idx,
             (${today} - ${int(days)} + ((i::bigint * ${int(days)}) / ${int(plan.batches)})::int) as received,
             365 + ((i::bigint * 7919) % 730)::int as shelf,
             case when i % ${int(goodsCount)} < ${int(busyGoods)} then 10 else 1 end as weight,
             ((i::bigint * 104729) % 1000)::int as h
      from generate_series(0, ${int(plan.batches - 1)}) i`);
    await tx.execute(
      sql`alter table gen_batch add column n int, add column qty_in bigint, add column qty_out bigint`,
    );
    // Ledger rows per batch in proportion to weight, at least one; remainders to the first batches.
    await tx.execute(sql`update gen_batch set n = greatest(1, floor(
        ${int(plan.ledger)}::numeric * weight / (select sum(weight) from gen_batch))::int)`);
    const [total] = await queryRows<{ n: string }>(tx, sql`select sum(n) as n from gen_batch`);
    const missing = plan.ledger - Number(total?.n ?? 0);
    if (missing > 0) {
      await tx.execute(sql`update gen_batch g set n = n + extra.k
        from (select idx, ${int(Math.floor(missing / plan.batches))} + case when idx < ${int(missing % plan.batches)} then 1 else 0 end as k
              from gen_batch) extra
        where extra.idx = g.idx and extra.k > 0`);
    }
    // In: plenty for n - 1 issues. Out: expired batches mostly to zero, live ones by age.
    await tx.execute(sql`update gen_batch set qty_in = n::bigint * 10 * (1 + h % 20)`);
    await tx.execute(sql`update gen_batch set qty_out = case
        when n = 1 then 0
        else greatest(n - 1, case
          when received + shelf <= ${today} and h % 100 < 85 then qty_in
          else floor(qty_in * least(0.95, (${today} - received)::numeric / shelf) * (0.5 + (h % 50) / 100.0))::bigint
        end) end`);
    await tx.execute(sql`analyze gen_batch`);
    await tx.execute(sql`analyze gen_id`);
  });

  await timed(log, `lo_hang (${plan.batches})`, () =>
    tx.execute(sql`insert into lo_hang (id, to_chuc_id, hang_hoa_id, so_lo, han_dung, ngay_san_xuat, don_gia,
                                       nha_cung_cap_id, ngay_tao)
      select ${timeUuid(sql`b.received`, sql`b.idx`)}, ${org}::uuid, g.id,
             'L' || to_char(b.received, 'YYMMDD') || '-' || lpad(b.idx::text, 6, '0'),
             b.received + b.shelf, b.received - 60,
             (500 + (b.goods_idx % 400) * 250 + (b.h % 7) * 10)::numeric, s.id,
             b.received::timestamp at time zone 'Asia/Ho_Chi_Minh'
      from gen_batch b
      join gen_id g on g.kind = 'goods' and g.idx = b.goods_idx
      join gen_id s on s.kind = 'ncc' and s.idx = b.idx % ${int(plan.supplierIds.length)}`),
  );

  // One row per movement: the receipt (seq 1) then the issues, spread to the last usable day.
  await timed(log, 'ledger plan', async () => {
    await tx.execute(sql`create temp table gen_ledger on commit drop as
      select b.idx as batch_idx, b.kho_idx, s as seq,
             case when s = 1 then 'NHAP_KHO' else 'XUAT_KHO' end as kind,
             case when s = 1 then b.received
                  else b.received + ((s - 1)::bigint
                       * greatest(0, least(${today}, b.received + b.shelf - 1) - b.received) / (b.n - 1))::int
             end as day,
             case when s = 1 then b.qty_in
                  when s < b.n then -(b.qty_out / (b.n - 1))
                  else -(b.qty_out - (b.qty_out / (b.n - 1)) * (b.n - 2))
             end as qty
      from gen_batch b cross join lateral generate_series(1, b.n) s`);
    // Vouchers: per warehouse, kind and day, at most perVoucher rows each.
    await tx.execute(sql`create temp table gen_ledger2 on commit drop as
      select batch_idx, kho_idx, seq, kind, day, qty,
             ((row_number() over (partition by kho_idx, kind, day order by batch_idx, seq) - 1) / ${int(plan.perVoucher)})::int as bucket,
             row_number() over (order by day, kind, kho_idx, batch_idx, seq) as row_no
      from gen_ledger`);
    await tx.execute(sql`create temp table gen_voucher on commit drop as
      select kho_idx, kind, day, bucket, count(*) as lines,
             row_number() over (partition by kind, extract(year from day) order by day, kho_idx, bucket) as number,
             row_number() over (order by day, kind, kho_idx, bucket) as n
      from gen_ledger2 group by kho_idx, kind, day, bucket`);
    await tx.execute(sql`alter table gen_voucher add column id uuid`);
    await tx.execute(sql`update gen_voucher set id = ${timeUuid(sql`day`, sql`n`)}`);
    // Temporary tables have no statistics until analysed: without them the joins below nest loops.
    await tx.execute(sql`analyze gen_id`);
    await tx.execute(sql`analyze gen_batch`);
    await tx.execute(sql`analyze gen_ledger2`);
    await tx.execute(sql`analyze gen_voucher`);
  });

  await timed(log, 'phieu_kho', () =>
    tx.execute(sql`insert into phieu_kho (id, to_chuc_id, loai_phieu, so_phieu, trang_thai, ngay_chung_tu, kho_id,
                                         nha_cung_cap_id, so_hoa_don, loai_xuat, ly_do, so_dong, tu_khoa,
                                         ngay_gui, nguoi_gui_id, ngay_duyet, nguoi_duyet_id, ngay_tao, ngay_cap_nhat,
                                         nguoi_tao_id, nguoi_cap_nhat_id, phien_ban)
      select v.id, ${org}::uuid, v.kind,
             case when v.kind = 'NHAP_KHO' then 'PN-' else 'PX-' end || extract(year from v.day)::int || '-' || lpad(v.number::text, 5, '0'),
             'HOAN_THANH', v.day, k.id,
             case when v.kind = 'NHAP_KHO' then s.id end,
             case when v.kind = 'NHAP_KHO' then 'HD' || v.n end,
             case when v.kind = 'XUAT_KHO' then 'KHO_KHOA' end,
             case when v.kind = 'XUAT_KHO' then 'Cấp phát cho khoa lâm sàng' end,
             v.lines,
             lower(case when v.kind = 'NHAP_KHO' then 'pn-' else 'px-' end || extract(year from v.day)::int || '-' || lpad(v.number::text, 5, '0')),
             v.day::timestamp at time zone 'Asia/Ho_Chi_Minh', ${userId}::uuid,
             v.day::timestamp at time zone 'Asia/Ho_Chi_Minh', ${userId}::uuid,
             v.day::timestamp at time zone 'Asia/Ho_Chi_Minh', v.day::timestamp at time zone 'Asia/Ho_Chi_Minh',
             ${userId}::uuid, ${userId}::uuid, 3
      from gen_voucher v
      join gen_id k on k.kind = 'kho' and k.idx = v.kho_idx
      join gen_id s on s.kind = 'ncc' and s.idx = v.n % ${int(plan.supplierIds.length)}`),
  );

  await timed(log, `the_kho (${plan.ledger})`, () =>
    tx.execute(sql`insert into the_kho (id, to_chuc_id, kho_id, lo_hang_id, hang_hoa_id, ngay_chung_tu, thoi_gian,
                                       so_luong, don_gia, loai_phieu, phieu_id, nguoi_thuc_hien_id)
      select ${timeUuid(sql`l.day`, sql`l.row_no`)}, ${org}::uuid, k.id, ${timeUuid(sql`b.received`, sql`b.idx`)}, g.id,
             l.day, l.day::timestamp at time zone 'Asia/Ho_Chi_Minh' + interval '8 hours' + (l.seq % 600) * interval '1 minute',
             l.qty, (500 + (b.goods_idx % 400) * 250 + (b.h % 7) * 10)::numeric, l.kind, v.id, ${userId}::uuid
      from gen_ledger2 l
      join gen_batch b on b.idx = l.batch_idx
      join gen_voucher v on v.kho_idx = l.kho_idx and v.kind = l.kind and v.day = l.day and v.bucket = l.bucket
      join gen_id k on k.kind = 'kho' and k.idx = l.kho_idx
      join gen_id g on g.kind = 'goods' and g.idx = b.goods_idx`),
  );

  await timed(log, 'ton_kho and voucher totals', async () => {
    await tx.execute(sql`insert into ton_kho (kho_id, lo_hang_id, to_chuc_id, hang_hoa_id, so_luong, so_luong_giu)
      select kho_id, lo_hang_id, to_chuc_id, hang_hoa_id, sum(so_luong), 0
      from the_kho where to_chuc_id = ${org} group by kho_id, lo_hang_id, to_chuc_id, hang_hoa_id`);
    // The per-goods summary the engine keeps beside ton_kho (migration 0003 fills it the same way).
    await tx.execute(sql`insert into ton_kho_hang_hoa (kho_id, hang_hoa_id, to_chuc_id, so_luong, gia_tri, so_lo)
      select t.kho_id, t.hang_hoa_id, t.to_chuc_id, sum(t.so_luong), sum(t.so_luong * l.don_gia),
             count(*) filter (where t.so_luong > 0)
      from ton_kho t join lo_hang l on l.id = t.lo_hang_id where t.to_chuc_id = ${org}
      group by t.kho_id, t.hang_hoa_id, t.to_chuc_id`);
    await tx.execute(sql`update phieu_kho p set tong_tien = t.total
      from (select phieu_id, round(sum(abs(so_luong) * don_gia), 2) as total from the_kho
            where to_chuc_id = ${org} group by phieu_id) t
      where p.id = t.phieu_id`);
    // The app's numbering continues after the generated vouchers.
    await tx.execute(sql`insert into so_phieu_tu_tang (to_chuc_id, loai_phieu, nam, so_cuoi)
      select ${org}::uuid, kind, extract(year from day)::int, max(number) from gen_voucher
      group by kind, extract(year from day)::int`);
  });

  return {
    batches: await count(tx, 'lo_hang', org),
    ledger: await count(tx, 'the_kho', org),
    vouchers: await count(tx, 'phieu_kho', org),
    stockRows: await count(tx, 'ton_kho', org),
  };
}
