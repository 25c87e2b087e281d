import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

/** How long a press that ended without a click on the list keeps its options (dragged away). */
export const HOLD_AFTER_RELEASE_MS = 400;

/**
 * The options of a search-as-you-type list, held as they were while a pointer presses on the list.
 * A search that answers between the press and the click would otherwise replace the option under
 * the pointer: the click then chooses nothing, or whatever is now drawn there (another patient).
 * The list takes the newer options after the click, or shortly after a press that ended elsewhere.
 *
 * The list also keeps its scroll while pressed: MUI's Autocomplete scrolls its list back to the top
 * on the first render after its options changed (it resets its highlighted option), and the hold's
 * own render can be that one. The press on an option further down would then be released over
 * another part of the list, and the click, whose target is what both share, choose nothing.
 */
export function useOptionsHeldWhilePressed<T>(current: readonly T[]) {
  const [held, setHeld] = useState<readonly T[] | null>(null);
  /** The pressed list and its scroll, while the press can still end in a click on it. */
  const pressed = useRef<{ listbox: HTMLElement; scrollTop: number } | null>(null);
  const options = held ?? current;
  const release = useCallback(() => {
    pressed.current = null;
    setHeld(null);
  }, []);

  // After every render, and after the Autocomplete's own effects (a child's run first).
  useEffect(() => {
    const at = pressed.current;
    if (at && at.listbox.scrollTop !== at.scrollTop) at.listbox.scrollTop = at.scrollTop;
  });

  useEffect(() => {
    if (!held) return;
    let timer: number | undefined;
    const letGo = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(release, HOLD_AFTER_RELEASE_MS);
    };
    // A touch that turns into a scroll of the list is the user's scroll: no longer kept.
    const scrolled = () => {
      pressed.current = null;
      letGo();
    };
    document.addEventListener('pointerup', letGo, true);
    document.addEventListener('pointercancel', scrolled, true);
    return () => {
      document.removeEventListener('pointerup', letGo, true);
      document.removeEventListener('pointercancel', scrolled, true);
      window.clearTimeout(timer);
    };
  }, [held, release]);

  return {
    options,
    /** Props for the list element (an Autocomplete's `slotProps.listbox`). */
    listboxProps: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        pressed.current = { listbox: event.currentTarget, scrollTop: event.currentTarget.scrollTop };
        setHeld(options);
      },
      onClick: release,
    },
    /** Lets go at once (the list closed). */
    release,
  };
}
