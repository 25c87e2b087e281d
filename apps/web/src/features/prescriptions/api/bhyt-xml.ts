import type { BhytXmlReport } from '@kho/contracts';
import { api, requestFile } from '../../../lib/api/api-client';
import { saveBlob } from '../../../lib/api/download';

/** GET xml-bhyt/kiem-tra-xml-bhyt: the check report of one episode (MA_LK = the prescription code). */
export async function fetchBhytXmlReport(organisationId: string, maLk: string): Promise<BhytXmlReport> {
  const envelope = await api.get<BhytXmlReport>('xml-bhyt/kiem-tra-xml-bhyt', {
    query: { to_chuc: organisationId, ma_lk: maLk },
  });
  return envelope.data;
}

/** GET xml-bhyt/xuat-xml-bhyt: the GIAMDINHHS file, saved under the server's name. */
export async function downloadBhytXml(organisationId: string, maLk: string): Promise<string> {
  const file = await requestFile('xml-bhyt/xuat-xml-bhyt', {
    query: { to_chuc: organisationId, ma_lk: maLk },
    headers: { Accept: 'application/xml, application/json' },
  });
  const name = file.fileName ?? `GIAMDINHHS_${maLk}.xml`;
  saveBlob(file.blob, name);
  return name;
}
