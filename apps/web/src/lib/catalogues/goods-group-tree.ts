import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodsGroupTreeNode } from '@kho/contracts';
import { api } from '../api/api-client';
import { defineCatalogueApi } from './catalogue-api';
import { buildGroupTree } from './group-tree';

const goodsGroupsApi = defineCatalogueApi('nhom-hang-hoa');

/** GET nhom-hang-hoa/cay-nhom-hang-hoa: every group of the organisation, flat, with its goods count. */
export async function fetchGoodsGroupTree(organisationId: string, signal?: AbortSignal) {
  return (
    await api.get<GoodsGroupTreeNode[]>('nhom-hang-hoa/cay-nhom-hang-hoa', {
      query: { to_chuc: organisationId },
      signal,
    })
  ).data;
}

// Under the catalogue key, so any catalogue write (a new goods item changes a count) refreshes it.
export const goodsGroupTreeQueryOptions = (organisationId: string | null) =>
  queryOptions({
    queryKey: [...goodsGroupsApi.key, 'tree', organisationId],
    queryFn: ({ signal }) => fetchGoodsGroupTree(organisationId ?? '', signal),
    enabled: organisationId !== null,
    staleTime: 30_000,
  });

/** The tree, nested (lib/group-tree), and the flat answer. */
export function useGoodsGroupTree(organisationId: string | null) {
  const query = useQuery(goodsGroupTreeQueryOptions(organisationId));
  const roots = useMemo(() => buildGroupTree(query.data ?? []), [query.data]);
  return { ...query, roots };
}
