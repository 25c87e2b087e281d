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
