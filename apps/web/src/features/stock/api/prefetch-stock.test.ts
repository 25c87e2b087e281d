import { hashKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/api/query-client';
import { myDepartmentsQueryOptions } from '../../../lib/session/my-departments';
import { setSelectedOrg } from '../../../lib/session/storage';
import { stockWarningRulesQueryOptions } from '../../../lib/stock/stock-warning-rules';
import { saveWorkspaceSelection } from '../../../lib/session/workspace';
import { prefetchStock } from './prefetch-stock';
import { stockListQueryOptions } from './stock-list';

afterEach(() => {
  vi.restoreAllMocks();
  setSelectedOrg(null);
  saveWorkspaceSelection('kho-duoc', { departmentId: null, warehouseId: null });
});

describe('prefetchStock', () => {
  it("asks for the list the screen will ask for (the remembered warehouse, the address's filters) and its rules", () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    setSelectedOrg('org-1');
    saveWorkspaceSelection('kho-duoc', { departmentId: 'dep-1', warehouseId: 'kho-1' });
    prefetchStock({ trang: 2, het_han_trong_ngay: '90' });
    const asked = prefetch.mock.calls
      .map(([options]) => options as { queryKey: unknown[] })
      .find((options) => options.queryKey[0] === 'ton-kho')!;
    // The cache finds a query by its hashed key (filters left out are not part of it).
    expect(hashKey(asked.queryKey)).toBe(
      hashKey(
        stockListQueryOptions({
          to_chuc: 'org-1',
          kho_id: 'kho-1',
          page: 2,
          page_size: 25,
          het_han_trong_ngay: 90,
          chieu: 'asc',
        }).queryKey,
      ),
    );
    expect(
      prefetch.mock.calls.map(([options]) => (options as { queryKey: unknown[] }).queryKey),
    ).toContainEqual(stockWarningRulesQueryOptions('org-1').queryKey);
  });

  it("on a first visit asks for the warehouse the selectors will choose, once the user's departments arrive", async () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    const departments = [
      { id: 'dep-1', kho_truc_thuoc: [{ id: 'kho-outpatient', mac_dinh: false }] },
      {
        id: 'dep-2',
        kho_truc_thuoc: [
          { id: 'kho-other', mac_dinh: false },
          { id: 'kho-main', mac_dinh: true },
        ],
      },
    ];
    const fetchDepartments = vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue(departments);
    setSelectedOrg('org-1');
    prefetchStock({});
    expect(fetchDepartments.mock.calls[0]![0].queryKey).toEqual(myDepartmentsQueryOptions('org-1').queryKey);
    await vi.waitFor(() => expect(listAsked(prefetch)).toBeDefined());
    expect(listAsked(prefetch)).toEqual(
      stockListQueryOptions({ to_chuc: 'org-1', kho_id: 'kho-main', page: 1, page_size: 25, chieu: 'asc' })
        .queryKey,
    );
  });

  it('on a first visit asks for no list when a warehouse was chosen meanwhile', async () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    let answer: (value: unknown) => void = () => undefined;
    vi.spyOn(queryClient, 'fetchQuery').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    setSelectedOrg('org-1');
    prefetchStock({});
    saveWorkspaceSelection('kho-duoc', { departmentId: 'dep-1', warehouseId: 'kho-chosen' });
    answer([{ id: 'dep-1', kho_truc_thuoc: [{ id: 'kho-main', mac_dinh: true }] }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listAsked(prefetch)).toBeUndefined();
  });

  it('on a first visit asks for no list when the user has no warehouse', async () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue([{ id: 'dep-1', kho_truc_thuoc: [] }]);
    setSelectedOrg('org-1');
    prefetchStock({});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listAsked(prefetch)).toBeUndefined();
  });

  it('asks for nothing without a selected organisation', () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    const fetchDepartments = vi.spyOn(queryClient, 'fetchQuery');
    prefetchStock({});
    expect(prefetch).not.toHaveBeenCalled();
    expect(fetchDepartments).not.toHaveBeenCalled();
  });
});

function listAsked(prefetch: { mock: { calls: unknown[][] } }): unknown[] | undefined {
  return prefetch.mock.calls
    .map(([options]) => (options as { queryKey: unknown[] }).queryKey)
    .find((key) => key[0] === 'ton-kho');
}
