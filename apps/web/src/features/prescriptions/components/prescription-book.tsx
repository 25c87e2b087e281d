import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { useQueryClient } from '@tanstack/react-query';
import {
  BHYT_XML_ROLES,
  DISPENSER_ROLES,
  PRESCRIBER_ROLES,
  TRANG_THAI_DON_THUOC,
  type PrescriptionListItem,
} from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { BookGrid, useBookList } from '../../../components/book-grid';
import type { HeaderAction } from '../../../components/header-actions';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { useOrganisationToday } from '../../../lib/session/organisation-today';
import { realtime } from '../../../lib/live-updates/realtime';
import { toast } from '../../../lib/ui/toast';
import { useRealtimeEvent } from '../../../lib/live-updates/use-realtime-event';
import { useWorkspaceSelection } from '../../../lib/session/workspace';
import { useMyDepartments } from '../../../lib/session/my-departments';
import { usePrescriptions } from '../api/list-prescriptions';
import { PRESCRIPTIONS_KEY } from '../lib/prescription-keys';
import { BhytXmlRangeDialog } from './bhyt-xml-range-dialog';
import { prescriptionCard, prescriptionColumns } from './prescription-columns';

/**
 * Whose prescriptions the book lists: the pharmacy sees what its selected warehouse dispenses; a
 * doctor, or anyone whose department has no warehouse, what the selected department prescribed.
 */
function useBookScope() {
  const { organisationId, role, can } = useOrganisationRole();
  const { departmentId, warehouseId } = useWorkspaceSelection('kho-duoc');
  const departments = useMyDepartments(organisationId).data;
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
  const { t } = useTranslation(['prescriptions', 'vouchers']);
  const scope = useBookScope();
  const list = useBookList(TRANG_THAI_DON_THUOC);
  const queryClient = useQueryClient();
  const scoped = scope.organisationId && (scope.warehouseId || scope.departmentId);

  const book = usePrescriptions(
    scoped
      ? {
          to_chuc: scope.organisationId,
          ...(scope.warehouseId ? { kho_id: scope.warehouseId } : { khoa_id: scope.departmentId }),
          ...list.query,
        }
      : null,
  );

  const { warehouseId } = scope;
  useEffect(() => (warehouseId ? realtime.watchWarehouse(warehouseId) : undefined), [warehouseId]);
  useRealtimeEvent('prescription.changed', (event) => {
    if (warehouseId && event.kho_id !== warehouseId) return;
    // Not the open prescription's detail: its screen decides when to show a change (never under
    // a pharmacist preparing to dispense it).
    void queryClient.invalidateQueries({
      queryKey: [PRESCRIPTIONS_KEY],
      predicate: (query) => query.queryKey[1] !== 'detail',
    });
    // A prescription arriving at the pharmacy's warehouse: the pharmacist is told, not only the grid.
    if (warehouseId && event.status === 'CHO_CAP_PHAT' && !event.da_sua && scope.can(DISPENSER_ROLES))
      toast.notify(t('prescriptions:book.arrived'));
  });

  const counts = book.data?.statusCounts ?? null;
  const [exporting, setExporting] = useState(false);
  const today = useOrganisationToday().date;
  const actions: HeaderAction[] = [
    ...(scope.organisationId && scope.can(BHYT_XML_ROLES)
      ? [
          {
            value: 'bhyt_xml',
            text: t('prescriptions:bhyt_xml.range_action'),
            icon: <ReceiptLongRounded />,
            onClick: () => setExporting(true),
          },
        ]
      : []),
    ...(scope.departmentId && scope.can(PRESCRIBER_ROLES)
      ? [{ value: 'create', text: t('prescriptions:book.create'), icon: <AddRounded />, onClick: onCreate }]
      : []),
  ];
  const columns = useMemo(() => prescriptionColumns(t), [t]);

  return (
    <BookGrid
      list={list}
      statuses={TRANG_THAI_DON_THUOC}
      countOf={(s) => (counts ? (counts[s] ?? 0) : undefined)}
      total={counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined}
      statusLabel={(s) => t(`prescriptions:status.${s}`)}
      countLabel={(label, count) => t('prescriptions:tab_count', { label, count })}
      actions={actions}
      unscoped={
        scoped
          ? null
          : { title: t('prescriptions:book.no_scope'), description: t('prescriptions:book.no_scope_hint') }
      }
      searchPlaceholder={t('prescriptions:book.search')}
      rows={book.data?.rows ?? []}
      count={book.data?.count ?? 0}
      loading={book.isFetching}
      columns={columns}
      card={(row) => prescriptionCard(row, t)}
      onOpen={onOpen}
      empty={{ title: t('prescriptions:book.empty'), description: t('prescriptions:book.empty_hint') }}
      noMatch={{
        title: t('prescriptions:book.no_match'),
        description: t('prescriptions:book.no_match_hint'),
      }}
      header={
        scope.scopeName && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} data-testid="book-scope">
            {t(
              scope.byDepartment
                ? 'prescriptions:book.scope_department'
                : 'prescriptions:book.scope_warehouse',
              {
                name: scope.scopeName,
              },
            )}
          </Typography>
        )
      }
    >
      {children}
      {exporting && scope.organisationId && (
        <BhytXmlRangeDialog
          organisationId={scope.organisationId}
          today={today}
          onClose={() => setExporting(false)}
        />
      )}
    </BookGrid>
  );
}
