import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, type StocktakeDetail } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api/api-client';
import { IdempotencyKeys, isRetryable } from '../../../../lib/api/idempotency-keys';
import { fetchStocktake, stocktakeKey } from '../../api/get-stocktake';
import { saveCounts } from '../../api/save-counts';
import type { CountStore } from '../../lib/count-store';
import { useLeaveWithUnsavedCounts } from './use-leave-with-unsaved-counts';

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
