/**
 * Windowing for the counting list: rows have one fixed height per layout (table row on a wide
 * screen, card on a phone), so which rows are on screen is arithmetic, with no measuring.
 */
export interface RowWindow {
  start: number;
  /** Exclusive. */
  end: number;
  /** Space above the first drawn row and below the last, in pixels. */
  before: number;
  after: number;
}

export function rowWindow(
  count: number,
  rowHeight: number,
  /** Scroll position of the list's top edge inside the viewport: how far it has scrolled past. */
  scrolled: number,
  viewport: number,
  overscan = 8,
): RowWindow {
  if (count === 0) return { start: 0, end: 0, before: 0, after: 0 };
  const first = Math.floor(Math.max(0, scrolled) / rowHeight);
  const visible = Math.ceil(viewport / rowHeight) + 1;
  const start = Math.min(count - 1, Math.max(0, first - overscan));
  const end = Math.min(count, first + visible + overscan);
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
}

/** Where to scroll so that row `index` is fully visible (null: it already is). */
export function scrollToReveal(
  index: number,
  rowHeight: number,
  scrolled: number,
  viewport: number,
  /** Space covered at the top by sticky things (the list header). */
  topInset = 0,
): number | null {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrolled + topInset) return top - topInset;
  if (bottom > scrolled + viewport) return bottom - viewport;
  return null;
}

/** Enter goes to the next line's count, Shift+Enter to the previous; the ends stay put. */
export function nextRowIndex(current: number, count: number, backwards: boolean): number {
  if (count === 0) return -1;
  const next = current + (backwards ? -1 : 1);
  return Math.min(count - 1, Math.max(0, next));
}
