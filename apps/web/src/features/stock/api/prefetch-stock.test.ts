import { hashKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/api/query-client';
import { setSelectedOrg } from '../../../lib/session/storage';
import { stockWarningRulesQueryOptions } from '../../../lib/stock/stock-warning-rules';
import { saveWorkspaceSelection } from '../../../lib/session/workspace';
import { prefetchStock } from './prefetch-stock';
import { stockListQueryOptions } from './stock-list';

afterEach(() => {
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

  it('asks for nothing before a warehouse is chosen (the screen picks the default)', () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    setSelectedOrg('org-1');
    prefetchStock({});
    expect(prefetch).not.toHaveBeenCalled();
  });
});
