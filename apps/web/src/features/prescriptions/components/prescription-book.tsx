import { useEffect, useMemo, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import WarehouseRounded from '@mui/icons-material/WarehouseRounded';
import { useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  DISPENSER_ROLES,
  PRESCRIBER_ROLES,
  TRANG_THAI_DON_THUOC,
  type PrescriptionListItem,
} from '@kho/contracts';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CatalogueGrid } from '../../../components/catalogue/catalogue-grid';
import { BookSearchRow } from '../../../components/book-search-row';
import { EmptyState } from '../../../components/empty-state';
import type { HeaderAction, HeaderOption } from '../../../components/header-actions';
import { PageFrame } from '../../../components/page-frame';
import { PAGE_KEY } from '../../../lib/catalogues/catalogue-query';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { realtime } from '../../../lib/live-updates/realtime';
import { toast } from '../../../lib/ui/toast';
import { useListState } from '../../../lib/ui/use-list-state';
import { useRealtimeEvent } from '../../../lib/live-updates/use-realtime-event';
import { useWorkspaceSelection } from '../../../lib/session/workspace';
import { useMyWarehouses } from '../../vouchers/api/my-warehouses';
import { usePrescriptions } from '../api/list-prescriptions';
import { PRESCRIPTIONS_KEY } from '../lib/prescription-keys';
import { prescriptionCard, prescriptionColumns } from './prescription-columns';

const FILTER_KEYS = ['trang_thai', 'tu_ngay', 'den_ngay'] as const;
const NO_SORT: readonly string[] = [];

/**
 * Whose prescriptions the book lists: the pharmacy sees what its selected warehouse dispenses; a
 * doctor, or anyone whose department has no warehouse, what the selected department prescribed.
 */
function useBookScope() {
  const { organisationId, role, can } = useOrganisationRole();
  const { departmentId, warehouseId } = useWorkspaceSelection('kho-duoc');
  const departments = useMyWarehouses(organisationId).data;
  const department = departments?.find((d) => d.id === departmentId) ?? null;
  const warehouse = department?.kho_truc_thuoc.find((w) => w.id === warehouseId) ?? null;
  const byDepartment = role === 'BAC_SI' || !warehouseId;
  return {
    organisationId,
    can,
    departmentId,
    warehouseId: byDepartment ? null : warehouseId,
    scopeName: byDepartment ? department?.ten : warehouse?.ten,
    byDepartment,
  };
}

/**
 * The prescriptions book: status tabs with counts, date range, search, server paging of 25. It
 * follows `prescription.changed` on the warehouse, so a new prescription shows at once, with a
 * short notice for the pharmacist.
 */
export function PrescriptionBook({
  onCreate,
  onOpen,
  children,
}: {
  onCreate: () => void;
  onOpen: (row: PrescriptionListItem) => void;
  /** The prescription opened over the book. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(['prescriptions', 'vouchers', 'routes']);
  const route = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.route });
  const scope = useBookScope();
  const { state, update } = useListState(FILTER_KEYS, NO_SORT);
  const queryClient = useQueryClient();
  const { trang_thai = '', tu_ngay = '', den_ngay = '' } = state.filters;
  const scoped = scope.organisationId && (scope.warehouseId || scope.departmentId);

  const book = usePrescriptions(
    scoped
      ? {
          to_chuc: scope.organisationId,
          ...(scope.warehouseId ? { kho_id: scope.warehouseId } : { khoa_id: scope.departmentId }),
          page: state.page,
          page_size: DEFAULT_PAGE_SIZE,
          trang_thai: (TRANG_THAI_DON_THUOC as readonly string[]).includes(trang_thai)
            ? trang_thai
            : undefined,
          tu_ngay: tu_ngay || undefined,
          den_ngay: den_ngay || undefined,
          tu_khoa: state.search || undefined,
        }
      : null,
  );

  const { warehouseId } = scope;
  useEffect(() => (warehouseId ? realtime.watchWarehouse(warehouseId) : undefined), [warehouseId]);
  useRealtimeEvent('prescription.changed', (event) => {
    if (warehouseId && event.kho_id !== warehouseId) return;
    void queryClient.invalidateQueries({ queryKey: [PRESCRIPTIONS_KEY] });
    // A prescription arriving at the pharmacy's warehouse: the pharmacist is told, not only the grid.
    if (warehouseId && event.status === 'CHO_CAP_PHAT' && scope.can(DISPENSER_ROLES))
      toast.notify(t('prescriptions:book.arrived'));
  });

  const counts = book.data?.statusCounts ?? null;
  const options: HeaderOption[] = useMemo(() => {
    const label = (text: string, count: number | undefined) =>
      count === undefined ? text : t('prescriptions:tab_count', { label: text, count });
    const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
    return [
      {
        variant: 'tabs',
        routeKey: 'trang_thai',
        text: label(t('prescriptions:status.all'), all),
        items: TRANG_THAI_DON_THUOC.map((s) => ({
          value: s,
          text: label(t(`prescriptions:status.${s}`), counts ? (counts[s] ?? 0) : undefined),
        })),
        resetKeys: [PAGE_KEY],
      },
    ];
  }, [counts, t]);
  const actions: HeaderAction[] =
    scope.departmentId && scope.can(PRESCRIBER_ROLES)
      ? [{ value: 'create', text: t('prescriptions:book.create'), icon: <AddRounded />, onClick: onCreate }]
      : [];

  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;
  const columns = useMemo(() => prescriptionColumns(t), [t]);

  return (
    <PageFrame
      section={route?.section ? t(`routes:sections.${route.section}`) : undefined}
      title={route ? t(`routes:titles.${route.name}`) : ''}
      icon={route ? <route.icon /> : undefined}
      options={options}
      actions={actions}
    >
      {!scoped ? (
        <EmptyState
          icon={<WarehouseRounded />}
          title={t('prescriptions:book.no_scope')}
          description={t('prescriptions:book.no_scope_hint')}
        />
      ) : (
        <>
          {scope.scopeName && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="book-scope">
              {t(
                scope.byDepartment
                  ? 'prescriptions:book.scope_department'
                  : 'prescriptions:book.scope_warehouse',
                {
                  name: scope.scopeName,
                },
              )}
            </Typography>
          )}
          <BookSearchRow
            search={state.search}
            placeholder={t('prescriptions:book.search')}
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
            card={(row) => prescriptionCard(row, t)}
            emptyTitle={filtered ? t('prescriptions:book.no_match') : t('prescriptions:book.empty')}
            emptyDescription={
              filtered ? t('prescriptions:book.no_match_hint') : t('prescriptions:book.empty_hint')
            }
          />
        </>
      )}
      {children}
    </PageFrame>
  );
}
