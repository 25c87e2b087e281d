import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import { PHAN_LOAI_QUAN_LY, STOCK_SORTS, type ComboboxItem } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogueSearchBar, type CatalogueFilter } from '../../../components/catalogue/catalogue-search-bar';
import { EXPIRY_WINDOWS, type StockFilters, type StockListState, type StockSort } from '../lib/stock-query';

const SORT_KEY = 'sap_xep';

/** "ma:asc" and the like: one select on a phone, where the table's sortable headers are not shown. */
function sortValue(sort: StockListState['sort']): string {
  return sort ? `${sort.field}:${sort.direction}` : '';
}

/**
 * Search, goods group, management class and expiry window as the catalogues' search bar (they
 * wrap onto several lines on a phone), then the two warning toggles. On a phone a sort select too.
 */
export function StockFiltersBar({
  state,
  groups,
  phone,
  onChange,
  onSort,
}: {
  state: StockListState;
  groups: readonly ComboboxItem[];
  phone: boolean;
  onChange: (filters: Partial<StockFilters>) => void;
  onSort: (sort: StockListState['sort']) => void;
}) {
  const { t } = useTranslation(['stock', 'goods']);
  const filters = useMemo<CatalogueFilter[]>(
    () => [
      {
        key: 'nhom_hang_hoa_id',
        label: t('stock:filters.group'),
        options: groups.map((g) => ({ value: g.id, text: g.ten })),
        minWidth: 220,
      },
      {
        key: 'phan_loai_quan_ly',
        label: t('stock:filters.management_class'),
        options: PHAN_LOAI_QUAN_LY.map((value) => ({ value, text: t(`goods:phan_loai_quan_ly.${value}`) })),
      },
      {
        key: 'het_han_trong_ngay',
        label: t('stock:filters.expiring_within'),
        options: [
          ...(state.expiringWithinDays !== null &&
          !(EXPIRY_WINDOWS as readonly number[]).includes(state.expiringWithinDays)
            ? [state.expiringWithinDays]
            : []),
          ...EXPIRY_WINDOWS,
        ].map((days) => ({ value: String(days), text: t('stock:filters.days', { count: days }) })),
      },
      ...(phone
        ? [
            {
              key: SORT_KEY,
              label: t('stock:filters.sort'),
              options: STOCK_SORTS.flatMap((field) =>
                (['asc', 'desc'] as const).map((direction) => ({
                  value: `${field}:${direction}`,
                  text: t(`stock:sort.${field}_${direction}`),
                })),
              ),
            },
          ]
        : []),
    ],
    [t, groups, state.expiringWithinDays, phone],
  );
  const values: Record<string, string> = {
    nhom_hang_hoa_id: state.groupId,
    phan_loai_quan_ly: state.managementClass,
    het_han_trong_ngay: state.expiringWithinDays === null ? '' : String(state.expiringWithinDays),
    // The server's own order is by code: shown as such rather than as "all".
    [SORT_KEY]: sortValue(state.sort) || 'ma:asc',
  };
  const onFilter = (key: string, value: string) => {
    if (key === 'nhom_hang_hoa_id') onChange({ groupId: value });
    else if (key === 'phan_loai_quan_ly') onChange({ managementClass: value });
    else if (key === 'het_han_trong_ngay')
      onChange({ expiringWithinDays: value === '' ? null : Number(value) });
    else if (key === SORT_KEY) {
      const [field, direction] = value.split(':');
      onSort(field ? { field: field as StockSort, direction: direction === 'desc' ? 'desc' : 'asc' } : null);
    }
  };

  return (
    <Box>
      <CatalogueSearchBar
        search={state.search}
        placeholder={t('stock:filters.search')}
        filters={filters}
        values={values}
        onSearch={(search) => onChange({ search })}
        onFilter={onFilter}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: -0.5, mb: 2 }}>
        <Chip
          icon={<EventBusyRounded />}
          label={t('stock:filters.expired_only')}
          color={state.expiredOnly ? 'error' : 'default'}
          variant={state.expiredOnly ? 'filled' : 'outlined'}
          aria-pressed={state.expiredOnly}
          data-testid="filter-expired"
          onClick={() => onChange({ expiredOnly: !state.expiredOnly })}
        />
        <Chip
          icon={<TrendingDownRounded />}
          label={t('stock:filters.below_minimum')}
          color={state.belowMinimum ? 'warning' : 'default'}
          variant={state.belowMinimum ? 'filled' : 'outlined'}
          aria-pressed={state.belowMinimum}
          data-testid="filter-below-minimum"
          onClick={() => onChange({ belowMinimum: !state.belowMinimum })}
        />
      </Box>
    </Box>
  );
}
