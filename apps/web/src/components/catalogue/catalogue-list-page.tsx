/**
 * The list page every catalogue of quản trị tổng is built on.
 *
 * Usage (a feature page, e.g. features/suppliers/pages/suppliers-page.tsx):
 *
 *   const suppliersApi = defineCatalogueApi<SupplierRecord, SupplierFields>('nha-cung-cap'); // lib/catalogue-api
 *   const { can } = useOrganisationRole();                                                  // lib/organisation-role
 *   const editor = useCatalogueEditor<SupplierRecord>();                                    // ./use-catalogue-editor
 *   <CatalogueListPage
 *     api={suppliersApi}
 *     columns={[codeColumn(t), { field: 'ten', ... }, activeColumn(t), updatedColumn(t)]}
 *     sortable={SUPPLIER_SORTS}               // from @kho/contracts; other columns are not sortable
 *     filters={[{ key: 'loai_kho', label, options }]}   // URL key = API parameter
 *     card={(row) => ({ overline: row.ma, title: row.ten, status: <ActiveChip active={row.hoat_dong} /> })}
 *     searchPlaceholder={t('suppliers.search')}
 *     exportName={t('suppliers.export_name')}
 *     onCreate={can(['QUAN_TRI', 'DUOC_SI']) ? editor.openNew : undefined}   // undefined hides "Thêm mới"
 *     onOpen={editor.open}                    // row click / Enter; or navigate to a detail page
 *   >
 *     <SupplierDialog editor={editor} />      // built on CatalogueFormDialog
 *   </CatalogueListPage>
 *
 * The page gives: title and icon of the current route, the active / inactive / all tabs
 * (`trang_thai` in the URL), a debounced accent-insensitive search (`tu_khoa`), the filters, server
 * paging (25) and sorting, loading and empty states, "Thêm mới" and "Xuất Excel" (the same filters,
 * every page). State lives in the URL (lib/catalogue-query.ts), so a list can be bookmarked.
 */
import { useState, type ReactNode } from 'react';
import AddRounded from '@mui/icons-material/AddRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import type { GridColDef } from '@mui/x-data-grid';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { QueryParams } from '../../lib/api/api-client';
import {
  useCatalogueList,
  type CatalogueApi,
  type CatalogueRecord,
} from '../../lib/catalogues/catalogue-api';
import { PAGE_KEY, STATUS_KEY, STATUS_VALUES, toListQuery } from '../../lib/catalogues/catalogue-query';
import { useSelectedOrganisationId } from '../../lib/session/session';
import { toast } from '../../lib/ui/toast';
import { useListState } from '../../lib/ui/use-list-state';
import type { HeaderAction, HeaderOption } from '../header-actions';
import { PageFrame } from '../page-frame';
import { CatalogueGrid, type CatalogueCard } from './catalogue-grid';
import { CatalogueSearchBar, type CatalogueFilter } from './catalogue-search-bar';
import { RouteIcon } from '../route-icon';

export interface CatalogueListPageProps<R extends CatalogueRecord> {
  api: CatalogueApi<R, never>;
  columns: readonly GridColDef<R>[];
  sortable: readonly string[];
  filters?: readonly CatalogueFilter[];
  card: (row: R) => CatalogueCard;
  searchPlaceholder: string;
  /** Name of the exported file when the server gives none (it normally does, localised). */
  exportName: string;
  /** Opens the form for a new record; leave undefined where the caller's role may not create. */
  onCreate?: () => void;
  onOpen?: (row: R) => void;
  /** Query parameters every call of this page carries (the cabinet list: loai_kho=TU_TRUC). */
  fixedQuery?: QueryParams;
  /** Buttons beside "Thêm mới" (import, print...). */
  extraActions?: readonly HeaderAction[];
  /** Replaces the route's title (a detail page listing its records: a goods group and its goods). */
  title?: string;
  /** Shown above the search bar (the record a detail page is about). */
  intro?: ReactNode;
  /** Dialogs of the page. */
  children?: ReactNode;
}

const EMPTY_FILTERS: readonly CatalogueFilter[] = [];

export function CatalogueListPage<R extends CatalogueRecord>({
  api,
  columns,
  sortable,
  filters = EMPTY_FILTERS,
  card,
  searchPlaceholder,
  exportName,
  onCreate,
  onOpen,
  fixedQuery,
  extraActions = [],
  title,
  intro,
  children,
}: CatalogueListPageProps<R>) {
  const { t } = useTranslation(['catalogues', 'routes']);
  const route = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.route });
  const organisationId = useSelectedOrganisationId();
  const { state, update } = useListState(
    filters.map((f) => f.key),
    sortable,
  );
  const query = organisationId ? { ...toListQuery(state, organisationId), ...fixedQuery } : null;
  const list = useCatalogueList(api, query);
  const [exporting, setExporting] = useState(false);

  const exportExcel = async () => {
    if (!organisationId) return;
    setExporting(true);
    const done = toast.loading(t('catalogues:list.exporting'));
    try {
      const name = await api.exportExcel(
        { ...toListQuery(state, organisationId, null), ...fixedQuery },
        exportName,
      );
      toast.success(t('catalogues:list.exported'), name);
    } catch {
      // The API client has already shown the server's message.
    } finally {
      done();
      setExporting(false);
    }
  };

  const options: HeaderOption[] = [
    {
      variant: 'tabs',
      routeKey: STATUS_KEY,
      defaultValue: STATUS_VALUES.active,
      text: t('catalogues:status.active'),
      items: [
        { value: STATUS_VALUES.inactive, text: t('catalogues:status.inactive') },
        { value: STATUS_VALUES.all, text: t('catalogues:status.all') },
      ],
      resetKeys: [PAGE_KEY],
    },
  ];
  const actions: HeaderAction[] = [
    ...(onCreate
      ? [{ value: 'create', text: t('catalogues:list.create'), icon: <AddRounded />, onClick: onCreate }]
      : []),
    ...extraActions,
    {
      value: 'export',
      text: t('catalogues:list.export'),
      icon: <FileDownloadRounded />,
      variant: 'outlined',
      disabled: exporting || !list.data,
      onClick: () => void exportExcel(),
    },
  ];

  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;
  return (
    <PageFrame
      section={route?.section ? t(`routes:sections.${route.section}`) : undefined}
      title={title ?? (route ? t(`routes:titles.${route.name}`) : '')}
      icon={route ? <RouteIcon route={route} /> : undefined}
      options={options}
      actions={actions}
    >
      {intro}
      <CatalogueSearchBar
        search={state.search}
        placeholder={searchPlaceholder}
        filters={filters}
        values={state.filters}
        onSearch={(text) => update({ search: text })}
        onFilter={(key, value) => update({ filter: { key, value } })}
      />
      <CatalogueGrid
        rows={list.data?.rows ?? []}
        count={list.data?.count ?? 0}
        loading={list.isFetching}
        columns={columns}
        sortable={sortable}
        state={state}
        onPage={(page) => update({ page })}
        onSort={(sort) => update({ sort })}
        onOpen={onOpen}
        card={card}
        emptyTitle={filtered ? t('catalogues:list.no_match') : t('catalogues:list.empty')}
        emptyDescription={filtered ? t('catalogues:list.no_match_hint') : undefined}
      />
      {children}
    </PageFrame>
  );
}
