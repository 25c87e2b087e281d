import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RealtimeClient, type WebSocketLike } from '../../../lib/live-updates/realtime';
import { readReportParams } from '../lib/report-params';
import { useReportChanges } from './use-report-changes';

function setup() {
  let socket: WebSocketLike | null = null;
  const sent: unknown[] = [];
  const client = new RealtimeClient({
    baseUrl: () => 'ws://localhost',
    createSocket: () => {
      socket = {
        readyState: 1,
        onopen: null,
        onclose: null,
        onerror: null,
        onmessage: null,
        send: (data: string) => sent.push(JSON.parse(data)),
        close: () => undefined,
      };
      return socket;
    },
  });
  client.sync({ userPresent: true, deviceId: 'd', accessToken: 't' });
  const emit = (data: unknown) =>
    act(() => socket?.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) })));
  return { client, emit, sent };
}

const today = new Date(2026, 10, 22);
const params = readReportParams({ kho_id: 'w1' }, today);
const completed = (kho_id: string) => ({
  type: 'voucher.changed',
  kho_id,
  kind: 'NHAP_KHO',
  id: 'v1',
  status: 'HOAN_THANH',
});

describe('useReportChanges', () => {
  it('raises the hint for a change of the followed warehouse, and refresh reloads that report only', () => {
    const { client, emit } = setup();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(
      ({ reportKey }) =>
        useReportChanges(
          { params, path: 'bao-cao/xuat-nhap-ton', reportKey, warehouseIds: ['w1'], today: '2026-11-22' },
          client,
        ),
      { wrapper, initialProps: { reportKey: 'q1' } },
    );
    expect(result.current.changed).toBe(false);
    emit(completed('w2')); // another warehouse
    emit({ ...completed('w1'), status: 'LUU_TAM' }); // a draft saved
    expect(result.current.changed).toBe(false);
    expect(invalidate).not.toHaveBeenCalled(); // nothing reloads by itself

    emit(completed('w1'));
    expect(result.current.changed).toBe(true);
    act(() => result.current.refresh());
    expect(result.current.changed).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['bao-cao', 'bao-cao/xuat-nhap-ton'] });

    // The hint belongs to the report as asked: other parameters load their own figures.
    emit(completed('w1'));
    expect(result.current.changed).toBe(true);
    rerender({ reportKey: 'q2' });
    expect(result.current.changed).toBe(false);
  });
});
