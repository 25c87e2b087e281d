import type { TenderLinesImportPreview, TenderLinesImportResult } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { downloadExcel } from '../../../lib/api/download';
import type { UploadProgress } from '../../../lib/api/xhr-send';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LINES = 'chi-tiet-goi-thau';

export type TenderImportMode = 'gop' | 'thay_the';

export interface TenderImportTarget {
  organisationId: string;
  tenderId: string;
  /** The version the user saw; the server answers 409 when the tender changed since. */
  version: number;
  mode: TenderImportMode;
}

const query = (target: TenderImportTarget) => ({
  to_chuc: target.organisationId,
  phien_ban: target.version,
  che_do: target.mode,
});

/** GET goi-thau/mau-nhap-excel-chi-tiet-goi-thau: the tender-results template. */
export const downloadTenderLinesTemplate = (fallbackName: string) =>
  downloadExcel(`goi-thau/mau-nhap-excel-${LINES}`, {}, fallbackName);

/** POST goi-thau/{id}/xem-truoc-nhap-excel-chi-tiet-goi-thau: rows, lines added/updated/removed; writes nothing. */
export async function previewTenderLines(
  target: TenderImportTarget,
  file: File,
  onUploadProgress: UploadProgress,
) {
  return (
    await api.post<TenderLinesImportPreview>(
      `goi-thau/${target.tenderId}/xem-truoc-nhap-excel-${LINES}`,
      file,
      {
        query: query(target),
        headers: { 'Content-Type': XLSX_MIME },
        onUploadProgress,
        silent: true,
      },
    )
  ).data;
}

/** POST goi-thau/{id}/nhap-excel-chi-tiet-goi-thau: all rows or none (422 with the preview). */
export async function importTenderLines(
  target: TenderImportTarget,
  file: File,
  onUploadProgress: UploadProgress,
) {
  return (
    await api.post<TenderLinesImportResult>(`goi-thau/${target.tenderId}/nhap-excel-${LINES}`, file, {
      query: query(target),
      headers: { 'Content-Type': XLSX_MIME },
      onUploadProgress,
      silent: true,
    })
  ).data;
}
