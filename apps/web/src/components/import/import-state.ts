import type { FieldError, ImportPreview } from '@kho/contracts';

/**
 * The steps of a spreadsheet import (issue 4 item 4), as a reducer so the rules are unit-tested:
 * pick a file -> it is uploaded and previewed -> "Nhập" only when every row is valid -> the server
 * writes all rows or none. A refused import (422) answers a fresh preview, which replaces the old
 * one; picking a corrected file starts over. Nothing is written before the user confirms.
 */
export type ImportPhase = 'idle' | 'previewing' | 'previewed' | 'importing' | 'done';

/** The preview of a catalogue import, or of tender lines (which add errors of the whole tender). */
export type AnyImportPreview = ImportPreview & { loi_chung?: FieldError[] };

export interface ImportState<P extends AnyImportPreview = AnyImportPreview> {
  phase: ImportPhase;
  file: File | null;
  /** 0..1 while the file goes up; null when the size is unknown (an indeterminate bar). */
  progress: number | null;
  preview: P | null;
  /** The server refused the last import because some rows were invalid. */
  refused: boolean;
  /** Why the file could not be read at all (not a spreadsheet, no rows...). */
  failure: string | null;
  imported: number | null;
}

export type ImportAction<P extends AnyImportPreview = AnyImportPreview> =
  | { type: 'pick'; file: File }
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'previewed'; preview: P }
  | { type: 'failed'; message: string }
  | { type: 'import' }
  | { type: 'refused'; preview: P }
  | { type: 'imported'; count: number }
  | { type: 'reset' };

export function initialImportState<P extends AnyImportPreview>(): ImportState<P> {
  return {
    phase: 'idle',
    file: null,
    progress: null,
    preview: null,
    refused: false,
    failure: null,
    imported: null,
  };
}

export function importReducer<P extends AnyImportPreview>(
  state: ImportState<P>,
  action: ImportAction<P>,
): ImportState<P> {
  switch (action.type) {
    case 'pick':
      return { ...initialImportState<P>(), phase: 'previewing', file: action.file, progress: 0 };
    case 'progress':
      if (state.phase !== 'previewing' && state.phase !== 'importing') return state;
      return { ...state, progress: action.total > 0 ? Math.min(1, action.loaded / action.total) : null };
    case 'previewed':
      if (state.phase !== 'previewing') return state;
      return { ...state, phase: 'previewed', preview: action.preview, progress: null };
    case 'failed':
      // A failed preview leaves nothing to import; a failed import keeps the preview on screen.
      return {
        ...state,
        phase: state.preview ? 'previewed' : 'idle',
        progress: null,
        failure: action.message,
      };
    case 'import':
      if (!canImport(state)) return state;
      return { ...state, phase: 'importing', progress: 0, failure: null };
    case 'refused':
      return { ...state, phase: 'previewed', preview: action.preview, refused: true, progress: null };
    case 'imported':
      return { ...state, phase: 'done', imported: action.count, progress: null };
    case 'reset':
      return initialImportState<P>();
  }
}

/** Rows and tender-wide problems that block the import. */
export function blockingErrors(preview: AnyImportPreview | null): number {
  if (!preview) return 0;
  return preview.so_dong_loi + (preview.loi_chung?.length ?? 0);
}

/** "Nhập" is enabled only for a previewed file whose every row is valid. */
export function canImport(state: ImportState): boolean {
  return (
    state.phase === 'previewed' &&
    state.preview !== null &&
    state.preview.so_dong > 0 &&
    blockingErrors(state.preview) === 0
  );
}

/** Rows the table shows: only the wrong ones when asked, the first `limit` of them. */
export function visibleRows<P extends AnyImportPreview>(
  preview: P | null,
  onlyErrors: boolean,
  limit: number,
) {
  const rows = preview?.dong ?? [];
  const filtered = onlyErrors ? rows.filter((row) => row.loi.length > 0) : rows;
  return { rows: filtered.slice(0, limit), total: filtered.length };
}
