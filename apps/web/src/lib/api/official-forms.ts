import type { OfficialForm, Tt22FormKey } from '@kho/contracts';
import { api, type QueryParams } from './api-client';
import { downloadExcel } from './download';

/** One TT 22/2011 form a screen offers: which, its call under bieu-mau-tt22, and its parameters. */
export interface FormLink {
  key: Tt22FormKey;
  path: string;
  query: QueryParams;
}

const BASE = 'bieu-mau-tt22';

/** GET bieu-mau-tt22/<path>: the form as the server builds it, printed as it is. */
export async function fetchOfficialForm(link: FormLink): Promise<OfficialForm> {
  return (await api.get<OfficialForm>(`${BASE}/${link.path}`, { query: link.query })).data;
}

/** GET bieu-mau-tt22/<path>/xuat-excel: the same form as .xlsx, saved under the server's name. */
export function exportOfficialForm(link: FormLink, fallbackName: string): Promise<string> {
  return downloadExcel(`${BASE}/${link.path}/xuat-excel`, link.query, fallbackName);
}
