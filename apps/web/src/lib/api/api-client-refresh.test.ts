import { describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { ApiError, api } from './api-client';
import {
  expired,
  fetchMock,
  headersOf,
  json,
  ok,
  onError,
  onForcedLogout,
  installApiClientHarness,
} from './api-client-test-harness';
import { getAccessToken, setAccessToken } from '../session/storage';

installApiClientHarness();

describe('token refresh (code 41)', () => {
  it('refreshes once with the cookie alone, stores the access token and retries with it', async () => {
    setAccessToken('old');
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(ok({ access_token: 'new' }))
      .mockResolvedValueOnce(ok('done'));
    const envelope = await api.get<string>('private');
    expect(envelope.data).toBe('done');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const [refreshUrl, refreshInit] = fetchMock.mock.calls[1]!;
    expect(refreshUrl).toBe('/api/v1/xac-thuc/xac-thuc-lai');
    expect(refreshInit.method).toBe('POST');
    // The refresh token is the server's HttpOnly cookie: the call carries no token of its own.
    expect(refreshInit.body).toBe('{}');
    expect(refreshInit.credentials).toBe('same-origin');
    expect(headersOf(fetchMock.mock.calls[1])['Content-Type']).toBe('application/json');
    expect(headersOf(fetchMock.mock.calls[1]).Authorization).toBeUndefined();
    expect(headersOf(fetchMock.mock.calls[2]).Authorization).toBe('Bearer new');
    expect(getAccessToken()).toBe('new');
    expect(document.cookie).not.toContain('refresh-token');
    expect(onError).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 41 answers', async () => {
    setAccessToken('old');
    let resolveRefresh: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((url, init) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      if (url.endsWith('xac-thuc-lai')) return new Promise((resolve) => (resolveRefresh = resolve));
      return Promise.resolve(auth === 'Bearer new' ? ok(url) : expired());
    });
    const calls = [api.get<string>('a'), api.get<string>('b'), api.get<string>('c')];
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => u.endsWith('xac-thuc-lai'))).toHaveLength(1),
    );
    resolveRefresh(ok({ access_token: 'new' }));
    const results = await Promise.all(calls);
    expect(results.map((r) => r.data)).toEqual(['/api/v1/a', '/api/v1/b', '/api/v1/c']);
    expect(fetchMock.mock.calls.filter(([u]) => u.endsWith('xac-thuc-lai'))).toHaveLength(1);
  });

  it('retries without refreshing again when another request already refreshed', async () => {
    setAccessToken('old');
    let releaseSlow: (response: Response) => void = () => undefined;
    fetchMock
      .mockImplementationOnce(() => new Promise((resolve) => (releaseSlow = resolve))) // slow, sent with old
      .mockResolvedValueOnce(expired()) // fast, sent with old
      .mockResolvedValueOnce(ok({ access_token: 'new' }))
      .mockResolvedValueOnce(ok('fast'))
      .mockResolvedValueOnce(ok('slow'));
    const slow = api.get<string>('slow');
    const fast = await api.get<string>('fast');
    expect(fast.data).toBe('fast');
    releaseSlow(expired());
    expect((await slow).data).toBe('slow');
    expect(fetchMock.mock.calls.filter(([u]) => u.endsWith('xac-thuc-lai'))).toHaveLength(1);
    expect(headersOf(fetchMock.mock.calls[4]).Authorization).toBe('Bearer new');
  });

  it('uses the token another tab refreshed while this one waited for the refresh lock', async () => {
    setAccessToken('old-acc');
    // The other tab holds the lock, refreshes (the server rotates the shared refresh cookie), and
    // writes the shared access-token cookie before releasing it.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (_name: string, work: () => Promise<unknown>) => {
          setAccessToken('tab2-acc');
          return work();
        },
      },
    });
    fetchMock.mockResolvedValueOnce(expired()).mockResolvedValueOnce(ok('done'));
    const envelope = await api.get<string>('tai-khoan/thong-tin-ca-nhan');
    expect(envelope.data).toBe('done');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.some(([url]) => url.includes('xac-thuc-lai'))).toBe(false);
    expect(headersOf(fetchMock.mock.calls[1])).toMatchObject({ Authorization: 'Bearer tab2-acc' });
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('retries only once: a second 41 is reported as an error', async () => {
    setAccessToken('old');
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(ok({ access_token: 'new' }))
      .mockResolvedValueOnce(expired());
    await expect(api.get('x')).rejects.toMatchObject({ status: 401, code: 41 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('forces a logout once when the shared refresh fails', async () => {
    setAccessToken('old');
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url.endsWith('xac-thuc-lai')
          ? json(401, { success: false, data: null, message: 'Phiên đăng nhập không hợp lệ', code: 42 })
          : expired(),
      ),
    );
    const callerOnError = vi.fn();
    const results = await Promise.allSettled([api.get('a', { onError: callerOnError }), api.get('b')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
    expect(onForcedLogout).toHaveBeenCalledWith('Phiên đăng nhập không hợp lệ');
    expect(callerOnError).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.filter(([u]) => u.endsWith('xac-thuc-lai'))).toHaveLength(1);
  });

  it('forces a logout when the server has no refresh cookie to renew', async () => {
    Cookies.set('access-token', 'old');
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(
        json(401, { success: false, data: null, message: 'Phiên đăng nhập không còn hiệu lực', code: 42 }),
      );
    await expect(api.get('x')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onForcedLogout).toHaveBeenCalledWith('Phiên đăng nhập không còn hiệu lực');
  });

  it('removes a refresh token an earlier version wrote from script once the server sets its own', async () => {
    Cookies.set('access-token', 'old');
    Cookies.set('refresh-token', 'script-written', { path: '/' });
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(ok({ access_token: 'new' }))
      .mockResolvedValueOnce(ok('done'));
    expect((await api.get<string>('x')).data).toBe('done');
    expect(Cookies.get('refresh-token')).toBeUndefined();
  });

  it('does not refresh on a public call or on a plain 401', async () => {
    setAccessToken('old');
    fetchMock.mockResolvedValueOnce(expired());
    await expect(api.post('xac-thuc/dang-nhap', {}, { auth: false })).rejects.toBeInstanceOf(ApiError);
    expect(onForcedLogout).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(
      json(401, { success: false, data: null, message: 'Chưa đăng nhập', code: 40 }),
    );
    await expect(api.get('x')).rejects.toThrow('Chưa đăng nhập');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('forces one logout when the server says the session of the token has ended (code 40)', async () => {
    setAccessToken('signed-out');
    const ended = 'Phiên đăng nhập này đã kết thúc (đã đăng xuất); vui lòng đăng nhập lại';
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(401, { success: false, data: null, message: ended, code: 40 })),
    );
    await Promise.allSettled([api.get('a'), api.get('b')]);
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
    expect(onForcedLogout).toHaveBeenCalledWith(ended);
    expect(fetchMock.mock.calls.filter(([u]) => u.endsWith('xac-thuc-lai'))).toHaveLength(0);
  });
});
