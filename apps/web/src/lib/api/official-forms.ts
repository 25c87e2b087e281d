import type { OfficialForm, Tt22FormKey } from '@kho/contracts';
import { api, type QueryParams } from './api-client';
import { downloadExcel } from './download';

/** One TT 22/2011 form a screen offers: which, its call under bieu-mau-tt22, and its parameters. */
export interface FormLink {
  key: Tt22FormKey;
  path: string;
  query: QueryParams;
  /**
   * When a screen offers one form twice (16D for each half of a month): what tells the two apart,
   * in the list's test ids, and the values its name shows (`official_forms.names.<key>`).
   */
  variant?: { id: string; values: Record<string, string> };
}

/** A form link's id in its list: the form, and its variant when it has one. */
export const formLinkId = (link: FormLink) => (link.variant ? `${link.key}-${link.variant.id}` : link.key);

const BASE = 'bieu-mau-tt22';

/** GET bieu-mau-tt22/<path>: the form as the server builds it, printed as it is. */
export async function fetchOfficialForm(link: FormLink): Promise<OfficialForm> {
  return (await api.get<OfficialForm>(`${BASE}/${link.path}`, { query: link.query })).data;
}

/** GET bieu-mau-tt22/<path>/xuat-excel: the same form as .xlsx, saved under the server's name. */
export function exportOfficialForm(link: FormLink, fallbackName: string): Promise<string> {
  return downloadExcel(`${BASE}/${link.path}/xuat-excel`, link.query, fallbackName);
}
