import { useEffect, useMemo, useRef, type ReactNode } from 'react';
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
import { prefetchVoucher } from '../../api/prefetch-voucher';
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
  const onHover = usePrefetchOnRest(kind);

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
      onHover={onHover}
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

/** The kinds whose voucher opens in VoucherScreen (stocktakes and dispensings have their own). */
const PREFETCHED: ReadonlySet<LoaiPhieu> = new Set<LoaiPhieu>([
  'NHAP_KHO',
  'XUAT_KHO',
  'CHUYEN_KHO',
  'LINH_HANG',
  'TRA_THUOC',
  'TRA_HANG',
]);

/** The pointer rests this long on a row before its voucher is fetched (not every row crossed). */
const REST_MS = 120;

/**
 * Fetches the voucher under the pointer once it rests on its row, so a click finds it loaded
 * (a 1 000-line voucher is half a megabyte of JSON before compression).
 */
function usePrefetchOnRest(kind: LoaiPhieu): ((row: Voucher | null) => void) | undefined {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (!PREFETCHED.has(kind)) return undefined;
  return (row) => {
    window.clearTimeout(timer.current);
    if (row) timer.current = window.setTimeout(() => prefetchVoucher(kind, row.id), REST_MS);
  };
}
