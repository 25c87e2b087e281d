import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { readListState, searchUpdate, type CatalogueListState } from '../catalogues/catalogue-query';

type Search = Record<string, unknown>;

/**
 * The list state of the current URL and a function to change it. Changes replace the history
 * entry (typing in the search box must not fill the Back button with one entry per word).
 */
export function useListState(filterKeys: readonly string[], sortable: readonly string[]) {
  const search = useLocation({ select: (l) => l.search as Search });
  const navigate = useNavigate();
  // Keys are joined so callers may pass fresh array literals without re-reading the state each render.
  const filterSignature = filterKeys.join(',');
  const sortSignature = sortable.join(',');
  const state: CatalogueListState = useMemo(
    () => readListState(search, filterSignature.split(',').filter(Boolean), sortSignature.split(',')),
    [search, filterSignature, sortSignature],
  );
  const update = useCallback(
    (change: Parameters<typeof searchUpdate>[0]) =>
      void navigate({
        to: '.',
        search: (prev: Search) => ({ ...prev, ...searchUpdate(change) }),
        replace: true,
      }),
    [navigate],
  );
  return { state, update };
}
