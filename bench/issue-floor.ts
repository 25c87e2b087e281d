/**
 * The floor of the issue-throughput benchmark: the same three transactions as the API's (create,
 * submit with FEFO reservation, approve with the movement), only the statements they need,
 * straight through pg.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { issueLines, type Scenario } from './issue-bench-shared';
import { CLIENTS, drive, inTransaction } from './throughput-kit';

interface LockedRow {
  lo_hang_id: string;
  hang_hoa_id: string;
  so_luong: string;
  so_luong_giu: string;
  han_dung: string;
  bi_khoa: boolean;
  da_het_han: boolean;
}

/** The same three transactions, only the statements they need, straight through pg. */
export async function floorClients(
  pool: pg.Pool,
  scenario: Omit<Scenario, 'baseUrl' | 'token'>,
  userId: string,
) {
  const org = scenario.organisationId;
  const warehouse = scenario.warehouseId;
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
  const year = Number(today.slice(0, 4));
  return drive(CLIENTS, async () => {
    const t0 = performance.now();
    const voucherId = randomUUID();
    const lines = issueLines(scenario.goodsIds).map((l) => ({ ...l, id: randomUUID() }));
    await inTransaction(pool, async (c) => {
      const { rows } = await c.query<{ so_cuoi: number }>(
        `insert into so_phieu_tu_tang (to_chuc_id, loai_phieu, nam, so_cuoi) values ($1, 'XUAT_KHO', $2, 1)
         on conflict (to_chuc_id, loai_phieu, nam) do update set so_cuoi = so_phieu_tu_tang.so_cuoi + 1
         returning so_cuoi`,
        [org, year],
      );
      const number = `PX-${year}-${String(rows[0]!.so_cuoi).padStart(5, '0')}`;
      await c.query(
        `insert into phieu_kho (id, to_chuc_id, loai_phieu, so_phieu, ngay_chung_tu, kho_id, loai_xuat, don_vi_nhan,
                                ly_do, so_dong, tu_khoa, nguoi_tao_id, nguoi_cap_nhat_id)
         values ($1, $2, 'XUAT_KHO', $3, $4, $5, 'CO_SO_KHAC', 'Trung tâm Y tế huyện', 'Cấp hỗ trợ', 2, $6, $7, $7)`,
        [voucherId, org, number, today, warehouse, number.toLowerCase(), userId],
      );
      await c.query(
        `insert into phieu_kho_chi_tiet (id, to_chuc_id, phieu_id, stt, hang_hoa_id, so_luong)
         values ($1, $2, $3, 1, $4, $5), ($6, $2, $3, 2, $7, $8)`,
        [
          lines[0]!.id,
          org,
          voucherId,
          lines[0]!.hang_hoa_id,
          lines[0]!.so_luong,
          lines[1]!.id,
          lines[1]!.hang_hoa_id,
          lines[1]!.so_luong,
        ],
      );
    });
    const t1 = performance.now();
    await inTransaction(pool, async (c) => {
      await c.query(`select id from phieu_kho where id = $1 and trang_thai = 'LUU_TAM' for update`, [
        voucherId,
      ]);
      const { rows: lineRows } = await c.query<{ id: string; hang_hoa_id: string; so_luong: string }>(
        'select id, hang_hoa_id, so_luong from phieu_kho_chi_tiet where phieu_id = $1 order by stt',
        [voucherId],
      );
      const goodsIds = [...new Set(lineRows.map((l) => l.hang_hoa_id))].sort();
      const { rows: stock } = await c.query<LockedRow>(
        `with locked as (
           select t.kho_id, t.lo_hang_id, t.hang_hoa_id, t.so_luong, t.so_luong_giu from ton_kho t
           where t.kho_id = $1 and t.hang_hoa_id = any($2::uuid[]) order by t.lo_hang_id for update)
         select l.lo_hang_id, l.hang_hoa_id, l.so_luong, l.so_luong_giu, b.han_dung::text as han_dung, b.bi_khoa,
                (b.han_dung < $3::date) as da_het_han
         from locked l join lo_hang b on b.id = l.lo_hang_id order by b.han_dung, b.ngay_tao, b.id`,
        [warehouse, goodsIds, today],
      );
      // FEFO: the earliest usable batch with enough left (plenty here, so one batch per line).
      const allocations = lineRows.map((line) => {
        const batch = stock.find(
          (s) =>
            s.hang_hoa_id === line.hang_hoa_id &&
            !s.bi_khoa &&
            !s.da_het_han &&
            Number(s.so_luong) - Number(s.so_luong_giu) >= Number(line.so_luong),
        );
        if (!batch) throw new Error('floor: not enough stock');
        return { id: randomUUID(), line: line.id, batch: batch.lo_hang_id, qty: line.so_luong };
      });
      for (const a of [...allocations].sort((x, y) => (x.batch < y.batch ? -1 : x.batch > y.batch ? 1 : 0))) {
        const { rowCount } = await c.query(
          `update ton_kho set so_luong_giu = so_luong_giu + $3::numeric
           where kho_id = $1 and lo_hang_id = $2 and so_luong >= so_luong_giu + $3::numeric`,
          [warehouse, a.batch, a.qty],
        );
        if (rowCount !== 1) throw new Error('floor: reservation refused');
      }
      await c.query(
        `insert into phieu_kho_phan_bo (id, to_chuc_id, phieu_id, chi_tiet_id, kho_id, lo_hang_id, so_luong)
         select unnest($1::uuid[]), $2, $3, unnest($4::uuid[]), $5, unnest($6::uuid[]), unnest($7::numeric[])`,
        [
          allocations.map((a) => a.id),
          org,
          voucherId,
          allocations.map((a) => a.line),
          warehouse,
          allocations.map((a) => a.batch),
          allocations.map((a) => a.qty),
        ],
      );
      await c.query(
        `update phieu_kho_chi_tiet c set thanh_tien = v.thanh_tien, don_gia = round(v.thanh_tien / c.so_luong, 4)
         from (select a.chi_tiet_id, round(sum(a.so_luong * b.don_gia), 2) as thanh_tien
               from phieu_kho_phan_bo a join lo_hang b on b.id = a.lo_hang_id
               where a.phieu_id = $1 group by a.chi_tiet_id) v
         where c.id = v.chi_tiet_id`,
        [voucherId],
      );
      await c.query(
        `update phieu_kho set trang_thai = 'CHO_DUYET', ngay_gui = now(), nguoi_gui_id = $2, phien_ban = phien_ban + 1,
                tong_tien = (select coalesce(sum(thanh_tien), 0) from phieu_kho_chi_tiet where phieu_id = $1)
         where id = $1`,
        [voucherId, userId],
      );
    });
    const t2 = performance.now();
    await inTransaction(pool, async (c) => {
      await c.query(`select id from phieu_kho where id = $1 and trang_thai = 'CHO_DUYET' for update`, [
        voucherId,
      ]);
      await c.query('select pg_advisory_xact_lock_shared(hashtextextended($1, 0))', [`ky_khoa_so:${org}`]);
      const { rows: closed } = await c.query<{ closed: boolean }>(
        `select exists(select 1 from ky_khoa_so where to_chuc_id = $1 and thang = date_trunc('month', $2::date)::date) as closed`,
        [org, today],
      );
      if (closed[0]?.closed) throw new Error('floor: period closed');
      const { rows: allocations } = await c.query<{
        id: string;
        lo_hang_id: string;
        hang_hoa_id: string;
        so_luong: string;
        don_gia: string;
      }>(
        `select a.id, a.lo_hang_id, b.hang_hoa_id, a.so_luong, b.don_gia
         from phieu_kho_phan_bo a join lo_hang b on b.id = a.lo_hang_id where a.phieu_id = $1 order by a.lo_hang_id`,
        [voucherId],
      );
      for (const a of allocations) {
        const { rowCount } = await c.query(
          `update ton_kho set so_luong = so_luong - $3::numeric, so_luong_giu = so_luong_giu - $3::numeric
           where kho_id = $1 and lo_hang_id = $2 and so_luong_giu >= $3::numeric`,
          [warehouse, a.lo_hang_id, a.so_luong],
        );
        if (rowCount !== 1) throw new Error('floor: reservation broken');
      }
      // The per-goods summary, one statement as the engine does it (no batch of the bench runs out).
      await c.query(
        `insert into ton_kho_hang_hoa as s (kho_id, hang_hoa_id, to_chuc_id, so_luong, gia_tri, so_lo)
         select $1::uuid, l.hang_hoa_id, l.to_chuc_id, -sum(v.q), -sum(v.q * l.don_gia), 0
         from unnest($2::uuid[], $3::numeric[]) as v(lo_hang_id, q) join lo_hang l on l.id = v.lo_hang_id
         group by l.hang_hoa_id, l.to_chuc_id order by l.hang_hoa_id
         on conflict (kho_id, hang_hoa_id) do update set so_luong = s.so_luong + excluded.so_luong,
           gia_tri = s.gia_tri + excluded.gia_tri`,
        [warehouse, allocations.map((a) => a.lo_hang_id), allocations.map((a) => a.so_luong)],
      );
      await c.query(
        `insert into the_kho (id, to_chuc_id, kho_id, lo_hang_id, hang_hoa_id, ngay_chung_tu, so_luong, don_gia,
                              loai_phieu, phieu_id, phan_bo_id, nguoi_thuc_hien_id, nhom)
         select unnest($1::uuid[]), $2, $3, unnest($4::uuid[]), unnest($5::uuid[]), $6, unnest($7::numeric[]),
                unnest($8::numeric[]), 'XUAT_KHO', $9, unnest($10::uuid[]), $11, 'XUAT_KHAC'`,
        [
          allocations.map(() => randomUUID()),
          org,
          warehouse,
          allocations.map((a) => a.lo_hang_id),
          allocations.map((a) => a.hang_hoa_id),
          today,
          allocations.map((a) => `-${a.so_luong}`),
          allocations.map((a) => a.don_gia),
          voucherId,
          allocations.map((a) => a.id),
          userId,
        ],
      );
      await c.query(
        `update phieu_kho set trang_thai = 'HOAN_THANH', ngay_duyet = now(), nguoi_duyet_id = $2,
                phien_ban = phien_ban + 1, ngay_cap_nhat = now() where id = $1`,
        [voucherId, userId],
      );
    });
    return { steps: { create: t1 - t0, submit: t2 - t1, approve: performance.now() - t2 } };
  });
}
