/**
 * The stock part of the benchmark inventory (see inventory-data.ts): batches, their ledger rows,
 * the completed vouchers that group them and the stock rows that sum them, written set-based in
 * one transaction.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../apps/server/src/db/client';

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

export interface StockPlan {
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
export async function generateStock(tx: Executor, plan: StockPlan) {
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
                                       so_luong, don_gia, loai_phieu, phieu_id, nguoi_thuc_hien_id, nhom)
      select ${timeUuid(sql`l.day`, sql`l.row_no`)}, ${org}::uuid, k.id, ${timeUuid(sql`b.received`, sql`b.idx`)}, g.id,
             l.day, l.day::timestamp at time zone 'Asia/Ho_Chi_Minh' + interval '8 hours' + (l.seq % 600) * interval '1 minute',
             l.qty, (500 + (b.goods_idx % 400) * 250 + (b.h % 7) * 10)::numeric, l.kind, v.id, ${userId}::uuid,
             nhom_phat_sinh(l.kind, l.qty, false, case when l.kind = 'XUAT_KHO' then 'KHO_KHOA' end, null)
      from gen_ledger2 l
      join gen_batch b on b.idx = l.batch_idx
      join gen_voucher v on v.kho_idx = l.kho_idx and v.kind = l.kind and v.day = l.day and v.bucket = l.bucket
      join gen_id k on k.kind = 'kho' and k.idx = l.kho_idx
      join gen_id g on g.kind = 'goods' and g.idx = b.goods_idx`),
  );

  await timed(log, 'ton_kho and voucher totals', async () => {
    await tx.execute(sql`insert into ton_kho (kho_id, lo_hang_id, to_chuc_id, hang_hoa_id, so_luong, so_luong_giu, han_dung, don_gia)
      select t.kho_id, t.lo_hang_id, t.to_chuc_id, t.hang_hoa_id, sum(t.so_luong), 0, l.han_dung, l.don_gia
      from the_kho t join lo_hang l on l.id = t.lo_hang_id
      where t.to_chuc_id = ${org} group by t.kho_id, t.lo_hang_id, t.to_chuc_id, t.hang_hoa_id, l.han_dung, l.don_gia`);
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
