import { sendEarly } from '../../../lib/api/api-client';
import { getSelectedOrg, getSelectedWarehouse } from '../../../lib/session/browser-storage';
import { STOCK_SCREEN_PATH } from '../../../lib/stock/stock-screen-path';
import { readStockState, toStockQuery } from '../lib/stock-query';

export const STOCK_LIST_PATH = 'ton-kho/danh-sach-ton-kho';

/**
 * The stock screen's list, asked for by the entry script when the page opened is that screen
 * without filters and the warehouse is remembered: the request the route's prefetch would send
 * (prefetch-stock.ts), sent before the app's code has loaded. Small on purpose: it is part of the
 * entry every page loads.
 */
export function sendEarlyStockList(location: Pick<Location, 'pathname' | 'search'>): void {
  if (location.pathname.replace(/\/+$/, '') !== STOCK_SCREEN_PATH || location.search !== '') return;
  const organisationId = getSelectedOrg();
  const warehouseId = getSelectedWarehouse('kho-duoc');
  if (!organisationId || !warehouseId) return;
  sendEarly(STOCK_LIST_PATH, toStockQuery(readStockState({}), { organisationId, warehouseId }));
}
