import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { goiThau, goiThauChiTiet, hangHoa, loHang, nhaCungCap } from '../../../db/schema/index';
import { mayActInWarehouse } from '../../organisations/organisations.repository';

/**
 * Records a voucher names, looked up inside the organisation only (another's ids are "not found").
 * Plain SQL with the ids as one array (one statement text whatever their number, so it is prepared
 * once): these run on every voucher written (decision 0038). `findWarehouses` given an `actor`
 * also answers whether that user may act in each warehouse.
 */
export async function findWarehouses(exec: Executor, organisationId: string, ids: string[], actor?: string) {
  if (ids.length === 0) return [];
  const mayAct = actor ? mayActInWarehouse(sql`${actor}::uuid`, sql`kho.id`) : sql`null::boolean`;
  return queryRows<{
    id: string;
    ma: string;
    ten: string;
    loai_kho: string;
    hoat_dong: boolean;
    may_act: boolean | null;
  }>(
    exec,
    sql`select id, ma, ten, loai_kho, hoat_dong, ${mayAct} as may_act
        from kho where to_chuc_id = ${organisationId} and id = any(${sql.param(ids)}::uuid[])`,
  );
}

export async function findActiveGoods(exec: Executor, organisationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return queryRows<{ id: string; ma: string; ten: string }>(
    exec,
    sql`select id, ma, ten from hang_hoa
        where to_chuc_id = ${organisationId} and hoat_dong and id = any(${sql.param(ids)}::uuid[])`,
  );
}

export async function findGoodsNames(exec: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ id: string; ma: string; ten: string }>(
    exec,
    sql`select id, ma, ten from hang_hoa where id = any(${sql.param(ids)}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, `${r.ma} - ${r.ten}`]));
}

export async function findSupplier(exec: Executor, organisationId: string, id: string) {
  const [row] = await exec
    .select({ id: nhaCungCap.id, ten: nhaCungCap.ten })
    .from(nhaCungCap)
    .where(and(eq(nhaCungCap.to_chuc_id, organisationId), eq(nhaCungCap.id, id)));
  return row;
}

export async function findTenderWithLines(exec: Executor, organisationId: string, id: string) {
  const [tender] = await exec
    .select()
    .from(goiThau)
    .where(and(eq(goiThau.to_chuc_id, organisationId), eq(goiThau.id, id)));
  if (!tender) return undefined;
  const lines = await exec.select().from(goiThauChiTiet).where(eq(goiThauChiTiet.goi_thau_id, id));
  return { tender, lines };
}

export async function findBatches(exec: Executor, organisationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return exec
    .select({ id: loHang.id, hang_hoa_id: loHang.hang_hoa_id, so_lo: loHang.so_lo })
    .from(loHang)
    .where(and(eq(loHang.to_chuc_id, organisationId), inArray(loHang.id, ids)));
}

export async function findGoodsHeader(exec: Executor, organisationId: string, id: string) {
  const [row] = await exec
    .select({ id: hangHoa.id, ma: hangHoa.ma, ten: hangHoa.ten, don_vi_tinh: hangHoa.don_vi_tinh })
    .from(hangHoa)
    .where(and(eq(hangHoa.id, id), eq(hangHoa.to_chuc_id, organisationId)));
  return row;
}

/** Blocks (recall, quarantine) or unblocks a batch of the organisation everywhere. */
export async function setBatchBlocked(
  exec: Executor,
  organisationId: string,
  id: string,
  blocked: boolean,
  reason: string | null,
) {
  const [row] = await exec
    .update(loHang)
    .set({ bi_khoa: blocked, ly_do_khoa: blocked ? reason : null })
    .where(and(eq(loHang.id, id), eq(loHang.to_chuc_id, organisationId)))
    .returning({
      id: loHang.id,
      so_lo: loHang.so_lo,
      bi_khoa: loHang.bi_khoa,
      ly_do_khoa: loHang.ly_do_khoa,
    });
  return row;
}

/**
 * The organisation's blocked batches as one uuid[] (few; found through `lo_hang_bi_khoa_idx`): sums
 * over stock rows leave them out of what is usable without joining every batch.
 */
export function blockedBatchIds(organisationId: string): SQL {
  return sql`array(select id from lo_hang where to_chuc_id = ${organisationId} and bi_khoa)`;
}
