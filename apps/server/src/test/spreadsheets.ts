import ExcelJS from 'exceljs';

/** An .xlsx file of one sheet: the header row, then the given rows (tests of the import calls). */
export async function spreadsheet(
  header: string[],
  rows: (string | number | boolean | null)[][],
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The cells of the first sheet of a downloaded workbook, row by row (row 1 = header). */
export async function sheetRows(response: Response): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
