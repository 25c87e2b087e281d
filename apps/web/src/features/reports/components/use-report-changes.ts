import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeClient } from '../../../lib/live-updates/realtime';
import { useWarehouseChanges } from '../../../lib/live-updates/use-warehouse-changes';
import { REPORTS_KEY } from '../api/report-page';
import { changesReport } from '../lib/report-live';
import type { ReportParams } from '../lib/report-params';

/**
 * Real-time figures for the report on screen without a jump while the user reads: a change that
 * can alter them only raises `changed`; `refresh` then reloads the report with the same
 * parameters (the rows stay on screen while it loads, so the scroll stays). `reportKey` names the
 * report as asked (its query): a hint belongs to that report and goes when the parameters change.
 */
export function useReportChanges(
  options: {
    params: ReportParams;
    path: string;
    reportKey: string | null;
    warehouseIds: readonly string[];
    today: string;
  },
  client?: RealtimeClient,
) {
  const queryClient = useQueryClient();
  const [changedFor, setChangedFor] = useState<string | null>(null);
  const { params, path, reportKey, warehouseIds, today } = options;
  useWarehouseChanges(
    reportKey ? warehouseIds : [],
    (change) => {
      if (reportKey && changesReport(params, change, today)) setChangedFor(reportKey);
    },
    client,
  );
  const refresh = () => {
    setChangedFor(null);
    // Every page of this report is stale; the page on screen reloads at once.
    void queryClient.invalidateQueries({ queryKey: [...REPORTS_KEY, path] });
  };
  return { changed: reportKey !== null && changedFor === reportKey, refresh };
}
