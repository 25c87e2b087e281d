import { queryClient } from '../../../lib/api/query-client';
import { myDepartmentsQueryOptions } from '../../../lib/session/my-departments';
import { getSelectedOrg } from '../../../lib/session/storage';
import { workspaceStore } from '../../../lib/session/workspace';
import { resolveSelection } from '../../../lib/session/workspace-selection';
import { stockWarningRulesQueryOptions } from '../../../lib/stock/stock-warning-rules';
import { readStockState, toStockQuery } from '../lib/stock-query';
import { stockListQueryOptions } from './stock-list';

/**
 * Starts loading the stock list the stock screen is about to show, and the warning rules that
 * colour it (the route's loader, while the page's code loads and the layout draws): the remembered
 * organisation and pharmacy warehouse, and the filters in the address. The screen's
 * `useStockList` then finds the answer in the cache, or the request already on its way.
 *
 * Without a remembered warehouse (a first visit), the warehouse is the one the app bar's selectors
 * will choose from the user's departments (the same rule, `resolveSelection`), asked for as soon
 * as that list arrives rather than after the shell has drawn. A failure is left for the screen's
 * own queries to report (they ask again when they mount).
 */
export function prefetchStock(search: Record<string, unknown>): void {
  const organisationId = getSelectedOrg();
  if (!organisationId) return;
  void queryClient.prefetchQuery(stockWarningRulesQueryOptions(organisationId));
  const prefetchList = (warehouseId: string) =>
    void queryClient.prefetchQuery(
      stockListQueryOptions(toStockQuery(readStockState(search), { organisationId, warehouseId })),
    );
  const remembered = workspaceStore.get()['kho-duoc'];
  if (remembered.warehouseId) {
    prefetchList(remembered.warehouseId);
    return;
  }
  queryClient
    .fetchQuery(myDepartmentsQueryOptions(organisationId))
    .then((departments) => {
      const warehouseId = resolveSelection(departments, remembered).warehouse?.id;
      // Only while nothing else was chosen meanwhile: the screen asks for what it shows.
      if (warehouseId && !workspaceStore.get()['kho-duoc'].warehouseId) prefetchList(warehouseId);
    })
    .catch(() => undefined);
}
