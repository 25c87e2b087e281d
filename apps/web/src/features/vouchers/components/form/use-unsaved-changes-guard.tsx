import { useEffect, useRef, useState } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { registerLeaveQuestion } from '../../../../lib/ui/leave-questions';
import { VOUCHER_PARAM } from '../../lib/voucher-kinds';
import { ConfirmDialog } from '../../../../components/confirm-dialog';

/**
 * Asks before leaving a voucher with unsaved changes: closing its dialog (Esc, Back), the browser's
 * Back, another page of the app, signing out (asked before the session ends), or closing the tab
 * (the browser's own question). A new voucher,
 * once saved, moves to its own address (`?phieu=<id>` or `.../<id>`): `allowMoveTo(id)` lets that
 * move through, and only that one.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation('vouchers');
  const savedAs = useRef<string | null>(null);
  // Agreed to leave from outside the router (signing out): the navigation that follows is not asked again.
  const released = useRef(false);
  const [outsideQuestion, setOutsideQuestion] = useState<((leave: boolean) => void) | null>(null);
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
        (next.pathname.endsWith(`/${id}`) || (next.search as Record<string, unknown>)[VOUCHER_PARAM] === id);
      return !toSaved;
    },
    enableBeforeUnload: dirty,
    withResolver: true,
  });
  const answer =
    outsideQuestion ??
    (blocker.status === 'blocked' ? (leave: boolean) => (leave ? blocker.proceed() : blocker.reset()) : null);
  const dialog = answer ? (
    <ConfirmDialog
      title={t('leave.title')}
      text={t('leave.text')}
      confirmText={t('leave.confirm')}
      onAnswer={answer}
    />
  ) : null;
  return {
    dialog,
    allowMoveTo: (id: string) => {
      savedAs.current = id;
    },
  };
}
