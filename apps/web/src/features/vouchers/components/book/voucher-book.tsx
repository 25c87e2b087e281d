import { useEffect, useMemo, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import WarehouseRounded from '@mui/icons-material/WarehouseRounded';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, TRANG_THAI_PHIEU, type LoaiPhieu, type Voucher } from '@kho/contracts';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { GridColDef } from '@mui/x-data-grid';
import { CatalogueGrid, type CatalogueCard } from '../../../../components/catalogue/catalogue-grid';
import { BookSearchRow } from '../../../../components/book-search-row';
import { EmptyState } from '../../../../components/empty-state';
import type { HeaderAction, HeaderOption } from '../../../../components/header-actions';
import { PageFrame } from '../../../../components/page-frame';
import { PAGE_KEY } from '../../../../lib/catalogues/catalogue-query';
import { formatMoney } from '../../../../lib/i18n/numbers';
import { useOrganisationRole } from '../../../../lib/session/organisation-role';
import { realtime } from '../../../../lib/live-updates/realtime';
import { useListState } from '../../../../lib/ui/use-list-state';
import { useRealtimeEvent } from '../../../../lib/live-updates/use-realtime-event';
import { useWorkspaceSelection } from '../../../../lib/session/workspace';
import { useVoucherBook } from '../../api/list-vouchers';
import { VOUCHER_KINDS, VOUCHERS_KEY } from '../../lib/voucher-kinds';
import { voucherCard, voucherColumns } from './voucher-columns';

const FILTER_KEYS = ['trang_thai', 'tu_ngay', 'den_ngay'] as const;
const NO_SORT: readonly string[] = [];

/**
 * The book (list) of one kind of voucher in the selected warehouse: status tabs with their counts,
 * a date range and a search, server paging of 25, the totals of everything the filters match.
 * It follows the warehouse's `voucher.changed` events, so a voucher approved elsewhere shows at once.
 */
export function VoucherBook({
  kind,
  onCreate,
  onOpen,
  columns: kindColumns,
  card,
  children,
}: {
  kind: LoaiPhieu;
  onCreate: () => void;
  onOpen: (voucher: Voucher) => void;
  /** A kind with its own columns (stocktakes: scope, counted lines); the shared ones otherwise. */
  columns?: GridColDef<Voucher>[];
  card?: (row: Voucher) => CatalogueCard;
  /** The transfer book's dialog. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(['vouchers', 'routes']);
  const route = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.route });
  const { organisationId, can } = useOrganisationRole();
  const { warehouseId } = useWorkspaceSelection('kho-duoc');
  const { state, update } = useListState(FILTER_KEYS, NO_SORT);
  const queryClient = useQueryClient();
  const { trang_thai = '', tu_ngay = '', den_ngay = '' } = state.filters;

  const query =
    organisationId && warehouseId
      ? {
          to_chuc: organisationId,
          kho_id: warehouseId,
          page: state.page,
          page_size: DEFAULT_PAGE_SIZE,
          trang_thai: (TRANG_THAI_PHIEU as readonly string[]).includes(trang_thai) ? trang_thai : undefined,
          tu_ngay: tu_ngay || undefined,
          den_ngay: den_ngay || undefined,
          tu_khoa: state.search || undefined,
        }
      : null;
  const book = useVoucherBook(kind, query);

  useEffect(() => (warehouseId ? realtime.watchWarehouse(warehouseId) : undefined), [warehouseId]);
  useRealtimeEvent('voucher.changed', (event) => {
    if (event.kho_id === warehouseId)
      void queryClient.invalidateQueries({ queryKey: [VOUCHERS_KEY, kind, 'book'] });
  });

  const counts = book.data?.statusCounts;
  const options: HeaderOption[] = useMemo(() => {
    const label = (text: string, count: number | undefined) =>
      count === undefined ? text : t('vouchers:tab_count', { label: text, count });
    const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
    return [
      {
        variant: 'tabs',
        routeKey: 'trang_thai',
        text: label(t('vouchers:status.all'), all),
        items: TRANG_THAI_PHIEU.map((s) => ({
          value: s,
          text: label(t(`vouchers:status.${s}`), counts?.[s] ?? 0),
        })),
        resetKeys: [PAGE_KEY],
      },
    ];
  }, [counts, t]);
  const actions: HeaderAction[] =
    warehouseId && can(VOUCHER_KINDS[kind].editors)
      ? [{ value: 'create', text: t('vouchers:book.create'), icon: <AddRounded />, onClick: onCreate }]
      : [];

  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;
  const sharedColumns = useMemo(() => voucherColumns(kind, t), [kind, t]);
  const columns = kindColumns ?? sharedColumns;

  return (
    <PageFrame
      section={route?.section ? t(`routes:sections.${route.section}`) : undefined}
      title={route ? t(`routes:titles.${route.name}`) : ''}
      icon={route ? <route.icon /> : undefined}
      options={options}
      actions={actions}
    >
      {!warehouseId ? (
        <EmptyState
          icon={<WarehouseRounded />}
          title={t('vouchers:book.no_warehouse')}
          description={t('vouchers:book.no_warehouse_hint')}
        />
      ) : (
        <>
          <BookSearchRow
            search={state.search}
            placeholder={t('vouchers:book.search')}
            values={state.filters}
            from={tu_ngay}
            to={den_ngay}
            onSearch={(text) => update({ search: text })}
            onDate={(key, value) => update({ filter: { key, value } })}
          />
          <CatalogueGrid
            rows={book.data?.rows ?? []}
            count={book.data?.count ?? 0}
            loading={book.isFetching}
            columns={columns}
            sortable={NO_SORT}
            state={state}
            onPage={(page) => update({ page })}
            onSort={() => undefined}
            onOpen={onOpen}
            card={card ?? ((row) => voucherCard(row, t))}
            emptyTitle={filtered ? t('vouchers:book.no_match') : t('vouchers:book.empty')}
            emptyDescription={filtered ? t('vouchers:book.no_match_hint') : t('vouchers:book.empty_hint')}
          />
          {book.data && book.data.count > 0 && (
            <Typography
              variant="body2"
              sx={{ mt: 1.5, textAlign: 'right', fontWeight: 600 }}
              data-testid="book-totals"
            >
              {t('vouchers:book.totals', {
                count: book.data.count,
                value: t('vouchers:money', { value: formatMoney(book.data.totalValue) }),
              })}
            </Typography>
          )}
        </>
      )}
      {children}
    </PageFrame>
  );
}
