import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  firstInvalidLine,
  firstWindowHeight,
  lineIndexOf,
  overscanLines,
  segments,
  withPinned,
  type Segment,
} from '../../lib/lines/line-window';

/** Carried by each measured line wrapper when windowed (not `data-index`, which cells may use). */
export const INDEX_ATTRIBUTE = 'data-line-index';

/** A request to bring a line into view and put the cursor in it; a new `attempt` asks again. */
export interface LineReveal {
  index: number;
  attempt: number;
}

/** How many frames to wait for a line scrolled to from afar to be drawn. */
const DRAW_FRAMES = 10;

/**
 * The window over a long list of lines: which to draw, measured as drawn. The line holding the
 * cursor stays drawn while the list scrolls away from it. Focusing a field scrolls the box as
 * usual, and the window follows, so Tab walks on into lines drawn just ahead of it. A line named
 * by `appended` (just added) or `reveal` (the first invalid one) is drawn wherever the list is
 * scrolled, and scrolled to.
 */
export function useLineWindow({
  keys,
  estimate,
  card,
  appended = null,
  reveal = null,
}: {
  keys: readonly string[];
  estimate: number;
  /** Cards on a phone rather than table rows (the box's height differs). */
  card: boolean;
  appended?: string | null;
  reveal?: LineReveal | null;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [pinned, setPinned] = useState<number | null>(null);
  const settled = useSettled();
  const count = keys.length;
  // A line just added is drawn at once, wherever the list is scrolled, so the form's focus on
  // it (the lot of a picked item) finds its field.
  const added = appended === null ? null : count - 1;
  const revealed = reveal?.index ?? null;
  const rangeExtractor = useCallback(
    (range: Range) => withPinned(defaultRangeExtractor(range), [pinned, added, revealed], range.count),
    [pinned, added, revealed],
  );
  // The virtualizer re-renders this hook itself when the view moves; nothing here is memoised by
  // a compiler, which is all the rule warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimate,
    getItemKey: (index) => keys[index] ?? index,
    indexAttribute: INDEX_ATTRIBUTE,
    rangeExtractor,
    overscan: overscanLines(settled),
    // Draw the box's fill on the first paint, before the box has been measured.
    initialRect: { width: 0, height: firstWindowHeight(window.innerHeight, card) },
  });
  // Show the line just added (a scan keeps the cursor in the scan field, so nothing else would).
  useEffect(() => {
    if (appended !== null) virtualizer.scrollToIndex(virtualizer.options.count - 1, { align: 'end' });
  }, [appended, virtualizer]);
  useEffect(() => {
    const box = scroller.current;
    if (!reveal || !box) return;
    return revealLine(box, reveal.index, () => virtualizer.scrollToIndex(reveal.index, { align: 'center' }));
    // Once per attempt: a later render of the same request must not pull the view back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal?.attempt]);
  const parts: Segment[] = segments(virtualizer.getVirtualItems(), virtualizer.getTotalSize());
  const onFocus = (event: FocusEvent<HTMLElement>) => setPinned(lineIndexOf(event.target, INDEX_ATTRIBUTE));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setPinned(null);
  };
  return { scroller, parts, measure: virtualizer.measureElement, onFocus, onBlur };
}

/** False until the browser is first idle after the window mounts (at most a second and a half). */
function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setSettled(true), 300);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(() => setSettled(true), { timeout: 1500 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  return settled;
}

/**
 * Scrolls to a line and, once it is drawn, puts the cursor in its first invalid field (or its
 * first field). A field outside the list that the form already focused because it is invalid
 * too (a header field, which comes first) keeps the cursor; the list still shows the line.
 */
function revealLine(box: HTMLElement, index: number, scrollTo: () => void): () => void {
  const active = document.activeElement;
  const keepFocus = active?.getAttribute('aria-invalid') === 'true' && !box.contains(active);
  scrollTo();
  let frames = 0;
  let frame = 0;
  const attempt = () => {
    const line = box.querySelector<HTMLElement>(`[${INDEX_ATTRIBUTE}="${index}"]`);
    if (line) {
      if (!keepFocus) fieldToFix(line)?.focus();
    } else if (frames++ < DRAW_FRAMES) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

const FIELD =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [contenteditable="true"]';

function fieldToFix(line: HTMLElement): HTMLElement | null {
  const invalid = line.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid)
    return invalid.matches(FIELD) ? invalid : (invalid.querySelector<HTMLElement>(FIELD) ?? invalid);
  return line.querySelector<HTMLElement>(FIELD);
}

/**
 * The first invalid line to reveal after a submission, once per submission: validation on
 * submit, or the server's refusal naming a line. Fixing lines afterwards (the form validates again
 * as the user types) moves nothing.
 */
export function useInvalidLineReveal(lineErrors: unknown, submitCount: number): LineReveal | null {
  const first = firstInvalidLine(lineErrors);
  const [seen, setSeen] = useState<{ handled: number; reveal: LineReveal | null }>({
    handled: submitCount,
    reveal: null,
  });
  if (first !== null && seen.handled !== submitCount) {
    // Adjusting state while rendering: the window draws the line in the same commit.
    setSeen({ handled: submitCount, reveal: { index: first, attempt: submitCount } });
  }
  return seen.reveal;
}
