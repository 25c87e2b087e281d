import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import type { AbcVenReport } from '@kho/contracts';
import { useLocation, useMatches, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChartPanel } from '../../../components/chart-panel';
import { EmptyState } from '../../../components/empty-state';
import type { HeaderAction } from '../../../components/header-actions';
import { PageFrame } from '../../../components/page-frame';
import { RouteIcon } from '../../../components/route-icon';
import { saveBlob } from '../../../lib/api/download';
import { formatDate } from '../../../lib/i18n/dates';
import { useMyOrganisations } from '../../../lib/session/my-organisations';
import { useOrganisationToday } from '../../../lib/session/organisation-today';
import { useSelectedOrganisationId } from '../../../lib/session/session';
import { useWorkspaceSelection } from '../../../lib/session/workspace';
import { toast } from '../../../lib/ui/toast';
import { useAbcVen } from '../api/abc-ven';
import { useGroupOptions, useReportWarehouses } from '../api/report-options';
import { AbcVenChart } from '../components/abc-ven-chart';
import { AbcVenMatrix } from '../components/abc-ven-matrix';
import { AbcVenParamsBar } from '../components/abc-ven-params-bar';
import { ReportGrid } from '../components/report-grid';
import { ReportPrint } from '../components/report-print';
import type { WholeReport } from '../components/use-whole-report';
import {
  abcVenQuery,
  abcVenSearch,
  abcVenWarehouse,
  ALL_KINDS,
  readAbcVenParams,
  type AbcVenCellFilter,
  type AbcVenParams,
} from '../lib/abc-ven-params';
import { reportHeading } from '../lib/report-heading';
import { refusal } from '../lib/report-refusal';
import { buildReportWorkbook } from '../../../lib/reports/report-workbook';
import { abcVenView } from '../lib/views/abc-ven';

type Search = Record<string, unknown>;

/**
 * /bao-cao/phan-tich-abc-ven: the drug and therapeutics committee's ABC/VEN analysis. Parameters
 * live in the URL (the drill-down cell too, so a link shows the same goods); the chart and the
 * matrix sit above the goods, which the A4 print and the Excel sheet carry with the matrix.
 */
export function AbcVenPage() {
  const { t } = useTranslation(['reports', 'routes', 'goods']);
  const route = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.route });
  const navigate = useNavigate();
  const search = useLocation({ select: (l) => l.search as Search });
  const organisationId = useSelectedOrganisationId();
  const organisation = useMyOrganisations().data?.find((o) => o.id === organisationId);
  const today = useOrganisationToday().date;
  const warehouses = useReportWarehouses(organisationId).data ?? [];
  const groups = useGroupOptions(organisationId);
  const [printing, setPrinting] = useState<WholeReport | null>(null);
  const selection = useWorkspaceSelection('bao-cao');

  const params = readAbcVenParams(search, today);
  const warehouseId = abcVenWarehouse(params, selection.warehouseId);
  const report = useAbcVen(organisationId ? abcVenQuery(params, organisationId, warehouseId) : null);
  const data = report.data;
  const view = abcVenView(t, params.cell);
  const rows = data ? (view.rows(data) as AbcVenReport['dong']) : [];
  const errors = report.isError ? refusal(report.error) : [];
  const ready = Boolean(data) && !report.isError && !report.isPlaceholderData;

  const change = (next: Partial<AbcVenParams>) =>
    void navigate({ to: '.', search: abcVenSearch({ ...params, ...next }, today), replace: true });
  const setCell = (cell: AbcVenCellFilter | null) => change({ cell });

  const cellName = (cell: AbcVenCellFilter) =>
    [
      cell.abc ? t('abc_ven.matrix.class', { abc: cell.abc }) : null,
      cell.ven ? t(`abc_ven.ven.${cell.ven}`) : null,
    ]
      .filter(Boolean)
      .join(', ');
  const warehouse = warehouses.find((w) => w.id === warehouseId);
  const heading = reportHeading(t, organisation, warehouse, undefined);
  const group = groups.find((g) => g.id === params.groupId)?.ten;
  const subtitle = [
    t('print.period', { from: formatDate(params.period.from), to: formatDate(params.period.to) }),
    data ? t('abc_ven.subtitle.thresholds', data.nguong) : null,
    t('abc_ven.subtitle.kind', {
      name:
        params.kind === ALL_KINDS ? t('abc_ven.params.all_kinds') : t(`goods:loai_hang_hoa.${params.kind}`),
    }),
    group ? t('print.group', { name: group }) : null,
    params.cell ? t('abc_ven.subtitle.cell', { name: cellName(params.cell) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  const exportExcel = async () => {
    if (!data) return;
    const blob = await buildReportWorkbook({
      sheetName: t('routes:titles.phan-tich-abc-ven'),
      heading,
      title: view.title,
      subtitle,
      numberLabel: t('columns.stt'),
      columns: view.columns,
      before: [],
      rows,
      after: view.after(data),
    });
    const name = `abc-ven_${params.period.from}_${params.period.to}.xlsx`;
    saveBlob(blob, name);
    toast.success(t('export.done'), name);
  };
  const printNow = useCallback(() => {
    window.print();
    setPrinting(null);
  }, []);

  const actions: HeaderAction[] = [
    {
      value: 'print',
      text: t('actions.print'),
      icon: <PrintRounded />,
      variant: 'outlined',
      disabled: !ready,
      onClick: () => data && setPrinting({ view, first: data, rows: [...rows] }),
    },
    {
      value: 'export',
      text: t('actions.export'),
      icon: <FileDownloadRounded />,
      disabled: !ready,
      onClick: () => void exportExcel(),
    },
  ];

  return (
    <PageFrame
      section={route?.section ? t(`routes:sections.${route.section}`) : undefined}
      title={route ? t(`routes:titles.${route.name}`) : ''}
      icon={route ? <RouteIcon route={route} /> : undefined}
      actions={actions}
    >
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('abc_ven.hint')}
      </Typography>
      {organisationId && (
        <AbcVenParamsBar
          params={params}
          today={today}
          organisationId={organisationId}
          warehouses={warehouses}
          warehouseId={warehouseId}
          thresholdsInUse={data?.nguong}
          onChange={change}
        />
      )}
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }} data-testid="report-subtitle">
        {subtitle}
      </Typography>
      <Box sx={{ height: 4 }}>{report.isFetching && <LinearProgress />}</Box>
      {errors.length > 0 ? (
        <Alert severity="error" data-testid="report-error" sx={{ mt: 1 }}>
          {errors.map((text) => (
            <div key={text}>{text}</div>
          ))}
        </Alert>
      ) : data && data.so_mat_hang === 0 ? (
        <EmptyState
          icon={<InboxRounded />}
          title={t('abc_ven.empty')}
          description={t('abc_ven.empty_hint')}
        />
      ) : (
        data && (
          <>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                mt: 1,
                gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
              }}
            >
              <ChartPanel
                title={t('abc_ven.chart.title')}
                hint={t('abc_ven.chart.hint')}
                testId="abc-ven-chart"
              >
                <AbcVenChart data={data} onCell={setCell} />
              </ChartPanel>
              <ChartPanel title={t('abc_ven.matrix.title')} hint={t('abc_ven.matrix.hint')}>
                <AbcVenMatrix data={data} cell={params.cell} onCell={setCell} />
              </ChartPanel>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 3, mb: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {params.cell
                  ? t('abc_ven.drill.showing', { name: cellName(params.cell) })
                  : t('abc_ven.drill.all')}
              </Typography>
              <Typography variant="body2" color="textSecondary" data-testid="report-count">
                {t('abc_ven.matrix.items', { count: rows.length })}
              </Typography>
              {params.cell && (
                <Chip
                  size="small"
                  label={t('abc_ven.drill.clear')}
                  onDelete={() => setCell(null)}
                  onClick={() => setCell(null)}
                  data-testid="abc-clear-cell"
                />
              )}
            </Box>
            <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0}>
              <ReportGrid
                variant="screen"
                label={view.title}
                columns={view.columns}
                rows={rows}
                rowKey={view.rowKey}
                before={[]}
                after={view.after(data).slice(0, 1)}
                firstNumber={1}
                numberLabel={t('columns.stt')}
              />
            </Box>
          </>
        )
      )}
      {printing && <ReportPrint whole={printing} heading={heading} subtitle={subtitle} onReady={printNow} />}
    </PageFrame>
  );
}
