import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/**
 * One dispensed batch of one dispensing line: what becomes one CHI_TIET_THUOC of XML2 (a
 * medicine) or one CHI_TIET_DVKT of XML3 (a medical supply). The
 * clock times are already in the organisation's time zone as `yyyymmddHHMM`.
 */
export interface DispensedBatchRow {
  ma_lk: string;
  don_thuoc_id: string;
  loai_dieu_tri: string;
  ma_benh_nhan: string;
  ho_ten: string;
  so_the_bhyt: string | null;
  muc_huong: number | null;
  /** THUOC rows go to XML2, VAT_TU (medical supplies) to XML3. */
  loai_hang_hoa: string;
  ma_thuoc: string | null;
  ma_vat_tu: string | null;
  /** The prescription's ICD-10 code (MA_BENH of XML3). */
  ma_icd: string | null;
  ten_thuoc: string;
  don_vi_tinh: string;
  ham_luong: string | null;
  duong_dung: string | null;
  dang_bao_che: string | null;
  lieu_moi_lan: string | null;
  so_lan_ngay: number | null;
  so_ngay: number | null;
  cach_dung: string | null;
  loi_dan: string | null;
  so_dang_ky: string | null;
  pham_vi: number;
  ty_le_tt_bh: string;
  ma_nhom: number | null;
  so_luong: string;
  don_gia: string;
  ma_khoa: string | null;
  ma_bac_si: string | null;
  ngay_yl: string;
  ngay_th_yl: string;
  /** The batch's tender award, null when the batch came in without one. */
  so_quyet_dinh: string | null;
  ma_goi: string | null;
  nhom_thau: string | null;
  nam: number | null;
  ma_nha_thau: string | null;
  don_vi_ban_hanh: string | null;
  dam_phan_gia: boolean | null;
}

/** Which dispensings: those of one episode, or those dated in a range. */
export type DispensingScope = { maLk: string } | { from: string; to: string };

/**
 * The batches dispensed under completed dispensing vouchers, one row per (line, batch), in
 * episode, time and line order. A line reversed on its own (`ngay_dao_nguoc`) gave its batches
 * back, so it is left out; a cancelled voucher is not HOAN_THANH.
 */
export function dispensedBatches(
  exec: Executor,
  organisationId: string,
  scope: DispensingScope,
): Promise<DispensedBatchRow[]> {
  const filter: SQL =
    'maLk' in scope
      ? sql`d.ma_don_thuoc = ${scope.maLk}`
      : sql`pk.ngay_chung_tu between ${scope.from} and ${scope.to}`;
  return queryRows<DispensedBatchRow>(
    exec,
    sql`select d.ma_don_thuoc as ma_lk, d.id as don_thuoc_id, d.loai_dieu_tri,
               bn.ma as ma_benh_nhan, bn.ho_ten, bn.so_the_bhyt, bn.muc_huong,
               hh.loai_hang_hoa, hh.ma_hoat_chat as ma_thuoc, hh.ma_vat_tu, d.ma_icd, hh.ten as ten_thuoc, hh.don_vi_tinh, hh.ham_luong,
               hh.ma_duong_dung as duong_dung, hh.dang_bao_che,
               dct.lieu_moi_lan::text as lieu_moi_lan, dct.so_lan_ngay, dct.so_ngay, dct.cach_dung, d.loi_dan,
               hh.so_dang_ky, hh.pham_vi_bhyt as pham_vi, hh.ty_le_thanh_toan_bhyt::text as ty_le_tt_bh,
               hh.ma_nhom_bhyt as ma_nhom,
               pb.so_luong::text as so_luong, lh.don_gia::text as don_gia,
               k.ma_khoa_bhyt as ma_khoa,
               (select nv.so_chung_chi_hanh_nghe from nhan_vien nv
                 where nv.to_chuc_id = d.to_chuc_id and nv.nguoi_dung_id = d.bac_si_id) as ma_bac_si,
               to_char(d.ngay_tao at time zone tc.mui_gio, 'YYYYMMDDHH24MI') as ngay_yl,
               to_char(coalesce(pk.ngay_duyet, pk.ngay_tao) at time zone tc.mui_gio, 'YYYYMMDDHH24MI') as ngay_th_yl,
               gt.so_quyet_dinh, gt.ma_goi, coalesce(gtc.nhom_thau, gt.nhom_thau) as nhom_thau, gt.nam,
               gtc.ma_nha_thau, gt.don_vi_ban_hanh, gtc.dam_phan_gia
          from phieu_kho pk
          join to_chuc tc on tc.id = pk.to_chuc_id
          join don_thuoc d on d.id = pk.don_thuoc_id
          join benh_nhan bn on bn.id = d.benh_nhan_id
          join khoa k on k.id = d.khoa_id
          join phieu_kho_chi_tiet ct on ct.phieu_id = pk.id and ct.ngay_dao_nguoc is null
          join don_thuoc_chi_tiet dct on dct.id = ct.don_thuoc_chi_tiet_id
          join hang_hoa hh on hh.id = ct.hang_hoa_id
          join phieu_kho_phan_bo pb on pb.chi_tiet_id = ct.id
          join lo_hang lh on lh.id = pb.lo_hang_id
          left join goi_thau_chi_tiet gtc on gtc.id = lh.goi_thau_chi_tiet_id
          left join goi_thau gt on gt.id = gtc.goi_thau_id
         where pk.to_chuc_id = ${organisationId} and pk.loai_phieu = 'CAP_PHAT'
           and pk.trang_thai = 'HOAN_THANH' and ${filter}
         order by d.ma_don_thuoc, pk.ngay_chung_tu, pk.ngay_tao, ct.stt, lh.han_dung, pb.id`,
  );
}

/** The facility code (MA_CSKCB) and time zone of the organisation. */
export async function facilityOf(
  exec: Executor,
  organisationId: string,
): Promise<{ ma_cskcb: string | null; mui_gio: string }> {
  const rows = await queryRows<{ ma_cskcb: string | null; mui_gio: string }>(
    exec,
    sql`select ma_cskcb, mui_gio from to_chuc where id = ${organisationId}`,
  );
  return rows[0] ?? { ma_cskcb: null, mui_gio: 'Asia/Ho_Chi_Minh' };
}
