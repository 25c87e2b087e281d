/**
 * The floor of the dispensing-throughput benchmark: the one transaction the API's dispensing runs
 * (the prescription's CAP_PHAT voucher created, reserved FEFO and moved, the lines credited), only
 * the statements it cannot do without, straight through pg. What it keeps, in order:
 *
 *   BEGIN
 *   1  lock the prescription (its patient's name joined, for the voucher's search key)
 *   2  read its lines
 *   3  shared period lock          4  is the month closed?
 *   5  the voucher number (counter row upserted)
 *   6  lock the goods' stock rows in batch order, answered in FEFO order with each batch's cost
 *   7  the voucher, already HOAN_THANH, with its line count and value computed here
 *   8  its lines, priced here from the batches' cost
 *   9  the allocations
 *   10 the stock rows, one conditional update (on hand - reserved must cover the quantity)
 *   11 the per-goods summary      12 the ledger rows
 *   13 the prescription lines credited
 *   14 the prescription's status and version (computed here from the lines locked in 2)
 *   COMMIT
 *
 * The API's reservation is undone by its movement in the same transaction, so the floor writes the
 * net change only (on hand down, reserved unchanged) and never reads back what it wrote.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { CLIENTS, drive, inTransaction } from './throughput-kit';
import type { DispensingScenario } from './dispensing-setup';

interface StockRow {
  lo_hang_id: string;
  hang_hoa_id: string;
  free: string;
  don_gia: string;
  usable: boolean;
}

interface Allocation {
  id: string;
  lineId: string;
  hang_hoa_id: string;
  lo_hang_id: string;
  so_luong: number;
  don_gia: number;
}

/** FEFO over the locked rows (already in expiry order): earliest usable batch first, split when short. */
function allocate(stock: StockRow[], lines: { id: string; hang_hoa_id: string; so_luong: number }[]) {
  const free = new Map(stock.map((s) => [s.lo_hang_id, Number(s.free)]));
  const allocations: Allocation[] = [];
  for (const line of lines) {
    let left = line.so_luong;
    for (const row of stock) {
      if (left === 0) break;
      if (row.hang_hoa_id !== line.hang_hoa_id || !row.usable) continue;
      const take = Math.min(left, free.get(row.lo_hang_id)!);
      if (take <= 0) continue;
      free.set(row.lo_hang_id, free.get(row.lo_hang_id)! - take);
      allocations.push({
        id: randomUUID(),
        lineId: line.id,
        hang_hoa_id: line.hang_hoa_id,
        lo_hang_id: row.lo_hang_id,
        so_luong: take,
        don_gia: Number(row.don_gia),
      });
      left -= take;
    }
    if (left > 0) throw new Error('floor: not enough stock');
  }
  return allocations;
}

/** Dispenses every prescription of `scenario.prescriptions` (whole, once each) through N connections. */
export async function dispensingFloor(pool: pg.Pool, scenario: DispensingScenario, userId: string) {
  const org = scenario.organisationId;
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
  const year = Number(today.slice(0, 4));
  const queue = [...scenario.prescriptions];
  return drive(CLIENTS, async () => {
    const prescription = queue.shift();
    if (!prescription) return undefined;
    const t0 = performance.now();
    await inTransaction(pool, async (c) => {
      const { rows: locked } = await c.query<{
        kho_id: string;
        so_don: string;
        phien_ban: number;
        trang_thai: string;
        benh_nhan_id: string;
        ho_ten: string;
      }>(
        `select d.kho_id, d.so_don, d.phien_ban, d.trang_thai, d.benh_nhan_id, b.ho_ten
         from don_thuoc d join benh_nhan b on b.id = d.benh_nhan_id
         where d.id = $1 and d.to_chuc_id = $2 for update of d`,
        [prescription.id, org],
      );
      const header = locked[0];
      if (!header || header.phien_ban !== prescription.phien_ban)
        throw new Error('floor: stale prescription');
      if (header.trang_thai !== 'CHO_CAP_PHAT' && header.trang_thai !== 'CAP_PHAT_MOT_PHAN')
        throw new Error('floor: prescription not dispensable');
      const { rows: lineRows } = await c.query<{
        id: string;
        hang_hoa_id: string;
        so_luong: string;
        so_luong_da_cap: string;
      }>(
        'select id, hang_hoa_id, so_luong, so_luong_da_cap from don_thuoc_chi_tiet where don_thuoc_id = $1 order by stt',
        [prescription.id],
      );
      const lines = lineRows
        .map((l) => ({ ...l, so_luong: Number(l.so_luong) - Number(l.so_luong_da_cap) }))
        .filter((l) => l.so_luong > 0);
      await c.query('select pg_advisory_xact_lock_shared(hashtextextended($1, 0))', [`ky_khoa_so:${org}`]);
      const { rows: closed } = await c.query<{ closed: boolean }>(
        `select exists(select 1 from ky_khoa_so where to_chuc_id = $1
           and thang >= date_trunc('month', $2::date)::date) as closed`,
        [org, today],
      );
      if (closed[0]?.closed) throw new Error('floor: period closed');
      const { rows: counter } = await c.query<{ so_cuoi: number }>(
        `insert into so_phieu_tu_tang (to_chuc_id, loai_phieu, nam, so_cuoi) values ($1, 'CAP_PHAT', $2, 1)
         on conflict (to_chuc_id, loai_phieu, nam) do update set so_cuoi = so_phieu_tu_tang.so_cuoi + 1
         returning so_cuoi`,
        [org, year],
      );
      const number = `PCP-${year}-${String(counter[0]!.so_cuoi).padStart(5, '0')}`;
      const { rows: stock } = await c.query<StockRow>(
        `with locked as (
           select t.lo_hang_id, t.hang_hoa_id, t.so_luong, t.so_luong_giu from ton_kho t
           where t.kho_id = $1 and t.hang_hoa_id = any($2::uuid[]) order by t.lo_hang_id for update)
         select l.lo_hang_id, l.hang_hoa_id, (l.so_luong - l.so_luong_giu)::text as free, b.don_gia,
                (not b.bi_khoa and b.han_dung >= $3::date) as usable
         from locked l join lo_hang b on b.id = l.lo_hang_id order by b.han_dung, b.ngay_tao, b.id`,
        [header.kho_id, [...new Set(lines.map((l) => l.hang_hoa_id))].sort(), today],
      );
      const voucherLines = lines.map((l) => ({ ...l, voucherLineId: randomUUID() }));
      const allocations = allocate(stock, voucherLines);
      const lineValue = new Map<string, number>();
      for (const a of allocations)
        lineValue.set(a.lineId, (lineValue.get(a.lineId) ?? 0) + a.so_luong * a.don_gia);
      const value = (id: string) => Math.round(lineValue.get(id)! * 100) / 100;
      const voucherId = randomUUID();
      await c.query(
        `insert into phieu_kho (id, to_chuc_id, loai_phieu, so_phieu, ngay_chung_tu, kho_id, don_thuoc_id, benh_nhan_id,
                                trang_thai, ngay_gui, nguoi_gui_id, ngay_duyet, nguoi_duyet_id, so_dong, tong_tien,
                                tu_khoa, nguoi_tao_id, nguoi_cap_nhat_id)
         values ($1, $2, 'CAP_PHAT', $3, $4, $5, $6, $7, 'HOAN_THANH', now(), $8, now(), $8, $9, $10, $11, $8, $8)`,
        [
          voucherId,
          org,
          number,
          today,
          header.kho_id,
          prescription.id,
          header.benh_nhan_id,
          userId,
          voucherLines.length,
          voucherLines.reduce((sum, l) => sum + value(l.id), 0),
          `${number} ${header.so_don} ${header.ho_ten}`.toLowerCase(),
        ],
      );
      await c.query(
        `insert into phieu_kho_chi_tiet (id, to_chuc_id, phieu_id, stt, hang_hoa_id, so_luong, don_thuoc_chi_tiet_id,
                                         thanh_tien, don_gia)
         select v.id, $2, $3, v.stt, v.hang_hoa_id, v.q, v.line, v.value, round(v.value / v.q, 4)
         from unnest($1::uuid[], $4::int[], $5::uuid[], $6::numeric[], $7::uuid[], $8::numeric[])
           as v(id, stt, hang_hoa_id, q, line, value)`,
        [
          voucherLines.map((l) => l.voucherLineId),
          org,
          voucherId,
          voucherLines.map((_, i) => i + 1),
          voucherLines.map((l) => l.hang_hoa_id),
          voucherLines.map((l) => l.so_luong),
          voucherLines.map((l) => l.id),
          voucherLines.map((l) => value(l.id)),
        ],
      );
      const lineIdOf = new Map(voucherLines.map((l) => [l.id, l.voucherLineId]));
      await c.query(
        `insert into phieu_kho_phan_bo (id, to_chuc_id, phieu_id, chi_tiet_id, kho_id, lo_hang_id, so_luong)
         select unnest($1::uuid[]), $2, $3, unnest($4::uuid[]), $5, unnest($6::uuid[]), unnest($7::numeric[])`,
        [
          allocations.map((a) => a.id),
          org,
          voucherId,
          allocations.map((a) => lineIdOf.get(a.lineId)),
          header.kho_id,
          allocations.map((a) => a.lo_hang_id),
          allocations.map((a) => a.so_luong),
        ],
      );
      // One row per batch, in batch order (the lock order), whatever lines shared it.
      const perBatch = new Map<string, number>();
      for (const a of allocations) perBatch.set(a.lo_hang_id, (perBatch.get(a.lo_hang_id) ?? 0) + a.so_luong);
      const batches = [...perBatch.keys()].sort();
      const { rowCount } = await c.query(
        `update ton_kho t set so_luong = t.so_luong - v.q
         from unnest($2::uuid[], $3::numeric[]) as v(lo_hang_id, q)
         where t.kho_id = $1 and t.lo_hang_id = v.lo_hang_id and t.so_luong - t.so_luong_giu >= v.q`,
        [header.kho_id, batches, batches.map((b) => perBatch.get(b))],
      );
      if (rowCount !== batches.length) throw new Error('floor: stock changed under the lock');
      // No batch of the bench runs out, so the batch counts stay.
      await c.query(
        `insert into ton_kho_hang_hoa as s (kho_id, hang_hoa_id, to_chuc_id, so_luong, gia_tri, so_lo)
         select $1::uuid, l.hang_hoa_id, l.to_chuc_id, -sum(v.q), -sum(v.q * l.don_gia), 0
         from unnest($2::uuid[], $3::numeric[]) as v(lo_hang_id, q) join lo_hang l on l.id = v.lo_hang_id
         group by l.hang_hoa_id, l.to_chuc_id order by l.hang_hoa_id
         on conflict (kho_id, hang_hoa_id) do update set so_luong = s.so_luong + excluded.so_luong,
           gia_tri = s.gia_tri + excluded.gia_tri`,
        [header.kho_id, batches, batches.map((b) => perBatch.get(b))],
      );
      await c.query(
        `insert into the_kho (id, to_chuc_id, kho_id, lo_hang_id, hang_hoa_id, ngay_chung_tu, so_luong, don_gia,
                              loai_phieu, phieu_id, phan_bo_id, nguoi_thuc_hien_id, nhom)
         select unnest($1::uuid[]), $2, $3, unnest($4::uuid[]), unnest($5::uuid[]), $6, unnest($7::numeric[]),
                unnest($8::numeric[]), 'CAP_PHAT', $9, unnest($10::uuid[]), $11, 'XUAT_CAP_PHAT'`,
        [
          allocations.map(() => randomUUID()),
          org,
          header.kho_id,
          allocations.map((a) => a.lo_hang_id),
          allocations.map((a) => a.hang_hoa_id),
          today,
          allocations.map((a) => -a.so_luong),
          allocations.map((a) => a.don_gia),
          voucherId,
          allocations.map((a) => a.id),
          userId,
        ],
      );
      await c.query(
        `update don_thuoc_chi_tiet c set so_luong_da_cap = c.so_luong_da_cap + v.q
         from unnest($1::uuid[], $2::numeric[]) as v(id, q) where c.id = v.id`,
        [lines.map((l) => l.id), lines.map((l) => l.so_luong)],
      );
      // Every line was given in full: the whole prescription is dispensed.
      await c.query(
        `update don_thuoc set trang_thai = 'DA_CAP_PHAT', phien_ban = phien_ban + 1, ngay_cap_nhat = now(),
                nguoi_cap_nhat_id = $2 where id = $1`,
        [prescription.id, userId],
      );
    });
    return { steps: { dispense: performance.now() - t0 }, id: prescription.id };
  });
}
