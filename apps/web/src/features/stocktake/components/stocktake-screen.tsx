import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateStocktakeSchema, type StocktakeDetail } from '@kho/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { useStocktake } from '../api/get-stocktake';
import { CountStore } from '../lib/count-store';
import { filterLines, searchIndex, type LineFilter } from '../lib/line-filter';
import { CountingList, type CountingListHandle } from './counting/counting-list';
import { CountingToolbar } from './counting/counting-toolbar';
import { CountingTotals } from './counting/counting-totals';
import { SaveStatus } from './counting/save-status';
import { StocktakeAlerts } from './stocktake-alerts';
import { headerValues, StocktakeHeader, type HeaderValues } from './stocktake-header';
import { StocktakeScan } from './counting/stocktake-scan';
import { StocktakeTools } from './stocktake-tools';
import { useStocktakeActions } from './use-stocktake-actions';

const headerSchema = updateStocktakeSchema.omit({ phien_ban: true });
const NO_FILTER: LineFilter = { text: '', uncountedOnly: false, varianceOnly: false };

/** One stocktake opened from the book: loads it, then the counting screen. */
export function StocktakeScreen({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation(['stocktake', 'routes']);
  const { organisationId } = useOrganisationRole();
  const query = useStocktake(organisationId, id);
  if (!organisationId) return null;
  if (query.data)
    return (
      <StocktakeEditor
        key={query.data.id}
        detail={query.data}
        organisationId={organisationId}
        onBack={onBack}
      />
    );
  return (
    <PageFrame section={t('routes:titles.so-kiem-kho')} title={t('stocktake:title')}>
      {query.isError ? (
        <EmptyState
          icon={<SearchOffRounded />}
          title={t('stocktake:not_found')}
          description={t('stocktake:not_found_hint')}
        />
      ) : (
        <Skeleton variant="rounded" height={420} />
      )}
    </PageFrame>
  );
}

/**
 * The counting screen. The counts live in a CountStore beside React (typing re-renders one row),
 * are saved in batches of changed lines, and survive reloads of the stocktake; the header, the
 * committee and the lifecycle go through the shared voucher lifecycle.
 */
function StocktakeEditor({
  detail,
  organisationId,
  onBack,
}: {
  detail: StocktakeDetail;
  organisationId: string;
  onBack: () => void;
}) {
  const { t } = useTranslation(['stocktake', 'routes']);
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const [store] = useState(() => {
    const s = new CountStore();
    s.load(detail.dong);
    return s;
  });
  useEffect(() => store.load(detail.dong), [store, detail.dong]);
  const list = useRef<CountingListHandle>(null);

  const form = useForm<HeaderValues>({
    resolver: zodResolver(headerSchema),
    defaultValues: headerValues(detail, organisationId),
  });
  // A newer version from the server replaces the header unless the user is editing it.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(headerValues(detail, organisationId));
    // Only a new version matters; `form` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail.phien_ban, organisationId]);

  const actions = useStocktakeActions({ detail, organisationId, form, store, onBack });
  const { autosave, lifecycle, readOnly } = actions;

  const [filter, setFilter] = useState<LineFilter>(NO_FILTER);
  const index = useMemo(() => searchIndex(detail.dong), [detail.dong]);
  // Recomputed when the filter or the lines change, not on every keystroke: a line being typed
  // in stays put even if it no longer matches "not counted only".
  const shown = useMemo(
    () => filterLines(detail.dong, filter, index, (lineId) => store.value(lineId)),
    [detail.dong, filter, index, store],
  );

  const focusLine = (lineId: string) => {
    let at = shown.findIndex((l) => l.id === lineId);
    if (at < 0) {
      // The line is hidden by the filter: show everything, then go to it.
      setFilter(NO_FILTER);
      at = detail.dong.findIndex((l) => l.id === lineId);
      requestAnimationFrame(() => list.current?.focus(at));
      return;
    }
    list.current?.focus(at);
  };

  const title = `${t('stocktake:title')} ${detail.so_phieu}`;
  return (
    <PageFrame section={t('routes:titles.so-kiem-kho')} title={title} actions={lifecycle.actions}>
      <StocktakeHeader detail={detail} form={form} organisationId={organisationId} readOnly={readOnly} />
      <StocktakeAlerts detail={detail} organisationId={organisationId} actions={actions} />
      <CountingTotals lines={detail.dong} store={store} />
      <CountingToolbar
        filter={filter}
        onChange={setFilter}
        shown={shown.length}
        total={detail.dong.length}
        scan={
          !readOnly && (
            <StocktakeScan
              organisationId={organisationId}
              lines={detail.dong}
              store={store}
              onMatch={focusLine}
              onAddFound={actions.openFound}
            />
          )
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <SaveStatus
          state={autosave.state}
          store={store}
          onShowInvalid={readOnly ? undefined : (lineId: string) => focusLine(lineId)}
        />
        <Box sx={{ flex: 1 }} />
        <StocktakeTools
          detail={detail}
          organisationId={organisationId}
          actions={actions}
          canCount={!readOnly}
        />
      </Box>
      <CountingList
        ref={list}
        lines={shown}
        store={store}
        readOnly={readOnly}
        compact={compact}
        filterKey={JSON.stringify(filter)}
      />
      {autosave.state.kind === 'conflict' && (
        <Alert severity="info" sx={{ mt: 1.5 }} onClose={autosave.dismiss} data-testid="count-conflict">
          {autosave.state.message}
        </Alert>
      )}
      {lifecycle.dialogs}
      {actions.dialogs}
    </PageFrame>
  );
}
