import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import LockClockRounded from '@mui/icons-material/LockClockRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import WarehouseRounded from '@mui/icons-material/WarehouseRounded';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useMatches, useNavigate } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE, type StockItem, type VaiTro } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import type { HeaderAction } from '../../../components/header-actions';
import { PageFrame } from '../../../components/page-frame';
import { useOwnWarehouse } from '../../../lib/session/my-departments';
import { useMyOrganisations } from '../../../lib/session/my-organisations';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { useOrganisationToday } from '../../../lib/session/organisation-today';
import { realtime } from '../../../lib/live-updates/realtime';
import { useStockWarningRules } from '../../../lib/stock/stock-warning-rules';
import { toast } from '../../../lib/ui/toast';
import { useOpenedOnce } from '../../../lib/ui/use-opened-once';
import { useRealtimeEvent } from '../../../lib/live-updates/use-realtime-event';
import { useWorkspaceSelection } from '../../../lib/session/workspace';
import { exportStock } from '../api/stock-export';
import { fetchAllStock, STOCK_KEY, useStockList, type StockPage as StockAnswer } from '../api/stock-list';
import type { BlockTarget } from '../components/block-batch-dialog';
import { StockCards } from '../components/stock-cards';
import { StockFiltersBar } from '../components/stock-filters';
import { StockTable } from '../components/stock-table';
import { StockTotalsBar } from '../components/stock-totals';
import { useGroupOptions } from '../api/goods-group-options';
import { stockFilterSummary } from '../lib/filter-summary';
import { readStockCardState, stockCardSearch, type StockCardState } from '../lib/stock-card-query';
import {
  activeFilterCount,
  readStockState,
  stockSearchUpdate,
  toStockQuery,
  type StockListState,
} from '../lib/stock-query';
import { RouteIcon } from '../../../components/route-icon';

/** Blocking batches and closing months: pharmacists and administrators (docs/inventory.md). */
const STOCK_MANAGERS: readonly VaiTro[] = ['QUAN_TRI', 'DUOC_SI'];

// The dialogs come with their first opening, not with the page.
const StockCardDialog = lazy(() =>
  import('../components/stock-card-dialog').then((module) => ({ default: module.StockCardDialog })),
);
const BlockBatchDialog = lazy(() =>
  import('../components/block-batch-dialog').then((module) => ({ default: module.BlockBatchDialog })),
);
const PeriodClosingDialog = lazy(() =>
  import('../components/period-closing-dialog').then((module) => ({ default: module.PeriodClosingDialog })),
);
// The paper form too: fetched as Print is pressed, beside the whole list it prints.
const loadStockPrint = () => import('../components/stock-print');
const StockPrint = lazy(() => loadStockPrint().then((module) => ({ default: module.StockPrint })));

type Search = Record<string, unknown>;
const NO_ITEMS: StockItem[] = [];

/** Opens an item's stock card (of one batch when given) over the list; the same function across renders. */
function useOpenCard(today: Date) {
  const navigate = useNavigate();
  return useCallback(
    (item: StockItem, batchId = '') =>
      void navigate({
        to: '.',
        search: (prev: Search) => ({
          ...prev,
          ...stockCardSearch({ goodsId: item.hang_hoa_id, batchId }, today),
        }),
      }),
    [navigate, today],
  );
}

/**
 * /kho-duoc/ton-kho: the stock of the warehouse selected in the kho-duoc module, per goods item
 * with its batches, coloured by the organisation's warning rules; filters, sort and page in the
 * URL; Excel export and print of the whole filter; the stock card of an item; period closing.
 */
export function StockPage() {
  const { t } = useTranslation(['stock', 'routes', 'goods']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const route = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.route });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const search = useLocation({ select: (l) => l.search as Search });
  const { organisationId, can, role } = useOrganisationRole();
  const { warehouseId } = useWorkspaceSelection('kho-duoc');
  const organisations = useMyOrganisations();
  const organisation = organisations.data?.find((o) => o.id === organisationId);
  const hospital = organisation?.ten ?? '';
  const today = useOrganisationToday().date;
  // Named from the app bar's own list of the user's warehouses: no request of its own.
  const warehouse = useOwnWarehouse(organisationId, warehouseId);
  const rules = useStockWarningRules();
  const groups = useGroupOptions(organisationId);

  const state = readStockState(search);
  const cardState = readStockCardState(search, today);
  const scope = organisationId && warehouseId ? { organisationId, warehouseId } : null;
  const list = useStockList(scope ? toStockQuery(state, scope) : null);
  const filterSummary = stockFilterSummary(state, groups, t);
  const [exporting, setExporting] = useState(false);
  const [printing, setPrinting] = useState<StockAnswer | null>(null);
  const [periodsOpen, setPeriodsOpen] = useState(false);
  const [blockTarget, setBlockTarget] = useState<BlockTarget | null>(null);
  const cardOpened = useOpenedOnce(cardState !== null);
  const blockOpened = useOpenedOnce(blockTarget !== null);
  const periodsOpened = useOpenedOnce(periodsOpen);
  const canManage = can(STOCK_MANAGERS);

  const go = useCallback(
    (update: Search) =>
      void navigate({ to: '.', search: (prev: Search) => ({ ...prev, ...update }), replace: true }),
    [navigate],
  );

  // Every voucher that touches this warehouse changes its stock: refetch what is on screen.
  useEffect(() => (warehouseId ? realtime.watchWarehouse(warehouseId) : undefined), [warehouseId]);
  useRealtimeEvent('voucher.changed', (event) => {
    if (event.kho_id === warehouseId) void queryClient.invalidateQueries({ queryKey: STOCK_KEY });
  });

  const exportExcel = async () => {
    if (!scope) return;
    setExporting(true);
    const done = toast.loading(t('stock:export.running'));
    try {
      const name = await exportStock(toStockQuery(state, scope, null), t('stock:export.file_name'));
      toast.success(t('stock:export.done'), name);
    } catch {
      // The API client has already shown the server's message.
    } finally {
      done();
      setExporting(false);
    }
  };

  const print = async () => {
    if (!scope) return;
    const done = toast.loading(t('stock:print.preparing'));
    try {
      const [all] = await Promise.all([fetchAllStock(toStockQuery(state, scope, null)), loadStockPrint()]);
      setPrinting(all);
    } catch {
      // A failed request is reported by the API client; the print's code missing after a
      // deployment reloads the page into the new build (installChunkErrorReload).
    } finally {
      done();
    }
  };
  const printNow = useCallback(() => {
    window.print();
    setPrinting(null);
  }, []);

  const openCard = useOpenCard(today);
  const changeCard = (next: StockCardState) => go(stockCardSearch(next, today));
  const closeCard = () => go(stockCardSearch(null));

  const actions: HeaderAction[] = [
    ...(canManage
      ? [
          {
            value: 'periods',
            text: t('stock:periods.open'),
            icon: <LockClockRounded />,
            variant: 'outlined' as const,
            onClick: () => setPeriodsOpen(true),
          },
        ]
      : []),
    {
      value: 'print',
      text: t('stock:actions.print'),
      icon: <PrintRounded />,
      variant: 'outlined',
      disabled: !list.data || list.data.count === 0,
      onClick: () => void print(),
    },
    {
      value: 'export',
      text: t('stock:actions.export'),
      icon: <FileDownloadRounded />,
      disabled: exporting || !list.data,
      onClick: () => void exportExcel(),
    },
  ];

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / DEFAULT_PAGE_SIZE)) : 1;
  const filtered = state.search !== '' || activeFilterCount(state) > 0;
  // The rows are drawn by a render of their own, after the rest of the page, which React splits
  // into short tasks: a tablet stays responsive while a page of items with their batches is drawn.
  // The lists are memoised, so the page's own renders (a query answering, a filter typed) pass
  // them by until their items change.
  const items = useDeferredValue(data?.items ?? NO_ITEMS);
  // The bar below the totals runs until the rows on screen are the answer's.
  const updating = list.isFetching || items !== (data?.items ?? NO_ITEMS);
  const onCard = useCallback((item: StockItem) => openCard(item), [openCard]);
  const onSort = useCallback((sort: StockListState['sort']) => go(stockSearchUpdate({ sort })), [go]);
  const batchActions = useMemo(
    () => ({
      onCard: (item: StockItem, batch: { lo_hang_id: string }) => openCard(item, batch.lo_hang_id),
      onBlock: canManage
        ? (item: StockItem, batch: BlockTarget['batch']) => setBlockTarget({ item, batch })
        : undefined,
    }),
    [openCard, canManage, setBlockTarget],
  );
  const rowProps = { items, rules, onCard, batchActions };

  return (
    <PageFrame
      section={route?.section ? t(`routes:sections.${route.section}`) : undefined}
      title={route ? t(`routes:titles.${route.name}`) : ''}
      icon={route ? <RouteIcon route={route} /> : undefined}
      actions={scope ? actions : []}
    >
      {!scope ? (
        <EmptyState
          icon={<WarehouseRounded />}
          title={t('stock:no_warehouse.title')}
          description={t('stock:no_warehouse.description')}
        />
      ) : (
        <>
          {/* Its line is kept while the user's departments load, so the list below does not jump. */}
          <Typography
            variant="subtitle2"
            color="textSecondary"
            sx={{ mb: 1.5 }}
            data-testid="stock-warehouse"
            aria-hidden={warehouse ? undefined : true}
          >
            {warehouse ? t('stock:warehouse_line', { name: warehouse.ten, code: warehouse.ma }) : '\u00a0'}
          </Typography>
          <StockFiltersBar
            state={state}
            groups={groups}
            phone={phone}
            onChange={(filters) => go(stockSearchUpdate({ filters }))}
            onSort={onSort}
          />
          <StockTotalsBar totals={data?.totals ?? null} />
          <Box sx={{ height: 4 }}>{updating && <LinearProgress />}</Box>
          {data && data.items.length === 0 ? (
            <EmptyState
              icon={<InboxRounded />}
              title={filtered ? t('stock:empty.no_match') : t('stock:empty.none')}
              description={filtered ? t('stock:empty.no_match_hint') : t('stock:empty.none_hint')}
            />
          ) : phone ? (
            <StockCards {...rowProps} />
          ) : (
            <StockTable {...rowProps} sort={state.sort} onSort={onSort} />
          )}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(state.page, pages)}
              onChange={(_, page) => go(stockSearchUpdate({ page }))}
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              size={phone ? 'small' : 'medium'}
              data-testid="stock-pagination"
            />
          )}
          <Suspense fallback={null}>
            {cardOpened && (
              <StockCardDialog state={cardState} scope={scope} onChange={changeCard} onClose={closeCard} />
            )}
            {blockOpened && (
              <BlockBatchDialog
                organisationId={scope.organisationId}
                target={blockTarget}
                onClose={() => setBlockTarget(null)}
              />
            )}
            {canManage && periodsOpened && (
              <PeriodClosingDialog
                open={periodsOpen}
                onClose={() => setPeriodsOpen(false)}
                organisationId={scope.organisationId}
                canReopen={role === 'QUAN_TRI'}
              />
            )}
          </Suspense>
          {printing && (
            <Suspense fallback={null}>
              <StockPrint
                hospital={hospital}
                warehouse={warehouse?.ten ?? ''}
                items={printing.items}
                totals={printing.totals}
                filterSummary={filterSummary}
                onReady={printNow}
              />
            </Suspense>
          )}
        </>
      )}
    </PageFrame>
  );
}
