import { useEffect } from 'react';
import type { ServerEvent } from '@kho/contracts';
import { realtime, type RealtimeClient } from './realtime';
import { useRealtimeEvent } from './use-realtime-event';

/** A change announced for one warehouse: a voucher or a prescription of it changed. */
export type WarehouseChange = Extract<ServerEvent, { type: 'voucher.changed' | 'prescription.changed' }>;

/**
 * Follows the warehouses while mounted (the server sends their events only to sockets that
 * subscribed) and calls `onChange` for each voucher or prescription event of one of them. The
 * screens that show figures of warehouses (the overview, the reports) share it.
 */
export function useWarehouseChanges(
  warehouseIds: readonly string[],
  onChange: (event: WarehouseChange) => void,
  client: RealtimeClient = realtime,
): void {
  const key = [...new Set(warehouseIds)].sort().join(',');
  useEffect(() => {
    const releases = key ? key.split(',').map((id) => client.watchWarehouse(id)) : [];
    return () => releases.forEach((release) => release());
  }, [client, key]);
  const shown = (event: WarehouseChange) => key.split(',').includes(event.kho_id) && onChange(event);
  useRealtimeEvent('voucher.changed', shown, client);
  useRealtimeEvent('prescription.changed', shown, client);
}
