import { sql } from 'drizzle-orm';
import type { ControlledSignOff } from '@kho/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { newId } from '../../../platform/ids';
import { CONTROLLED_CLASSES } from './controlled.repository';

const controlledGoods = sql`h.phan_loai_quan_ly in (${sql.join(
  CONTROLLED_CLASSES.map((c) => sql`${c}`),
  sql`, `,
)})`;

const SIGN_OFF_COLUMNS = sql`k.id, k.kho_id, k.ngay::text as ngay, k.nguoi_ky_id, u.ho_ten as nguoi_ky_ten,
  to_char(k.thoi_diem_ky at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as thoi_diem_ky,
  (select count(*)::int from ky_ngay_so_kiem_soat_dong d where d.ky_id = k.id) as so_dong`;

/**
 * Signs one warehouse's day: the signature row, then the day's controlled ledger rows this
 * transaction sees, which are what the signer saw. Null when the day is already signed: the unique
 * (warehouse, day) makes a second signer wait for the first and then find the day taken.
 */
export async function insertSignOff(
  tx: Executor,
  f: { organisationId: string; warehouseId: string; day: string; userId: string },
): Promise<ControlledSignOff | null> {
  // Wait for stock writers of the warehouse's controlled goods (they hold these summary rows until
  // they commit, and write their ledger rows after taking them) and keep new ones waiting until
  // this commits: a ledger row is then either covered by the signature or written after it and
  // audited as a correction (decision 0026). Locked in the writers' order (goods id).
  await tx.execute(sql`select s.hang_hoa_id from ton_kho_hang_hoa s join hang_hoa h on h.id = s.hang_hoa_id
    where s.kho_id = ${f.warehouseId} and ${controlledGoods}
    order by s.hang_hoa_id for update of s`);
  const id = newId();
  const inserted = await queryRows<{ id: string }>(
    tx,
    sql`insert into ky_ngay_so_kiem_soat (id, to_chuc_id, kho_id, ngay, nguoi_ky_id)
        values (${id}, ${f.organisationId}, ${f.warehouseId}, ${f.day}::date, ${f.userId})
        on conflict (kho_id, ngay) do nothing returning id`,
  );
  if (inserted.length === 0) return null;
  await tx.execute(sql`insert into ky_ngay_so_kiem_soat_dong (the_kho_id, ky_id)
    select t.id, ${id}::uuid from the_kho t join hang_hoa h on h.id = t.hang_hoa_id
    where t.kho_id = ${f.warehouseId} and t.ngay_chung_tu = ${f.day}::date and ${controlledGoods}`);
  const rows = await queryRows<ControlledSignOff>(
    tx,
    sql`select ${SIGN_OFF_COLUMNS} from ky_ngay_so_kiem_soat k join nguoi_dung u on u.id = k.nguoi_ky_id
        where k.id = ${id}`,
  );
  return rows[0]!;
}

/** The signatures of one warehouse over a period, by day. */
export function listSignOffs(
  exec: Executor,
  f: { organisationId: string; warehouseId: string; from: string; to: string },
): Promise<ControlledSignOff[]> {
  return queryRows<ControlledSignOff>(
    exec,
    sql`select ${SIGN_OFF_COLUMNS} from ky_ngay_so_kiem_soat k join nguoi_dung u on u.id = k.nguoi_ky_id
        where k.to_chuc_id = ${f.organisationId} and k.kho_id = ${f.warehouseId}
          and k.ngay between ${f.from}::date and ${f.to}::date
        order by k.ngay`,
  );
}
