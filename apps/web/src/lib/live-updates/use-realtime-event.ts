import { useEffect, useRef } from 'react';
import type { ServerEvent, ServerEventType } from '@kho/contracts';
import { realtime } from './realtime';
import type { RealtimeClient } from './realtime';

/**
 * Calls `handler` for every real-time event of `type` while the component is mounted. The latest
 * handler is kept in a ref so an inline arrow function does not resubscribe on every render.
 */
export function useRealtimeEvent<K extends ServerEventType>(
  type: K,
  handler: (event: Extract<ServerEvent, { type: K }>) => void,
  client: RealtimeClient = realtime,
): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => client.subscribe(type, (event) => handlerRef.current(event)), [client, type]);
}
