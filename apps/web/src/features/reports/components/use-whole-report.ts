import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueryParams } from '../../../lib/api/api-client';
import { fetchWholeReport, type LoadProgress } from '../api/report-page';
import type { AnyReportView } from '../lib/views';

export type WholeReportPurpose = 'export' | 'print';

export interface WholeReport {
  view: AnyReportView;
  first: unknown;
  rows: unknown[];
}

/**
 * Loads every row of a report for an export or a print, page by page, with progress and a
 * cancel: cancelling aborts the call under way and nothing is handed on. Leaving the page cancels too.
 */
export function useWholeReport() {
  const controller = useRef<AbortController | null>(null);
  const [running, setRunning] = useState<{
    purpose: WholeReportPurpose;
    progress: LoadProgress | null;
  } | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setRunning(null);
  }, []);

  /**
   * Answers every row, or null when cancelled or refused (the API client has shown why). `then`
   * runs before the dialog closes (building the workbook keeps the progress on screen).
   */
  const load = useCallback(
    async (
      purpose: WholeReportPurpose,
      view: AnyReportView,
      query: QueryParams,
      then: (whole: WholeReport, signal: AbortSignal) => Promise<void> | void,
    ) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setRunning({ purpose, progress: null });
      try {
        const { first, rows } = await fetchWholeReport(
          view.path,
          query,
          view.rows,
          (progress) => setRunning({ purpose, progress }),
          current.signal,
        );
        if (!current.signal.aborted) await then({ view, first, rows }, current.signal);
      } catch {
        // Cancelled, or refused: the API client has already shown the server's message.
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setRunning(null);
        }
      }
    },
    [],
  );

  return { running, load, cancel };
}
