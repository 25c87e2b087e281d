import { existsSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@kho/contracts';
import { ROUTES } from './route-table';
import { loadRouteTexts, ROUTE_TEXTS_WAIT_MS, routeTexts } from './route-texts';

const locales = path.resolve(import.meta.dirname, '../../../public/locales');

describe('the texts each route loads before its screen renders', () => {
  it('names namespaces for every route of the table, each a locale file in every language', () => {
    for (const route of ROUTES) {
      const namespaces = routeTexts(route.name);
      expect(namespaces.length, route.name).toBeGreaterThan(0);
      for (const ns of namespaces) {
        for (const locale of LOCALES) {
          expect(existsSync(path.join(locales, locale, `${ns}.json`)), `${locale}/${ns}.json`).toBe(true);
        }
      }
    }
  });

  it('asks i18next for the route namespaces', async () => {
    const load = vi.spyOn(i18next, 'loadNamespaces').mockResolvedValue(undefined);
    await loadRouteTexts('so-nhap-kho-chi-tiet');
    expect(load).toHaveBeenCalledWith(['vouchers', 'scan', 'catalogues']);
  });

  it('never fails the route when a locale file cannot be fetched (the screen asks again)', async () => {
    vi.spyOn(i18next, 'loadNamespaces').mockRejectedValue(new Error('offline'));
    await expect(loadRouteTexts('ton-kho')).resolves.toBeUndefined();
  });

  it('renders the route anyway when the texts take too long (a stalled network)', async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(i18next, 'loadNamespaces').mockReturnValue(new Promise<void>(() => undefined));
      let done = false;
      const loading = loadRouteTexts('ton-kho').then(() => (done = true));
      await vi.advanceTimersByTimeAsync(ROUTE_TEXTS_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await loading;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads nothing for a name it does not know', async () => {
    const load = vi.spyOn(i18next, 'loadNamespaces');
    await loadRouteTexts('no-such-route');
    expect(load).not.toHaveBeenCalled();
  });
});
