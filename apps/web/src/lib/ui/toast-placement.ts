/**
 * Where the top-right toasts sit (spec §2: top right), loaded with the toast library as the first
 * toast is raised, not with the page.
 */

import { TOAST_CLEAR_ATTRIBUTE } from './toast-clear';

/** Below the app bar (64 px) and a gap: the bar's buttons, such as the account menu, stay free. */
export const TOAST_TOP_BELOW_APP_BAR = 72;
const TOAST_GAP = 8;
/** Under this width the toasts span the screen (the library's own breakpoint). */
const FULL_WIDTH_BELOW = 600;
/** How far from the right edge a toast may reach on a wider screen. */
const TOAST_REACH = 480;
/** An action row further down than this share of the screen is not worth moving the toasts for. */
const TOP_REGION_SHARE = 0.4;

export interface ScreenBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Where the top-right toasts start: below the app bar, and below the marked action rows in their
 * corner. A toast shown right after an action (a fill, a save) would otherwise cover the buttons
 * the user reaches for next, such as a voucher's Save and Submit, for its five seconds.
 */
export function topRightToastTop(
  marks: readonly ScreenBox[],
  viewport: { width: number; height: number },
): number {
  const reachFrom = viewport.width < FULL_WIDTH_BELOW ? 0 : viewport.width - TOAST_REACH;
  let top = TOAST_TOP_BELOW_APP_BAR;
  for (const mark of marks) {
    const shown = mark.bottom > Math.max(mark.top, 0);
    const inCorner = mark.right > reachFrom && mark.top < viewport.height * TOP_REGION_SHARE;
    if (shown && inCorner) top = Math.max(top, Math.ceil(mark.bottom + TOAST_GAP));
  }
  return top;
}

/**
 * Sets the top-right toasts' start (`--toast-top`, read by the toaster's styles) for the screen as
 * it is now. Rows under an open dialog (hidden from assistive technology by it) do not count.
 */
function placeTopRightToasts(): void {
  const marks = [...document.querySelectorAll(`[${TOAST_CLEAR_ATTRIBUTE}]`)]
    .filter((mark) => !mark.closest('[aria-hidden="true"]'))
    .map((mark) => mark.getBoundingClientRect());
  const top = topRightToastTop(marks, { width: window.innerWidth, height: window.innerHeight });
  document.documentElement.style.setProperty('--toast-top', `${top}px`);
}

/**
 * While a top-right toast shows, its place follows the screen: a user scrolling back up to a
 * voucher's actions finds the toast moved below them, not over them; and a screen drawn after the
 * toast was raised (its action row rendered a moment later) moves it too.
 */
const following = { toasts: 0, frame: 0, changes: null as MutationObserver | null };
function placeOnNextFrame(): void {
  following.frame ||= requestAnimationFrame(() => {
    following.frame = 0;
    placeTopRightToasts();
  });
}
const LISTEN = { capture: true, passive: true } as const;
/** Places the top-right toasts for a new one, and follows the screen until every one has gone. */
export function topRightToastShown(): void {
  placeTopRightToasts();
  following.toasts += 1;
  if (following.toasts > 1) return;
  addEventListener('scroll', placeOnNextFrame, LISTEN);
  addEventListener('resize', placeOnNextFrame, LISTEN);
  following.changes = new MutationObserver(placeOnNextFrame);
  following.changes.observe(document.body, { childList: true, subtree: true });
}
export function topRightToastGone(): void {
  following.toasts -= 1;
  if (following.toasts > 0) return;
  removeEventListener('scroll', placeOnNextFrame, LISTEN);
  removeEventListener('resize', placeOnNextFrame, LISTEN);
  following.changes?.disconnect();
  following.changes = null;
}
