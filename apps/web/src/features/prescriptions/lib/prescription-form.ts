import {
  checkPrescriptionSchema,
  createPrescriptionSchema,
  type PrescribableGoods,
  type PrescriptionDetail,
  type PrescriptionInput,
  type PrescriptionWarning,
  type UpdatePrescriptionInput,
} from '@kho/contracts';
import { suggestedQuantity } from './line-quantity';

/** A line as the form holds it: numbers may be half-typed; the goods are kept to show them. */
export interface PrescriptionLineValues {
  hang_hoa_id: string;
  goods: PrescribableGoods;
  lieu_moi_lan: unknown;
  so_lan_ngay: unknown;
  so_ngay: unknown;
  cach_dung: string;
  so_luong: unknown;
  /** The doctor typed the quantity: it no longer follows dose × times × days. */
  so_luong_tu_nhap: boolean;
  ghi_chu: string;
}

export interface PrescriptionFormValues {
  to_chuc: string;
  benh_nhan_id: string;
  khoa_id: string;
  kho_id: string;
  ma_icd: string;
  chan_doan: string;
  loi_dan: string;
  /** ISO date or '' (none). */
  ngay_tai_kham: string;
  nguoi_giam_ho: string;
  chi_tiet: PrescriptionLineValues[];
}

/** The form validates with the contract itself (extra fields such as `goods` are dropped). */
export const prescriptionFormSchema = createPrescriptionSchema;

export function emptyPrescription(
  organisationId: string,
  departmentId: string,
  patientId: string | null,
): PrescriptionFormValues {
  return {
    to_chuc: organisationId,
    benh_nhan_id: patientId ?? '',
    khoa_id: departmentId,
    kho_id: '',
    ma_icd: '',
    chan_doan: '',
    loi_dan: '',
    ngay_tai_kham: '',
    nguoi_giam_ho: '',
    chi_tiet: [],
  };
}

/**
 * The form's values for editing a saved prescription: its own patient, department, warehouse,
 * diagnosis and lines. A line keeps following dose × times × days only if its quantity still is
 * that product; otherwise the quantity was typed and stays. `available` is what the warehouse
 * has of each goods item now (0 when unknown).
 */
export function editValues(
  detail: PrescriptionDetail,
  available: ReadonlyMap<string, number>,
): PrescriptionFormValues {
  return {
    to_chuc: '',
    benh_nhan_id: detail.benh_nhan_id,
    khoa_id: detail.khoa_id,
    kho_id: detail.kho_id,
    ma_icd: detail.ma_icd ?? '',
    chan_doan: detail.chan_doan,
    loi_dan: detail.loi_dan ?? '',
    ngay_tai_kham: detail.ngay_tai_kham ?? '',
    nguoi_giam_ho: detail.nguoi_giam_ho ?? '',
    chi_tiet: detail.chi_tiet.map((line) => ({
      hang_hoa_id: line.hang_hoa_id,
      goods: {
        id: line.hang_hoa_id,
        ma: line.hang_hoa_ma,
        ten: line.hang_hoa_ten,
        hoat_chat: line.hoat_chat,
        ham_luong: line.ham_luong,
        duong_dung: line.duong_dung,
        don_vi_tinh: line.don_vi_tinh,
        phan_loai_quan_ly: line.phan_loai_quan_ly,
        kha_dung: available.get(line.hang_hoa_id) ?? 0,
      },
      lieu_moi_lan: line.lieu_moi_lan,
      so_lan_ngay: line.so_lan_ngay,
      so_ngay: line.so_ngay,
      cach_dung: line.cach_dung ?? '',
      so_luong: line.so_luong,
      so_luong_tu_nhap:
        suggestedQuantity(line.lieu_moi_lan, line.so_lan_ngay, line.so_ngay) !== line.so_luong,
      ghi_chu: line.ghi_chu ?? '',
    })),
  };
}

/** The edit call's body: what the form validated, at the version the prescriber edited. */
export function updateBody(body: PrescriptionInput, version: number): UpdatePrescriptionInput {
  const { benh_nhan_id: _p, khoa_id: _d, kho_id: _w, ngay_ke: _n, ...rest } = body;
  return { ...rest, phien_ban: version };
}

/** A new line of a goods item: one unit a time, once a day, for the usual five days of an outpatient. */
export function newLine(goods: PrescribableGoods): PrescriptionLineValues {
  return {
    hang_hoa_id: goods.id,
    goods,
    lieu_moi_lan: 1,
    so_lan_ngay: 2,
    so_ngay: 5,
    cach_dung: '',
    so_luong: 10,
    so_luong_tu_nhap: false,
    ghi_chu: '',
  };
}

/**
 * The body of the live warning check, once the form is complete enough to be checked (a patient,
 * a warehouse and at least one valid line); null before that.
 */
export function checkBody(values: PrescriptionFormValues): PrescriptionInput | null {
  const lines = values.chi_tiet.filter((l) => typeof l.so_luong === 'number' && l.so_luong > 0);
  const parsed = checkPrescriptionSchema.safeParse({
    ...values,
    // The diagnosis does not change the warnings; a placeholder lets the check run before it is typed.
    chan_doan: values.chan_doan.trim() || '-',
    ma_icd: '',
    // Nor do the re-visit date and guardian (a half-typed date must not stop the check).
    ngay_tai_kham: '',
    nguoi_giam_ho: '',
    chi_tiet: lines.map(lineBody),
  });
  return parsed.success ? parsed.data : null;
}

function lineBody(line: PrescriptionLineValues) {
  const { goods: _goods, so_luong_tu_nhap: _typed, ...rest } = line;
  return rest;
}

/** The warnings of each goods item, for the line they belong to. */
export function warningsByGoods(
  warnings: readonly PrescriptionWarning[],
): ReadonlyMap<string, PrescriptionWarning[]> {
  const map = new Map<string, PrescriptionWarning[]>();
  for (const warning of warnings) {
    const list = map.get(warning.hang_hoa_id) ?? [];
    list.push(warning);
    map.set(warning.hang_hoa_id, list);
  }
  return map;
}
