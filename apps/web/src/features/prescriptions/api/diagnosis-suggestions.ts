import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DiagnosisSuggestion } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { PRESCRIPTIONS_KEY } from '../lib/prescription-keys';

/** GET don-thuoc/goi-y-chan-doan: diagnoses this organisation wrote before, most used first. */
export function useDiagnosisSuggestions(organisationId: string | null, text: string, enabled: boolean) {
  return useQuery({
    queryKey: [PRESCRIPTIONS_KEY, 'goi-y-chan-doan', organisationId, text],
    queryFn: async ({ signal }) =>
      (
        await api.get<DiagnosisSuggestion[]>('don-thuoc/goi-y-chan-doan', {
          query: { to_chuc: organisationId, tu_khoa: text || undefined },
          signal,
        })
      ).data,
    enabled: enabled && organisationId !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
