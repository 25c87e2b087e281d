import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Organisation, User } from '@kho/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myOrganisationsQueryOptions } from './my-organisations';
import { DAY_CHECK_INTERVAL_MS, OrganisationTodayProvider, useOrganisationToday } from './organisation-today';
import { selectOrganisation, sessionStore } from './session';

const organisation = (id: string, mui_gio: string): Organisation => ({
  id,
  ma: id,
  ten: id,
  dia_chi: null,
  so_dien_thoai: null,
  mui_gio,
  vai_tro: 'DUOC_SI',
});

function renderToday(organisations: Organisation[] | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  if (organisations) client.setQueryData(myOrganisationsQueryOptions.queryKey, organisations);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <OrganisationTodayProvider>{children}</OrganisationTodayProvider>
    </QueryClientProvider>
  );
  let renders = 0;
  const hook = renderHook(
    () => {
      renders += 1;
      return useOrganisationToday();
    },
    { wrapper },
  );
  return { ...hook, renders: () => renders };
}

describe("the organisation's today", () => {
  beforeEach(() => {
    // 23:59:10 on 30 November in Hà Nội; still the afternoon in UTC.
    vi.useFakeTimers({
      now: new Date('2026-11-30T16:59:10Z'),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    });
    selectOrganisation('hanoi');
  });
  afterEach(() => vi.useRealTimers());

  it("is the selected organisation's calendar day, and moves on at its midnight without a reload", () => {
    const { result, renders } = renderToday([organisation('hanoi', 'Asia/Ho_Chi_Minh')]);
    expect(result.current.iso).toBe('2026-11-30');
    expect([
      result.current.date.getFullYear(),
      result.current.date.getMonth(),
      result.current.date.getDate(),
    ]).toEqual([2026, 10, 30]);
    const before = renders();
    const first = result.current;
    // A check before midnight (23:59:40) changes nothing, not even a render.
    act(() => {
      vi.advanceTimersByTime(DAY_CHECK_INTERVAL_MS);
    });
    expect(result.current).toBe(first);
    expect(renders()).toBe(before);
    // The next one (00:00:10) finds the new day.
    act(() => {
      vi.advanceTimersByTime(DAY_CHECK_INTERVAL_MS);
    });
    expect(result.current.iso).toBe('2026-12-01');
    expect(result.current.date.getDate()).toBe(1);
  });

  it("follows the organisation's own zone, and the default zone until the organisations are known", () => {
    vi.setSystemTime(new Date('2026-11-30T17:30:00Z'));
    expect(renderToday([organisation('hanoi', 'UTC')]).result.current.iso).toBe('2026-11-30');
    expect(renderToday(undefined).result.current.iso).toBe('2026-12-01');
    expect(renderToday([organisation('hanoi', 'Asia/Ho_Chi_Minh')]).result.current.iso).toBe('2026-12-01');
  });

  it('asks the server for the organisations only once someone is signed in (the login page is under it too)', () => {
    const render = () => {
      const client = new QueryClient();
      renderHook(() => useOrganisationToday(), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={client}>
            <OrganisationTodayProvider>{children}</OrganisationTodayProvider>
          </QueryClientProvider>
        ),
      });
      return client.isFetching({ queryKey: myOrganisationsQueryOptions.queryKey });
    };
    expect(render()).toBe(0);
    sessionStore.set({ user: { id: 'u1' } as User, organisationId: 'hanoi' });
    try {
      expect(render()).toBe(1);
    } finally {
      sessionStore.set({ user: null, organisationId: 'hanoi' });
    }
  });

  it("outside the app's provider is the default zone's day", () => {
    vi.setSystemTime(new Date('2026-11-30T17:30:00Z'));
    expect(renderHook(() => useOrganisationToday()).result.current.iso).toBe('2026-12-01');
  });
});
