import { posix } from 'node:path';
import { IMPORT_MAX_CELL_CHARS, IMPORT_MAX_UNCOMPRESSED_BYTES, type Locale } from '@kho/contracts';
import { SaxesParser } from 'saxes';
import {
  entryChunks,
  MalformedWorkbookError,
  readZipDirectory,
  WorkbookLimitError,
  type ByteBudget,
  type ZipEntry,
} from './xlsx-zip';

/**
 * The first sheet of an uploaded .xlsx, read as a stream with hard limits (decision 0014): the
 * parts it needs are inflated chunk by chunk and parsed as they come, and the first limit reached
 * (bytes unzipped, one cell's length, shared strings, data rows) stops the reading at once.
 */

export type SheetCell = string | number | boolean | null;
export interface SheetRow {
  rowNumber: number;
  values: Record<string, SheetCell>;
}
export interface ReadSheet {
  rows: SheetRow[];
  unknownHeaders: string[];
}

export interface WorkbookLimits {
  maxRows: number;
  maxUncompressedBytes?: number;
  maxCellChars?: number;
}

/**
 * Longest stretch of XML between two markup characters: a cell's text at its longest, escaped
 * (`&amp;` is five bytes for one character). Checked on the raw bytes, before the parser holds it.
 */
const runLimit = (maxCellChars: number) => maxCellChars * 8;
/** Shared strings kept in memory for one file; every cell of the largest import fits many times. */
const MAX_SHARED_STRINGS = 1_000_000;

/** Built-in number formats that are dates (as ExcelJS reads them). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

const OFFICE_DOCUMENT = /\/officeDocument$/;
const SHARED_STRINGS = /\/sharedStrings$/;
const STYLES = /\/styles$/;

type Attributes = Record<string, string>;
interface PartHandler {
  open?(name: string, attributes: Attributes): void;
  close?(name: string): void;
  text?(text: string): void;
}

/**
 * Reads the first sheet: the header row names the columns (in Vietnamese, English or as field
 * keys), every later non-empty row becomes a record keyed by field. Cells come back as text,
 * numbers, booleans or ISO dates; a formula gives its cached result, rich text its plain text.
 * Throws WorkbookLimitError at the first limit, MalformedWorkbookError (or a parse error) for a
 * file that is not a workbook.
 */
export async function readWorkbook(
  file: Buffer,
  fields: { key: string; header: Record<Locale, string> }[],
  limits: WorkbookLimits,
): Promise<ReadSheet> {
  const maxCellChars = limits.maxCellChars ?? IMPORT_MAX_CELL_CHARS;
  const reader = new PartReader(
    file,
    { remaining: limits.maxUncompressedBytes ?? IMPORT_MAX_UNCOMPRESSED_BYTES },
    runLimit(maxCellChars),
  );
  const rootRels = await reader.relationships('_rels/.rels', '');
  const workbookPath = rootRels.find((r) => OFFICE_DOCUMENT.test(r.type))?.target ?? 'xl/workbook.xml';
  const workbook = await reader.workbook(workbookPath);
  if (!workbook.firstSheetId) return { rows: [], unknownHeaders: [] };
  const base = posix.dirname(workbookPath);
  const rels = await reader.relationships(`${base}/_rels/${posix.basename(workbookPath)}.rels`, base);
  const sheetPath = rels.find((r) => r.id === workbook.firstSheetId)?.target;
  if (!sheetPath) throw new MalformedWorkbookError('first sheet not found');
  const sharedStringsPath = rels.find((r) => SHARED_STRINGS.test(r.type))?.target;
  const stylesPath = rels.find((r) => STYLES.test(r.type))?.target;
  const dateStyles = stylesPath ? await reader.dateStyles(stylesPath) : new Set<number>();
  const sharedStrings = sharedStringsPath ? await reader.sharedStrings(sharedStringsPath, maxCellChars) : [];
  const sheet = new SheetReader(fields, {
    sharedStrings,
    dateStyles,
    date1904: workbook.date1904,
    maxRows: limits.maxRows,
    maxCellChars,
  });
  await reader.parse(sheetPath, sheet, true);
  return sheet.result();
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The parts of one file, inflated and parsed under one byte budget. */
class PartReader {
  private readonly entries: Map<string, ZipEntry>;

  constructor(
    private readonly file: Buffer,
    private readonly budget: ByteBudget,
    private readonly maxRun: number,
  ) {
    this.entries = readZipDirectory(file);
  }

  /** Streams a part through the XML parser; a part that is not there is an empty one unless required. */
  async parse(path: string, handler: PartHandler, required = false): Promise<void> {
    const entry = this.entries.get(path.toLowerCase());
    if (!entry) {
      if (required) throw new MalformedWorkbookError(`missing part ${path}`);
      return;
    }
    const parser = new SaxesParser();
    parser.on('opentag', (tag) => handler.open?.(localName(tag.name), tag.attributes));
    parser.on('closetag', (tag) => handler.close?.(localName(tag.name)));
    parser.on('text', (text) => handler.text?.(text));
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let run = 0;
    for await (const chunk of entryChunks(this.file, entry, this.budget)) {
      run = this.checkRuns(chunk, run);
      parser.write(decoder.decode(chunk, { stream: true }));
    }
    parser.write(decoder.decode());
    parser.close();
  }

  /** The length of the stretch without markup at the end of the chunk; too long a stretch stops the read. */
  private checkRuns(chunk: Buffer, runBefore: number): number {
    let run = runBefore;
    for (const byte of chunk) {
      // '<' and '>'
      if (byte === 0x3c || byte === 0x3e) run = 0;
      else if (++run > this.maxRun) throw new WorkbookLimitError('cell_length');
    }
    return run;
  }

  /** Relationships of a part, their targets as paths inside the archive. */
  async relationships(path: string, base: string) {
    const found: { id: string; type: string; target: string }[] = [];
    await this.parse(path, {
      open(name, a) {
        if (name !== 'Relationship' || !a.Target || a.TargetMode === 'External') return;
        const target = a.Target.startsWith('/') ? a.Target.slice(1) : posix.join(base, a.Target);
        found.push({ id: a.Id ?? '', type: a.Type ?? '', target: posix.normalize(target) });
      },
    });
    return found;
  }

  async workbook(path: string) {
    let firstSheetId: string | undefined;
    let date1904 = false;
    await this.parse(
      path,
      {
        open(name, a) {
          if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
          if (name === 'sheet' && firstSheetId === undefined) {
            // The relationship id attribute's prefix is whatever the writer bound the namespace to.
            const key = Object.keys(a).find((k) => k.includes(':') && localName(k) === 'id');
            firstSheetId = key ? a[key] : undefined;
          }
        },
      },
      true,
    );
    return { firstSheetId, date1904 };
  }

  /** Indexes of the cell formats (`cellXfs`) whose number format shows a date. */
  async dateStyles(path: string): Promise<Set<number>> {
    const customDates = new Set<number>();
    const formats: number[] = [];
    let inCellFormats = false;
    await this.parse(path, {
      open(name, a) {
        if (name === 'numFmt' && isDateFormat(a.formatCode ?? '')) customDates.add(Number(a.numFmtId));
        if (name === 'cellXfs') inCellFormats = true;
        if (name === 'xf' && inCellFormats) formats.push(Number(a.numFmtId ?? 0));
      },
      close(name) {
        if (name === 'cellXfs') inCellFormats = false;
      },
    });
    const dates = new Set<number>();
    formats.forEach((id, index) => {
      if (DATE_FORMAT_IDS.has(id) || customDates.has(id)) dates.add(index);
    });
    return dates;
  }

  /** Every shared string as plain text (rich text runs joined, phonetic guides left out). */
  async sharedStrings(path: string, maxCellChars: number): Promise<string[]> {
    const strings: string[] = [];
    let parts: string[] = [];
    let length = 0;
    let inText = false;
    let inPhonetic = false;
    await this.parse(path, {
      open(name) {
        if (name === 'si') {
          parts = [];
          length = 0;
        }
        if (name === 'rPh') inPhonetic = true;
        if (name === 't' && !inPhonetic) inText = true;
      },
      close(name) {
        if (name === 't') inText = false;
        if (name === 'rPh') inPhonetic = false;
        if (name === 'si') {
          if (strings.length >= MAX_SHARED_STRINGS) throw new WorkbookLimitError('shared_strings');
          strings.push(parts.join(''));
        }
      },
      text(text) {
        if (!inText) return;
        length += text.length;
        if (length > maxCellChars) throw new WorkbookLimitError('cell_length');
        parts.push(text);
      },
    });
    return strings;
  }
}

/** As ExcelJS decides it: a format with date letters outside quotes and brackets. */
function isDateFormat(code: string): boolean {
  return /[ymdhMsb]+/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

interface SheetContext {
  sharedStrings: string[];
  dateStyles: Set<number>;
  date1904: boolean;
  maxRows: number;
  maxCellChars: number;
}

/** The state of the worksheet's parse: the current row and cell, the header's keys, the rows so far. */
class SheetReader implements PartHandler {
  private readonly byHeader = new Map<string, string>();
  private readonly keys: (string | undefined)[] = [];
  private readonly unknownHeaders: string[] = [];
  private readonly rows: SheetRow[] = [];
  private rowNumber = 0;
  private cells: [column: number, value: SheetCell][] = [];
  private column = 0;
  private cell: {
    type: string;
    style: number;
    formula: boolean;
    value?: string;
    inline: string[];
    length: number;
  } | null = null;
  /** The element whose text is being collected: `v`, or a `t` of an inline string. */
  private collecting: 'v' | 't' | null = null;
  private inPhonetic = false;

  constructor(
    fields: { key: string; header: Record<Locale, string> }[],
    private readonly context: SheetContext,
  ) {
    for (const f of fields) {
      for (const label of [f.key, f.header.vi, f.header.en]) this.byHeader.set(normaliseHeader(label), f.key);
    }
  }

  open(name: string, a: Attributes): void {
    switch (name) {
      case 'row':
        this.rowNumber = a.r ? Number(a.r) : this.rowNumber + 1;
        this.cells = [];
        this.column = 0;
        break;
      case 'c':
        this.column = (a.r && columnOf(a.r)) || this.column + 1;
        this.cell = { type: a.t ?? 'n', style: Number(a.s ?? 0), formula: false, inline: [], length: 0 };
        break;
      case 'f':
        if (this.cell) this.cell.formula = true;
        break;
      case 'v':
        this.collecting = 'v';
        break;
      case 'rPh':
        this.inPhonetic = true;
        break;
      case 't':
        if (!this.inPhonetic) this.collecting = 't';
        break;
      default:
        break;
    }
  }

  text(text: string): void {
    if (!this.cell || !this.collecting) return;
    // Runs of rich text add up: the cell's whole text is held to the limit while it is collected.
    this.cell.length += text.length;
    if (this.cell.length > this.context.maxCellChars) throw new WorkbookLimitError('cell_length');
    if (this.collecting === 'v') this.cell.value = (this.cell.value ?? '') + text;
    else this.cell.inline.push(text);
  }

  close(name: string): void {
    switch (name) {
      case 'v':
      case 't':
        this.collecting = null;
        break;
      case 'rPh':
        this.inPhonetic = false;
        break;
      case 'c':
        if (this.cell) this.cells.push([this.column, this.cellValue(this.cell)]);
        this.cell = null;
        break;
      case 'row':
        this.endRow();
        break;
      default:
        break;
    }
  }

  result(): ReadSheet {
    return { rows: this.rows, unknownHeaders: this.unknownHeaders };
  }

  private endRow(): void {
    if (this.rowNumber === 1) {
      for (const [column, value] of this.cells) {
        const text = value === null ? '' : String(value);
        const key = this.byHeader.get(normaliseHeader(text));
        this.keys[column] = key;
        if (!key && text.trim()) this.unknownHeaders.push(text.trim());
      }
      return;
    }
    const values: Record<string, SheetCell> = {};
    let filled = false;
    for (const [column, value] of this.cells) {
      const key = this.keys[column];
      if (!key || value === null || value === '') continue;
      values[key] = value;
      filled = true;
    }
    if (!filled) return;
    if (this.rows.length >= this.context.maxRows) throw new WorkbookLimitError('rows');
    this.rows.push({ rowNumber: this.rowNumber, values });
  }

  private cellValue(cell: NonNullable<SheetReader['cell']>): SheetCell {
    if (cell.type === 'inlineStr' && !cell.formula) return this.textOf(cell.inline.join(''));
    const raw = cell.value;
    if (raw === undefined) return null;
    switch (cell.type) {
      case 's':
        return cell.formula ? null : this.textOf(this.context.sharedStrings[Number(raw)] ?? '');
      case 'str':
      case 'inlineStr':
        return this.textOf(raw);
      case 'b':
        return Number.parseInt(raw, 10) !== 0;
      case 'e':
        return null;
      case 'd':
        return this.textOf(raw).slice(0, 10);
      default:
        return this.numberOf(raw, cell.style);
    }
  }

  private textOf(text: string): string {
    if (text.length > this.context.maxCellChars) throw new WorkbookLimitError('cell_length');
    return text.trim();
  }

  /** A number, or an ISO date when the cell's format shows a date. */
  private numberOf(raw: string, style: number): number | string | null {
    const value = Number.parseFloat(raw);
    if (!Number.isFinite(value)) return null;
    if (!this.context.dateStyles.has(style)) return value;
    const date = new Date(Math.round((value - 25569 + (this.context.date1904 ? 1462 : 0)) * 86_400_000));
    return Number.isNaN(date.getTime()) ? value : date.toISOString().slice(0, 10);
  }
}

/** The column number of a cell reference ("C7" → 3); 0 when it is not one. */
function columnOf(reference: string): number {
  const letters = /^([A-Za-z]{1,3})\d*$/.exec(reference)?.[1];
  if (!letters) return 0;
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + letter.charCodeAt(0) - 64;
  return column;
}

function normaliseHeader(text: string): string {
  return text
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/\s*\*$/, '');
}
