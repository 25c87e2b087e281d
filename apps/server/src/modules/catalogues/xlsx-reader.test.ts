import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { hugeCellWorkbook, manyRowsWorkbook, rowXml, workbookOfRows } from '../../test/xlsx-files';
import { readWorkbook } from './xlsx-reader';
import { MalformedWorkbookError, WorkbookLimitError } from './xlsx-zip';

const FIELDS = [
  { key: 'ma', header: { vi: 'Mã', en: 'Code' } },
  { key: 'ten', header: { vi: 'Tên', en: 'Name' } },
  { key: 'so_luong', header: { vi: 'Số lượng', en: 'Quantity' } },
  { key: 'han_dung', header: { vi: 'Hạn dùng', en: 'Expiry date' } },
  { key: 'hoat_dong', header: { vi: 'Hoạt động', en: 'Active' } },
];

async function excelFile(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function limitOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WorkbookLimitError);
  return (error as WorkbookLimitError).limit;
}

describe('reading an uploaded workbook', () => {
  it('reads what Excel writes: shared and rich text, numbers, dates, booleans, formula results', async () => {
    const file = await excelFile((workbook) => {
      const sheet = workbook.addWorksheet('Hàng');
      sheet.addRow(['Mã *', 'name', 'Số lượng', 'Expiry date', 'hoat_dong', 'Cột lạ']);
      sheet.addRow(['  PARA500 ', 'Paracetamol', 1250.5, new Date(Date.UTC(2027, 2, 31)), true, 'x']);
      sheet.addRow([]);
      const third = sheet.addRow([
        { richText: [{ text: 'AM' }, { font: { bold: true }, text: 'OX' }] },
        { text: 'Amoxicillin', hyperlink: 'https://example.org' },
        { formula: 'C2*2', result: 2501 },
        null,
        false,
      ]);
      third.getCell(4).value = new Date(Date.UTC(2028, 0, 15));
      third.getCell(4).numFmt = 'dd/mm/yyyy';
      sheet.addRow([null, null, { formula: 'C2&"x"', result: 'text result' }]);
    });
    const sheet = await readWorkbook(file, FIELDS, { maxRows: 10 });
    expect(sheet.unknownHeaders).toEqual(['Cột lạ']);
    expect(sheet.rows).toEqual([
      {
        rowNumber: 2,
        values: {
          ma: 'PARA500',
          ten: 'Paracetamol',
          so_luong: 1250.5,
          han_dung: '2027-03-31',
          hoat_dong: true,
        },
      },
      {
        rowNumber: 4,
        values: { ma: 'AMOX', ten: 'Amoxicillin', so_luong: 2501, han_dung: '2028-01-15', hoat_dong: false },
      },
      { rowNumber: 5, values: { so_luong: 'text result' } },
    ]);
  });

  it('reads dates of a workbook counted from 1904', async () => {
    const file = await excelFile((workbook) => {
      workbook.properties.date1904 = true;
      const sheet = workbook.addWorksheet('S');
      sheet.addRow(['Mã', 'Hạn dùng']);
      sheet.addRow(['A', new Date(Date.UTC(2026, 11, 1))]);
    });
    const sheet = await readWorkbook(file, FIELDS, { maxRows: 10 });
    expect(sheet.rows[0]!.values).toEqual({ ma: 'A', han_dung: '2026-12-01' });
  });

  it('answers no rows for a workbook without sheets or with only a header', async () => {
    const headerOnly = await workbookOfRows(() => [rowXml(1, ['Mã', 'Tên'])]);
    expect(await readWorkbook(headerOnly, FIELDS, { maxRows: 10 })).toEqual({ rows: [], unknownHeaders: [] });
  });

  it('stops at the first cell longer than the limit, without holding the cell', async () => {
    const bomb = await hugeCellWorkbook(['Mã'], 200);
    expect(bomb.length).toBeLessThan(400_000);
    const before = process.memoryUsage();
    const started = performance.now();
    expect(await limitOf(readWorkbook(bomb, FIELDS, { maxRows: 10 }))).toBe('cell_length');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(process.memoryUsage().rss - before.rss).toBeLessThan(40 * 1024 * 1024);
    // The text check alone, where the cell is under the markup guard but over the characters.
    const long = await workbookOfRows(() => [rowXml(1, ['Mã']), rowXml(2, ['x'.repeat(101)])]);
    expect(await limitOf(readWorkbook(long, FIELDS, { maxRows: 10, maxCellChars: 100 }))).toBe('cell_length');
  });

  it('stops when the parts read unzip past the byte limit', async () => {
    const file = await manyRowsWorkbook(['Mã', 'Tên'], 5_000, (i) => [
      `M${i}`,
      'Tên hàng hóa khá dài '.repeat(5),
    ]);
    const limited = readWorkbook(file, FIELDS, { maxRows: 10_000, maxUncompressedBytes: 256 * 1024 });
    expect(await limitOf(limited)).toBe('uncompressed_bytes');
    expect((await readWorkbook(file, FIELDS, { maxRows: 10_000 })).rows).toHaveLength(5_000);
  });

  it('stops at the first data row beyond the row limit; empty rows do not count', async () => {
    const file = await workbookOfRows(function* () {
      yield rowXml(1, ['Mã']);
      for (let row = 2; row <= 30_000; row += 1)
        yield row % 2 ? `<row r="${row}"/>` : rowXml(row, [`M${row}`]);
    });
    expect(await limitOf(readWorkbook(file, FIELDS, { maxRows: 10_000 }))).toBe('rows');
    const within = await readWorkbook(file, FIELDS, { maxRows: 15_000 });
    expect(within.rows).toHaveLength(15_000);
  });

  it('refuses what is not a workbook: text, a truncated zip, a zip without a workbook, bad XML', async () => {
    const good = await excelFile((workbook) => workbook.addWorksheet('S').addRow(['Mã']));
    const notXlsx = [
      Buffer.from('not a workbook'),
      Buffer.alloc(0),
      good.subarray(0, Math.floor(good.length / 2)),
      good.subarray(0, good.length - 10),
    ];
    for (const file of notXlsx) {
      await expect(readWorkbook(file, FIELDS, { maxRows: 10 })).rejects.toBeInstanceOf(
        MalformedWorkbookError,
      );
    }
    const badXml = await workbookOfRows(() => ['<row r="1"><c r="A1" t="inlineStr"><is><t>Mã</t></row>']);
    await expect(readWorkbook(badXml, FIELDS, { maxRows: 10 })).rejects.toThrow();
    await expect(readWorkbook(badXml, FIELDS, { maxRows: 10 })).rejects.not.toBeInstanceOf(
      WorkbookLimitError,
    );
  });
});
