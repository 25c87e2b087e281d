import { sql, type SQL } from 'drizzle-orm';
import { CONTROLLED_CLASSES } from '@kho/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { jsonRecords } from '../../../db/json-records';
import type { theKho } from '../../../db/schema/index';

// The ledger (thẻ kho): rows written with the stock they move, and read back to reverse them.

/** A ledger row to write; its category is the database's to fix (insertLedgerRows). */
export type LedgerInsert = Omit<typeof theKho.$inferInsert, 'nhom'>;

/**
 * Writes ledger rows in one statement: the rows travel as JSON parameters (a stocktake or a
 * 1 000-line requisition books thousands; thirteen bound parameters a row cost more to build
 * and parse than the insert itself). Each row's report category (`nhom`) is fixed here from the
 * row and its voucher (migration 0021).
 *
 * The same statement keeps the register's audit trail (TT 18/2026 Điều 15): rows of controlled
 * goods written into a day already signed are logged as corrections, from the rows just
 * inserted, so the stock transaction holds its locks no longer for it. The database adds the rows
 * to their month totals at the statement's end (`luy_ke_phat_sinh`, decision 0041).
 */
export async function insertLedgerRows(tx: Executor, rows: LedgerInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`with ${ledgerWrites(rows)} select 1`);
}

/** What the ledger rows of one write share, sent once: usually one voucher, day and user for all. */
const LEDGER_SHARED = [
  'to_chuc_id',
  'ngay_chung_tu',
  'loai_phieu',
  'phieu_id',
  'la_dao_nguoc',
  'nguoi_thuc_hien_id',
] as const;

/**
 * The rows as two JSON lists: their shared values once per distinct set (`s`), and each row's own
 * values with the index of its set. A 1 000-line approval's 2 000 rows share one set; sending it
 * with every row was half of the parameter PostgreSQL had to read.
 */
function ledgerRecords(rows: LedgerInsert[]) {
  const sets = new Map<string, number>();
  const shared: Record<string, unknown>[] = [];
  const own = rows.map((r) => {
    const values = {
      to_chuc_id: r.to_chuc_id,
      ngay_chung_tu: r.ngay_chung_tu,
      loai_phieu: r.loai_phieu,
      phieu_id: r.phieu_id,
      la_dao_nguoc: r.la_dao_nguoc ?? false,
      nguoi_thuc_hien_id: r.nguoi_thuc_hien_id ?? null,
    };
    const key = LEDGER_SHARED.map((name) => String(values[name])).join('|');
    let set = sets.get(key);
    if (set === undefined) {
      set = shared.length;
      sets.set(key, set);
      shared.push({ s: set, ...values });
    }
    return {
      s: set,
      id: r.id,
      kho_id: r.kho_id,
      lo_hang_id: r.lo_hang_id,
      hang_hoa_id: r.hang_hoa_id,
      so_luong: r.so_luong,
      don_gia: r.don_gia,
      phan_bo_id: r.phan_bo_id ?? null,
    };
  });
  return { shared, own };
}

/** `insertLedgerRows` as two CTE definitions, `ledger_rows` and `ledger_corrections`. */
export function ledgerWrites(rows: LedgerInsert[]): SQL {
  const { shared, own } = ledgerRecords(rows);
  return sql`ledger_rows as (
      insert into the_kho (id, to_chuc_id, kho_id, lo_hang_id, hang_hoa_id, ngay_chung_tu, so_luong, don_gia,
                           loai_phieu, phieu_id, phan_bo_id, la_dao_nguoc, nguoi_thuc_hien_id, nhom)
      select r.id, h.to_chuc_id, r.kho_id, r.lo_hang_id, r.hang_hoa_id, h.ngay_chung_tu, r.so_luong, r.don_gia,
             h.loai_phieu, h.phieu_id, r.phan_bo_id, h.la_dao_nguoc, h.nguoi_thuc_hien_id,
             nhom_phat_sinh(h.loai_phieu, r.so_luong, h.la_dao_nguoc, p.loai_xuat, p.benh_nhan_id)
      from ${jsonRecords(own)}
        as r(s int, id uuid, kho_id uuid, lo_hang_id uuid, hang_hoa_id uuid, so_luong numeric, don_gia numeric,
             phan_bo_id uuid)
      join ${jsonRecords(shared)}
        as h(s int, to_chuc_id uuid, ngay_chung_tu date, loai_phieu text, phieu_id uuid, la_dao_nguoc boolean,
             nguoi_thuc_hien_id uuid) on h.s = r.s
      join phieu_kho p on p.id = h.phieu_id
      returning id, to_chuc_id, nguoi_thuc_hien_id, kho_id, ngay_chung_tu, phieu_id, hang_hoa_id, so_luong
    ), ledger_corrections as (
    insert into nhat_ky (id, hanh_dong, to_chuc_id, nguoi_dung_id, doi_tuong, doi_tuong_id, du_lieu)
    select gen_random_uuid(), 'SO_KIEM_SOAT_DIEU_CHINH', t.to_chuc_id, t.nguoi_thuc_hien_id, 'the_kho', t.id::text,
           jsonb_build_object('kho_id', t.kho_id, 'ngay', t.ngay_chung_tu::text, 'phieu_id', t.phieu_id,
                              'hang_hoa_id', t.hang_hoa_id, 'so_luong', t.so_luong, 'ky_id', k.id)
    from ledger_rows t
    join hang_hoa h on h.id = t.hang_hoa_id
    join ky_ngay_so_kiem_soat k on k.kho_id = t.kho_id and k.ngay = t.ngay_chung_tu
    where h.phan_loai_quan_ly in (${sql.join(
      CONTROLLED_CLASSES.map((c) => sql`${c}`),
      sql`, `,
    )}))`;
}

/**
 * Ledger rows a voucher wrote that have not been reversed: what a cancellation undoes. A row whose
 * allocation already has a reversing row (a dispensing line reversed on its own) is left out.
 */
export async function ledgerRowsOfVoucher(tx: Executor, voucherId: string): Promise<LedgerInsert[]> {
  const rows = await queryRows<LedgerInsert & { so_luong: string; don_gia: string }>(
    tx,
    sql`select * from the_kho t
        where t.phieu_id = ${voucherId} and t.la_dao_nguoc = false
          and not exists (select 1 from the_kho r
                          where r.phieu_id = t.phieu_id and r.la_dao_nguoc and r.phan_bo_id = t.phan_bo_id)
        order by t.id`,
  );
  return rows.map((r) => ({ ...r, so_luong: Number(r.so_luong), don_gia: Number(r.don_gia) }));
}
