import type { Locale } from '@kho/contracts';
import ExcelJS from 'exceljs';

export interface ExcelColumn<Row> {
  header: Record<Locale, string>;
  value(row: Row, locale: Locale): string | number | boolean | null;
  width?: number;
  /** Excel number format, e.g. '#,##0' for money. */
  numFmt?: string;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook of one sheet: bold frozen header row, one row per record. */
export async function buildWorkbook<Row>(
  sheetName: string,
  columns: ExcelColumn<Row>[],
  rows: Row[],
  locale: Locale,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kho Dược';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header[locale],
    width: c.width ?? 18,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row, locale)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Reads the first sheet: the header row names the columns (in Vietnamese, English or as field
 * keys), every later non-empty row becomes a record keyed by field. Cells come back as text,
 * numbers, booleans or ISO dates.
 */
export async function readWorkbook(
  buffer: Buffer,
  fields: { key: string; header: Record<Locale, string> }[],
): Promise<{ rows: { rowNumber: number; values: Record<string, unknown> }[]; unknownHeaders: string[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [], unknownHeaders: [] };
  const byHeader = new Map<string, string>();
  for (const f of fields) {
    for (const label of [f.key, f.header.vi, f.header.en]) byHeader.set(normaliseHeader(label), f.key);
  }
  const keys: (string | undefined)[] = [];
  const unknownHeaders: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => {
    const text = cellText(cell.value);
    const key = byHeader.get(normaliseHeader(text));
    keys[column] = key;
    if (!key && text.trim()) unknownHeaders.push(text.trim());
  });
  const rows: { rowNumber: number; values: Record<string, unknown> }[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, unknown> = {};
    let filled = false;
    row.eachCell((cell, column) => {
      const key = keys[column];
      if (!key) return;
      const value = cellValue(cell.value);
      if (value !== null && value !== '') {
        values[key] = value;
        filled = true;
      }
    });
    if (filled) rows.push({ rowNumber, values });
  });
  return { rows, unknownHeaders };
}

function normaliseHeader(text: string): string {
  return text
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/\s*\*$/, '');
}

function cellText(value: ExcelJS.CellValue): string {
  const v = cellValue(value);
  return v === null ? '' : String(v);
}

function cellValue(value: ExcelJS.CellValue): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    if ('result' in value) return cellValue(value.result);
  }
  return null;
}
