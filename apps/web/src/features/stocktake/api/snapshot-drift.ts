import { useQuery } from '@tanstack/react-query';
import type { SnapshotDrift } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { STOCKTAKE_RESOURCE } from './get-stocktake';

/** GET phieu-kiem-kho/{id}/lech-so-sach-phieu-kiem-kho: lines whose stock moved since the snapshot. */
export async function fetchSnapshotDrift(organisationId: string, id: string, signal?: AbortSignal) {
  const envelope = await api.get<SnapshotDrift[]>(
    `${STOCKTAKE_RESOURCE}/${id}/lech-so-sach-${STOCKTAKE_RESOURCE}`,
    {
      query: { to_chuc: organisationId },
      signal,
    },
  );
  return envelope.data;
}

/** Asked only when an approval was refused (`enabled`), to say which lines moved and offer the refresh. */
export function useSnapshotDrift(organisationId: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['phieu-kho', 'KIEM_KE', 'drift', organisationId, id],
    queryFn: ({ signal }) => fetchSnapshotDrift(organisationId, id, signal),
    enabled,
    staleTime: 0,
  });
}
