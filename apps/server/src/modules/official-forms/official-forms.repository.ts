import { sql } from 'drizzle-orm';
import type { LoaiHangHoa } from '@kho/contracts';
import { queryRows, type Executor } from '../../db/client';
import { consumptionRows } from '../overview/overview-movements.repository';
import { uuidArray } from '../overview/overview-stock.repository';

/** The organisation's name, printed at the top left of every form. */
export async function organisationName(exec: Executor, organisationId: string): Promise<string> {
  const rows = await queryRows<{ ten: string }>(
    exec,
    sql`select ten from to_chuc where id = ${organisationId}`,
  );
  return rows[0]?.ten ?? '';
}

/** The organisation's time zone, for clock times printed on a form. */
export async function organisationTimeZone(exec: Executor, organisationId: string): Promise<string> {
  const rows = await queryRows<{ mui_gio: string }>(
    exec,
    sql`select mui_gio from to_chuc where id = ${organisationId}`,
  );
  return rows[0]?.mui_gio ?? 'Asia/Ho_Chi_Minh';
}

/** The department owning a warehouse (the line under the organisation's name). */
export async function warehouseDepartment(exec: Executor, warehouseId: string): Promise<string | null> {
  const rows = await queryRows<{ ten: string }>(
    exec,
    sql`select d.ten from kho w join khoa d on d.id = w.khoa_id where w.id = ${warehouseId}`,
  );
  return rows[0]?.ten ?? null;
}

export async function departmentName(exec: Executor, departmentId: string): Promise<string | null> {
  const rows = await queryRows<{ ten: string }>(exec, sql`select ten from khoa where id = ${departmentId}`);
  return rows[0]?.ten ?? null;
}

export async function supplierAddress(exec: Executor, supplierId: string | null): Promise<string | null> {
  if (!supplierId) return null;
  const rows = await queryRows<{ dia_chi: string | null }>(
    exec,
    sql`select dia_chi from nha_cung_cap where id = ${supplierId}`,
  );
  return rows[0]?.dia_chi ?? null;
}

/** Country of manufacture of goods items, by id (the forms' "Nước sản xuất"). */
export async function goodsCountries(
  exec: Executor,
  goodsIds: readonly string[],
): Promise<Map<string, string>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; nuoc_san_xuat: string | null }>(
    exec,
    sql`select id, nuoc_san_xuat from hang_hoa where id = any(${uuidArray([...new Set(goodsIds)])})`,
  );
  return new Map(rows.map((r) => [r.id, r.nuoc_san_xuat ?? '']));
}

/** One goods item's use in the month, split as form 05D prints it (docs/regulatory.md, 05D). */
export interface UsageRow {
  ma: string;
  ten: string;
  ham_luong: string | null;
  don_vi_tinh: string;
  noi_tru_sl: number;
  noi_tru_gt: number;
  ngoai_tru_sl: number;
  ngoai_tru_gt: number;
  khac_sl: number;
  khac_gt: number;
}

/**
 * Usage per goods item over the consumption report's rows (the same ledger reading, so totals agree
 * with it): dispensing and patients' returns go by the prescription's treatment type (NOI_TRU,
 * NGOAI_TRU); supplies to a ward cabinet count as inpatient use when the cabinet's department is
 * clinical (LAM_SANG: its cabinet serves the ward's inpatients), as "other" otherwise (para-clinical,
 * administrative); a return no dispensing matches is "other". Quantities are negated ledger sums.
 */
export function usageRows(
  exec: Executor,
  f: {
    organisationId: string;
    warehouseIds: readonly string[];
    from: string;
    to: string;
    /** The kind of goods the form reports (05D medicines, 08D chemicals, 09D supplies). */
    kind: LoaiHangHoa;
    departmentId?: string;
  },
): Promise<UsageRow[]> {
  return queryRows<UsageRow>(
    exec,
    sql`with c as (${consumptionRows(f.organisationId, f.warehouseIds, f.from, f.to)}),
        k as (
          select c.hang_hoa_id, c.so_luong, c.so_luong * c.don_gia as gia_tri,
                 case when c.cho_benh_nhan and c.loai_dieu_tri = 'NOI_TRU' then 'NOI_TRU'
                      when c.cho_benh_nhan and c.loai_dieu_tri = 'NGOAI_TRU' then 'NGOAI_TRU'
                      when not c.cho_benh_nhan and d.loai_khoa = 'LAM_SANG' then 'NOI_TRU'
                      else 'KHAC' end as nhom
          from c left join khoa d on d.id = c.khoa_id
          where c.khoa_id is not null ${f.departmentId ? sql`and c.khoa_id = ${f.departmentId}` : sql``}
        ),
        g as (
          select hang_hoa_id,
                 -sum(so_luong) filter (where nhom = 'NOI_TRU') as noi_tru_sl,
                 -sum(gia_tri) filter (where nhom = 'NOI_TRU') as noi_tru_gt,
                 -sum(so_luong) filter (where nhom = 'NGOAI_TRU') as ngoai_tru_sl,
                 -sum(gia_tri) filter (where nhom = 'NGOAI_TRU') as ngoai_tru_gt,
                 -sum(so_luong) filter (where nhom = 'KHAC') as khac_sl,
                 -sum(gia_tri) filter (where nhom = 'KHAC') as khac_gt
          from k group by hang_hoa_id
          having sum(so_luong) <> 0 or sum(gia_tri) <> 0
        )
        select h.ma, h.ten, h.ham_luong, h.don_vi_tinh,
               coalesce(g.noi_tru_sl, 0)::float8 as noi_tru_sl, coalesce(g.noi_tru_gt, 0)::float8 as noi_tru_gt,
               coalesce(g.ngoai_tru_sl, 0)::float8 as ngoai_tru_sl,
               coalesce(g.ngoai_tru_gt, 0)::float8 as ngoai_tru_gt,
               coalesce(g.khac_sl, 0)::float8 as khac_sl, coalesce(g.khac_gt, 0)::float8 as khac_gt
        from g join hang_hoa h on h.id = g.hang_hoa_id
        where h.loai_hang_hoa = ${f.kind}
        order by h.ma, h.id`,
  );
}

/** One goods item's use on one day by a department (16D). */
export interface DailyUsageRow {
  hang_hoa_id: string;
  ten: string;
  ham_luong: string | null;
  don_vi_tinh: string;
  quy_cach_dong_goi: string | null;
  loai_hang_hoa: LoaiHangHoa;
  ngay: string;
  so_luong: number;
}

/**
 * What one department used per goods item and day, over the consumption report's rows (as 05D, so
 * a half month's figures add up to the month's), medicines first, then chemicals and supplies,
 * each by name. A day whose movements net out (a reversal) is left out.
 */
export function dailyUsageRows(
  exec: Executor,
  f: {
    organisationId: string;
    warehouseIds: readonly string[];
    from: string;
    to: string;
    departmentId: string;
  },
): Promise<DailyUsageRow[]> {
  return queryRows<DailyUsageRow>(
    exec,
    sql`with c as (${consumptionRows(f.organisationId, f.warehouseIds, f.from, f.to)}),
        g as (
          select hang_hoa_id, ngay, -sum(so_luong) as so_luong
          from c where khoa_id = ${f.departmentId}
          group by hang_hoa_id, ngay
          having sum(so_luong) <> 0
        )
        select g.hang_hoa_id, h.ten, h.ham_luong, h.don_vi_tinh, h.quy_cach_dong_goi, h.loai_hang_hoa,
               g.ngay::text as ngay, g.so_luong::float8 as so_luong
        from g join hang_hoa h on h.id = g.hang_hoa_id
        order by array_position(array['THUOC', 'HOA_CHAT', 'VAT_TU'], h.loai_hang_hoa), h.ten, h.id, g.ngay`,
  );
}

/** The goods fields in the heading of a stock card (04D). */
export async function goodsHeading(exec: Executor, goodsId: string) {
  const rows = await queryRows<{ quy_cach_dong_goi: string | null; ma_vach: string | null }>(
    exec,
    sql`select quy_cach_dong_goi, ma_vach from hang_hoa where id = ${goodsId}`,
  );
  return rows[0] ?? { quy_cach_dong_goi: null, ma_vach: null };
}

export async function warehouseName(exec: Executor, warehouseId: string): Promise<string> {
  const rows = await queryRows<{ ten: string }>(exec, sql`select ten from kho where id = ${warehouseId}`);
  return rows[0]?.ten ?? '';
}

/** Registration (or import-licence) numbers of goods items, by id. */
export async function goodsRegistrations(
  exec: Executor,
  goodsIds: readonly string[],
): Promise<Map<string, string | null>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; so_dang_ky: string | null }>(
    exec,
    sql`select id, so_dang_ky from hang_hoa where id = any(${uuidArray([...new Set(goodsIds)])})`,
  );
  return new Map(rows.map((r) => [r.id, r.so_dang_ky]));
}

/** A controlled drug a warehouse holds that had no movement in a period: its balance throughout. */
export interface IdleControlledDrug {
  hang_hoa_id: string;
  hang_hoa_ma: string;
  hang_hoa_ten: string;
  ham_luong: string | null;
  don_vi_tinh: string;
  ton: number;
}

/**
 * The controlled drugs of a warehouse with a balance before the period and no ledger row in it
 * (the register still gives each its section: opening = closing). The balance is the ledger's sum.
 */
export function idleControlledDrugs(
  exec: Executor,
  f: { organisationId: string; warehouseId: string; from: string; to: string; classes: readonly string[] },
): Promise<IdleControlledDrug[]> {
  const classes = sql.join(
    f.classes.map((c) => sql`${c}`),
    sql`, `,
  );
  return queryRows<IdleControlledDrug>(
    exec,
    sql`select h.id as hang_hoa_id, h.ma as hang_hoa_ma, h.ten as hang_hoa_ten, h.ham_luong, h.don_vi_tinh,
               sum(t.so_luong)::float8 as ton
        from the_kho t
        join hang_hoa h on h.id = t.hang_hoa_id
        where t.kho_id = ${f.warehouseId} and t.to_chuc_id = ${f.organisationId}
          and t.ngay_chung_tu <= ${f.to}::date and h.phan_loai_quan_ly in (${classes})
        group by h.id
        having sum(t.so_luong) <> 0 and bool_and(t.ngay_chung_tu < ${f.from}::date)
        order by h.ma, h.id`,
  );
}

/** One controlled drug's year in one warehouse, as Phụ lục IX prints it. */
export interface AnnualControlledRow {
  ten: string;
  dang_bao_che: string | null;
  ham_luong: string | null;
  quy_cach_dong_goi: string | null;
  hoat_chat: string | null;
  so_dang_ky: string | null;
  don_vi_tinh: string;
  ton_dau: number;
  nhap: number;
  xuat: number;
  hao_hut: number;
  ton_cuoi: number;
}

/**
 * Per controlled drug of a warehouse: the balance before the year, then the year's ledger split
 * into received (the receiving categories), loss (destruction and stocktake shortages: hỏng, vỡ,
 * hết hạn, thiếu) and issued (the rest), each a signed sum so a reversal counts against its own
 * kind; closing = opening + received − issued − loss, which is the ledger's balance.
 */
export function annualControlledRows(
  exec: Executor,
  f: { organisationId: string; warehouseId: string; from: string; to: string; classes: readonly string[] },
): Promise<AnnualControlledRow[]> {
  const classes = sql.join(
    f.classes.map((c) => sql`${c}`),
    sql`, `,
  );
  return queryRows<AnnualControlledRow>(
    exec,
    sql`with rows as (
          select t.hang_hoa_id, t.so_luong, t.ngay_chung_tu,
                 case
                   when t.ngay_chung_tu < ${f.from}::date then 'DAU'
                   when ((t.so_luong > 0) = t.la_dao_nguoc) and (t.loai_phieu = 'KIEM_KE'
                     or (t.loai_phieu = 'XUAT_KHO' and p.loai_xuat = 'HUY')) then 'HAO_HUT'
                   when t.nhom like 'NHAP%' then 'NHAP'
                   else 'XUAT'
                 end as nhom
          from the_kho t
          join hang_hoa h on h.id = t.hang_hoa_id
          join phieu_kho p on p.id = t.phieu_id
          where t.kho_id = ${f.warehouseId} and t.to_chuc_id = ${f.organisationId}
            and t.ngay_chung_tu <= ${f.to}::date and h.phan_loai_quan_ly in (${classes})
        ),
        g as (
          select hang_hoa_id,
                 coalesce(sum(so_luong) filter (where nhom = 'DAU'), 0) as ton_dau,
                 coalesce(sum(so_luong) filter (where nhom = 'NHAP'), 0) as nhap,
                 -coalesce(sum(so_luong) filter (where nhom = 'XUAT'), 0) as xuat,
                 -coalesce(sum(so_luong) filter (where nhom = 'HAO_HUT'), 0) as hao_hut,
                 sum(so_luong) as ton_cuoi,
                 bool_or(nhom <> 'DAU') as co_phat_sinh
          from rows group by hang_hoa_id
        )
        select h.ten, h.dang_bao_che, h.ham_luong, h.quy_cach_dong_goi, h.hoat_chat, h.so_dang_ky,
               h.don_vi_tinh, g.ton_dau::float8 as ton_dau, g.nhap::float8 as nhap, g.xuat::float8 as xuat,
               g.hao_hut::float8 as hao_hut, g.ton_cuoi::float8 as ton_cuoi
        from g join hang_hoa h on h.id = g.hang_hoa_id
        where g.co_phat_sinh or g.ton_dau <> 0
        order by h.ma, h.id`,
  );
}

/** The goods fields of the 48-hour loss report (Phụ lục XI), and whether each item is controlled. */
export async function lossGoods(
  exec: Executor,
  goodsIds: readonly string[],
  controlledClasses: readonly string[],
) {
  const rows = await queryRows<{
    id: string;
    dang_bao_che: string | null;
    quy_cach_dong_goi: string | null;
    so_dang_ky: string | null;
    phan_loai_quan_ly: string;
  }>(
    exec,
    sql`select id, dang_bao_che, quy_cach_dong_goi, so_dang_ky, phan_loai_quan_ly from hang_hoa
        where id = any(${uuidArray([...new Set(goodsIds)])})`,
  );
  return new Map(
    rows.map(({ id, phan_loai_quan_ly, ...r }) => [
      id,
      { ...r, controlled: controlledClasses.includes(phan_loai_quan_ly) },
    ]),
  );
}
