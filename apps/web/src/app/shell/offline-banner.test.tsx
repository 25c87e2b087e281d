import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { ConnectivityMonitor } from '../../lib/api/connectivity';
import { followConnectivity, queryClient } from '../../lib/api/query-client';
import { OfflineBanner } from './offline-banner';

function setup() {
  let online = true;
  let reachable = true;
  const monitor = new ConnectivityMonitor({
    browserOnline: () => online,
    probe: () => (reachable ? Promise.resolve(200) : Promise.reject(new TypeError('Failed to fetch'))),
    intervalMs: 50,
  });
  const target = new EventTarget();
  const stop = monitor.start(target);
  return {
    monitor,
    stop,
    network: (next: boolean) => {
      online = next;
      target.dispatchEvent(new Event(next ? 'online' : 'offline'));
    },
    server: (next: boolean) => {
      reachable = next;
    },
  };
}

let cleanup: Array<() => void> = [];
afterEach(() => {
  for (const undo of cleanup) undo();
  cleanup = [];
  onlineManager.setOnline(true);
});

describe('the offline banner', () => {
  it('shows while offline or cut off from the server, and goes by itself when the server answers', async () => {
    const t = setup();
    cleanup.push(t.stop);
    render(<OfflineBanner monitor={t.monitor} />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    act(() => t.network(false));
    expect(screen.getByTestId('offline-banner').textContent).toContain('connectivity.offline');

    // The network is back but the server does not answer yet.
    t.server(false);
    await act(async () => {
      t.network(true);
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(screen.getByTestId('offline-banner').textContent).toContain('connectivity.unreachable'),
    );

    t.server(true);
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
  });

  it('holds queries while not online, and reloads every query when the connection is back', async () => {
    const t = setup();
    cleanup.push(t.stop, followConnectivity(t.monitor));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    cleanup.push(() => invalidate.mockRestore());
    expect(onlineManager.isOnline()).toBe(true);
    t.network(false);
    expect(onlineManager.isOnline()).toBe(false);
    t.network(true);
    await vi.waitFor(() => expect(onlineManager.isOnline()).toBe(true));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
