import { useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { VOUCHER_PARAM } from '../../lib/voucher-kinds';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before leaving a voucher with unsaved changes: closing its dialog (Esc, Back), the browser's
 * Back, another page of the app, or closing the tab (the browser's own question). A new voucher,
 * once saved, moves to its own address (`?phieu=<id>` or `.../<id>`): `allowMoveTo(id)` lets that
 * move through, and only that one.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation('vouchers');
  const savedAs = useRef<string | null>(null);
  const blocker = useBlocker({
    disabled: !dirty,
    shouldBlockFn: ({ next }) => {
      const id = savedAs.current;
      const toSaved =
        id !== null &&
        (next.pathname.endsWith(`/${id}`) || (next.search as Record<string, unknown>)[VOUCHER_PARAM] === id);
      return !toSaved;
    },
    enableBeforeUnload: dirty,
    withResolver: true,
  });
  const dialog =
    blocker.status === 'blocked' ? (
      <ConfirmDialog
        title={t('leave.title')}
        text={t('leave.text')}
        confirmText={t('leave.confirm')}
        onAnswer={(leave) => (leave ? blocker.proceed() : blocker.reset())}
      />
    ) : null;
  return {
    dialog,
    allowMoveTo: (id: string) => {
      savedAs.current = id;
    },
  };
}
