import { queryClient } from '../../../lib/api/query-client';
import { getSelectedOrg } from '../../../lib/session/storage';
import { workspaceStore } from '../../../lib/session/workspace';
import { stockWarningRulesQueryOptions } from '../../../lib/stock/stock-warning-rules';
import { readStockState, toStockQuery } from '../lib/stock-query';
import { stockListQueryOptions } from './stock-list';

/**
 * Starts loading the stock list the stock screen is about to show, and the warning rules that
 * colour it (the route's loader, while the page's code loads and the layout draws): the remembered
 * organisation and pharmacy warehouse, and the filters in the address. The screen's `useStockList` then finds the answer in the cache, or
 * the request already on its way. Without a remembered warehouse the screen decides, as before.
 */
export function prefetchStock(search: Record<string, unknown>): void {
  const organisationId = getSelectedOrg();
  const { warehouseId } = workspaceStore.get()['kho-duoc'];
  if (!organisationId || !warehouseId) return;
  // A failure is left for the screen's own query to report (it asks again when it mounts).
  void queryClient.prefetchQuery(stockWarningRulesQueryOptions(organisationId));
  void queryClient.prefetchQuery(
    stockListQueryOptions(toStockQuery(readStockState(search), { organisationId, warehouseId })),
  );
}
