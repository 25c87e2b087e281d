import { useQuery } from '@tanstack/react-query';
import type { TenderDetail, TenderRecord, tenderFieldsSchema, VaiTro } from '@kho/contracts';
import type { z } from 'zod';
import { defineCatalogueApi } from '../../../lib/catalogues/catalogue-api';

/** goi-thau: the seven catalogue calls (lib/catalogue-api); create and update send the lines too. */
export type TenderInput = z.output<typeof tenderFieldsSchema>;
export const tendersApi = defineCatalogueApi<TenderRecord, TenderInput>('goi-thau');

/** The id in the path of a tender not saved yet: /quan-tri-tong/danh-muc-goi-thau/tao-moi. */
export const NEW_TENDER_ID = 'tao-moi';

/** Administrators and pharmacists manage tenders (issue 4 permissions). */
export const TENDER_EDITORS: readonly VaiTro[] = ['QUAN_TRI', 'DUOC_SI'];

/** The tender check is the administrators', as the ledger = stock check is. */
export const TENDER_CHECKERS: readonly VaiTro[] = ['QUAN_TRI'];

/** GET goi-thau/{id}/chi-tiet-goi-thau: the header with every line, received and remaining. */
export function useTenderDetail(organisationId: string | null, id: string | null) {
  return useQuery({
    queryKey: [...tendersApi.key, 'detail', organisationId, id],
    // The detail call of a tender answers its lines as well (tenderDetailSchema).
    queryFn: async ({ signal }) =>
      (await tendersApi.detail(organisationId ?? '', id ?? '', signal)) as TenderDetail,
    enabled: organisationId !== null && id !== null,
  });
}
