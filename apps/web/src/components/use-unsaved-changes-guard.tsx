import { useEffect, useRef, useState } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { registerLeaveQuestion } from '../lib/ui/leave-questions';
import { ConfirmDialog } from './confirm-dialog';

/** The question's words, in the screen's own terms (a voucher, a prescription). */
export interface LeaveTexts {
  title: string;
  text: string;
  confirm: string;
}

/**
 * Asks before leaving a form with unsaved changes (a voucher, a prescription): closing its dialog
 * (Esc, Back), the browser's Back, another page of the app, signing out (asked before the session
 * ends), or closing the tab (the browser's own question). A new record, once saved, moves to its
 * own address (`?<savedParam>=<id>` or `.../<id>`): `allowMoveTo(id)` lets that move through, and
 * only that one. A way out that stays on the same address (ending an edit in place) goes through
 * `leaveThen(action)`, which asks the same question first.
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  { savedParam, texts }: { savedParam: string; texts: LeaveTexts },
) {
  const savedAs = useRef<string | null>(null);
  // Agreed to leave from outside the router (signing out): the navigation that follows is not asked again.
  const released = useRef(false);
  const [outsideQuestion, setOutsideQuestion] = useState<((leave: boolean) => void) | null>(null);
  // A way out on the same address, held until answered.
  const [inPlaceLeave, setInPlaceLeave] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!dirty) return undefined;
    // New unsaved work: an earlier agreement to leave (answered for other edits) no longer holds.
    released.current = false;
    let pending: ((leave: boolean) => void) | null = null;
    const unregister = registerLeaveQuestion(
      () =>
        new Promise<boolean>((resolve) => {
          pending = (leave: boolean) => {
            pending = null;
            setOutsideQuestion(null);
            released.current = leave;
            resolve(leave);
          };
          setOutsideQuestion(() => pending);
        }),
    );
    return () => {
      unregister();
      // Saved or closed while asked: nothing is left unsaved here any more.
      pending?.(true);
    };
  }, [dirty]);
  const blocker = useBlocker({
    disabled: !dirty,
    shouldBlockFn: ({ next }) => {
      if (released.current) return false;
      const id = savedAs.current;
      const toSaved =
        id !== null &&
        (next.pathname.endsWith(`/${id}`) || (next.search as Record<string, unknown>)[savedParam] === id);
      return !toSaved;
    },
    enableBeforeUnload: dirty,
    withResolver: true,
  });
  const answerInPlace = (leave: boolean) => {
    setInPlaceLeave(null);
    if (leave) inPlaceLeave?.();
  };
  const answer =
    outsideQuestion ??
    (inPlaceLeave ? answerInPlace : null) ??
    (blocker.status === 'blocked' ? (leave: boolean) => (leave ? blocker.proceed() : blocker.reset()) : null);
  const dialog = answer ? (
    <ConfirmDialog title={texts.title} text={texts.text} confirmText={texts.confirm} onAnswer={answer} />
  ) : null;
  return {
    dialog,
    allowMoveTo: (id: string) => {
      savedAs.current = id;
    },
    leaveThen: (action: () => void) => {
      if (!dirty || released.current) return action();
      setInPlaceLeave(() => () => {
        // Agreed: a navigation the action makes (closing the dialog) is not asked again.
        released.current = true;
        action();
      });
    },
  };
}
