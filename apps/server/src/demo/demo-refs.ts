import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  coSoTuTruc,
  goiThau,
  goiThauChiTiet,
  hangHoa,
  kho,
  nguoiDung,
  nhaCungCap,
  nhomHangHoa,
} from '../db/schema/index';

/** The rows of the demo catalogues the stock scenario starts from: people, places, goods, tenders. */
export async function lookUp(db: Db, organisationId: string) {
  const [pharmacist] = await db
    .select({ id: nguoiDung.id })
    .from(nguoiDung)
    .where(eq(nguoiDung.ten_dang_nhap, 'duocsi'));
  const people = await db
    .select({ id: nguoiDung.id, ten_dang_nhap: nguoiDung.ten_dang_nhap })
    .from(nguoiDung)
    .where(inArray(nguoiDung.ten_dang_nhap, ['dieuduong', 'admin']));
  const nurse = people.find((p) => p.ten_dang_nhap === 'dieuduong');
  const admin = people.find((p) => p.ten_dang_nhap === 'admin');
  const warehouses = await db
    .select({ id: kho.id, ma: kho.ma })
    .from(kho)
    .where(eq(kho.to_chuc_id, organisationId));
  const suppliers = await db
    .select({ id: nhaCungCap.id, ma: nhaCungCap.ma })
    .from(nhaCungCap)
    .where(eq(nhaCungCap.to_chuc_id, organisationId));
  const goods = await db
    .select({
      id: hangHoa.id,
      ten: hangHoa.ten,
      gia_ban: hangHoa.gia_ban,
      ton_toi_thieu: hangHoa.ton_toi_thieu,
      ton_toi_da: hangHoa.ton_toi_da,
      ma_vach: hangHoa.ma_vach,
      hang_san_xuat: hangHoa.hang_san_xuat,
      duong_dung: hangHoa.duong_dung,
      nhom_ma: nhomHangHoa.ma,
    })
    .from(hangHoa)
    .innerJoin(nhomHangHoa, eq(nhomHangHoa.id, hangHoa.nhom_hang_hoa_id))
    .where(and(eq(hangHoa.to_chuc_id, organisationId), eq(hangHoa.hoat_dong, true)))
    .orderBy(asc(hangHoa.ma));
  const tenderLines = await db
    .select({
      hang_hoa_id: goiThauChiTiet.hang_hoa_id,
      goi_thau_id: goiThau.id,
      nha_cung_cap_id: goiThau.nha_cung_cap_id,
      don_gia_trung: goiThauChiTiet.don_gia_trung,
    })
    .from(goiThauChiTiet)
    .innerJoin(goiThau, eq(goiThau.id, goiThauChiTiet.goi_thau_id))
    .where(eq(goiThau.to_chuc_id, organisationId));
  const parLevels = await db
    .select({ kho_id: coSoTuTruc.kho_id, hang_hoa_id: coSoTuTruc.hang_hoa_id, so_luong: coSoTuTruc.so_luong })
    .from(coSoTuTruc)
    .where(eq(coSoTuTruc.to_chuc_id, organisationId))
    .orderBy(asc(coSoTuTruc.hang_hoa_id));
  if (!pharmacist || !nurse || !admin) throw new Error('demo stock: a demo user is missing');
  return {
    pharmacistId: pharmacist.id,
    nurseId: nurse.id,
    adminId: admin.id,
    warehouses,
    suppliers,
    goods,
    tenderLines,
    parLevels,
  };
}
