import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { RealtimeClient } from './realtime';
import type { WebSocketLike } from './realtime';
import { useRealtimeEvent } from './use-realtime-event';

function setup() {
  let socket: WebSocketLike | null = null;
  const client = new RealtimeClient({
    baseUrl: () => 'ws://localhost',
    createSocket: () => {
      socket = {
        readyState: 1,
        onopen: null,
        onclose: null,
        onerror: null,
        onmessage: null,
        send: () => undefined,
        close: () => undefined,
      };
      return socket;
    },
  });
  client.sync({ userPresent: true, deviceId: 'd', accessToken: 't' });
  const emit = (data: unknown) =>
    socket?.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  return { client, emit };
}

describe('useRealtimeEvent', () => {
  it('calls the latest handler while mounted and stops after unmount', () => {
    const { client, emit } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useRealtimeEvent('pong', handler, client), {
      initialProps: { handler: first },
    });
    emit({ type: 'pong' });
    expect(first).toHaveBeenCalledTimes(1);
    rerender({ handler: second });
    emit({ type: 'pong' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    emit({ type: 'pong' });
    expect(second).toHaveBeenCalledTimes(1);
    client.close();
  });
});
