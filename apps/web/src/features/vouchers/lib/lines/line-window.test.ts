import { describe, expect, it } from 'vitest';
import {
  WINDOW_BOX,
  WINDOW_FROM,
  estimateLineHeight,
  firstInvalidLine,
  firstWindowHeight,
  isWindowed,
  lineIndexOf,
  overscanLines,
  segments,
  windowMaxHeight,
  withPinned,
} from './line-window';

const placed = (index: number, start: number, size: number) => ({ index, start, end: start + size });

describe('isWindowed', () => {
  it('draws ordinary vouchers whole and windows long ones', () => {
    expect(isWindowed(0)).toBe(false);
    expect(isWindowed(WINDOW_FROM)).toBe(false);
    expect(isWindowed(WINDOW_FROM + 1)).toBe(true);
    expect(isWindowed(1000)).toBe(true);
  });
});

describe('estimateLineHeight', () => {
  it('guesses taller for cards and for lines with something below', () => {
    expect(estimateLineHeight(true, false)).toBeGreaterThan(estimateLineHeight(false, false));
    expect(estimateLineHeight(false, true)).toBeGreaterThan(estimateLineHeight(false, false));
  });
});

describe('segments', () => {
  it('puts space above and below a window in the middle', () => {
    const lines = [placed(10, 600, 60), placed(11, 660, 90), placed(12, 750, 60)];
    expect(segments(lines, 6000)).toEqual([
      { gap: 600 },
      { index: 10 },
      { index: 11 },
      { index: 12 },
      { gap: 6000 - 810 },
    ]);
  });

  it('adds no space at the ends of the list', () => {
    const lines = [placed(0, 0, 60), placed(1, 60, 60)];
    expect(segments(lines, 120)).toEqual([{ index: 0 }, { index: 1 }]);
  });

  it('keeps a pinned line far away in its place, with space on both sides', () => {
    const lines = [placed(500, 30000, 60), placed(2, 120, 60), placed(3, 180, 60)];
    expect(segments(lines, 60000)).toEqual([
      { gap: 120 },
      { index: 2 },
      { index: 3 },
      { gap: 30000 - 240 },
      { index: 500 },
      { gap: 60000 - 30060 },
    ]);
  });

  it('ignores sub-pixel rounding between measured lines', () => {
    const lines = [placed(0, 0, 57.4), placed(1, 57.6, 60)];
    expect(segments(lines, 117.6)).toEqual([{ index: 0 }, { index: 1 }]);
  });

  it('is only space when nothing is drawn', () => {
    expect(segments([], 500)).toEqual([{ gap: 500 }]);
    expect(segments([], 0)).toEqual([]);
  });
});

describe('withPinned', () => {
  it('adds the line holding the cursor, in order', () => {
    expect(withPinned([10, 11, 12], [3], 100)).toEqual([3, 10, 11, 12]);
    expect(withPinned([10, 11, 12], [80], 100)).toEqual([10, 11, 12, 80]);
  });

  it('adds the line just added as well, once', () => {
    expect(withPinned([0, 1, 2], [40, 99], 100)).toEqual([0, 1, 2, 40, 99]);
    expect(withPinned([0, 1, 2], [99, 99], 100)).toEqual([0, 1, 2, 99]);
  });

  it('changes nothing when it is already drawn, absent, or gone from the list', () => {
    expect(withPinned([10, 11], [11], 100)).toEqual([10, 11]);
    expect(withPinned([10, 11], [null, null], 100)).toEqual([10, 11]);
    // The focused line was removed: the list is shorter now.
    expect(withPinned([10, 11], [100], 100)).toEqual([10, 11]);
  });
});

describe('lineIndexOf', () => {
  it('reads the line from the nearest wrapper carrying the attribute', () => {
    document.body.innerHTML =
      '<div data-line-index="42"><div><input id="a" /></div></div><input id="b" /><div data-line-index="x"><input id="c" /></div>';
    expect(lineIndexOf(document.getElementById('a'), 'data-line-index')).toBe(42);
    expect(lineIndexOf(document.getElementById('b'), 'data-line-index')).toBeNull();
    expect(lineIndexOf(document.getElementById('c'), 'data-line-index')).toBeNull();
    expect(lineIndexOf(null, 'data-line-index')).toBeNull();
  });
});

describe('firstInvalidLine', () => {
  it('finds the first line with an error past the valid ones', () => {
    const errors: unknown[] = [];
    errors[149] = { so_luong: { message: 'validation.positive' } };
    errors[180] = { lo_hang_id: { message: 'validation.required' } };
    expect(firstInvalidLine(errors)).toBe(149);
  });

  it('is null when only the list itself is refused, or nothing is', () => {
    expect(firstInvalidLine(Object.assign([], { root: { message: 'validation.min_lines' } }))).toBeNull();
    expect(firstInvalidLine({ message: 'validation.min_lines' })).toBeNull();
    expect(firstInvalidLine(undefined)).toBeNull();
  });
});

describe('first paint of a long voucher', () => {
  it('guesses the box at its max-height for the viewport, never under its minimum', () => {
    expect(firstWindowHeight(768, false)).toBe(768 - WINDOW_BOX.table.around);
    expect(firstWindowHeight(500, false)).toBe(WINDOW_BOX.table.min);
    expect(firstWindowHeight(844, true)).toBe(844 - WINDOW_BOX.cards.around);
    expect(firstWindowHeight(400, true)).toBe(WINDOW_BOX.cards.min);
  });

  it('writes the same bounds as the CSS max-height of the box', () => {
    expect(windowMaxHeight(false)).toBe(
      `max(${WINDOW_BOX.table.min}px, calc(100dvh - ${WINDOW_BOX.table.around}px))`,
    );
    expect(windowMaxHeight(true)).toBe(
      `max(${WINDOW_BOX.cards.min}px, calc(100dvh - ${WINDOW_BOX.cards.around}px))`,
    );
  });

  it('draws one line beyond the view until the screen settles, so Tab still reaches the next', () => {
    expect(overscanLines(false)).toBe(1);
    expect(overscanLines(true)).toBeGreaterThan(overscanLines(false));
  });
});
