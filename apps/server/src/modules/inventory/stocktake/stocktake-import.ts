import {
  isoDate,
  nonNegativeNumber,
  optionalText,
  type CountImportQuery,
  type CountImportResult,
  type Locale,
  type StocktakeLine,
} from '@kho/contracts';
import { z } from 'zod';
import { translate, translateIssue, type MessageKey } from '../../../platform/i18n/i18n';
import {
  coerceImportRow,
  readImportSheet,
  type ImportCell,
  type ImportColumn,
} from '../../catalogues/catalogue-import';
import { buildWorkbook, type ExcelColumn } from '../../catalogues/excel';
import {
  listStocktakeLines,
  refreshStocktakeTotals,
  writeCounts,
  type CountWrite,
} from './stocktake.repository';
import type { StocktakeService } from './stocktake.service';

/** The count sheet: the export writes every column, the import reads code, lot, expiry, counts and note. */
const COLUMNS: (ImportColumn & { line?: (l: StocktakeLine) => string | number | null })[] = [
  {
    key: 'hang_hoa_ma',
    header: { vi: 'Mã hàng hóa', en: 'Goods code' },
    kind: 'text',
    example: null,
    width: 16,
  },
  {
    key: 'hang_hoa_ten',
    header: { vi: 'Tên hàng hóa', en: 'Goods name' },
    kind: 'text',
    example: null,
    width: 36,
  },
  { key: 'ham_luong', header: { vi: 'Hàm lượng', en: 'Strength' }, kind: 'text', example: null, width: 14 },
  { key: 'don_vi_tinh', header: { vi: 'Đơn vị tính', en: 'Unit' }, kind: 'text', example: null, width: 10 },
  { key: 'so_lo', header: { vi: 'Số lô', en: 'Lot' }, kind: 'text', example: null, width: 14 },
  { key: 'han_dung', header: { vi: 'Hạn dùng', en: 'Expiry date' }, kind: 'text', example: null, width: 12 },
  { key: 'don_gia', header: { vi: 'Đơn giá', en: 'Unit cost' }, kind: 'number', example: null, width: 12 },
  {
    key: 'so_luong_so_sach',
    header: { vi: 'SL sổ sách', en: 'Book quantity' },
    kind: 'number',
    example: null,
    width: 12,
  },
  {
    key: 'so_luong_thuc_te',
    header: { vi: 'SL thực tế', en: 'Counted quantity' },
    kind: 'number',
    example: null,
    width: 12,
    line: (l) => l.so_luong_thuc_te,
  },
  {
    key: 'so_luong_hong',
    header: { vi: 'SL hỏng vỡ', en: 'Damaged quantity' },
    kind: 'number',
    example: null,
    width: 12,
    line: (l) => (l.so_luong_thuc_te === null ? null : l.so_luong_hong || null),
  },
  { key: 'ghi_chu', header: { vi: 'Ghi chú', en: 'Notes' }, kind: 'text', example: null, width: 30 },
];

/** A row of the sheet. Only the counts, the note and what names the line are read. */
const rowSchema = z
  .object({
    hang_hoa_ma: z.string().trim().min(1, { error: 'validation.required' }),
    so_lo: z.string().trim().min(1, { error: 'validation.required' }),
    han_dung: isoDate.optional(),
    so_luong_thuc_te: nonNegativeNumber.optional(),
    so_luong_hong: nonNegativeNumber.default(0),
    ghi_chu: optionalText(500),
  })
  .refine((r) => r.so_luong_thuc_te !== undefined || (r.so_luong_hong === 0 && !r.ghi_chu), {
    error: 'validation.required',
    path: ['so_luong_thuc_te'],
  })
  .refine((r) => r.so_luong_thuc_te === undefined || r.so_luong_hong <= r.so_luong_thuc_te, {
    error: 'validation.damaged_over_count',
    path: ['so_luong_hong'],
  });

const SHEET_NAME: Record<Locale, string> = { vi: 'Phiếu đếm', en: 'Count sheet' };

const lineKey = (code: string, lot: string) => `${code.trim().toLowerCase()}|${lot.trim().toLowerCase()}`;

/**
 * Counts from a spreadsheet: the export is the stocktake's lines with empty count columns for
 * the counters; the import matches each row to a line by goods code and lot (and expiry when the
 * lot has several) and writes the valid rows in one transaction. A row left without a count is
 * skipped; every refused row is answered with its number and why.
 */
export class StocktakeImporter {
  constructor(private readonly stocktakes: StocktakeService) {}

  async exportSheet(userId: string, organisationId: string, id: string, locale: Locale) {
    const detail = await this.stocktakes.detail(userId, organisationId, id);
    const columns: ExcelColumn<StocktakeLine>[] = COLUMNS.map((c) => ({
      header: c.header,
      width: c.width,
      value: c.line ?? ((l) => (l as unknown as Record<string, string | number | null>)[c.key] ?? null),
    }));
    const name = `${detail.so_phieu} ${SHEET_NAME[locale]}`;
    return { name, file: await buildWorkbook(SHEET_NAME[locale], columns, detail.dong, locale) };
  }

  async importCounts(
    userId: string,
    id: string,
    query: Required<Pick<CountImportQuery, 'to_chuc'>> & { phien_ban: number },
    file: Buffer,
    locale: Locale,
  ): Promise<CountImportResult> {
    // Only a caller who may change the stocktake gets the file read; it is read before the
    // transaction, so an unreadable one is refused and nothing is locked.
    await this.stocktakes.requireWriter(userId, query.to_chuc, id);
    const sheet = await readImportSheet(file, COLUMNS);
    let outcome: { counts: CountWrite[]; loi: CountImportResult['loi'] } = { counts: [], loi: [] };
    const saved = await this.stocktakes.change(userId, query.to_chuc, id, query.phien_ban, async (tx) => {
      outcome = matchRows(sheet.rows, await listStocktakeLines(tx, id), locale);
      if (outcome.counts.length === 0) return null;
      await writeCounts(tx, id, outcome.counts, true);
      await refreshStocktakeTotals(tx, id);
      return {};
    });
    return {
      cap_nhat: outcome.counts.length,
      phien_ban: saved?.phien_ban ?? query.phien_ban,
      loi: outcome.loi,
    };
  }
}

/** Each row matched to one line, or refused with its row number and a message in the caller's language. */
function matchRows(
  rows: { rowNumber: number; values: Record<string, ImportCell> }[],
  lines: StocktakeLine[],
  locale: Locale,
) {
  const byLot = new Map<string, StocktakeLine[]>();
  for (const line of lines) {
    const key = lineKey(line.hang_hoa_ma, line.so_lo);
    byLot.set(key, [...(byLot.get(key) ?? []), line]);
  }
  const headerOf = new Map(COLUMNS.map((c) => [c.key, c.header[locale]]));
  const firstRowOfLine = new Map<string, number>();
  const counts: CountWrite[] = [];
  const loi: CountImportResult['loi'] = [];
  for (const { rowNumber, values } of rows) {
    const refuse = (key: MessageKey, params?: Record<string, string | number>) =>
      loi.push({ dong: rowNumber, thong_bao: translate(locale, key, params) });
    const parsed = rowSchema.safeParse(coerceImportRow(COLUMNS, values), { reportInput: true });
    if (!parsed.success) {
      const messages = parsed.error.issues.map((issue) =>
        translate(locale, 'stocktake.import_cell', {
          column: headerOf.get(String(issue.path[0])) ?? String(issue.path[0] ?? ''),
          message: translateIssue(locale, issue),
        }),
      );
      loi.push({ dong: rowNumber, thong_bao: messages.join('; ') });
      continue;
    }
    const row = parsed.data;
    if (row.so_luong_thuc_te === undefined) continue;
    const params = { code: row.hang_hoa_ma, lot: row.so_lo };
    const candidates = (byLot.get(lineKey(row.hang_hoa_ma, row.so_lo)) ?? []).filter(
      (l) => !row.han_dung || l.han_dung === row.han_dung,
    );
    if (candidates.length === 0) {
      refuse('stocktake.import_line_not_found', params);
      continue;
    }
    if (candidates.length > 1) {
      refuse('stocktake.import_ambiguous', params);
      continue;
    }
    const line = candidates[0]!;
    const first = firstRowOfLine.get(line.id);
    if (first !== undefined) {
      refuse('stocktake.import_duplicate', { row: first });
      continue;
    }
    firstRowOfLine.set(line.id, rowNumber);
    counts.push({
      id: line.id,
      so_luong_thuc_te: row.so_luong_thuc_te,
      so_luong_hong: row.so_luong_hong,
      ghi_chu: row.ghi_chu,
    });
  }
  return { counts, loi };
}
