import type { Worksheet } from 'exceljs';
import {
  headerRows,
  isNumeric,
  summaryLabelSpan,
  type CellKind,
  type CellValue,
  type ReportColumn,
  type SummaryRow,
} from './report-columns';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface WorkbookContent<R> {
  sheetName: string;
  /** Organisation, then its address and the department / warehouse lines. */
  heading: readonly string[];
  title: string;
  subtitle: string;
  /** The label of the row-number column ("STT"). */
  numberLabel: string;
  columns: readonly ReportColumn<R>[];
  before: readonly SummaryRow[];
  rows: readonly R[];
  after: readonly SummaryRow[];
}

/** A cell value as Excel should hold it: numbers as numbers, ISO days as dates, percents as shares. */
function excelValue(kind: CellKind, value: CellValue): string | number | Date | null {
  if (value === null || value === '') return null;
  if (kind === 'date') {
    const [y, m, d] = String(value).slice(0, 10).split('-').map(Number);
    // exceljs writes dates as UTC; midnight UTC keeps the calendar day in any time zone.
    return y && m && d ? new Date(Date.UTC(y, m - 1, d)) : String(value);
  }
  if (kind === 'percent') return Number(value) / 100;
  return isNumeric(kind) ? Number(value) : value;
}

function numberFormat(kind: CellKind, value: unknown): string | undefined {
  switch (kind) {
    case 'money':
      return '#,##0';
    case 'quantity':
      // "#,##0.###" would print "12." for whole numbers.
      return typeof value === 'number' && !Number.isInteger(value) ? '#,##0.###' : '#,##0';
    case 'percent':
      return '0.0%';
    case 'date':
      return 'dd/mm/yyyy';
    case 'text':
      return undefined;
  }
}

const thin = { style: 'thin' as const };
const border = { top: thin, left: thin, bottom: thin, right: thin };

function writeRow(sheet: Worksheet, kinds: readonly CellKind[], values: readonly CellValue[], bold: boolean) {
  const row = sheet.addRow(values.map((value, i) => excelValue(kinds[i] ?? 'text', value)));
  // Every cell of the table, empty ones included, gets its border.
  kinds.forEach((kind, i) => {
    const cell = row.getCell(i + 1);
    const format = numberFormat(kind, cell.value);
    if (format) cell.numFmt = format;
    cell.border = border;
    if (bold) cell.font = { bold: true };
    cell.alignment = {
      vertical: 'top',
      wrapText: kind === 'text',
      horizontal: isNumeric(kind) ? 'right' : undefined,
    };
  });
}

/**
 * The report as an .xlsx built in the browser: the organisation's heading, title and period, the
 * same grouped column headers as the screen (merged cells, bold), rows with number and date
 * formats, the summary lines in bold. exceljs is loaded only now (it is large; see docs/web-reports.md).
 */
export async function buildReportWorkbook<R>(content: WorkbookContent<R>): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // Excel refuses these characters in a sheet name ("ABC/VEN"), and names over 31 characters.
  const sheet = workbook.addWorksheet(content.sheetName.replace(/[*?:\\/[\]]/g, '-').slice(0, 31), {
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const width = content.columns.length + 1;
  const kinds: CellKind[] = ['text', ...content.columns.map((c) => c.kind)];
  sheet.columns = [{ width: 6 }, ...content.columns.map((c) => ({ width: c.width + 2 }))];

  content.heading.forEach((line, i) => {
    const cell = sheet.addRow([line]).getCell(1);
    if (i === 0) cell.font = { bold: true };
  });
  sheet.addRow([]);
  const centred = (text: string, font: { bold?: boolean; size?: number; italic?: boolean }) => {
    const row = sheet.addRow([text]);
    sheet.mergeCells(row.number, 1, row.number, width);
    row.getCell(1).font = font;
    row.getCell(1).alignment = { horizontal: 'center' };
  };
  centred(content.title, { bold: true, size: 14 });
  if (content.subtitle) centred(content.subtitle, { italic: true });
  sheet.addRow([]);

  const header = headerRows([{ header: [content.numberLabel] }, ...content.columns]);
  const top = sheet.rowCount + 1;
  header.forEach((cells, level) => {
    const row = sheet.getRow(top + level);
    for (const cell of cells) {
      const first = row.getCell(cell.column + 1);
      first.value = cell.label;
      if (cell.colSpan > 1 || cell.rowSpan > 1)
        sheet.mergeCells(
          top + level,
          cell.column + 1,
          top + level + cell.rowSpan - 1,
          cell.column + cell.colSpan,
        );
    }
  });
  for (let r = top; r < top + header.length; r += 1)
    for (let c = 1; c <= width; c += 1) {
      const cell = sheet.getCell(r, c);
      cell.font = { bold: true };
      cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
      cell.border = border;
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEEEEE' } };
    }
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: top + header.length - 1 }];

  // A summary line's label is merged over the number column and the columns without a value.
  const summary = (line: SummaryRow) => {
    const span = summaryLabelSpan(content.columns, line);
    writeRow(sheet, kinds, [line.label, ...content.columns.map((c) => line.values[c.id] ?? null)], true);
    sheet.mergeCells(sheet.rowCount, 1, sheet.rowCount, span + 1);
  };
  content.before.forEach(summary);
  content.rows.forEach((row, i) =>
    writeRow(sheet, kinds, [i + 1, ...content.columns.map((c) => c.value(row))], false),
  );
  content.after.forEach(summary);

  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_MIME });
}
