import { sql } from 'drizzle-orm';
import type { LoaiHangHoa, PhanLoaiVen } from '@kho/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { consumptionRows } from '../../overview/overview-movements.repository';
import { goodsFilter } from '../report-scope.repository';
import type { ConsumedGoods } from './abc-classes';

export interface AbcFilter {
  organisationId: string;
  /** The warehouses whose movements are read (never empty here). */
  warehouseIds: readonly string[];
  from: string;
  to: string;
  groupId?: string | undefined;
  kind?: LoaiHangHoa | undefined;
}

type Row = Omit<ConsumedGoods, 'phan_loai_ven'> & { phan_loai_ven: string | null };

/**
 * Net consumption value per goods item over the period: the consumption report's movements
 * (consumptionRows, docs/reports.md) summed per item whatever the department, so patients'
 * returns and reversals lower it. Items whose net value is not positive are left out; largest
 * value first, then by code so that equal values keep one order.
 */
export async function consumedGoods(exec: Executor, f: AbcFilter): Promise<ConsumedGoods[]> {
  const rows = await queryRows<Row>(
    exec,
    sql`with c as (${consumptionRows(f.organisationId, f.warehouseIds, f.from, f.to)}),
        g as (select hang_hoa_id, -sum(so_luong) as so_luong, round(-sum(so_luong * don_gia), 2) as gia_tri
              from c group by hang_hoa_id having -sum(so_luong * don_gia) > 0)
        select h.id as hang_hoa_id, h.ma, h.ten, h.ham_luong, h.don_vi_tinh, n.ten as nhom_hang_hoa_ten,
               h.phan_loai_quan_ly, h.loai_hang_hoa, h.phan_loai_ven,
               round(g.so_luong, 4)::float8 as so_luong, g.gia_tri::float8 as gia_tri
        from g
        join hang_hoa h on h.id = g.hang_hoa_id
        left join nhom_hang_hoa n on n.id = h.nhom_hang_hoa_id
        where g.gia_tri > 0 ${goodsFilter(f.organisationId, f.groupId)}
          ${f.kind ? sql`and h.loai_hang_hoa = ${f.kind}` : sql``}
        order by g.gia_tri desc, h.ma, h.id`,
  );
  return rows.map((r) => ({
    ...r,
    phan_loai_ven: r.phan_loai_ven as PhanLoaiVen | null,
    so_luong: Number(r.so_luong),
    gia_tri: Number(r.gia_tri),
  }));
}
