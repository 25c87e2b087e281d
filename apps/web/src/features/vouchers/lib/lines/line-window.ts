/**
 * Windowing of a voucher's lines: a voucher of hundreds of lines draws only the lines near the
 * view, each measured as drawn (a line's height depends on its warnings and batches), with
 * empty space standing in for the rest so the scrollbar stays true.
 */

/** Up to this many lines a voucher draws every line: nothing changes for ordinary vouchers. */
export const WINDOW_FROM = 60;

export function isWindowed(count: number): boolean {
  return count > WINDOW_FROM;
}

/** A first guess of a line's height before it is measured (px). */
export function estimateLineHeight(card: boolean, withBelow: boolean): number {
  // Measured in Chromium: a table row of small inputs, and one with its batch line under it.
  if (card) return withBelow ? 356 : 280;
  return withBelow ? 84 : 58;
}

/**
 * The window's box (line-table.tsx): at most the viewport less the page around it, at least a
 * few lines. Shared with the first guess below so both stay the same.
 */
export const WINDOW_BOX = {
  table: { min: 360, around: 260 },
  cards: { min: 320, around: 200 },
} as const;

/** The box's CSS max-height. */
export function windowMaxHeight(card: boolean): string {
  const { min, around } = card ? WINDOW_BOX.cards : WINDOW_BOX.table;
  return `max(${min}px, calc(100dvh - ${around}px))`;
}

/**
 * The box's height before it is measured, for the first paint: a long voucher fills its box, so
 * this is the max-height at the viewport's height. Drawing more lines than the box shows made the
 * first paint slower for nothing.
 */
export function firstWindowHeight(viewportHeight: number, card: boolean): number {
  const { min, around } = card ? WINDOW_BOX.cards : WINDOW_BOX.table;
  return Math.max(min, viewportHeight - around);
}

/**
 * Lines drawn beyond each edge of the view. Until the screen has settled, one: the line Tab goes
 * on to is drawn, the rest wait; then a few, so scrolling shows drawn lines at once.
 */
export function overscanLines(settled: boolean): number {
  return settled ? 6 : 1;
}

export interface PlacedLine {
  index: number;
  start: number;
  end: number;
}

/** A drawn line, or empty space of `gap` pixels standing in for lines not drawn. */
export type Segment = { index: number } | { gap: number };

/**
 * What to draw, top to bottom: the drawn lines with gaps between them where lines are left out.
 * The drawn lines need not be contiguous (the line holding the cursor stays drawn far away).
 */
export function segments(lines: readonly PlacedLine[], total: number): Segment[] {
  const out: Segment[] = [];
  let cursor = 0;
  for (const line of [...lines].sort((a, b) => a.index - b.index)) {
    // Sub-pixel differences are rounding, not lines left out.
    if (line.start - cursor >= 1) out.push({ gap: line.start - cursor });
    out.push({ index: line.index });
    cursor = Math.max(cursor, line.end);
  }
  if (total - cursor >= 1) out.push({ gap: total - cursor });
  return out;
}

/**
 * The lines to draw: those in view, plus the line holding the cursor, so scrolling away from a
 * field being typed in (or whose picker is open) does not unmount it and lose the focus, and the
 * line just added, so the form can put the cursor in it.
 */
export function withPinned(
  indexes: readonly number[],
  pinned: readonly (number | null)[],
  count: number,
): number[] {
  const extra = pinned.filter(
    (index): index is number => index !== null && index >= 0 && index < count && !indexes.includes(index),
  );
  if (extra.length === 0) return [...indexes];
  return [...new Set([...indexes, ...extra])].sort((a, b) => a - b);
}

/** The line an element belongs to, read from the attribute its measured wrapper carries. */
export function lineIndexOf(element: Element | null, attribute: string): number | null {
  const holder = element?.closest(`[${attribute}]`);
  const value = holder?.getAttribute(attribute);
  if (value === null || value === undefined || value === '') return null;
  const index = Number(value);
  return Number.isInteger(index) && index >= 0 ? index : null;
}

/**
 * The first line with an error in a form's errors for its lines (an array by line index, holes
 * where a line is valid; the list's own error sits beside them as `root`), or null.
 */
export function firstInvalidLine(lineErrors: unknown): number | null {
  if (!Array.isArray(lineErrors)) return null;
  const index = lineErrors.findIndex((error) => error !== undefined && error !== null);
  return index < 0 ? null : index;
}
