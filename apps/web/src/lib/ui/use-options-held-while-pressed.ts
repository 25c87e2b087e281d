import { useCallback, useEffect, useState } from 'react';

/** How long a press that ended without a click on the list keeps its options (dragged away). */
export const HOLD_AFTER_RELEASE_MS = 400;

/**
 * The options of a search-as-you-type list, held as they were while a pointer presses on the list.
 * A search that answers between the press and the click would otherwise replace the option under
 * the pointer: the click then chooses nothing, or whatever is now drawn there (another patient).
 * The list takes the newer options after the click, or shortly after a press that ended elsewhere.
 */
export function useOptionsHeldWhilePressed<T>(current: readonly T[]) {
  const [held, setHeld] = useState<readonly T[] | null>(null);
  const options = held ?? current;
  const release = useCallback(() => setHeld(null), []);

  useEffect(() => {
    if (!held) return;
    let timer: number | undefined;
    const letGo = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(release, HOLD_AFTER_RELEASE_MS);
    };
    document.addEventListener('pointerup', letGo, true);
    document.addEventListener('pointercancel', letGo, true);
    return () => {
      document.removeEventListener('pointerup', letGo, true);
      document.removeEventListener('pointercancel', letGo, true);
      window.clearTimeout(timer);
    };
  }, [held, release]);

  return {
    options,
    /** Props for the list element (an Autocomplete's `slotProps.listbox`). */
    listboxProps: { onPointerDown: () => setHeld(options), onClick: release },
    /** Lets go at once (the list closed). */
    release,
  };
}
