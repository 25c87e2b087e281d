import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { toStockWarningRule, type StockWarningRule, type SystemData } from '@kho/contracts';
import { api } from '../api/api-client';
import { useSelectedOrganisationId } from '../session/session';
import { useRealtimeEvent } from '../live-updates/use-realtime-event';

const RULES_TYPE = 'CANH_BAO_TON_KHO_LO_HANG';

/** The rule of each record; a record whose value is not a valid rule is left out, not guessed. */
export function rulesFromRecords(records: readonly Pick<SystemData, 'gia_tri'>[]): StockWarningRule[] {
  return records.flatMap((record) => toStockWarningRule(record.gia_tri) ?? []);
}

/**
 * GET du-lieu-he-thong/goi-y-du-lieu-he-thong?loai=CANH_BAO_TON_KHO_LO_HANG: the organisation's
 * active warning rules (canhBaoTonKhoLoHang, spec §3). Shared (lib): the stock screen, the goods
 * stock tab and batch pickers colour quantities and expiry dates with them.
 */
export async function fetchStockWarningRules(organisationId: string, signal?: AbortSignal) {
  const envelope = await api.get<SystemData[]>('du-lieu-he-thong/goi-y-du-lieu-he-thong', {
    query: { to_chuc: organisationId, loai: RULES_TYPE, page_size: 100 },
    signal,
  });
  return rulesFromRecords(envelope.data);
}

export const stockWarningRulesQueryOptions = (organisationId: string | null) =>
  queryOptions({
    queryKey: ['du-lieu-he-thong', RULES_TYPE, organisationId],
    queryFn: ({ signal }) => fetchStockWarningRules(organisationId ?? '', signal),
    enabled: organisationId !== null,
    staleTime: 10 * 60_000,
  });

// One empty list while the rules load, so what is memoised on them stays put.
const NO_RULES: StockWarningRule[] = [];

/** The rules of the selected organisation, reloaded when an administrator edits them. */
export function useStockWarningRules(): StockWarningRule[] {
  const organisationId = useSelectedOrganisationId();
  const queryClient = useQueryClient();
  const { data } = useQuery(stockWarningRulesQueryOptions(organisationId));
  useRealtimeEvent('system-data.changed', (event) => {
    if (event.loai === RULES_TYPE && event.to_chuc_id === organisationId)
      void queryClient.invalidateQueries({ queryKey: ['du-lieu-he-thong', RULES_TYPE] });
  });
  return data ?? NO_RULES;
}
