import type { QueryParams } from '../../../lib/api/api-client';
import { downloadExcel } from '../../../lib/api/download';

/** GET ton-kho/xuat-excel-ton-kho: the filtered stock as .xlsx, saved under the server's name. */
export function exportStock(query: QueryParams, fallbackName: string): Promise<string> {
  return downloadExcel('ton-kho/xuat-excel-ton-kho', query, fallbackName);
}
