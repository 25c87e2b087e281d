import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StocktakeDetail, VoucherDetail } from '@kho/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HeaderAction } from '../../../components/header-actions';
import { useOfficialFormPrint } from '../../../components/print/use-official-form-print';
import { ApiError } from '../../../lib/api/api-client';
import { toast } from '../../../lib/ui/toast';
import { useVoucherLifecycle } from '../../vouchers/components/form/use-voucher-lifecycle';
import { IdempotencyKeys, isRetryable } from '../../../lib/api/idempotency-keys';
import { voucherFormLinks } from '../../vouchers/lib/voucher-form-links';
import { stocktakeKey } from '../api/get-stocktake';
import { refreshSnapshot } from '../api/refresh-snapshot';
import type { CountStore } from '../lib/count-store';
import { FoundBatchDialog, type FoundPrefill } from './counting/found-batch-dialog';
import { ImportCountsDialog } from './counting/import-counts-dialog';
import type { HeaderValues } from './stocktake-header';
import { useCountAutosave } from './counting/use-count-autosave';

/** Lifecycle steps that need every typed count on the server first (and then its new version). */
const AFTER_SAVE = new Set(['save', 'submit', 'approve', 'print', 'forms']);

/**
 * Everything the stocktake screen can do besides typing: the shared lifecycle (with counts saved
 * before each step), refreshing the snapshot, adding a found batch, importing counts.
 */
export function useStocktakeActions({
  detail,
  organisationId,
  form,
  store,
  onBack,
}: {
  detail: StocktakeDetail;
  organisationId: string;
  form: UseFormReturn<HeaderValues>;
  store: CountStore;
  onBack: () => void;
}) {
  const { t } = useTranslation('stocktake');
  const queryClient = useQueryClient();
  // The shared lifecycle reads only the header of a voucher; a stocktake has lines, not chi_tiet.
  const asVoucher = useMemo<VoucherDetail>(() => ({ ...detail, chi_tiet: [] }), [detail]);
  const lifecycle = useVoucherLifecycle({
    kind: 'KIEM_KE',
    organisationId,
    detail: asVoucher,
    form,
    onBack,
    onCreated: () => undefined,
  });
  const readOnly = lifecycle.readOnly;
  const autosave = useCountAutosave({
    store,
    organisationId,
    id: detail.id,
    enabled: !readOnly,
    onOwnWrite: lifecycle.markOwnAction,
  });
  const minutes = useOfficialFormPrint();
  const [keys] = useState(() => new IdempotencyKeys());
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<FoundPrefill | 'empty'>(null);
  const [importing, setImporting] = useState(false);

  // A step asked for while counts were unsaved runs once they are saved, with the new version.
  const latest = useRef(lifecycle.actions);
  latest.current = lifecycle.actions;
  const queued = useRef<string | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const value = queued.current;
    if (!value) return;
    queued.current = null;
    runNow(value);
    // Runs once per queued step, after the render that carries the saved version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, detail.phien_ban]);

  function runNow(value: string) {
    // The minutes are form 11D as the server builds it from the saved counts.
    if (value === 'print') return void minutes.print(voucherFormLinks(detail, organisationId)[0]!);
    if (value === 'save' && !form.formState.isDirty) return void toast.success(t('save.saved_toast'));
    latest.current.find((a) => a.value === value)?.onClick(value);
  }

  const afterSave = (value: string) => async () => {
    if (store.pendingCount === 0 && autosave.state.kind !== 'saving') return runNow(value);
    if (!(await autosave.flush())) return;
    queued.current = value;
    setAsked((n) => n + 1);
  };

  const actions: HeaderAction[] = lifecycle.actions.map((action) =>
    AFTER_SAVE.has(action.value)
      ? { ...action, disabled: action.disabled || busy, onClick: () => void afterSave(action.value)() }
      : action,
  );
  /** Re-reads the book quantities (counts are kept); offered when stock moved since the snapshot. */
  const refresh = async () => {
    if (!(await autosave.flush())) return;
    setBusy(true);
    const current =
      queryClient.getQueryData<StocktakeDetail>(stocktakeKey(organisationId, detail.id)) ?? detail;
    const body = { to_chuc: organisationId, phien_ban: current.phien_ban };
    try {
      lifecycle.markOwnAction();
      const fresh = await refreshSnapshot(detail.id, body, keys.keyFor('refresh', body));
      keys.done('refresh');
      queryClient.setQueryData(stocktakeKey(organisationId, detail.id), fresh);
      void queryClient.invalidateQueries({ queryKey: ['phieu-kho', 'KIEM_KE', 'drift'] });
      lifecycle.dismissProblem();
      toast.success(t('done.refreshed', { number: detail.so_phieu }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!isRetryable(error.status)) keys.done('refresh');
      toast.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const openFound = (prefill: FoundPrefill) => setFound(prefill ?? 'empty');
  const dialogs: ReactNode = (
    <>
      {minutes.paper}
      {autosave.dialog}
      {found && (
        <FoundBatchDialog
          detail={detail}
          organisationId={organisationId}
          prefill={found === 'empty' ? null : found}
          flush={autosave.flush}
          onClose={() => setFound(null)}
        />
      )}
      {importing && (
        <ImportCountsDialog
          detail={detail}
          organisationId={organisationId}
          flush={autosave.flush}
          onClose={() => setImporting(false)}
        />
      )}
    </>
  );

  return {
    lifecycle: { ...lifecycle, actions },
    autosave,
    readOnly,
    busy,
    refresh,
    openFound,
    openImport: () => setImporting(true),
    dialogs,
  };
}

export type StocktakeActions = ReturnType<typeof useStocktakeActions>;
