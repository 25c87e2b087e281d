import { useCallback, useState } from 'react';

/**
 * Which record the form dialog of a list shows: none (closed), a new one, or a row. The record is
 * kept while the dialog closes so its content does not blank out during the closing animation;
 * `session` changes on every opening so the form starts from the record again.
 */
export interface CatalogueEditor<R> {
  open: boolean;
  record: R | null;
  session: number;
  openNew: () => void;
  openRecord: (record: R) => void;
  close: () => void;
}

export function useCatalogueEditor<R>(): CatalogueEditor<R> {
  const [state, setState] = useState<{ open: boolean; record: R | null; session: number }>({
    open: false,
    record: null,
    session: 0,
  });
  const openNew = useCallback(
    () => setState((s) => ({ open: true, record: null, session: s.session + 1 })),
    [],
  );
  const openRecord = useCallback(
    (record: R) => setState((s) => ({ open: true, record, session: s.session + 1 })),
    [],
  );
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { ...state, openNew, openRecord, close };
}
