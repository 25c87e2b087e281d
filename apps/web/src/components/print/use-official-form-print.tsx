import { useCallback, useState, type ReactNode } from 'react';
import type { OfficialForm } from '@kho/contracts';
import { fetchOfficialForm, type FormLink } from '../../lib/api/official-forms';
import { OfficialFormPaper } from './official-form';

/**
 * Prints a TT 22/2011 form: fetches it, lays it out beside the app and opens the browser's print
 * dialog once it is on the page; the paper is removed when that dialog closes. `paper` must be
 * rendered by the caller. Failures are reported by the API client (error toast).
 */
export function useOfficialFormPrint(): {
  print: (link: FormLink) => Promise<void>;
  busy: boolean;
  paper: ReactNode;
} {
  const [form, setForm] = useState<OfficialForm | null>(null);
  const [busy, setBusy] = useState(false);
  const print = useCallback(async (link: FormLink) => {
    setBusy(true);
    try {
      setForm(await fetchOfficialForm(link));
    } catch {
      // The API client has told the user why.
    } finally {
      setBusy(false);
    }
  }, []);
  // The paper goes when the print dialog closes (afterprint), not when print() returns: some
  // browsers return at once and lay the page out later.
  const printNow = useCallback(() => {
    window.addEventListener('afterprint', () => setForm(null), { once: true });
    window.print();
  }, []);
  return { print, busy, paper: form ? <OfficialFormPaper form={form} onReady={printNow} /> : null };
}
