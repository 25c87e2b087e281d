import {
  ERROR_CODES,
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNCOMPRESSED_BYTES,
  normalizeSearchText,
  type FieldError,
  type ImportPreview,
  type ImportPreviewRow,
  type Locale,
  type VaiTro,
} from '@kho/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { AppContext, CallerContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { translate, translateIssue, type MessageKey } from '../../platform/i18n/i18n';
import type { CatalogueService, ListQuery } from './catalogue.service';
import { buildWorkbook } from './excel';
import { readWorkbook, type ReadSheet, type SheetCell } from './xlsx-reader';
import { WorkbookLimitError } from './xlsx-zip';

export type ImportCell = SheetCell;

export interface ImportOption {
  value: string;
  label: Record<Locale, string>;
}

/** One column of an import sheet: its field, header, how a cell becomes the value the row schema expects. */
export interface ImportColumn {
  key: string;
  header: Record<Locale, string>;
  /** Enumerations accept the code ('GAY_NGHIEN') or its label in either language ('Gây nghiện'). */
  kind: 'text' | 'number' | 'boolean' | { options: readonly ImportOption[] };
  /** Marked with * in the template header. */
  required?: boolean;
  /** The value of the template's example row. */
  example: ImportCell;
  width?: number;
}

/** A rule a row breaks beyond its schema, such as a code that names nothing in the organisation. */
export interface ImportRowIssue {
  path: string;
  messageKey: MessageKey;
  params?: Record<string, string | number>;
}

/** What the rows of one file refer to (group codes...), loaded once per file. */
export interface ImportRowResolver<RowValues, Input> {
  /** Wrong references of a row, read from its raw cells so a row that also fails its schema hears of them too. */
  check(values: Record<string, unknown>): ImportRowIssue[];
  /** A row that passed its schema and its check, as the create input. */
  toInput(row: RowValues): Input;
}

export interface CatalogueImportDefinition<
  RowValues extends { ma: string },
  Input extends { to_chuc: string; ma: string },
> {
  /** Template file and sheet name in each language. */
  name: Record<Locale, string>;
  columns: ImportColumn[];
  rowSchema: z.ZodType<RowValues, unknown>;
  /** Loads once per file what the rows refer to (group codes...) and returns the row resolver. */
  resolver(exec: Executor, organisationId: string): Promise<ImportRowResolver<RowValues, Input>>;
}

export type ImportOutcome = { written: true; count: number } | { written: false; preview: ImportPreview };

const TRUE_WORDS = new Set(['true', 'x', '1', 'co', 'yes', 'hoat dong', 'active']);
const FALSE_WORDS = new Set(['false', '0', 'khong', 'no', 'ngung hoat dong', 'inactive']);

/**
 * Spreadsheet import of a catalogue (issue 4 item 4): a template, a preview that answers every row
 * with its errors, and an import that re-reads the file and writes every row in one transaction,
 * or nothing when any row is wrong. Codes are checked against the file and the organisation.
 */
export class CatalogueImporter<
  RowValues extends { ma: string },
  Input extends { to_chuc: string; ma: string },
  Row,
> {
  constructor(
    private readonly ctx: AppContext,
    private readonly catalogue: CatalogueService<ListQuery, Input, Row>,
    readonly definition: CatalogueImportDefinition<RowValues, Input>,
  ) {}

  /** The catalogue's editors: the only roles that may import into it. */
  get editors(): readonly VaiTro[] {
    return this.catalogue.editors;
  }

  /** The header row in the caller's language (required columns marked *) and one example row. */
  template(locale: Locale): Promise<Buffer> {
    return buildImportTemplate(this.definition.name[locale], this.definition.columns, locale);
  }

  async preview(
    userId: string,
    organisationId: string,
    file: Buffer,
    locale: Locale,
  ): Promise<ImportPreview> {
    await this.catalogue.requireEditor(organisationId, userId);
    return (await this.check(organisationId, file, locale)).preview;
  }

  /** Writes every row, or nothing and the preview of what is wrong. */
  async import(
    userId: string,
    organisationId: string,
    file: Buffer,
    locale: Locale,
    caller: CallerContext,
  ): Promise<ImportOutcome> {
    await this.catalogue.requireEditor(organisationId, userId);
    const { preview, inputs } = await this.check(organisationId, file, locale);
    if (preview.so_dong_loi > 0) return { written: false, preview };
    const count = await this.catalogue.createAll(userId, organisationId, inputs, caller, {
      nguon: 'NHAP_EXCEL',
    });
    return { written: true, count };
  }

  private async check(
    organisationId: string,
    file: Buffer,
    locale: Locale,
  ): Promise<{ preview: ImportPreview; inputs: Input[] }> {
    const sheet = await this.read(file);
    const [takenCodes, resolve] = await Promise.all([
      this.catalogue.takenCodes(organisationId),
      this.definition.resolver(this.ctx.db, organisationId),
    ]);
    const firstRowOfCode = new Map<string, number>();
    const inputs: Input[] = [];
    const rows: ImportPreviewRow[] = sheet.rows.map(({ rowNumber, values }) => {
      const errors: FieldError[] = [];
      const say = (issue: ImportRowIssue) =>
        errors.push({ path: issue.path, message: translate(locale, issue.messageKey, issue.params) });
      const coerced = this.coerce(values);
      const code = typeof coerced.ma === 'string' ? coerced.ma.trim().toLowerCase() : '';
      if (code) {
        const first = firstRowOfCode.get(code);
        if (first !== undefined)
          say({ path: 'ma', messageKey: 'import.duplicate_in_file', params: { row: first } });
        else firstRowOfCode.set(code, rowNumber);
        if (takenCodes.has(code)) say({ path: 'ma', messageKey: 'catalogue.code_taken' });
      }
      const parsed = this.definition.rowSchema.safeParse(
        { ...coerced, to_chuc: organisationId },
        { reportInput: true },
      );
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          errors.push({ path: issue.path.map(String).join('.'), message: translateIssue(locale, issue) });
      }
      resolve.check(coerced).forEach(say);
      if (parsed.success && errors.length === 0) inputs.push(resolve.toInput(parsed.data));
      return { dong: rowNumber, gia_tri: values, loi: errors };
    });
    const invalid = rows.filter((r) => r.loi.length > 0).length;
    return {
      preview: {
        so_dong: rows.length,
        so_dong_hop_le: rows.length - invalid,
        so_dong_loi: invalid,
        cot_khong_ro: sheet.unknownHeaders,
        dong: rows,
      },
      inputs,
    };
  }

  private read(file: Buffer) {
    return readImportSheet(file, this.definition.columns);
  }

  private coerce(values: Record<string, ImportCell>): Record<string, unknown> {
    return coerceImportRow(this.definition.columns, values);
  }
}

/** An import template: the header row in the caller's language (required columns marked *) and one example row. */
export function buildImportTemplate(name: string, columns: ImportColumn[], locale: Locale): Promise<Buffer> {
  const sheetColumns = columns.map((column) => ({
    header: { vi: headerOf(column, 'vi'), en: headerOf(column, 'en') },
    value: () => column.example,
    width: column.width ?? 18,
  }));
  return buildWorkbook(name, sheetColumns, [null], locale);
}

/**
 * Reads the sheet of an import (also imports that are not a catalogue's own records, such as
 * tender lines, and stocktake counts): an unreadable, empty or oversized file is refused before
 * any row is looked at, and the reading stops at the first limit it reaches. Callers check the
 * caller's membership and role first: nothing is unzipped for someone who may not import.
 */
export async function readImportSheet(file: Buffer, columns: ImportColumn[]) {
  let sheet: ReadSheet;
  try {
    sheet = await readWorkbook(file, columns, { maxRows: IMPORT_MAX_ROWS });
  } catch (error) {
    throw error instanceof WorkbookLimitError
      ? limitRefusal(error)
      : new AppError(400, ERROR_CODES.VALIDATION, 'import.invalid_file');
  }
  if (sheet.rows.length === 0) throw new AppError(400, ERROR_CODES.VALIDATION, 'import.no_rows');
  return sheet;
}

/** The limit a workbook reached, in words: too much data once unzipped is 413 like a too-large body. */
function limitRefusal(error: WorkbookLimitError): AppError {
  switch (error.limit) {
    case 'uncompressed_bytes':
      return new AppError(413, ERROR_CODES.VALIDATION, 'import.too_large_uncompressed', {
        max: IMPORT_MAX_UNCOMPRESSED_BYTES / (1024 * 1024),
      });
    case 'shared_strings':
      return new AppError(413, ERROR_CODES.VALIDATION, 'import.too_many_strings');
    case 'cell_length':
      return new AppError(400, ERROR_CODES.VALIDATION, 'import.cell_too_long', {
        max: IMPORT_MAX_CELL_CHARS,
      });
    case 'rows':
      return new AppError(400, ERROR_CODES.VALIDATION, 'import.too_many_rows', { max: IMPORT_MAX_ROWS });
  }
}

/** Cells as the row schema expects them; a cell that cannot be read is passed on for the schema to refuse. */
export function coerceImportRow(
  columns: ImportColumn[],
  values: Record<string, ImportCell>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const column of columns) {
    const cell = values[column.key];
    if (cell !== undefined && cell !== null) result[column.key] = coerceCell(column.kind, cell);
  }
  return result;
}

function headerOf(column: ImportColumn, locale: Locale): string {
  return column.required ? `${column.header[locale]} *` : column.header[locale];
}

function coerceCell(kind: ImportColumn['kind'], cell: string | number | boolean): unknown {
  if (kind === 'text') return String(cell);
  if (kind === 'number') return typeof cell === 'string' ? parseSpreadsheetNumber(cell) : cell;
  const word = normalizeSearchText(String(cell));
  if (kind === 'boolean') {
    if (typeof cell === 'boolean') return cell;
    return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : cell;
  }
  const option = kind.options.find(
    (o) =>
      o.value.toLowerCase() === word ||
      normalizeSearchText(o.label.vi) === word ||
      normalizeSearchText(o.label.en) === word,
  );
  return option ? option.value : cell;
}

/** Numbers typed as text: "1.250.000" or "1.250,5" (Vietnamese grouping) and "12.5" or "12,5". */
function parseSpreadsheetNumber(text: string): number | string {
  const compact = text.replace(/\s/g, '');
  const normalised = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact)
    ? compact.replace(/\./g, '').replace(',', '.')
    : compact.replace(',', '.');
  const value = Number(normalised);
  return normalised !== '' && Number.isFinite(value) ? value : text;
}
