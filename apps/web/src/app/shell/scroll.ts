import { useEffect, useRef } from 'react';
import { LAYOUT } from '../theme/theme';

/**
 * Scrolls the window to the top over `duration` ms (spec §9: 300 ms). The browser's own smooth
 * scrolling has no duration setting, so the motion is driven here with an ease-out curve.
 */
export function smoothScrollToTop(duration: number = LAYOUT.scrollDurationMs): void {
  const start = window.scrollY;
  if (start <= 0) return;
  if (duration <= 0 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / duration);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * Each new page starts at the top (spec §9). Not the app's first page, which the browser opens at
 * the top anyway: reading the scroll position there would force the first screen's whole layout
 * inside the task that renders it, already the longest of a cold load.
 */
export function useScrollToTopOnNewPage(pathname: string): void {
  const firstPathname = useRef<string | null>(pathname);
  useEffect(() => {
    if (pathname === firstPathname.current) return;
    firstPathname.current = null;
    smoothScrollToTop();
  }, [pathname]);
}
