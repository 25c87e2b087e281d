import { z } from 'zod';
import { LOAI_CANH_BAO } from './constants';

/** Warehouse types (spec §3). */
export const LOAI_KHO = ['KHO_TONG', 'KHO_LE', 'TU_TRUC'] as const;
export const loaiKhoSchema = z.enum(LOAI_KHO);
export type LoaiKho = z.infer<typeof loaiKhoSchema>;

/** Patient care types (spec §3). */
export const LOAI_DIEU_TRI = ['NOI_TRU', 'NGOAI_TRU'] as const;
export const loaiDieuTriSchema = z.enum(LOAI_DIEU_TRI);
export type LoaiDieuTri = z.infer<typeof loaiDieuTriSchema>;

/** Period / threshold units of the stock warning rules (spec §3): LOAI_CANH_BAO. */
export const loaiCanhBaoSchema = z.enum(LOAI_CANH_BAO);
export type LoaiCanhBao = z.infer<typeof loaiCanhBaoSchema>;

/**
 * Roles a member holds in an organisation. QUAN_TRI administers everything; the others are the
 * people who work in a hospital pharmacy every day (decision record 0002).
 */
export const VAI_TRO = ['QUAN_TRI', 'DUOC_SI', 'THU_KHO', 'BAC_SI', 'DIEU_DUONG', 'QUAN_LY'] as const;
export const vaiTroSchema = z.enum(VAI_TRO);
export type VaiTro = z.infer<typeof vaiTroSchema>;

/** Kinds of department (domain.md). */
export const LOAI_KHOA = ['LAM_SANG', 'DUOC', 'CAN_LAM_SANG', 'HANH_CHINH'] as const;
export const loaiKhoaSchema = z.enum(LOAI_KHOA);
export type LoaiKhoa = z.infer<typeof loaiKhoaSchema>;

/** Categories of organisation-scoped lookup lists (du-lieu-he-thong). */
export const LOAI_DU_LIEU_HE_THONG = [
  'DON_VI_TINH',
  'DUONG_DUNG',
  'DANG_BAO_CHE',
  'QUOC_GIA',
  'NHA_SAN_XUAT',
  'LY_DO_XUAT',
  'PHAN_LOAI_QUAN_LY',
  'MAU_SAC',
  'CANH_BAO_TON_KHO_LO_HANG',
] as const;
export const loaiDuLieuHeThongSchema = z.enum(LOAI_DU_LIEU_HE_THONG);
export type LoaiDuLieuHeThong = z.infer<typeof loaiDuLieuHeThongSchema>;

// Kept in a module without zod so the login page can read them without the schemas (decision 0033).
export {
  CONTROLLED_CLASSES,
  LOAI_CANH_BAO,
  LOCALE_COOKIE,
  LOCALES,
  LOGIN_PATH,
  PHAN_LOAI_QUAN_LY,
  STARTUP_NAMESPACES,
  STOCK_SORTS,
  TOP_MODULES,
  type Locale,
  type PhanLoaiQuanLy,
  type TopModule,
} from './constants';
