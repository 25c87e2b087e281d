import {
  checkPrescriptionSchema,
  createPrescriptionSchema,
  type PrescribableGoods,
  type PrescriptionInput,
  type PrescriptionWarning,
} from '@kho/contracts';

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
    chi_tiet: [],
  };
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
