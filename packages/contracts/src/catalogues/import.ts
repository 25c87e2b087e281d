import { z } from 'zod';
import { fieldErrorSchema } from '../envelope';

/**
 * Spreadsheet import of a catalogue (issue 4 item 4): the preview answers every row with what was
 * read and what is wrong with it; the import writes nothing unless every row is valid.
 */
export const importPreviewRowSchema = z.object({
  /** Row number in the sheet (the header is row 1), as the user sees it in Excel. */
  dong: z.number().int(),
  /** Cell values keyed by field, as read from the sheet. */
  gia_tri: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** Field path (e.g. `ma`, `nhom_hang_hoa_ma`) and the message in the caller's language. */
  loi: z.array(fieldErrorSchema),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({
  so_dong: z.number().int(),
  so_dong_hop_le: z.number().int(),
  so_dong_loi: z.number().int(),
  /** Header cells that name no known column; their values are ignored. */
  cot_khong_ro: z.array(z.string()),
  dong: z.array(importPreviewRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({ so_dong_da_nhap: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;

/** Largest spreadsheet accepted by the preview and import calls. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** Bytes an uploaded workbook may expand to once unzipped (every part read counted). */
export const IMPORT_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
/** Characters in one cell: Excel's own maximum. */
export const IMPORT_MAX_CELL_CHARS = 32_767;
