import type { ImportPreview, ImportResult } from '@kho/contracts';
import { api } from '../api/api-client';
import { downloadExcel } from '../api/download';
import type { UploadProgress } from '../api/xhr-send';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface CatalogueImportApi {
  /** GET R/mau-nhap-excel-R: the template, headers in the user's language. */
  downloadTemplate(fallbackName: string): Promise<unknown>;
  /** POST R/xem-truoc-nhap-excel-R: every row of the file with its errors; writes nothing. */
  preview(organisationId: string, file: File, onUploadProgress: UploadProgress): Promise<ImportPreview>;
  /** POST R/nhap-excel-R: all rows or none; 422 answers the preview of what is wrong. */
  run(organisationId: string, file: File, onUploadProgress: UploadProgress): Promise<number>;
}

/** The three import calls every importable catalogue answers (goods, suppliers). */
export function catalogueImportApi(resource: string): CatalogueImportApi {
  const upload = (path: string, organisationId: string, file: File, onUploadProgress: UploadProgress) =>
    api.post<ImportPreview | ImportResult>(path, file, {
      query: { to_chuc: organisationId },
      headers: { 'Content-Type': XLSX_MIME },
      onUploadProgress,
      silent: true,
    });
  return {
    downloadTemplate: (fallbackName) =>
      downloadExcel(`${resource}/mau-nhap-excel-${resource}`, {}, fallbackName),
    preview: async (organisationId, file, onUploadProgress) =>
      (await upload(`${resource}/xem-truoc-nhap-excel-${resource}`, organisationId, file, onUploadProgress))
        .data as ImportPreview,
    run: async (organisationId, file, onUploadProgress) =>
      (
        (await upload(`${resource}/nhap-excel-${resource}`, organisationId, file, onUploadProgress))
          .data as ImportResult
      ).so_dong_da_nhap,
  };
}
