import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORT_MAX_PAGE_SIZE } from '@kho/contracts';
import { api, type QueryParams } from '../../../lib/api/api-client';

export const REPORTS_KEY = ['bao-cao'] as const;
/** Rows per page on screen; an export or print asks for the largest page instead. */
export const SCREEN_PAGE_SIZE = 100;

export interface ReportPage {
  data: unknown;
  /** Rows of the whole report (the pagination count). */
  count: number;
}

/** GET bao-cao/<report>: one page of a report and the count of all its rows. */
export async function fetchReportPage(
  path: string,
  query: QueryParams,
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<ReportPage> {
  const envelope = await api.get<{ dong?: unknown[] }>(path, { query, ...options });
  return {
    data: envelope.data,
    count: envelope.metadata?.pagination?.count ?? envelope.data.dong?.length ?? 0,
  };
}

/**
 * The page on screen. Errors are shown in the page (the server's message, with what to change)
 * rather than as a toast, so the call is silent.
 */
export function useReportPage(path: string, query: QueryParams | null, page: number) {
  const pageQuery = { ...query, page, page_size: SCREEN_PAGE_SIZE };
  return useQuery({
    queryKey: [...REPORTS_KEY, path, pageQuery],
    queryFn: ({ signal }) => fetchReportPage(path, pageQuery, { signal, silent: true }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export interface LoadProgress {
  loaded: number;
  total: number;
}

/**
 * Every row of a report, page after page of the largest size, reporting progress after each
 * page. The first answer carries the totals and whatever is not paged; rows of later pages are
 * appended. Aborting the signal stops at once (the pending call is cancelled).
 */
export async function fetchWholeReport<R>(
  path: string,
  query: QueryParams,
  rowsOf: (data: unknown) => readonly R[],
  onProgress: (progress: LoadProgress) => void,
  signal: AbortSignal,
): Promise<{ first: unknown; rows: R[] }> {
  const first = await fetchReportPage(
    path,
    { ...query, page: 1, page_size: REPORT_MAX_PAGE_SIZE },
    { signal },
  );
  const rows = [...rowsOf(first.data)];
  const pages = Math.ceil(first.count / REPORT_MAX_PAGE_SIZE);
  onProgress({ loaded: rows.length, total: Math.max(first.count, rows.length) });
  for (let page = 2; page <= pages; page += 1) {
    signal.throwIfAborted();
    const next = await fetchReportPage(path, { ...query, page, page_size: REPORT_MAX_PAGE_SIZE }, { signal });
    rows.push(...rowsOf(next.data));
    onProgress({ loaded: rows.length, total: first.count });
  }
  return { first: first.data, rows };
}
