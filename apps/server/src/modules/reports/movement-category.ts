import { sql, type SQL } from 'drizzle-orm';

/**
 * The one classification of a ledger row into a report category (docs/reports.md), used by the
 * month-end closing, every report and the overview; migration 0006 repeats it to fill the months
 * closed before it. A row's direction is its sign, turned round for a reversal, so that a
 * reversal counts against its own category (a cancelled receipt lowers the receipts).
 * `t` is the the_kho alias. Issues (XUAT_KHO) look at their voucher for the issue kind, and medicine
 * returns for a patient: what a patient gives back nets the dispensed issues (a signed sum), it is not
 * an arrival from another warehouse. Migration 0006's copy has no such line: no return could name a
 * patient before it ran.
 */
export function ledgerCategory(t = sql.raw('t')): SQL {
  return sql`case
    when ${t}.loai_phieu = 'NHAP_KHO' then 'NHAP_NHA_CUNG_CAP'
    when ${t}.loai_phieu = 'CAP_PHAT' then 'XUAT_CAP_PHAT'
    when ${t}.loai_phieu = 'TRA_HANG' then 'XUAT_TRA_NHA_CUNG_CAP'
    when ${t}.loai_phieu = 'TRA_THUOC' and exists (
      select 1 from phieu_kho p where p.id = ${t}.phieu_id and p.benh_nhan_id is not null
    ) then 'XUAT_CAP_PHAT'
    when (${t}.so_luong > 0) <> ${t}.la_dao_nguoc then
      case when ${t}.loai_phieu = 'KIEM_KE' then 'NHAP_KIEM_KE' else 'NHAP_NOI_BO' end
    when ${t}.loai_phieu = 'KIEM_KE' then 'XUAT_DIEU_CHINH'
    when ${t}.loai_phieu = 'XUAT_KHO' then (
      select case p.loai_xuat when 'HUY' then 'XUAT_DIEU_CHINH' when 'KIEM_NGHIEM' then 'XUAT_DIEU_CHINH'
                              when 'CO_SO_KHAC' then 'XUAT_KHAC' else 'XUAT_KHOA' end
      from phieu_kho p where p.id = ${t}.phieu_id)
    else 'XUAT_KHOA'
  end`;
}
