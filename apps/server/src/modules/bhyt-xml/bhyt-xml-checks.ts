import { composeTtThau, type BhytXmlIssue } from '@kho/contracts';
import type { DispensedBatchRow } from './bhyt-xml.repository';

/** A table's fields in the official order with the longest text each holds (0: not a string). */
export type FieldTable = readonly (readonly [string, number])[];

/** What each checked field is, in both languages, for the check report. */
const FIELD_NAMES: Record<string, [string, string]> = {
  MA_THUOC: ['mã hoạt chất (Bộ mã DMDC) của hàng hóa', "the goods item's active-ingredient code"],
  MA_VAT_TU: ['mã vật tư BHYT của hàng hóa', "the goods item's insurance supply code"],
  MA_NHOM: ['nhóm chi phí BHYT của hàng hóa', "the goods item's insurance cost group"],
  TEN_THUOC: ['tên thuốc', 'the drug name'],
  TEN_VAT_TU: ['tên vật tư', 'the supply name'],
  DON_VI_TINH: ['đơn vị tính', 'the unit'],
  HAM_LUONG: ['hàm lượng của hàng hóa', "the goods item's strength"],
  DUONG_DUNG: ['mã đường dùng của hàng hóa', "the goods item's route code"],
  DANG_BAO_CHE: ['dạng bào chế của hàng hóa', "the goods item's dosage form"],
  LIEU_DUNG: [
    'liều dùng trên đơn (liều/lần, lần/ngày, số ngày)',
    'the dose on the prescription (per time, times a day, days)',
  ],
  SO_DANG_KY: ['số đăng ký của hàng hóa', "the goods item's registration number"],
  TT_THAU: ['thông tin thầu của lô đã cấp', 'the tender award of the dispensed batch'],
  MUC_HUONG: ['mức hưởng BHYT của bệnh nhân', "the patient's insurance benefit level"],
  MA_KHOA: ['mã khoa BHYT của khoa kê đơn', "the prescribing department's insurance code"],
  MA_BAC_SI: ['số chứng chỉ hành nghề của bác sĩ kê đơn', "the prescriber's practising-certificate number"],
  MA_BENH: ['mã bệnh ICD-10 của đơn', "the prescription's ICD-10 code"],
  MA_CSKCB: ['mã cơ sở KCB của tổ chức', "the organisation's facility code"],
  MA_THE_BHYT: ['số thẻ BHYT của bệnh nhân', "the patient's insurance card number"],
};

export type IssueTarget = Pick<BhytXmlIssue, 'ma_lk' | 'ma_benh_nhan' | 'ho_ten' | 'stt' | 'ten_thuoc'>;

/**
 * A report entry for a field that is missing or malformed. A row of a table other than XML2 names
 * its table beside the STT (`XML3 STT 1`), since each table numbers its rows from 1.
 */
export function issue(
  target: IssueTarget,
  field: string,
  kind: 'missing' | 'malformed' | 'too_long',
  detail = '',
  table = 'XML2',
): BhytXmlIssue {
  const [vi, en] = FIELD_NAMES[field] ?? [field, field];
  const row = table === 'XML2' ? `STT ${target.stt}` : `${table} STT ${target.stt}`;
  const where = target.stt === null ? '' : ` (${target.ten_thuoc ?? ''}, ${row})`;
  const text = {
    missing: [`Thiếu ${vi}`, `Missing ${en}`],
    malformed: [`Sai định dạng ${vi}: "${detail}"`, `Malformed ${en}: "${detail}"`],
    too_long: [`${vi} dài quá ${detail} ký tự`, `${en} is longer than ${detail} characters`],
  }[kind];
  return { ...target, truong: field, thong_bao_vi: `${text[0]}${where}`, thong_bao_en: `${text[1]}${where}` };
}

/** The report target of one row: its episode, patient, STT and goods. */
export function rowTarget(source: DispensedBatchRow, stt: string): IssueTarget {
  return {
    ma_lk: source.ma_lk,
    ma_benh_nhan: source.ma_benh_nhan,
    ho_ten: source.ho_ten,
    stt: Number(stt),
    ten_thuoc: source.ten_thuoc,
  };
}

/** The required fields that are empty and the named texts longer than their table allows. */
export function fieldIssues(
  row: Record<string, string>,
  fields: FieldTable,
  required: readonly string[],
  target: IssueTarget,
  table: string,
): BhytXmlIssue[] {
  const found: BhytXmlIssue[] = [];
  for (const field of required) {
    if (row[field] === '') found.push(issue(target, field, 'missing', '', table));
  }
  for (const [field, max] of fields) {
    const value = row[field] ?? '';
    if (max > 0 && value.length > max && field in FIELD_NAMES) {
      found.push(issue(target, field, 'too_long', String(max), table));
    }
  }
  return found;
}

/** TT_THAU of the dispensed batch's tender line (QĐ 130 §1.3); empty without a tender. */
export function tenderCode(row: DispensedBatchRow): string {
  if (!row.so_quyet_dinh || !row.ma_goi || !row.nhom_thau || row.nam === null) return '';
  return composeTtThau({
    kind: 'award',
    decision: row.so_quyet_dinh,
    packageCode: row.ma_goi,
    groupCode: row.nhom_thau,
    year: row.nam,
    bidderCode: row.ma_nha_thau,
    issuingUnit: row.don_vi_ban_hanh,
    priceNegotiated: row.dam_phan_gia ?? false,
  });
}
