import { useEffect, useMemo, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import { useQueryClient } from '@tanstack/react-query';
import { TRANG_THAI_PHIEU, type LoaiPhieu, type Voucher } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import type { GridColDef } from '@mui/x-data-grid';
import { BookGrid, useBookList } from '../../../../components/book-grid';
import type { CatalogueCard } from '../../../../components/catalogue/catalogue-grid';
import type { HeaderAction } from '../../../../components/header-actions';
import { formatMoney } from '../../../../lib/i18n/numbers';
import { useOrganisationRole } from '../../../../lib/session/organisation-role';
import { realtime } from '../../../../lib/live-updates/realtime';
import { useRealtimeEvent } from '../../../../lib/live-updates/use-realtime-event';
import { useWorkspaceSelection } from '../../../../lib/session/workspace';
import { useVoucherBook } from '../../api/list-vouchers';
import { VOUCHER_KINDS, VOUCHERS_KEY } from '../../lib/voucher-kinds';
import { voucherCard, voucherColumns } from './voucher-columns';

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
  const { t } = useTranslation('vouchers');
  const { organisationId, can } = useOrganisationRole();
  const { warehouseId } = useWorkspaceSelection('kho-duoc');
  const list = useBookList(TRANG_THAI_PHIEU);
  const queryClient = useQueryClient();
  const book = useVoucherBook(
    kind,
    organisationId && warehouseId ? { to_chuc: organisationId, kho_id: warehouseId, ...list.query } : null,
  );

  useEffect(() => (warehouseId ? realtime.watchWarehouse(warehouseId) : undefined), [warehouseId]);
  useRealtimeEvent('voucher.changed', (event) => {
    if (event.kho_id === warehouseId)
      void queryClient.invalidateQueries({ queryKey: [VOUCHERS_KEY, kind, 'book'] });
  });

  const counts = book.data?.statusCounts;
  const actions: HeaderAction[] =
    warehouseId && can(VOUCHER_KINDS[kind].editors)
      ? [{ value: 'create', text: t('book.create'), icon: <AddRounded />, onClick: onCreate }]
      : [];
  const sharedColumns = useMemo(() => voucherColumns(kind, t), [kind, t]);

  return (
    <BookGrid
      list={list}
      statuses={TRANG_THAI_PHIEU}
      countOf={(s) => counts?.[s] ?? 0}
      total={counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined}
      statusLabel={(s) => t(`status.${s}`)}
      countLabel={(label, count) => t('tab_count', { label, count })}
      actions={actions}
      unscoped={
        warehouseId ? null : { title: t('book.no_warehouse'), description: t('book.no_warehouse_hint') }
      }
      searchPlaceholder={t('book.search')}
      rows={book.data?.rows ?? []}
      count={book.data?.count ?? 0}
      loading={book.isFetching}
      columns={kindColumns ?? sharedColumns}
      card={card ?? ((row) => voucherCard(row, t))}
      onOpen={onOpen}
      empty={{ title: t('book.empty'), description: t('book.empty_hint') }}
      noMatch={{ title: t('book.no_match'), description: t('book.no_match_hint') }}
      footer={
        book.data &&
        book.data.count > 0 && (
          <Typography
            variant="body2"
            sx={{ mt: 1.5, textAlign: 'right', fontWeight: 600 }}
            data-testid="book-totals"
          >
            {t('book.totals', {
              count: book.data.count,
              value: t('money', { value: formatMoney(book.data.totalValue) }),
            })}
          </Typography>
        )
      }
    >
      {children}
    </BookGrid>
  );
}
