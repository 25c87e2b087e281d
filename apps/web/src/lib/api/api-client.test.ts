import { describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildUrl, fileNameFromDisposition, request, requestFile } from './api-client';
import { combobox } from './combobox';
import {
  expired,
  fetchMock,
  headersOf,
  json,
  ok,
  onError,
  installApiClientHarness,
} from './api-client-test-harness';
import { setAccessToken, setLocale } from '../session/storage';

installApiClientHarness();

describe('requests', () => {
  it('uses the /api/v1/ base, query params, Accept-Language (default vi) and Bearer', async () => {
    setAccessToken('acc');
    fetchMock.mockResolvedValueOnce(
      ok([1], { metadata: { pagination: { page: 1, page_size: 25, count: 1 } } }),
    );
    const envelope = await api.get<number[]>('du-lieu-he-thong/danh-sach-du-lieu-he-thong', {
      query: { to_chuc: 'o1', page: 2, tu_khoa: '', hoat_dong: undefined, ids: ['a', 'b'] },
    });
    expect(envelope).toEqual({
      success: true,
      data: [1],
      message: 'OK',
      metadata: { pagination: { page: 1, page_size: 25, count: 1 } },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/du-lieu-he-thong/danh-sach-du-lieu-he-thong?to_chuc=o1&page=2&ids=a&ids=b');
    expect(init.method).toBe('GET');
    expect(headersOf(fetchMock.mock.calls[0])).toMatchObject({
      'Accept-Language': 'vi',
      Authorization: 'Bearer acc',
    });
  });

  it('sends the chosen locale, JSON bodies, and no Bearer on public calls', async () => {
    setLocale('en');
    setAccessToken('acc');
    fetchMock.mockResolvedValueOnce(ok({ id: 1 }));
    await api.post(
      '/xac-thuc/dang-nhap',
      { ten_dang_nhap: 'an' },
      { auth: false, headers: { 'Idempotency-Key': 'k1' } },
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/xac-thuc/dang-nhap');
    expect(init.body).toBe('{"ten_dang_nhap":"an"}');
    const headers = headersOf(fetchMock.mock.calls[0]);
    expect(headers['Accept-Language']).toBe('en');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Idempotency-Key']).toBe('k1');
    expect(headers.Authorization).toBeUndefined();
  });

  it('builds URLs with dates as ISO strings', () => {
    expect(buildUrl('a', { tu_ngay: new Date('2024-01-02T03:04:05.000Z') })).toBe(
      '/api/v1/a?tu_ngay=2024-01-02T03%3A04%3A05.000Z',
    );
    expect(buildUrl('a', {})).toBe('/api/v1/a');
  });
});

describe('errors', () => {
  it('toasts the server message, calls the caller callback and throws ApiError with field errors', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        success: false,
        message: 'Dữ liệu không hợp lệ',
        code: 10,
        data: { errors: [{ path: 'ma', message: 'Vui lòng nhập trường này' }, { bad: true }] },
      }),
    );
    const callerOnError = vi.fn();
    const error = await api.post('x', {}, { onError: callerOnError }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe(10);
    expect(apiError.message).toBe('Dữ liệu không hợp lệ');
    expect(apiError.fieldErrors).toEqual([{ path: 'ma', message: 'Vui lòng nhập trường này' }]);
    expect(onError).toHaveBeenCalledWith('Dữ liệu không hợp lệ');
    expect(callerOnError).toHaveBeenCalledWith('Dữ liệu không hợp lệ', apiError);
  });

  it('prefers data.message over the envelope message', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { success: false, message: 'Xung đột', data: { message: 'Không đủ tồn kho' } }),
    );
    await expect(api.get('x')).rejects.toThrow('Không đủ tồn kho');
    expect(onError).toHaveBeenCalledWith('Không đủ tồn kho');
  });

  it('falls back to the default sentence when there is no body', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('x')).rejects.toMatchObject({
      status: 502,
      message: 'Có lỗi xảy ra, vui lòng thử lại sau',
    });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 }));
    await expect(api.get('x')).rejects.toThrow('Có lỗi xảy ra, vui lòng thử lại sau');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('x')).rejects.toMatchObject({ status: 0 });
    expect(onError).toHaveBeenCalledTimes(3);
    // No answer at all: the message says the server cannot be reached (api-client-offline.test.ts).
    expect(onError).toHaveBeenLastCalledWith('connectivity.read_failed');
  });

  it('treats HTTP 200 with success false as a failure', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: false, data: null, message: 'Sai mật khẩu' }));
    await expect(api.post('xac-thuc/dang-nhap', {}, { auth: false })).rejects.toThrow('Sai mật khẩu');
  });

  it('does not toast when silent but still calls the caller callback', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { success: false, data: null, message: 'Không có quyền' }));
    const callerOnError = vi.fn();
    await expect(api.get('x', { silent: true, onError: callerOnError })).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
    expect(callerOnError).toHaveBeenCalledWith('Không có quyền', expect.any(ApiError));
  });

  it('times out after 60 000 ms with the default sentence', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = api.get('slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(onError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(onError).toHaveBeenCalledWith('Có lỗi xảy ra, vui lòng thử lại sau');
  });

  it('passes a caller abort through without a toast', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = api.get('x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('combobox', () => {
  it('returns results and the pagination count', async () => {
    fetchMock.mockResolvedValueOnce(
      ok([{ id: '1', ma: 'A', ten: 'Viên' }], {
        metadata: { pagination: { page: 1, page_size: 25, count: 40 } },
      }),
    );
    await expect(
      combobox('du-lieu-he-thong/combobox-du-lieu-he-thong', { query: { to_chuc: 'o' } }),
    ).resolves.toEqual({
      results: [{ id: '1', ma: 'A', ten: 'Viên' }],
      count: 40,
    });
  });

  it('returns empty results and count 0 when success is false, after reporting the message', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { success: false, data: null, message: 'Không tìm thấy tổ chức' }),
    );
    const callerOnError = vi.fn();
    await expect(combobox('c', { onError: callerOnError })).resolves.toEqual({ results: [], count: 0 });
    expect(callerOnError).toHaveBeenCalledWith('Không tìm thấy tổ chức', expect.any(ApiError));
    expect(onError).toHaveBeenCalledWith('Không tìm thấy tổ chức');
  });
});

describe('request', () => {
  it('sends DELETE and PUT with the right method', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(ok(null)));
    await api.put('a/1/cap-nhat-a', { ten: 'x' });
    await api.delete('a/1/xoa-a');
    await request('a', { method: 'PATCH' });
    expect(fetchMock.mock.calls.map(([, init]) => init.method)).toEqual(['PUT', 'DELETE', 'PATCH']);
  });
});

describe('file downloads', () => {
  const xlsx = (name: string) =>
    new Response(new TextEncoder().encode('PK-bytes'), {
      status: 200,
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`,
      },
    });

  it('reads the file name, RFC 5987 first, then the plain parameter', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''Danh%20m%E1%BB%A5c%20kho.xlsx")).toBe(
      'Danh mục kho.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename="report.xlsx"')).toBe('report.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A; filename=x.xlsx")).toBe('x.xlsx');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });

  it('sends the token and language and answers the bytes with the server name', async () => {
    setAccessToken('acc');
    setLocale('en');
    fetchMock.mockResolvedValueOnce(xlsx('Danh mục nhà cung cấp'));
    const file = await requestFile('nha-cung-cap/xuat-excel-nha-cung-cap', { query: { to_chuc: 'o1' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/nha-cung-cap/xuat-excel-nha-cung-cap?to_chuc=o1');
    expect(headersOf(fetchMock.mock.calls[0])).toMatchObject({
      Authorization: 'Bearer acc',
      'Accept-Language': 'en',
    });
    expect(file.fileName).toBe('Danh mục nhà cung cấp.xlsx');
    expect(file.blob.size).toBe('PK-bytes'.length);
  });

  it('refreshes an expired token once and retries the download', async () => {
    setAccessToken('old');
    fetchMock
      .mockResolvedValueOnce(expired())
      .mockResolvedValueOnce(ok({ access_token: 'new' }))
      .mockResolvedValueOnce(xlsx('kho'));
    const file = await requestFile('kho/xuat-excel-kho');
    expect(file.fileName).toBe('kho.xlsx');
    expect(headersOf(fetchMock.mock.calls[2])).toMatchObject({ Authorization: 'Bearer new' });
  });

  it('reports a refusal in the envelope like any other call', async () => {
    setAccessToken('acc');
    fetchMock.mockResolvedValueOnce(json(403, { success: false, data: null, message: 'Không có quyền' }));
    await expect(requestFile('kho/xuat-excel-kho')).rejects.toMatchObject({
      status: 403,
      message: 'Không có quyền',
    });
    expect(onError).toHaveBeenCalledWith('Không có quyền');
  });
});
