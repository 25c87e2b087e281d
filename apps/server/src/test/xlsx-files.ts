import { once } from 'node:events';
import { createDeflateRaw, crc32 } from 'node:zlib';

/**
 * Hand-made .xlsx files for the import limits: the XML parts written out, deflated chunk by chunk
 * (a 200 MB cell never sits in memory here) and packed by a minimal zip writer.
 */

/** The text of a part, as one string or chunks produced on demand. */
type PartText = string | (() => Iterable<string>);

interface ZipEntry {
  name: Buffer;
  crc: number;
  compressed: Buffer;
  size: number;
  offset: number;
}

async function deflateEntry(name: string, text: PartText): Promise<Omit<ZipEntry, 'offset'>> {
  const deflate = createDeflateRaw({ level: 6 });
  const output: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => output.push(chunk));
  let crc = 0;
  let size = 0;
  for (const piece of typeof text === 'string' ? [text] : text()) {
    const bytes = Buffer.from(piece, 'utf8');
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return { name: Buffer.from(name, 'utf8'), crc, compressed: Buffer.concat(output), size };
}

/** A zip archive of the given entries (deflated, no zip64: test files stay under 4 GB). */
export async function zipOf(parts: Record<string, PartText>): Promise<Buffer> {
  const locals: Buffer[] = [];
  const entries: ZipEntry[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const entry = { ...(await deflateEntry(name, text)), offset };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(entry.crc >>> 0, 14);
    header.writeUInt32LE(entry.compressed.length, 18);
    header.writeUInt32LE(entry.size >>> 0, 22);
    header.writeUInt16LE(entry.name.length, 26);
    locals.push(header, entry.name, entry.compressed);
    offset += header.length + entry.name.length + entry.compressed.length;
    entries.push(entry);
  }
  const central: Buffer[] = [];
  let centralSize = 0;
  for (const entry of entries) {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(entry.crc >>> 0, 16);
    header.writeUInt32LE(entry.compressed.length, 20);
    header.writeUInt32LE(entry.size >>> 0, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(entry.offset, 42);
    central.push(header, entry.name);
    centralSize += header.length + entry.name.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...central, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const SHEET_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_END = '</sheetData></worksheet>';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One row of inline-string cells, A, B, C... */
export function rowXml(rowNumber: number, cells: string[]): string {
  const xml = cells
    .map((text, index) => {
      const column = String.fromCharCode(65 + index);
      return `<c r="${column}${rowNumber}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;
    })
    .join('');
  return `<row r="${rowNumber}">${xml}</row>`;
}

/** A workbook of one sheet whose XML is produced by `rows` (row elements, chunk by chunk). */
export function workbookOfRows(rows: () => Iterable<string>): Promise<Buffer> {
  return zipOf({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': ROOT_RELS,
    'xl/workbook.xml': WORKBOOK,
    'xl/_rels/workbook.xml.rels': WORKBOOK_RELS,
    'xl/worksheets/sheet1.xml': function* () {
      yield SHEET_START;
      yield* rows();
      yield SHEET_END;
    },
  });
}

/** A header row, then one cell of `megabytes` MB of the letter A: a few hundred kB zipped. */
export function hugeCellWorkbook(header: string[], megabytes: number): Promise<Buffer> {
  return workbookOfRows(function* () {
    yield rowXml(1, header);
    yield '<row r="2"><c r="A2" t="inlineStr"><is><t>';
    const megabyte = 'A'.repeat(1024 * 1024);
    for (let index = 0; index < megabytes; index += 1) yield megabyte;
    yield '</t></is></c></row>';
  });
}

/**
 * A workbook whose shared strings unzip to `megabytes` MB (distinct strings of 1 000 characters,
 * a few hundred kB zipped), and a sheet that names the first of them.
 */
export function largeSharedStringsWorkbook(header: string[], megabytes: number): Promise<Buffer> {
  const rels = WORKBOOK_RELS.replace(
    '</Relationships>',
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
  );
  const count = megabytes * 1024;
  return zipOf({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': ROOT_RELS,
    'xl/workbook.xml': WORKBOOK,
    'xl/_rels/workbook.xml.rels': rels,
    'xl/sharedStrings.xml': function* () {
      yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">`;
      const filler = 'B'.repeat(990);
      for (let index = 0; index < count; index += 1)
        yield `<si><t>${String(index).padStart(10, '0')}${filler}</t></si>`;
      yield '</sst>';
    },
    'xl/worksheets/sheet1.xml': function* () {
      yield SHEET_START;
      yield rowXml(1, header);
      yield '<row r="2"><c r="A2" t="s"><v>0</v></c></row>';
      yield SHEET_END;
    },
  });
}

/** A header row, then `count` rows made by `cells` (row numbers from 2). */
export function manyRowsWorkbook(
  header: string[],
  count: number,
  cells: (index: number) => string[],
): Promise<Buffer> {
  return workbookOfRows(function* () {
    yield rowXml(1, header);
    for (let index = 0; index < count; index += 1) yield rowXml(index + 2, cells(index));
  });
}
