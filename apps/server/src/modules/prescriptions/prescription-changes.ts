import {
  normalizeSearchText,
  type createPrescriptionSchema,
  type updatePrescriptionSchema,
} from '@kho/contracts';
import type { z } from 'zod';
import { newId } from '../../platform/ids';
import type {
  PrescriptionLineInsert,
  PrescriptionLineRow,
  PrescriptionRow,
} from './prescriptions.repository';

type WrittenInput = z.output<typeof createPrescriptionSchema> | z.output<typeof updatePrescriptionSchema>;
type LineInput = z.output<typeof createPrescriptionSchema>['chi_tiet'][number];

/** The rows of a prescription's lines, numbered in the order written. */
export function lineRows(
  organisationId: string,
  prescriptionId: string,
  lines: LineInput[],
): PrescriptionLineInsert[] {
  return lines.map((line, i) => ({
    id: newId(),
    to_chuc_id: organisationId,
    don_thuoc_id: prescriptionId,
    stt: i + 1,
    hang_hoa_id: line.hang_hoa_id,
    lieu_moi_lan: line.lieu_moi_lan,
    so_lan_ngay: line.so_lan_ngay,
    so_ngay: line.so_ngay,
    cach_dung: line.cach_dung,
    so_luong: line.so_luong,
    ghi_chu: line.ghi_chu,
  }));
}

/** What the audit log keeps of a prescription's edited part, goods named so it reads on its own. */
export function auditView(
  header: {
    ma_icd: string | null;
    chan_doan: string;
    loi_dan: string | null;
    ngay_tai_kham: string | null;
    nguoi_giam_ho: string | null;
    canh_bao: unknown;
  },
  lines: (PrescriptionLineInsert | PrescriptionLineRow)[],
  names: Map<string, string>,
) {
  return {
    ma_icd: header.ma_icd,
    chan_doan: header.chan_doan,
    loi_dan: header.loi_dan,
    ngay_tai_kham: header.ngay_tai_kham,
    nguoi_giam_ho: header.nguoi_giam_ho,
    canh_bao: header.canh_bao,
    chi_tiet: lines.map((l) => ({
      hang_hoa_id: l.hang_hoa_id,
      hang_hoa_ten: names.get(l.hang_hoa_id) ?? '',
      lieu_moi_lan: l.lieu_moi_lan ?? null,
      so_lan_ngay: l.so_lan_ngay ?? null,
      so_ngay: l.so_ngay ?? null,
      cach_dung: l.cach_dung ?? null,
      so_luong: l.so_luong,
      ghi_chu: l.ghi_chu ?? null,
    })),
  };
}

/**
 * What a prescriber writes and may edit until dispensing, with the search text built from the
 * prescription's number, code and patient and the diagnosis.
 */
export function writtenFields(
  input: WrittenInput,
  controlled: boolean,
  warnings: PrescriptionRow['canh_bao'],
  searchParts: (string | null | undefined)[],
) {
  return {
    ma_icd: input.ma_icd,
    chan_doan: input.chan_doan,
    loi_dan: input.loi_dan,
    ngay_tai_kham: input.ngay_tai_kham,
    nguoi_giam_ho: input.nguoi_giam_ho,
    co_thuoc_kiem_soat: controlled,
    canh_bao: warnings,
    tu_khoa: normalizeSearchText([...searchParts, input.ma_icd, input.chan_doan].filter(Boolean).join(' ')),
  };
}
