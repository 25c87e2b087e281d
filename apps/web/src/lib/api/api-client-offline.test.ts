import { describe, expect, it, vi } from 'vitest';
import { api, configureApiClient } from './api-client';
import type { ConnectivityReporter, ConnectivityState } from './connectivity';
import {
  expired,
  fetchMock,
  installApiClientHarness,
  json,
  ok,
  onError,
  onForcedLogout,
} from './api-client-test-harness';
import { setAccessToken } from '../session/storage';

installApiClientHarness();

function reporter(state: ConnectivityState) {
  const fake = {
    state,
    reportAnswer: vi.fn<(status: number) => void>(),
    reportNetworkFailure: vi.fn<() => void>(),
  } satisfies ConnectivityReporter;
  return { fake, undo: configureApiClient({ connectivity: fake }) };
}

describe('the API client and the connection', () => {
  it('refuses a write at once while offline or cut off: nothing is sent, nothing is queued', async () => {
    for (const state of ['offline', 'unreachable'] as const) {
      const { undo } = reporter(state);
      await expect(api.post('kho/them-moi', { ten: 'A' })).rejects.toMatchObject({
        status: 0,
        message: 'connectivity.write_refused',
      });
      await expect(api.delete('kho/xoa')).rejects.toThrow('connectivity.write_refused');
      undo();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith('connectivity.write_refused');
  });

  it('reports every answer, and a failure with no answer, to the monitor', async () => {
    const { fake } = reporter('online');
    fetchMock.mockResolvedValueOnce(ok(1)).mockResolvedValueOnce(json(502, {}));
    await api.get('a');
    await expect(api.get('b')).rejects.toMatchObject({ status: 502 });
    expect(fake.reportAnswer.mock.calls).toEqual([[200], [502]]);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('c')).rejects.toMatchObject({ status: 0, message: 'connectivity.read_failed' });
    expect(fake.reportNetworkFailure).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenLastCalledWith('connectivity.read_failed');
  });

  it('says a sent write may not have been saved, and stays quiet about reads while the banner is up', async () => {
    const online = reporter('online');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.put('kho/cap-nhat', {})).rejects.toThrow('connectivity.write_lost');
    expect(onError).toHaveBeenLastCalledWith('connectivity.write_lost');
    online.undo();

    onError.mockReset();
    reporter('unreachable');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const callerOnError = vi.fn();
    await expect(api.get('x', { onError: callerOnError })).rejects.toMatchObject({ status: 0 });
    expect(onError).not.toHaveBeenCalled();
    expect(callerOnError).toHaveBeenCalledWith('connectivity.read_failed', expect.anything());
  });

  it('keeps the session when the token refresh gets no answer (offline), instead of signing out', async () => {
    const { fake } = reporter('online');
    setAccessToken('old');
    fetchMock.mockResolvedValueOnce(expired()).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('x')).rejects.toMatchObject({ status: 401, code: 41 });
    expect(onForcedLogout).not.toHaveBeenCalled();
    expect(fake.reportNetworkFailure).toHaveBeenCalled();
  });
});
