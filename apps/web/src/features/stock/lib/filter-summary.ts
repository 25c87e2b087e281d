import type { ComboboxItem } from '@kho/contracts';
import type { TFunction } from 'i18next';
import type { StockFilters } from './stock-query';

/** The filters of a printed stock list in words ("Nhóm: Kháng sinh · Đã hết hạn"); empty = all stock. */
export function stockFilterSummary(
  state: StockFilters,
  groups: readonly ComboboxItem[],
  t: TFunction,
): string {
  const parts = [
    state.search && t('stock:summary.search', { text: state.search }),
    state.groupId &&
      t('stock:summary.group', { name: groups.find((g) => g.id === state.groupId)?.ten ?? state.groupId }),
    state.managementClass &&
      t('stock:summary.management_class', { name: t(`goods:phan_loai_quan_ly.${state.managementClass}`) }),
    state.expiringWithinDays !== null && t('stock:summary.expiring', { count: state.expiringWithinDays }),
    state.expiredOnly && t('stock:filters.expired_only'),
    state.belowMinimum && t('stock:filters.below_minimum'),
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  return parts.length > 0 ? parts.join(' · ') : t('stock:summary.all');
}
