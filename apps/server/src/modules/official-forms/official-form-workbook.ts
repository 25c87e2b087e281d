import type { FormCellKind, OfficialForm } from '@kho/contracts';
import ExcelJS from 'exceljs';

const NATIONAL_MOTTO = ['CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM', 'Độc lập - Tự do - Hạnh phúc'];

const FORMATS: Record<FormCellKind, string | undefined> = {
  text: undefined,
  number: '#,##0.####',
  money: '#,##0.##',
  date: undefined,
};

const dayMonthYear = (value: string) => value.slice(0, 10).split('-').reverse().join('/');

/** The column groups of a header: runs of adjacent columns sharing a group (null: no group). */
function groupRuns(form: OfficialForm) {
  const runs: { group: string | null; from: number; to: number }[] = [];
  form.columns.forEach((column, index) => {
    const last = runs.at(-1);
    if (last && column.group !== null && last.group === column.group) last.to = index;
    else runs.push({ group: column.group, from: index, to: index });
  });
  return runs;
}

/**
 * The form as a one-sheet workbook laid out like the paper: organisation and department at the top
 * left, the national motto and the form code at the top right, the title, the table (grouped
 * headings merged over their columns), the closing lines and the signature boxes. Quantities and
 * money are numbers (with formats), so the sheet still adds up.
 */
export async function officialFormWorkbook(form: OfficialForm): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kho Dược';
  const sheet = workbook.addWorksheet(
    (form.form_code ?? form.title).replace(/[:/\\?*[\]]/g, ' ').slice(0, 31),
    {
      pageSetup: {
        paperSize: 9,
        orientation: form.landscape ? 'landscape' : 'portrait',
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
      },
    },
  );
  const width = Math.max(form.columns.length, 4);
  const half = Math.ceil(width / 2);
  const line = (
    text: string,
    options: { bold?: boolean; italic?: boolean; center?: boolean; size?: number } = {},
  ) => {
    const r = sheet.addRow([text]);
    sheet.mergeCells(r.number, 1, r.number, width);
    r.getCell(1).font = {
      bold: options.bold ?? false,
      italic: options.italic ?? false,
      size: options.size ?? 11,
    };
    r.getCell(1).alignment = { horizontal: options.center ? 'center' : 'left', wrapText: true };
    return r;
  };
  const leftRight = (left: string, right: string, bold: boolean) => {
    const r = sheet.addRow([]);
    r.getCell(1).value = left;
    r.getCell(half + 1).value = right;
    sheet.mergeCells(r.number, 1, r.number, half);
    sheet.mergeCells(r.number, half + 1, r.number, width);
    r.getCell(1).font = { bold };
    r.getCell(half + 1).font = { bold };
    r.getCell(half + 1).alignment = { horizontal: 'center' };
  };

  leftRight(form.organisation.toUpperCase(), NATIONAL_MOTTO[0]!, true);
  leftRight(form.department ?? '', NATIONAL_MOTTO[1]!, true);
  leftRight('', form.form_code ?? '', false);
  sheet.addRow([]);
  line(form.title, { bold: true, center: true, size: 14 });
  for (const text of form.subtitle) line(text, { italic: true, center: true });
  for (const text of form.intro) line(text);

  const thin = { style: 'thin' as const };
  const border = { top: thin, left: thin, bottom: thin, right: thin };
  const grouped = form.columns.some((c) => c.group !== null);
  const top = sheet.addRow(form.columns.map((c) => c.group ?? c.title));
  const headerRows = [top];
  if (grouped) {
    const sub = sheet.addRow(form.columns.map((c) => (c.group ? c.title : null)));
    headerRows.push(sub);
    for (const run of groupRuns(form)) {
      if (run.group === null) sheet.mergeCells(top.number, run.from + 1, sub.number, run.from + 1);
      else if (run.to > run.from) sheet.mergeCells(top.number, run.from + 1, top.number, run.to + 1);
    }
  }
  for (const r of headerRows)
    r.eachCell({ includeEmpty: true }, (cell, index) => {
      if (index > form.columns.length) return;
      cell.font = { bold: true };
      cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
      cell.border = border;
    });

  for (const formRow of form.rows) {
    if (formRow.section) {
      const r = sheet.addRow([formRow.cells[0] ?? '']);
      sheet.mergeCells(r.number, 1, r.number, form.columns.length);
      r.getCell(1).font = { bold: true };
      r.getCell(1).border = border;
      r.getCell(1).alignment = { wrapText: true };
      continue;
    }
    const r = sheet.addRow(
      formRow.cells.map((value, i) =>
        form.columns[i]?.kind === 'date' && typeof value === 'string' && value ? dayMonthYear(value) : value,
      ),
    );
    form.columns.forEach((column, i) => {
      const cell = r.getCell(i + 1);
      cell.border = border;
      const format = FORMATS[column.kind];
      // A whole number with "#,##0.##" would show a trailing decimal point in Excel.
      if (format) cell.numFmt = Number.isInteger(formRow.cells[i]) ? '#,##0' : format;
      if (formRow.bold) cell.font = { bold: true };
    });
  }
  sheet.addRow([]);
  for (const text of form.closing) line(text);
  sheet.addRow([]);
  const dateRow = sheet.addRow([]);
  dateRow.getCell(half + 1).value = form.signed_on;
  sheet.mergeCells(dateRow.number, half + 1, dateRow.number, width);
  dateRow.getCell(half + 1).alignment = { horizontal: 'center' };
  dateRow.getCell(half + 1).font = { italic: true };

  // Signature boxes spread over the table's width, one or more columns each.
  const boxes = form.signatures.length;
  const span = Math.max(1, Math.floor(width / Math.max(boxes, 1)));
  const titles = sheet.addRow([]);
  sheet.addRow([]);
  sheet.addRow([]);
  sheet.addRow([]);
  const names = sheet.addRow([]);
  form.signatures.forEach((signature, i) => {
    const from = i * span + 1;
    const to = i === boxes - 1 ? Math.max(width, from) : from + span - 1;
    for (const [r, value, font] of [
      [titles, signature.title, { bold: true }],
      [names, signature.name ?? '', {}],
    ] as const) {
      r.getCell(from).value = value;
      if (to > from) sheet.mergeCells(r.number, from, r.number, to);
      r.getCell(from).alignment = { horizontal: 'center', wrapText: true };
      r.getCell(from).font = font;
    }
  });

  form.columns.forEach((column, i) => {
    sheet.getColumn(i + 1).width = column.key === 'ten' ? 36 : column.kind === 'text' ? 14 : 13;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The download name of the papers the circular gives no code. */
const UNCODED_NAMES: Partial<Record<OfficialForm['key'], string>> = {
  KIEM_NHAP: 'Bien-ban-kiem-nhap',
  TRA_LAI: 'Phieu-tra-lai',
};

/** The download name of a form (without .xlsx): its code (or name) and its number or period. */
export function formFileName(form: OfficialForm): string {
  const code = form.form_code?.replace('MS: ', '').replace('/', '-') ?? UNCODED_NAMES[form.key] ?? form.key;
  const detail = form.subtitle[0]?.replace(/^Số: /, '').replace(/[^\p{L}\p{N}-]+/gu, '-') ?? '';
  return `${code}${detail ? `_${detail}` : ''}`;
}
