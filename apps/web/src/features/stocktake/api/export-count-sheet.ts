import { downloadExcel } from '../../../lib/api/download';
import { STOCKTAKE_RESOURCE } from './get-stocktake';

/** GET phieu-kiem-kho/{id}/xuat-so-dem-phieu-kiem-kho: the count sheet, filled in and imported back. */
export function exportCountSheet(organisationId: string, id: string, fallbackName: string) {
  return downloadExcel(
    `${STOCKTAKE_RESOURCE}/${id}/xuat-so-dem-${STOCKTAKE_RESOURCE}`,
    { to_chuc: organisationId },
    fallbackName,
  );
}
