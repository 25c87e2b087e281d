import { afterEach, describe, expect, it, vi } from 'vitest';
import { myDepartmentsQueryOptions } from '../../lib/session/my-departments';
import { queryClient } from '../../lib/api/query-client';
import { myOrganisationsQueryOptions } from '../../lib/session/my-organisations';
import { setSelectedOrg } from '../../lib/session/storage';
import { prefetchShell } from './prefetch-shell';

afterEach(() => setSelectedOrg(null));

const askedKeys = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([options]) => (options as { queryKey: unknown[] }).queryKey);

describe('prefetchShell', () => {
  it("asks for the caller's organisations and the selectors' departments of the chosen organisation", () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    setSelectedOrg('org-1');
    prefetchShell();
    expect(askedKeys(prefetch)).toEqual([
      myOrganisationsQueryOptions.queryKey,
      myDepartmentsQueryOptions('org-1').queryKey,
    ]);
  });

  it('asks only for the organisations before one is chosen', () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    prefetchShell();
    expect(askedKeys(prefetch)).toEqual([myOrganisationsQueryOptions.queryKey]);
  });
});
