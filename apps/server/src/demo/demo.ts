import { normalizeSearchText, type LoaiKho, type LoaiKhoa, type VaiTro } from '@kho/contracts';
import { count } from 'drizzle-orm';
import { insertSystemData } from '../modules/system-data/system-data.repository';
import { defaultSystemData } from '../modules/system-data/system-data.defaults';
import {
  insertDepartment,
  insertMembership,
  insertOrganisation,
  insertWarehouse,
} from '../modules/organisations/organisations.repository';
import { insertUser } from '../modules/users/users.repository';
import { insertStaffMember } from '../modules/staff/staff-members.repository';
import { seedDemoCatalogues } from './demo-catalogues';
import { seedDemoPatients } from './demo-patients';
import { seedDemoPrescriptions } from './demo-prescriptions';
import { seedDemoStock } from './demo-stock';
import { newId } from '../platform/ids';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from '../db/client';
import { nguoiDung } from '../db/schema/index';

export const DEMO_PASSWORD = 'demo1234';

/** `bhyt`: the department's MA_KHOA in the insurance output (Phụ lục 5 QĐ 5937 style codes). */
const DEPARTMENTS: { ma: string; ten: string; loai: LoaiKhoa; bhyt: string }[] = [
  { ma: 'KD', ten: 'Khoa Dược', loai: 'DUOC', bhyt: 'K45' },
  { ma: 'KKB', ten: 'Khoa Khám bệnh', loai: 'LAM_SANG', bhyt: 'K01' },
  { ma: 'KNOI', ten: 'Khoa Nội', loai: 'LAM_SANG', bhyt: 'K03' },
  { ma: 'KNGOAI', ten: 'Khoa Ngoại', loai: 'LAM_SANG', bhyt: 'K19' },
  { ma: 'KNHI', ten: 'Khoa Nhi', loai: 'LAM_SANG', bhyt: 'K16' },
];

/** The demo facility's MA_CSKCB (5 characters: province 79 and a facility number). */
export const DEMO_FACILITY_CODE = '79099';

const USERS: {
  ten_dang_nhap: string;
  ho_ten: string;
  email: string;
  vai_tro: VaiTro;
  chuc_danh: string;
  khoa: string[];
  /** Practising-certificate number (MA_BAC_SI), for those who prescribe or dispense. */
  cchn?: string;
}[] = [
  {
    ten_dang_nhap: 'admin',
    ho_ten: 'Quản trị hệ thống',
    email: 'admin@bvdk-demo.vn',
    vai_tro: 'QUAN_TRI',
    chuc_danh: 'Quản trị hệ thống',
    khoa: DEPARTMENTS.map((d) => d.ma),
  },
  {
    ten_dang_nhap: 'duocsi',
    ho_ten: 'DS. Nguyễn Thị Lan',
    email: 'duocsi@bvdk-demo.vn',
    vai_tro: 'DUOC_SI',
    chuc_danh: 'Dược sĩ',
    khoa: ['KD'],
    cchn: '002315/HCM-CCHND',
  },
  {
    ten_dang_nhap: 'dieuduong',
    ho_ten: 'ĐD. Trần Thị Mai',
    email: 'dieuduong@bvdk-demo.vn',
    vai_tro: 'DIEU_DUONG',
    chuc_danh: 'Điều dưỡng',
    khoa: ['KNOI', 'KNHI'],
  },
  {
    ten_dang_nhap: 'bacsi',
    ho_ten: 'BS. Lê Hoàng Nam',
    email: 'bacsi@bvdk-demo.vn',
    vai_tro: 'BAC_SI',
    chuc_danh: 'Bác sĩ',
    khoa: ['KKB', 'KNOI'],
    cchn: '004567/HCM-CCHN',
  },
  {
    ten_dang_nhap: 'thukho',
    ho_ten: 'Phạm Thị Hồng',
    email: 'thukho@bvdk-demo.vn',
    vai_tro: 'THU_KHO',
    chuc_danh: 'Thủ kho',
    khoa: ['KD'],
  },
  {
    ten_dang_nhap: 'quanly',
    ho_ten: 'TS. Võ Minh Quân',
    email: 'quanly@bvdk-demo.vn',
    vai_tro: 'QUAN_LY',
    chuc_danh: 'Phó giám đốc',
    khoa: DEPARTMENTS.map((d) => d.ma),
  },
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(nguoiDung);
  return (row?.n ?? 0) === 0;
}

/** The demo hospital of the README: departments, warehouses, cabinets, one user of every role, lookup lists. */
export async function seedDemo(db: Db): Promise<{ organisationId: string }> {
  const hashes = await Promise.all(USERS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    const userIds = new Map<string, string>();
    for (const [index, user] of USERS.entries()) {
      const row = await insertUser(tx, {
        id: newId(),
        ten_dang_nhap: user.ten_dang_nhap,
        ho_ten: user.ho_ten,
        email: user.email,
        mat_khau_hash: hashes[index]!,
      });
      userIds.set(user.ten_dang_nhap, row.id);
    }
    const adminId = userIds.get('admin')!;
    const organisation = await insertOrganisation(tx, {
      id: newId(),
      ma: 'BVDK_DEMO',
      ten: 'Bệnh viện Đa khoa Demo',
      dia_chi: '215 Hồng Bàng, Phường 11, Quận 5, TP. Hồ Chí Minh',
      so_dien_thoai: '028 3855 4269',
      ma_cskcb: DEMO_FACILITY_CODE,
      // Example chronic diseases (hypertension, diabetes, asthma, COPD, cancer) with the 90-day limit.
      ma_icd_man_tinh: ['I10', 'E10', 'E11', 'J44', 'J45', 'C'],
      // A provincial hospital waits about two months for a tender delivery and keeps a month spare.
      so_ngay_cho_hang: 60,
      so_ngay_an_toan: 30,
      nguoi_tao_id: adminId,
    });
    const audit = { nguoi_tao_id: adminId, nguoi_cap_nhat_id: adminId };
    const departmentIds = new Map<string, string>();
    for (const d of DEPARTMENTS) {
      const row = await insertDepartment(tx, {
        id: newId(),
        to_chuc_id: organisation.id,
        ma: d.ma,
        ten: d.ten,
        loai_khoa: d.loai,
        ma_khoa_bhyt: d.bhyt,
        tu_khoa: normalizeSearchText(`${d.ma} ${d.ten}`),
        ...audit,
      });
      departmentIds.set(d.ma, row.id);
    }
    const warehouse = (ma: string, ten: string, loai: LoaiKho, khoa: string, source: string | null) =>
      insertWarehouse(tx, {
        id: newId(),
        to_chuc_id: organisation.id,
        khoa_id: departmentIds.get(khoa)!,
        ma,
        ten,
        loai_kho: loai,
        kho_nguon_id: source,
        tu_khoa: normalizeSearchText(`${ma} ${ten}`),
        ...audit,
      });
    const mainStore = await warehouse('KT', 'Kho tổng', 'KHO_TONG', 'KD', null);
    await warehouse('KLNT', 'Kho lẻ ngoại trú', 'KHO_LE', 'KD', mainStore.id);
    const cabinetIds: string[] = [];
    for (const d of DEPARTMENTS.filter((x) => x.loai === 'LAM_SANG')) {
      cabinetIds.push((await warehouse(`TT_${d.ma}`, `Tủ trực ${d.ten}`, 'TU_TRUC', d.ma, mainStore.id)).id);
    }
    for (const [index, user] of USERS.entries()) {
      const userId = userIds.get(user.ten_dang_nhap)!;
      await insertMembership(tx, {
        id: newId(),
        to_chuc_id: organisation.id,
        nguoi_dung_id: userId,
        vai_tro: user.vai_tro,
      });
      await insertStaffMember(tx, {
        organisationId: organisation.id,
        ma: `NV${String(index + 1).padStart(3, '0')}`,
        ho_ten: user.ho_ten,
        chuc_danh: user.chuc_danh,
        so_chung_chi_hanh_nghe: user.cchn ?? null,
        userId,
        departmentIds: user.khoa.map((ma) => departmentIds.get(ma)!),
        actorId: adminId,
      });
    }
    await insertSystemData(tx, defaultSystemData(organisation.id, adminId));
    await seedDemoCatalogues(tx, organisation.id, adminId, cabinetIds);
    await seedDemoStock(tx, organisation.id);
    await seedDemoPatients(tx, organisation.id);
    await seedDemoPrescriptions(tx, organisation.id);
    return { organisationId: organisation.id };
  });
}
