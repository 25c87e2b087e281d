import { describe, expect, it, vi } from 'vitest';
import { api, sendEarly } from './api-client';
import { fetchMock, installApiClientHarness, ok, onError } from './api-client-test-harness';
import { setAccessToken, setSelectedOrg, setSelectedWarehouse } from '../session/storage';
import { sendEarlyStockList } from '../../features/stock/api/early-stock';
import { fetchStockList } from '../../features/stock/api/stock-list';
import { readStockState, toStockQuery } from '../../features/stock/lib/stock-query';

installApiClientHarness();

describe('a GET sent as the page starts', () => {
  it('answers the first request for the same address, once', async () => {
    setAccessToken('acc');
    fetchMock.mockResolvedValueOnce(ok(['early'])).mockResolvedValueOnce(ok(['later']));
    sendEarly('ton-kho/danh-sach-ton-kho', { to_chuc: 'o1', page: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const first = await api.get<string[]>('ton-kho/danh-sach-ton-kho', { query: { to_chuc: 'o1', page: 1 } });
    expect(first.data).toEqual(['early']);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Taken once: the next request (a refetch) asks the server again.
    const second = await api.get<string[]>('ton-kho/danh-sach-ton-kho', {
      query: { to_chuc: 'o1', page: 1 },
    });
    expect(second.data).toEqual(['later']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken by a request for another address, nor with another token, nor seconds later', async () => {
    setAccessToken('acc');
    fetchMock.mockImplementation(() => Promise.resolve(ok(['answer'])));
    sendEarly('ton-kho/danh-sach-ton-kho', { page: 1 });
    await api.get('ton-kho/danh-sach-ton-kho', { query: { page: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    sendEarly('a', { page: 1 });
    setAccessToken('renewed');
    await api.get('a', { query: { page: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(fetchMock.mock.calls[3]![1].headers).toMatchObject({ Authorization: 'Bearer renewed' });

    vi.useFakeTimers({ toFake: ['Date'] });
    sendEarly('b');
    vi.setSystemTime(Date.now() + 11_000);
    await api.get('b');
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('is sent again when the early send failed, and the user hears of nothing', async () => {
    setAccessToken('acc');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok(['again']));
    sendEarly('ton-kho/danh-sach-ton-kho');
    const envelope = await api.get<string[]>('ton-kho/danh-sach-ton-kho');
    expect(envelope.data).toEqual(['again']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it("stops waiting for it when the taker aborts, as the taker's own request would", async () => {
    setAccessToken('acc');
    let answerEarly: (value: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answerEarly = resolve)));
    sendEarly('ton-kho/danh-sach-ton-kho');
    const controller = new AbortController();
    const taken = api.get('ton-kho/danh-sach-ton-kho', { signal: controller.signal });
    controller.abort();
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' });
    expect(onError).not.toHaveBeenCalled();
    // The answer arriving afterwards goes nowhere, and nothing is sent again.
    answerEarly(ok(['late']));
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('needs a token', () => {
    sendEarly('ton-kho/danh-sach-ton-kho');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the stock list sent by the entry script', () => {
  const scope = { organisationId: 'o1', warehouseId: 'w1' };

  it("is the stock screen's own first request, taken by it", async () => {
    setAccessToken('acc');
    setSelectedOrg(scope.organisationId);
    setSelectedWarehouse('kho-duoc', scope.warehouseId);
    fetchMock.mockResolvedValueOnce(
      ok([], { metadata: { pagination: { page: 1, page_size: 25, count: 0 } } }),
    );
    sendEarlyStockList({ pathname: '/kho-duoc/ton-kho', search: '' });
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/v1/ton-kho/danh-sach-ton-kho?to_chuc=o1&kho_id=w1&page=1&page_size=25&chieu=asc',
    );
    const page = await fetchStockList(toStockQuery(readStockState({}), scope));
    expect(page).toEqual({ items: [], count: 0, totals: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not sent for another page, a filtered list, or without a remembered warehouse', () => {
    setAccessToken('acc');
    setSelectedOrg(scope.organisationId);
    sendEarlyStockList({ pathname: '/kho-duoc/ton-kho', search: '' });
    setSelectedWarehouse('kho-duoc', scope.warehouseId);
    sendEarlyStockList({ pathname: '/kho-duoc/so-nhap-kho', search: '' });
    sendEarlyStockList({ pathname: '/kho-duoc/ton-kho', search: '?trang=2' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
