import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeFilesBackend } from './locale-files-backend';

function read(language: string, namespace: string) {
  return new Promise<{ error: unknown; data: unknown }>((resolve) => {
    localeFilesBackend.read(language, namespace, (error, data) => resolve({ error, data }));
  });
}

describe('localeFilesBackend', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads /locales/{lng}/{ns}.json', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ title: 'Tồn kho' })));
    vi.stubGlobal('fetch', fetchMock);
    expect(await read('vi', 'stock')).toEqual({ error: null, data: { title: 'Tồn kho' } });
    expect(fetchMock).toHaveBeenCalledWith('/locales/vi/stock.json');
  });

  it('lets i18next retry a server error or a lost network, but not a missing file', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 503 })));
    expect((await read('en', 'common')).data).toBe(true);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await read('en', 'common')).data).toBe(true);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })));
    const missing = await read('en', 'nothing');
    expect(missing.error).toBeInstanceOf(Error);
    expect(missing.data).toBe(false);
  });
});
