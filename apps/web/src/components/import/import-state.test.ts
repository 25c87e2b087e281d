import { describe, expect, it } from 'vitest';
import {
  canImport,
  importReducer,
  initialImportState,
  visibleRows,
  type AnyImportPreview,
  type ImportState,
} from './import-state';

const file = new File(['x'], 'hang-hoa.xlsx');

function preview(errors: number[], extra: Partial<AnyImportPreview> = {}): AnyImportPreview {
  const rows = [2, 3, 4].map((dong) => ({
    dong,
    gia_tri: { ma: `HH${dong}` },
    loi: errors.includes(dong) ? [{ path: 'ma', message: 'Mã đã tồn tại' }] : [],
  }));
  const invalid = rows.filter((r) => r.loi.length > 0).length;
  return {
    so_dong: 3,
    so_dong_hop_le: 3 - invalid,
    so_dong_loi: invalid,
    cot_khong_ro: [],
    dong: rows,
    ...extra,
  };
}

function run(...actions: Parameters<typeof importReducer>[1][]): ImportState {
  return actions.reduce<ImportState>((state, action) => importReducer(state, action), initialImportState());
}

describe('import state', () => {
  it('uploads, reports progress, then previews', () => {
    let state = run({ type: 'pick', file });
    expect(state.phase).toBe('previewing');
    state = importReducer(state, { type: 'progress', loaded: 50, total: 200 });
    expect(state.progress).toBe(0.25);
    state = importReducer(state, { type: 'progress', loaded: 50, total: 0 });
    expect(state.progress).toBeNull();
    state = importReducer(state, { type: 'previewed', preview: preview([]) });
    expect(state.phase).toBe('previewed');
    expect(canImport(state)).toBe(true);
  });

  it('refuses to import while a row is wrong', () => {
    const state = run({ type: 'pick', file }, { type: 'previewed', preview: preview([3]) });
    expect(canImport(state)).toBe(false);
    expect(importReducer(state, { type: 'import' })).toBe(state);
  });

  it('counts tender-wide errors as blocking', () => {
    const state = run(
      { type: 'pick', file },
      { type: 'previewed', preview: preview([], { loi_chung: [{ path: 'chi_tiet', message: 'x' }] }) },
    );
    expect(canImport(state)).toBe(false);
  });

  it('shows the preview of a refused import and starts over with a corrected file', () => {
    let state = run({ type: 'pick', file }, { type: 'previewed', preview: preview([]) }, { type: 'import' });
    expect(state.phase).toBe('importing');
    state = importReducer(state, { type: 'refused', preview: preview([4]) });
    expect(state).toMatchObject({ phase: 'previewed', refused: true });
    expect(canImport(state)).toBe(false);
    state = importReducer(state, { type: 'pick', file });
    expect(state).toMatchObject({ phase: 'previewing', refused: false, preview: null });
    state = importReducer(state, { type: 'previewed', preview: preview([]) });
    state = importReducer(importReducer(state, { type: 'import' }), { type: 'imported', count: 3 });
    expect(state).toMatchObject({ phase: 'done', imported: 3 });
  });

  it('a file that cannot be read leaves nothing to import', () => {
    const state = run({ type: 'pick', file }, { type: 'failed', message: 'Không đọc được file' });
    expect(state).toMatchObject({ phase: 'idle', failure: 'Không đọc được file' });
    expect(canImport(state)).toBe(false);
  });

  it('a failed import keeps the preview', () => {
    const state = run(
      { type: 'pick', file },
      { type: 'previewed', preview: preview([]) },
      { type: 'import' },
      {
        type: 'failed',
        message: 'Mất kết nối',
      },
    );
    expect(state.phase).toBe('previewed');
    expect(canImport(state)).toBe(true);
  });

  it('lists only wrong rows when asked, up to the limit', () => {
    const p = preview([2, 4]);
    expect(visibleRows(p, true, 10)).toEqual({ rows: [p.dong[0], p.dong[2]], total: 2 });
    expect(visibleRows(p, false, 1)).toEqual({ rows: [p.dong[0]], total: 3 });
  });
});
