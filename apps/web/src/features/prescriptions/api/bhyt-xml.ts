import type { BhytXmlReport } from '@kho/contracts';
import { api, requestFile } from '../../../lib/api/api-client';
import { saveBlob } from '../../../lib/api/download';

/** Which episodes: one (MA_LK = the prescription code), or every dispensing dated in a range. */
export type BhytXmlScope = { ma_lk: string } | { tu_ngay: string; den_ngay: string };

/** GET xml-bhyt/kiem-tra-xml-bhyt: the check report of the scope. */
export async function fetchBhytXmlReport(
  organisationId: string,
  scope: BhytXmlScope,
): Promise<BhytXmlReport> {
  const envelope = await api.get<BhytXmlReport>('xml-bhyt/kiem-tra-xml-bhyt', {
    query: { to_chuc: organisationId, ...scope },
  });
  return envelope.data;
}

/** GET xml-bhyt/xuat-xml-bhyt: the GIAMDINHHS file, saved under the server's name. */
export async function downloadBhytXml(organisationId: string, scope: BhytXmlScope): Promise<string> {
  const file = await requestFile('xml-bhyt/xuat-xml-bhyt', {
    query: { to_chuc: organisationId, ...scope },
    headers: { Accept: 'application/xml, application/json' },
  });
  const label = 'ma_lk' in scope ? scope.ma_lk : `${scope.tu_ngay}_${scope.den_ngay}`;
  const name = file.fileName ?? `GIAMDINHHS_${label}.xml`;
  saveBlob(file.blob, name);
  return name;
}
