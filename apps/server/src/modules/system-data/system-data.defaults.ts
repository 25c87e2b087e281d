import { normalizeSearchText, type LoaiDuLieuHeThong, type StockWarningRule } from '@kho/contracts';
import type { duLieuHeThong } from '../../db/schema/index';
import { newId } from '../../platform/ids';

type Entry = [ma: string, ten: string, gia_tri?: Record<string, unknown>];

const rule = (r: StockWarningRule): Record<string, unknown> => r;

/** The lookup lists every new organisation starts with (domain.md); all editable afterwards. */
const DEFAULT_LISTS: Record<LoaiDuLieuHeThong, Entry[]> = {
  DON_VI_TINH: [
    ['VIEN', 'Viên'], ['ONG', 'Ống'], ['LO', 'Lọ'], ['CHAI', 'Chai'], ['GOI', 'Gói'], ['TUYP', 'Tuýp'],
    ['HOP', 'Hộp'], ['VI', 'Vỉ'], ['TUI', 'Túi'], ['CAI', 'Cái'], ['BO', 'Bộ'], ['CHIEC', 'Chiếc'],
    ['DOI', 'Đôi'], ['CUON', 'Cuộn'], ['ML', 'ml'], ['LIT', 'Lít'], ['KG', 'Kg'], ['G', 'g'],
  ],
  DUONG_DUNG: [
    ['UONG', 'Uống'], ['TIEM_BAP', 'Tiêm bắp'], ['TIEM_TINH_MACH', 'Tiêm tĩnh mạch'],
    ['TIEM_DUOI_DA', 'Tiêm dưới da'], ['TRUYEN_TINH_MACH', 'Truyền tĩnh mạch'], ['NGAM', 'Ngậm dưới lưỡi'],
    ['NHO_MAT', 'Nhỏ mắt'], ['NHO_MUI', 'Nhỏ mũi'], ['BOI', 'Bôi ngoài da'], ['DAT', 'Đặt'],
    ['HIT', 'Hít'], ['XIT', 'Xịt'], ['DAN', 'Dán ngoài da'], ['SUC_MIENG', 'Súc miệng'],
  ],
  DANG_BAO_CHE: [
    ['VIEN_NEN', 'Viên nén'], ['VIEN_NEN_BAO_PHIM', 'Viên nén bao phim'], ['VIEN_NANG', 'Viên nang cứng'],
    ['VIEN_NANG_MEM', 'Viên nang mềm'], ['VIEN_SUI', 'Viên sủi'], ['DUNG_DICH_TIEM', 'Dung dịch tiêm'],
    ['BOT_PHA_TIEM', 'Bột pha tiêm'], ['DICH_TRUYEN', 'Dung dịch tiêm truyền'], ['SIRO', 'Siro'],
    ['HON_DICH', 'Hỗn dịch uống'], ['BOT_PHA_UONG', 'Thuốc bột pha uống'], ['THUOC_MO', 'Thuốc mỡ'],
    ['KEM', 'Kem bôi da'], ['GEL', 'Gel'], ['NHO_MAT', 'Dung dịch nhỏ mắt'], ['VIEN_DAT', 'Viên đặt'],
    ['KHI_DUNG', 'Dung dịch khí dung'],
  ],
  QUOC_GIA: [
    ['VN', 'Việt Nam'], ['FR', 'Pháp'], ['DE', 'Đức'], ['IN', 'Ấn Độ'], ['KR', 'Hàn Quốc'], ['JP', 'Nhật Bản'],
    ['US', 'Hoa Kỳ'], ['GB', 'Anh'], ['IT', 'Ý'], ['CH', 'Thụy Sĩ'], ['CN', 'Trung Quốc'], ['BE', 'Bỉ'],
    ['HU', 'Hungary'], ['PL', 'Ba Lan'], ['AU', 'Úc'], ['SG', 'Singapore'], ['TH', 'Thái Lan'],
    ['ES', 'Tây Ban Nha'], ['AT', 'Áo'], ['DK', 'Đan Mạch'], ['SE', 'Thụy Điển'], ['PK', 'Pakistan'],
  ],
  NHA_SAN_XUAT: [
    ['DHG', 'Công ty CP Dược Hậu Giang'], ['TRAPHACO', 'Công ty CP Traphaco'], ['IMEXPHARM', 'Công ty CP Dược phẩm Imexpharm'],
    ['PYMEPHARCO', 'Công ty CP Pymepharco'], ['DOMESCO', 'Công ty CP XNK Y tế Domesco'],
    ['STELLA', 'Công ty TNHH Liên doanh Stellapharm'], ['MEKOPHAR', 'Công ty CP Hóa - Dược phẩm Mekophar'],
    ['VIDIPHA', 'Công ty CP Dược phẩm TW Vidipha'], ['BIDIPHAR', 'Công ty CP Dược - TTBYT Bình Định'],
    ['SANOFI', 'Sanofi'], ['GSK', 'GlaxoSmithKline'], ['PFIZER', 'Pfizer'], ['ASTRAZENECA', 'AstraZeneca'],
    ['NOVARTIS', 'Novartis'], ['BOEHRINGER', 'Boehringer Ingelheim'], ['SERVIER', 'Servier'], ['ABBOTT', 'Abbott'],
    ['BBRAUN', 'B. Braun'], ['FRESENIUS', 'Fresenius Kabi'], ['ROCHE', 'Roche'],
  ],
  LY_DO_XUAT: [
    ['XUAT_KHOA', 'Xuất cho khoa phòng'], ['XUAT_CO_SO_KHAC', 'Xuất cho cơ sở khác'], ['XUAT_HUY', 'Xuất hủy'],
    ['XUAT_KIEM_NGHIEM', 'Xuất kiểm nghiệm'], ['HONG_VO', 'Hư hỏng, đổ vỡ'], ['HET_HAN', 'Hết hạn sử dụng'],
    ['THU_HOI', 'Thu hồi theo quyết định'],
  ],
  PHAN_LOAI_QUAN_LY: [
    ['THUONG', 'Thuốc thường'], ['GAY_NGHIEN', 'Thuốc gây nghiện'], ['HUONG_THAN', 'Thuốc hướng thần'],
    ['TIEN_CHAT', 'Thuốc tiền chất'], ['DOC', 'Thuốc độc'], ['PHONG_XA', 'Thuốc phóng xạ'],
    ['KHANG_SINH', 'Kháng sinh'], ['VAT_TU', 'Vật tư y tế'], ['HOA_CHAT', 'Hóa chất'],
  ],
  MAU_SAC: [
    ['red-600', 'Đỏ'], ['orange-500', 'Cam'], ['yellow-500', 'Vàng'], ['success-600', 'Xanh lá'],
    ['blue-600', 'Xanh dương'], ['purple-600', 'Tím'], ['gray-500', 'Xám'],
  ].map(([ma, ten]) => [ma!, ten!, { ma_danh_muc: ma! }] as Entry),
  CANH_BAO_TON_KHO_LO_HANG: [
    ['SL_10', 'Tồn kho từ 10 trở xuống', rule({ loai_canh_bao: 'SO_LUONG', so_luong: 10, mau_sac: { ma_danh_muc: 'red-600' } })],
    ['SL_50', 'Tồn kho từ 50 trở xuống', rule({ loai_canh_bao: 'SO_LUONG', so_luong: 50, mau_sac: { ma_danh_muc: 'orange-500' } })],
    ['HSD_30_NGAY', 'Hạn dùng còn 30 ngày', rule({ loai_canh_bao: 'NGAY', so_luong: 30, mau_sac: { ma_danh_muc: 'red-600' } })],
    ['HSD_3_THANG', 'Hạn dùng còn 3 tháng', rule({ loai_canh_bao: 'THANG', so_luong: 3, mau_sac: { ma_danh_muc: 'orange-500' } })],
    ['HSD_6_THANG', 'Hạn dùng còn 6 tháng', rule({ loai_canh_bao: 'THANG', so_luong: 6, mau_sac: { ma_danh_muc: 'yellow-500' } })],
  ],
};

export function defaultSystemData(organisationId: string, userId: string | null): (typeof duLieuHeThong.$inferInsert)[] {
  return Object.entries(DEFAULT_LISTS).flatMap(([loai, entries]) =>
    entries.map(([ma, ten, gia_tri], index) => ({
      id: newId(),
      to_chuc_id: organisationId,
      loai,
      ma,
      ten,
      gia_tri: gia_tri ?? null,
      thu_tu: (index + 1) * 10,
      tu_khoa: normalizeSearchText(`${ma} ${ten}`),
      nguoi_tao_id: userId,
      nguoi_cap_nhat_id: userId,
    })),
  );
}
