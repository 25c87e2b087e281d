import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { ERROR_CODES, type StocktakeDetail } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api/api-client';
import { IdempotencyKeys, isRetryable } from '../../../../lib/api/idempotency-keys';
import { registerLeaveQuestion } from '../../../../lib/ui/leave-questions';
import { showToast } from '../../../../lib/ui/toast';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { readVoucherParam } from '../../../vouchers/lib/voucher-kinds';
import { fetchStocktake, stocktakeKey } from '../../api/get-stocktake';
import { saveCounts } from '../../api/save-counts';
import type { CountStore } from '../../lib/count-store';

/** Counts are saved this long after the last keystroke: a pause, not every digit. */
export const AUTOSAVE_DELAY_MS = 1500;

/** What the last save did; "unsaved changes" is the store's pending count, not a state here. */
export type SaveState =
  | { kind: 'saved' }
  | { kind: 'saving' }
  | { kind: 'conflict'; message: string }
  | { kind: 'error'; message: string };

/**
 * Saves the changed lines of the counting screen: after a pause in typing, on the Save button,
 * before a lifecycle step (`flush`), on leaving the screen and before signing out. One save at a
 * time, each with the version it read last.
 * A stale version (someone else saved meanwhile) reloads the stocktake, keeps what was typed and
 * sends it again once; any other refusal stops autosaving until the next edit or Save.
 * Leaving with counts that cannot be saved (refused, no connection, damaged over counted) keeps the
 * screen open and asks first (`useLeaveWithUnsavedCounts`); nothing typed is dropped unannounced.
 */
export function useCountAutosave({
  store,
  organisationId,
  id,
  enabled,
  onOwnWrite,
}: {
  store: CountStore;
  organisationId: string;
  id: string;
  enabled: boolean;
  /**
   * Called as each write leaves and again when it is answered, so the shared lifecycle takes the
   * `voucher.changed` echo of the save (sent at its commit) as ours and does not reload every
   * line: the answer already carries the new version and totals.
   */
  onOwnWrite?: () => void;
}) {
  const { t } = useTranslation('stocktake');
  const queryClient = useQueryClient();
  const [keys] = useState(() => new IdempotencyKeys());
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const inFlight = useRef<Promise<boolean> | null>(null);
  /** Why the last save was refused, for the question asked before leaving without it. */
  const refusalRef = useRef('');
  const timer = useRef<number | undefined>(undefined);
  const key = stocktakeKey(organisationId, id);

  /** One save of what is pending; on a stale version, reloads (edits kept) and sends once more. */
  const send = useCallback(async (): Promise<boolean> => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { changes, sent } = store.pending();
      if (changes.length === 0) return true;
      const current = queryClient.getQueryData<StocktakeDetail>(key);
      if (!current) {
        refusalRef.current = t('save.failed', { count: changes.length });
        return false;
      }
      const body = { to_chuc: organisationId, phien_ban: current.phien_ban, dong: changes };
      setState({ kind: 'saving' });
      try {
        onOwnWrite?.();
        const result = await saveCounts(id, body, keys.keyFor('counts', body));
        onOwnWrite?.();
        keys.done('counts');
        store.acknowledge(sent);
        // The cached stocktake takes the saved counts too: the screen opened again from it (within
        // the cache's freshness) must show what the server has, not the counts before this save.
        const saved = new Map(changes.map(({ id: lineId, ...count }) => [lineId, count]));
        queryClient.setQueryData<StocktakeDetail>(key, (old) =>
          old
            ? {
                ...old,
                phien_ban: result.phien_ban,
                tong: result.tong,
                dong: old.dong.map((line) => ({ ...line, ...saved.get(line.id) })),
              }
            : old,
        );
        setState(attempt > 0 ? { kind: 'conflict', message: t('save.conflict_merged') } : { kind: 'saved' });
        return true;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (!isRetryable(error.status)) keys.done('counts');
        const stale = error.code === ERROR_CODES.STALE_VERSION;
        if (stale && attempt === 0) {
          // Someone saved meanwhile: read their version (the store keeps our edits), send ours again.
          const fresh = await queryClient.fetchQuery({
            queryKey: key,
            queryFn: ({ signal }) => fetchStocktake(organisationId, id, signal),
            staleTime: 0,
          });
          store.load(fresh.dong);
          continue;
        }
        setState({ kind: stale ? 'conflict' : 'error', message: error.message });
        refusalRef.current = error.message;
        return false;
      }
    }
    return false;
    // `key` is derived from organisationId and id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, queryClient, organisationId, id, keys, onOwnWrite, t]);

  /** Saves everything typed so far (waiting for a save already on its way); false when refused. */
  const flush = useCallback(async (): Promise<boolean> => {
    window.clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
    if (store.pendingCount === 0) return true;
    const run = send();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [send, store]);

  // Each edit restarts the pause. A subscription rather than a render: the screen around the
  // list must not re-render for every keystroke.
  useEffect(() => {
    if (!enabled) return;
    const restart = () => {
      window.clearTimeout(timer.current);
      if (store.pendingCount > 0) timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    };
    const unsubscribe = store.subscribe(restart);
    return () => {
      unsubscribe();
      window.clearTimeout(timer.current);
    };
  }, [enabled, flush, store]);

  const lastRefusal = useCallback(() => refusalRef.current, []);
  const leaving = useLeaveWithUnsavedCounts({ store, id, enabled, flush, lastRefusal });
  // Closing the tab with counts not saved yet asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (store.pendingCount > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [store]);

  return { state, flush, dismiss: () => setState({ kind: 'saved' }), dialog: leaving.dialog };
}

/**
 * Leaving the stocktake (closing it, Back, another page, signing out) first saves what was typed
 * since the last pause. When that save is refused, or some lines cannot be sent as typed, the
 * screen stays open and asks whether to leave those counts behind; a user who stays keeps them and
 * the refusal shown. The screen closed any other way (it turned read-only) still tries the save,
 * and a refusal then is told in a toast rather than dropped.
 */
function useLeaveWithUnsavedCounts({
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
   * Saves on the way out; true when the user may leave (saved, or agreed to lose the rest). A second
   * way out asked for meanwhile (Về sổ clicked twice) shares the first one's save and question.
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
    deciding.current ??= decide().finally(() => {
      deciding.current = null;
    });
    return deciding.current;
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
