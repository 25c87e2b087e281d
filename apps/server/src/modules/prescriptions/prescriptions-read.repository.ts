import {
  normalizeSearchText,
  type DiagnosisSuggestion,
  type Dispensing,
  type PrescribableGoods,
  type PrescriptionDetail,
  type PrescriptionLine,
  type PrescriptionListItem,
  TRANG_THAI_DON_THUOC,
  type TrangThaiDonThuoc,
} from '@kho/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, readTogether, type Executor } from '../../db/client';
import { escapeLike } from '../catalogues/catalogue-sql';

/** Usable stock of a row: nothing of an expired or blocked batch, less what is reserved. */
const usable = (today: string) =>
  sql`case when l.han_dung < ${today}::date or l.bi_khoa then 0 else t.so_luong - t.so_luong_giu end`;

const listSelect = sql`
  d.id, d.so_don, d.ma_don_thuoc, d.loai_don, d.trang_thai, d.ngay_ke::text as ngay_ke, d.loai_dieu_tri, d.benh_nhan_id,
  bn.ma as benh_nhan_ma, bn.ho_ten as benh_nhan_ten, bs.ho_ten as bac_si_ten, k.ten as khoa_ten,
  d.kho_id, kh.ten as kho_ten, d.ma_icd, d.chan_doan,
  (select count(*) from don_thuoc_chi_tiet c where c.don_thuoc_id = d.id)::int as so_dong,
  d.co_thuoc_kiem_soat, d.phien_ban`;

const listJoins = sql`
  from don_thuoc d
  join benh_nhan bn on bn.id = d.benh_nhan_id
  join nguoi_dung bs on bs.id = d.bac_si_id
  join khoa k on k.id = d.khoa_id
  join kho kh on kh.id = d.kho_id`;

export interface PrescriptionFilter {
  organisationId: string;
  warehouseId?: string | undefined;
  departmentId?: string | undefined;
  patientId?: string | undefined;
  status?: TrangThaiDonThuoc | undefined;
  from?: string | undefined;
  to?: string | undefined;
  text?: string | undefined;
  page: number;
  pageSize: number;
}

function listConditions(filter: PrescriptionFilter, withStatus = true): SQL {
  const parts: SQL[] = [sql`d.to_chuc_id = ${filter.organisationId}`];
  if (filter.warehouseId) parts.push(sql`d.kho_id = ${filter.warehouseId}`);
  if (filter.departmentId) parts.push(sql`d.khoa_id = ${filter.departmentId}`);
  if (filter.patientId) parts.push(sql`d.benh_nhan_id = ${filter.patientId}`);
  if (withStatus && filter.status) parts.push(sql`d.trang_thai = ${filter.status}`);
  if (filter.from) parts.push(sql`d.ngay_ke >= ${filter.from}::date`);
  if (filter.to) parts.push(sql`d.ngay_ke <= ${filter.to}::date`);
  const key = filter.text ? normalizeSearchText(filter.text) : '';
  if (key) {
    // The patient's own key too, so a patient renamed after the prescription is still found.
    const like = `%${escapeLike(key)}%`;
    parts.push(sql`(d.tu_khoa like ${like} or bn.tu_khoa like ${like})`);
  }
  return sql.join(parts, sql` and `);
}

export async function listPrescriptions(exec: Executor, filter: PrescriptionFilter) {
  const where = listConditions(filter);
  const [rows, total, counts] = await Promise.all([
    queryRows<PrescriptionListItem>(
      exec,
      sql`select ${listSelect} ${listJoins} where ${where}
          order by d.ngay_ke desc, d.so_don desc
          limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
    ),
    queryRows<{ count: string }>(
      exec,
      sql`select count(*) as count from don_thuoc d join benh_nhan bn on bn.id = d.benh_nhan_id
          where ${where}`,
    ),
    // Per status under the same filters but the status, for the book's tabs.
    queryRows<{ trang_thai: TrangThaiDonThuoc; count: string }>(
      exec,
      sql`select d.trang_thai, count(*) as count from don_thuoc d join benh_nhan bn on bn.id = d.benh_nhan_id
          where ${listConditions(filter, false)} group by d.trang_thai`,
    ),
  ]);
  const byStatus = Object.fromEntries(TRANG_THAI_DON_THUOC.map((s) => [s, 0])) as Record<
    TrangThaiDonThuoc,
    number
  >;
  for (const c of counts) byStatus[c.trang_thai] = Number(c.count);
  return { rows, count: Number(total[0]?.count ?? 0), byStatus };
}

type DetailHeader = Omit<PrescriptionDetail, 'benh_nhan' | 'chi_tiet' | 'cap_phat'> & {
  benh_nhan: PrescriptionDetail['benh_nhan'];
};

export async function findPrescriptionDetail(
  exec: Executor,
  organisationId: string,
  id: string,
): Promise<PrescriptionDetail | undefined> {
  const [row] = await queryRows<DetailHeader & { ngay_tao: Date | string }>(
    exec,
    sql`select ${listSelect}, d.khoa_id, d.bac_si_id, d.loi_dan,
               d.ngay_tai_kham::text as ngay_tai_kham, d.nguoi_giam_ho,
               (select nv.so_chung_chi_hanh_nghe from nhan_vien nv
                 where nv.to_chuc_id = d.to_chuc_id and nv.nguoi_dung_id = d.bac_si_id) as bac_si_cchn, d.canh_bao, d.ly_do_dong, d.ly_do_huy,
               d.ngay_tao,
               json_build_object('id', bn.id, 'ma', bn.ma, 'ho_ten', bn.ho_ten,
                 'ngay_sinh', bn.ngay_sinh::text, 'gioi_tinh', bn.gioi_tinh, 'dia_chi', bn.dia_chi,
                 'so_the_bhyt', bn.so_the_bhyt, 'so_cccd', bn.so_cccd, 'muc_huong', bn.muc_huong, 'giuong', bn.giuong,
                 'di_ung', bn.di_ung, 'di_ung_hoat_chat', to_json(bn.di_ung_hoat_chat)) as benh_nhan
        ${listJoins}
        where d.id = ${id} and d.to_chuc_id = ${organisationId}`,
  );
  if (!row) return undefined;
  const [lines, dispensings] = await readTogether(exec, [
    () => listPrescriptionLines(exec, id),
    () => listDispensings(exec, id),
  ]);
  return {
    ...row,
    ngay_tao: new Date(row.ngay_tao).toISOString(),
    chi_tiet: lines,
    cap_phat: dispensings,
  };
}

export function listPrescriptionLines(exec: Executor, prescriptionId: string): Promise<PrescriptionLine[]> {
  return queryRows<PrescriptionLine>(
    exec,
    sql`select c.id, c.stt, c.hang_hoa_id, h.ma as hang_hoa_ma, h.ten as hang_hoa_ten, h.hoat_chat,
               h.ham_luong, h.duong_dung, h.don_vi_tinh, h.phan_loai_quan_ly,
               c.lieu_moi_lan::float8 as lieu_moi_lan, c.so_lan_ngay, c.so_ngay, c.cach_dung,
               c.so_luong::float8 as so_luong, c.so_luong_da_cap::float8 as so_luong_da_cap, c.ghi_chu
        from don_thuoc_chi_tiet c join hang_hoa h on h.id = c.hang_hoa_id
        where c.don_thuoc_id = ${prescriptionId} order by c.stt`,
  );
}

/** The prescription's dispensing vouchers, oldest first, each with the batches it gave. */
async function listDispensings(exec: Executor, prescriptionId: string): Promise<Dispensing[]> {
  const vouchers = await queryRows<Omit<Dispensing, 'chi_tiet'> & { ngay_huy: Date | string | null }>(
    exec,
    sql`select p.id, p.so_phieu, p.trang_thai, p.ngay_chung_tu::text as ngay_chung_tu,
               u.ho_ten as nguoi_cap_phat_ten, p.ngay_huy, p.ly_do_huy, p.tong_tien::float8 as tong_tien
        from phieu_kho p left join nguoi_dung u on u.id = p.nguoi_duyet_id
        where p.don_thuoc_id = ${prescriptionId} and p.loai_phieu = 'CAP_PHAT'
        order by p.ngay_tao, p.so_phieu`,
  );
  if (vouchers.length === 0) return [];
  const batches = await queryRows<
    Omit<Dispensing['chi_tiet'][number], 'ngay_dao_nguoc'> & {
      phieu_id: string;
      ngay_dao_nguoc: Date | string | null;
    }
  >(
    exec,
    sql`select c.phieu_id, c.id as chi_tiet_id, c.don_thuoc_chi_tiet_id, c.hang_hoa_id, h.ten as hang_hoa_ten,
               h.don_vi_tinh, a.lo_hang_id, b.so_lo, b.han_dung::text as han_dung,
               a.so_luong::float8 as so_luong, b.don_gia::float8 as don_gia, c.ngay_dao_nguoc,
               c.ly_do_dao_nguoc
        from phieu_kho p
        join phieu_kho_chi_tiet c on c.phieu_id = p.id
        join phieu_kho_phan_bo a on a.chi_tiet_id = c.id
        join lo_hang b on b.id = a.lo_hang_id
        join hang_hoa h on h.id = c.hang_hoa_id
        where p.don_thuoc_id = ${prescriptionId} and p.loai_phieu = 'CAP_PHAT'
        order by c.stt, b.han_dung, a.id`,
  );
  return vouchers.map((v) => ({
    ...v,
    ngay_huy: v.ngay_huy ? new Date(v.ngay_huy).toISOString() : null,
    chi_tiet: batches
      .filter((b) => b.phieu_id === v.id)
      .map(({ phieu_id: _, ngay_dao_nguoc, ...rest }) => ({
        ...rest,
        ngay_dao_nguoc: ngay_dao_nguoc ? new Date(ngay_dao_nguoc).toISOString() : null,
      })),
  }));
}

/**
 * Diagnoses the organisation wrote before, most used first, matching the text by ICD code prefix or
 * accent-insensitively in the diagnosis. The distinct diagnoses of an organisation are few enough
 * (the 2 000 most used are read) to match in code, with the same folding as every search key.
 */
export async function listDiagnosisSuggestions(
  exec: Executor,
  organisationId: string,
  text: string | undefined,
): Promise<DiagnosisSuggestion[]> {
  const rows = await queryRows<DiagnosisSuggestion>(
    exec,
    sql`select d.ma_icd, d.chan_doan, count(*)::int as so_lan
        from don_thuoc d
        where d.to_chuc_id = ${organisationId} and d.trang_thai <> 'HUY'
        group by d.ma_icd, d.chan_doan
        order by count(*) desc, d.ma_icd nulls last, d.chan_doan
        limit 2000`,
  );
  const key = text ? normalizeSearchText(text) : '';
  const matching = key
    ? rows.filter(
        (r) =>
          (r.ma_icd ?? '').toLowerCase().startsWith(key) || normalizeSearchText(r.chan_doan).includes(key),
      )
    : rows;
  return matching.slice(0, 20);
}

/**
 * Active goods of the organisation (matching the text when given) with what the warehouse has
 * available; goods in stock first, then by name.
 */
export function listPrescribableGoods(
  exec: Executor,
  filter: { organisationId: string; warehouseId: string; text?: string | undefined; today: string },
): Promise<PrescribableGoods[]> {
  const key = filter.text ? normalizeSearchText(filter.text) : '';
  const match = key ? sql`and h.tu_khoa like ${`%${escapeLike(key)}%`}` : sql``;
  return queryRows<PrescribableGoods>(
    exec,
    sql`select h.id, h.ma, h.ten, h.hoat_chat, h.ham_luong, h.duong_dung, h.don_vi_tinh, h.phan_loai_quan_ly,
               coalesce(s.kha_dung, 0)::float8 as kha_dung
        from hang_hoa h
        left join (select t.hang_hoa_id, sum(${usable(filter.today)}) as kha_dung
                   from ton_kho t join lo_hang l on l.id = t.lo_hang_id
                   where t.kho_id = ${filter.warehouseId} group by t.hang_hoa_id) s on s.hang_hoa_id = h.id
        where h.to_chuc_id = ${filter.organisationId} and h.hoat_dong ${match}
        order by (coalesce(s.kha_dung, 0) > 0) desc, h.ten, h.ma
        limit 30`,
  );
}

/** The named goods of the organisation (active or not) with their availability in the warehouse. */
export function findGoodsForPrescription(
  exec: Executor,
  filter: { organisationId: string; warehouseId: string; goodsIds: string[]; today: string },
) {
  if (filter.goodsIds.length === 0) return Promise.resolve([]);
  return queryRows<{
    id: string;
    ma: string;
    ten: string;
    hoat_chat: string | null;
    phan_loai_quan_ly: string;
    hoat_dong: boolean;
    kha_dung: number;
  }>(
    exec,
    sql`select h.id, h.ma, h.ten, h.hoat_chat, h.phan_loai_quan_ly, h.hoat_dong,
               coalesce((select sum(${usable(filter.today)}) from ton_kho t join lo_hang l on l.id = t.lo_hang_id
                         where t.kho_id = ${filter.warehouseId} and t.hang_hoa_id = h.id), 0)::float8 as kha_dung
        from hang_hoa h
        where h.to_chuc_id = ${filter.organisationId}
          and h.id in (${sql.join(
            filter.goodsIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
}
