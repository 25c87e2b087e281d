import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { registerLeaveQuestion, sharedWhilePending } from '../../../../lib/ui/leave-questions';
import { showToast } from '../../../../lib/ui/toast';
import { readVoucherParam } from '../../../vouchers/lib/voucher-kinds';
import type { CountStore } from '../../lib/count-store';

/**
 * Leaving the stocktake (closing it, Back, another page, signing out) first saves what was typed
 * since the last pause. When that save is refused, or some lines cannot be sent as typed, the
 * screen stays open and asks whether to leave those counts behind; a user who stays keeps them and
 * the refusal shown. The screen closed any other way (it turned read-only) still tries the save,
 * and a refusal then is told in a toast rather than dropped.
 */
export function useLeaveWithUnsavedCounts({
  store,
  id,
  enabled,
  flush,
  lastRefusal,
}: {
  store: CountStore;
  id: string;
  enabled: boolean;
  flush: () => Promise<boolean>;
  /** Why the last save was refused (the server's message, or the lost connection's). */
  lastRefusal: () => string;
}) {
  const { t } = useTranslation('stocktake');
  const [question, setQuestion] = useState<{ reason: string; answer: (leave: boolean) => void } | null>(null);
  /** The user agreed to leave the unsaved counts: the way out does not try or ask again. */
  const abandoned = useRef(false);
  const latestFlush = useRef(flush);
  useEffect(() => {
    latestFlush.current = flush;
  }, [flush]);

  /** The save of what is pending: null once saved, else why not (a failure of its own included). */
  const saveOnTheWayOut = useCallback(async (): Promise<string | null> => {
    try {
      return (await latestFlush.current()) ? null : lastRefusal();
    } catch {
      return t('save.failed', { count: store.pendingCount });
    }
  }, [store, lastRefusal, t]);

  /**
   * Saves on the way out; true when the user may leave (saved, or agreed to lose the rest). Về sổ
   * clicked again meanwhile shares the first one's save and question (`sharedWhilePending`).
   */
  const deciding = useRef<Promise<boolean> | null>(null);
  const mayLeave = useCallback((): Promise<boolean> => {
    const decide = async (): Promise<boolean> => {
      if (abandoned.current || store.pendingCount === 0) return true;
      const refused = await saveOnTheWayOut();
      const invalid = store.invalidIds().length;
      if (refused === null && invalid === 0) return true;
      const reason = refused ?? t('save.invalid', { count: invalid });
      const leave = await new Promise<boolean>((resolve) =>
        setQuestion({
          reason,
          answer: (yes) => {
            setQuestion(null);
            resolve(yes);
          },
        }),
      );
      abandoned.current = leave;
      return leave;
    };
    return sharedWhilePending(deciding, decide);
  }, [store, saveOnTheWayOut, t]);

  useBlocker({
    disabled: !enabled,
    // The tab's own question is asked below, for any pending count.
    enableBeforeUnload: false,
    shouldBlockFn: async ({ current, next }) => {
      const stays =
        next.pathname === current.pathname && readVoucherParam(next.search as Record<string, unknown>) === id;
      return !stays && !(await mayLeave());
    },
  });

  // Registered once per counting session; the latest callbacks are read through a ref, so a new
  // language (new texts) does not unregister and save on the way out.
  const latest = useRef({ mayLeave, saveOnTheWayOut, t });
  useEffect(() => {
    latest.current = { mayLeave, saveOnTheWayOut, t };
  }, [mayLeave, saveOnTheWayOut, t]);
  useEffect(() => {
    if (!enabled) return undefined;
    abandoned.current = false;
    // A count typed after agreeing to leave (the leaving was stopped elsewhere) is asked about again.
    const unsubscribe = store.subscribe(() => {
      abandoned.current = false;
    });
    const unregister = registerLeaveQuestion(() => latest.current.mayLeave());
    return () => {
      unsubscribe();
      unregister();
      if (abandoned.current || store.pendingCount === 0) return;
      const { saveOnTheWayOut: save, t: translate } = latest.current;
      void save().then((refused) => {
        if (refused !== null) showToast('error', translate('leave.lost_title'), refused);
      });
    };
  }, [enabled, store]);

  const dialog = question ? (
    <ConfirmDialog
      title={t('leave.title')}
      reason={question.reason}
      text={t('leave.text')}
      confirmText={t('leave.confirm')}
      cancelText={t('leave.stay')}
      onAnswer={question.answer}
    />
  ) : null;
  return { dialog };
}
