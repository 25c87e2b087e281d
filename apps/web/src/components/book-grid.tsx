import type { ReactNode } from 'react';
import WarehouseRounded from '@mui/icons-material/WarehouseRounded';
import { DEFAULT_PAGE_SIZE } from '@kho/contracts';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { PAGE_KEY } from '../lib/catalogues/catalogue-query';
import { useListState } from '../lib/ui/use-list-state';
import { BookSearchRow } from './book-search-row';
import { CatalogueGrid, type CatalogueCard } from './catalogue/catalogue-grid';
import { EmptyState } from './empty-state';
import type { HeaderAction, HeaderOption } from './header-actions';
import { PageFrame } from './page-frame';
import { RouteIcon } from './route-icon';

const FILTER_KEYS = ['trang_thai', 'tu_ngay', 'den_ngay'] as const;
const NO_SORT: readonly string[] = [];

/**
 * A book's list state in the URL (page, search, status tab, date range) and the query it asks the
 * server with; an unknown status in the URL is left out rather than sent.
 */
export function useBookList(statuses: readonly string[]) {
  const { state, update } = useListState(FILTER_KEYS, NO_SORT);
  const { trang_thai = '', tu_ngay = '', den_ngay = '' } = state.filters;
  const query = {
    page: state.page,
    page_size: DEFAULT_PAGE_SIZE,
    trang_thai: statuses.includes(trang_thai) ? trang_thai : undefined,
    tu_ngay: tu_ngay || undefined,
    den_ngay: den_ngay || undefined,
    tu_khoa: state.search || undefined,
  };
  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;
  return { state, update, query, filtered };
}

export type BookList = ReturnType<typeof useBookList>;

interface BookGridProps<R extends GridValidRowModel, S extends string> {
  list: BookList;
  statuses: readonly S[];
  /** The status tab's count, or undefined to show the tab without one. */
  countOf: (status: S) => number | undefined;
  /** The count of the "all" tab, or undefined to show it without one. */
  total: number | undefined;
  statusLabel: (status: S | 'all') => string;
  countLabel: (label: string, count: number) => string;
  actions: HeaderAction[];
  /** Why there is nothing to list yet (no warehouse or department chosen), or null to list. */
  unscoped: { title: string; description: string } | null;
  searchPlaceholder: string;
  rows: readonly R[];
  count: number;
  loading: boolean;
  columns: readonly GridColDef<R>[];
  card: (row: R) => CatalogueCard;
  onOpen: (row: R) => void;
  /** The pointer rests on a row, or left it (null). */
  onHover?: (row: R | null) => void;
  empty: { title: string; description: string };
  noMatch: { title: string; description: string };
  /** Shown above the search row (the book's scope). */
  header?: ReactNode;
  /** Shown under the grid (the totals). */
  footer?: ReactNode;
  /** The record opened over the book, and the book's dialogs. */
  children?: ReactNode;
}

/**
 * The frame of a book (vouchers of one kind, stocktakes, prescriptions): the route's title, status
 * tabs with their counts, the create action, a search and a date range, and the paged grid.
 */
export function BookGrid<R extends GridValidRowModel, S extends string>(props: BookGridProps<R, S>) {
  const { list, statuses, countOf, total, statusLabel, countLabel } = props;
  const { t } = useTranslation('routes');
  const route = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.route });
  const { state, update } = list;
  const { tu_ngay = '', den_ngay = '' } = state.filters;

  const label = (text: string, count: number | undefined) =>
    count === undefined ? text : countLabel(text, count);
  const options: HeaderOption[] = [
    {
      variant: 'tabs',
      routeKey: 'trang_thai',
      text: label(statusLabel('all'), total),
      items: statuses.map((s) => ({ value: s, text: label(statusLabel(s), countOf(s)) })),
      resetKeys: [PAGE_KEY],
    },
  ];

  return (
    <PageFrame
      section={route?.section ? t(`routes:sections.${route.section}`) : undefined}
      title={route ? t(`routes:titles.${route.name}`) : ''}
      icon={route ? <RouteIcon route={route} /> : undefined}
      options={options}
      actions={props.actions}
    >
      {props.unscoped ? (
        <EmptyState
          icon={<WarehouseRounded />}
          title={props.unscoped.title}
          description={props.unscoped.description}
        />
      ) : (
        <>
          {props.header}
          <BookSearchRow
            search={state.search}
            placeholder={props.searchPlaceholder}
            values={state.filters}
            from={tu_ngay}
            to={den_ngay}
            onSearch={(text) => update({ search: text })}
            onDate={(key, value) => update({ filter: { key, value } })}
          />
          <CatalogueGrid
            rows={props.rows}
            count={props.count}
            loading={props.loading}
            columns={props.columns}
            sortable={NO_SORT}
            state={state}
            onPage={(page) => update({ page })}
            onSort={() => undefined}
            onOpen={props.onOpen}
            onHover={props.onHover}
            card={props.card}
            emptyTitle={list.filtered ? props.noMatch.title : props.empty.title}
            emptyDescription={list.filtered ? props.noMatch.description : props.empty.description}
          />
          {props.footer}
        </>
      )}
      {props.children}
    </PageFrame>
  );
}
