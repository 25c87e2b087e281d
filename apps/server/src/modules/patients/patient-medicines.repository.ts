import { sql } from 'drizzle-orm';
import type { PatientMedicineMovement } from '@kho/contracts';
import { queryRows, type Executor } from '../../db/client';

type MovementRow = Omit<PatientMedicineMovement, 'so_luong'> & { so_luong: string; total: number };

/**
 * What the patient received and gave back, batch by batch: completed dispensing vouchers (CAP_PHAT)
 * and completed medicine returns (TRA_THUOC) that name the patient. A cancelled dispensing is not
 * "completed" any more, so it drops out. The batches are the allocations taken from the voucher's
 * own warehouse (the dispensing one; for a return, the side that gave the medicine back).
 */
export async function listPatientMedicines(
  exec: Executor,
  organisationId: string,
  patientId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: PatientMedicineMovement[]; total: number }> {
  const rows = await queryRows<MovementRow>(
    exec,
    sql`select pk.id as phieu_id, pk.loai_phieu, pk.so_phieu, pk.ngay_chung_tu::text as ngay_chung_tu,
               pk.trang_thai, pk.don_thuoc_id, dt.so_don,
               case when pk.loai_phieu = 'TRA_THUOC' then coalesce(kn.ten, k.ten) else k.ten end as kho_ten,
               hh.id as hang_hoa_id, hh.ten as hang_hoa_ten, hh.ham_luong, hh.don_vi_tinh,
               lh.so_lo, lh.han_dung::text as han_dung, sum(pb.so_luong)::text as so_luong,
               count(*) over ()::int as total
        from phieu_kho pk
        join phieu_kho_phan_bo pb on pb.phieu_id = pk.id and pb.kho_id = pk.kho_id
        join phieu_kho_chi_tiet pc on pc.id = pb.chi_tiet_id and pc.ngay_dao_nguoc is null
        join lo_hang lh on lh.id = pb.lo_hang_id
        join hang_hoa hh on hh.id = lh.hang_hoa_id
        join kho k on k.id = pk.kho_id
        left join kho kn on kn.id = pk.kho_nhan_id
        left join don_thuoc dt on dt.id = pk.don_thuoc_id
        where pk.to_chuc_id = ${organisationId}
          and pk.benh_nhan_id = ${patientId}
          and pk.loai_phieu in ('CAP_PHAT', 'TRA_THUOC')
          and pk.trang_thai = 'HOAN_THANH'
        group by pk.id, dt.so_don, k.ten, kn.ten, hh.id, lh.id
        order by pk.ngay_chung_tu desc, pk.ngay_duyet desc nulls last, pk.id desc, hh.ten, lh.han_dung
        offset ${page.offset} limit ${page.limit}`,
  );
  return {
    rows: rows.map(({ total: _total, so_luong, ...row }) => ({ ...row, so_luong: Number(so_luong) })),
    total: rows[0]?.total ?? 0,
  };
}
