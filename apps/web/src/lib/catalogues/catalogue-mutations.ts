import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CATALOGUE_KEY, type CatalogueApi, type CatalogueRecord } from './catalogue-api';

// The writes of a catalogue, apart from its reads (catalogue-api.ts): a screen that only reads
// catalogues does not carry React Query's mutations.

/**
 * After any catalogue write every cached catalogue answer is stale: a new warehouse changes its
 * department's count, a renamed department the warehouse list, and the department/warehouse
 * selectors of the app bar read the same records.
 */
function useInvalidateCatalogues() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [CATALOGUE_KEY] }),
      queryClient.invalidateQueries({ queryKey: ['to-chuc'] }),
    ]);
}

export interface SaveVariables<F> {
  organisationId: string;
  fields: F;
  /** Present when editing: the record and the version the form was loaded with. */
  existing?: { id: string; phien_ban: number };
}

export function useSaveCatalogueRecord<R extends CatalogueRecord, F>(catalogue: CatalogueApi<R, F>) {
  const invalidate = useInvalidateCatalogues();
  return useMutation({
    mutationFn: ({ organisationId, fields, existing }: SaveVariables<F>) =>
      existing
        ? catalogue.update(organisationId, existing.id, fields, existing.phien_ban)
        : catalogue.create(organisationId, fields),
    onSettled: invalidate,
  });
}

export function useDeleteCatalogueRecord(catalogue: CatalogueApi<CatalogueRecord, unknown>) {
  const invalidate = useInvalidateCatalogues();
  return useMutation({
    mutationFn: ({ organisationId, id }: { organisationId: string; id: string }) =>
      catalogue.remove(organisationId, id),
    onSuccess: invalidate,
  });
}
