import type { LoaiPhieu } from '@kho/contracts';
import { queryClient } from '../../../lib/api/query-client';
import { getSelectedOrg } from '../../../lib/session/storage';
import { NEW_VOUCHER_ID } from '../lib/voucher-kinds';
import { voucherQueryOptions } from './get-voucher';

/**
 * Starts loading a voucher before its screen renders: on navigation (the route's loader, while the
 * page's code loads and the layout draws) and when the pointer rests on its row in the book. The
 * screen's `useVoucher` then finds the answer in the cache, or the request already on its way.
 */
export function prefetchVoucher(kind: LoaiPhieu, id: string | null | undefined): void {
  const organisationId = getSelectedOrg();
  if (!organisationId || !id || id === NEW_VOUCHER_ID) return;
  // A failure is left for the screen's own query to report (it asks again when it mounts).
  void queryClient.prefetchQuery(voucherQueryOptions(kind, organisationId, id));
}
