import type { CountImportResult } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import type { UploadProgress } from '../../../lib/api/xhr-send';
import { STOCKTAKE_RESOURCE } from './get-stocktake';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * POST phieu-kiem-kho/{id}/nhap-so-dem-phieu-kiem-kho: the .xlsx as the raw body and the version
 * the user saw; applies the rows it can and answers each refused row with why.
 */
export async function importCounts(
  id: string,
  query: { to_chuc: string; phien_ban: number },
  file: File,
  onUploadProgress: UploadProgress,
) {
  const envelope = await api.post<CountImportResult>(
    `${STOCKTAKE_RESOURCE}/${id}/nhap-so-dem-${STOCKTAKE_RESOURCE}`,
    file,
    {
      query,
      headers: { 'Content-Type': XLSX_MIME },
      onUploadProgress,
      silent: true,
    },
  );
  return envelope.data;
}
