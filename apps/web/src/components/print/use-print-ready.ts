import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The paper form waits this long after the screen mounts, then for the browser to be idle (at most
 * IDLE_TIMEOUT_MS more): idle moments come early too, between the screen's own requests.
 */
const SETTLE_MS = 1500;
const IDLE_TIMEOUT_MS = 1000;

/**
 * Whether a screen's paper form (hidden on screen, shown by `@media print`) should be in the page
 * yet. A long voucher's form is a table of every line: drawing it with the screen doubled the time
 * to the first usable view, though no one prints in the first second. So it is drawn once the
 * screen has settled, as a transition that input interrupts, and at once, synchronously, when the
 * browser is about to print (`beforeprint`: the Print button, Ctrl+P), so every line is on paper.
 */
export function usePrintReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const now = () => flushSync(() => setReady(true));
    window.addEventListener('beforeprint', now);
    const later = () => startTransition(() => setReady(true));
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(later, { timeout: IDLE_TIMEOUT_MS });
      else later();
    }, SETTLE_MS);
    return () => {
      window.removeEventListener('beforeprint', now);
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [ready]);
  return ready;
}
