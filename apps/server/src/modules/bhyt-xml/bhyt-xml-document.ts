import type { FieldTable } from './bhyt-xml-checks';
import { XML2_FIELDS, type Xml2Row } from './bhyt-xml2';
import { XML3_FIELDS, type Xml3Row } from './bhyt-xml3';

const XML_HEADER = '<?xml version="1.0" encoding="utf-8"?>';

/**
 * Text content escaped for XML. Control characters other than tab and line breaks are not
 * allowed in XML 1.0 at all, so they are dropped rather than producing a document no parser reads.
 */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

const element = (name: string, value: string) =>
  value === '' ? `<${name}/>` : `<${name}>${escapeXml(value)}</${name}>`;

/** The complete document of one table: `<root><list><item>fields in order</item>...</list></root>`. */
function tableDocument(
  names: { root: string; list: string; item: string },
  fields: FieldTable,
  rows: Record<string, string>[],
): string {
  const items = rows.map(
    (row) =>
      `<${names.item}>${fields.map(([field]) => element(field, row[field] ?? '')).join('')}</${names.item}>`,
  );
  return `${XML_HEADER}\n<${names.root}><${names.list}>${items.join('')}</${names.list}></${names.root}>\n`;
}

/** The XML2 document of one episode: CHITIEU_CHITIET_THUOC > DSACH_CHI_TIET_THUOC > CHI_TIET_THUOC. */
export function xml2Document(rows: Xml2Row[]): string {
  return tableDocument(
    { root: 'CHITIEU_CHITIET_THUOC', list: 'DSACH_CHI_TIET_THUOC', item: 'CHI_TIET_THUOC' },
    XML2_FIELDS,
    rows,
  );
}

/** The XML3 document of one episode: CHITIEU_CHITIET_DVKT_VTYT > DSACH_CHI_TIET_DVKT > CHI_TIET_DVKT. */
export function xml3Document(rows: Xml3Row[]): string {
  return tableDocument(
    { root: 'CHITIEU_CHITIET_DVKT_VTYT', list: 'DSACH_CHI_TIET_DVKT', item: 'CHI_TIET_DVKT' },
    XML3_FIELDS,
    rows,
  );
}

export interface EpisodeFiles {
  /** Table code (XML2...) and its full UTF-8 document. */
  files: { loai: string; noiDung: string }[];
}

/**
 * The GIAMDINHHS envelope (shared reference §1.6): one HOSO per episode, each table as the base64
 * of its UTF-8 document in FILEHOSO. CHUKYDONVI stays empty: the hospital's signing step puts
 * its XML digital signature there before sending (docs/regulatory.md).
 */
export function giamDinhHsDocument(maCskcb: string, ngayLap: string, episodes: EpisodeFiles[]): string {
  const hoso = episodes.map(
    (episode) =>
      `<HOSO>${episode.files
        .map(
          (file) =>
            `<FILEHOSO><LOAIHOSO>${escapeXml(file.loai)}</LOAIHOSO><NOIDUNGFILE>${Buffer.from(file.noiDung, 'utf8').toString('base64')}</NOIDUNGFILE></FILEHOSO>`,
        )
        .join('')}</HOSO>`,
  );
  return (
    `${XML_HEADER}\n<GIAMDINHHS xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">` +
    `<THONGTINDONVI><MACSKCB>${escapeXml(maCskcb)}</MACSKCB></THONGTINDONVI>` +
    `<THONGTINHOSO><NGAYLAP>${ngayLap}</NGAYLAP><SOLUONGHOSO>${episodes.length}</SOLUONGHOSO>` +
    `<DANHSACHHOSO>${hoso.join('')}</DANHSACHHOSO></THONGTINHOSO><CHUKYDONVI/></GIAMDINHHS>\n`
  );
}
