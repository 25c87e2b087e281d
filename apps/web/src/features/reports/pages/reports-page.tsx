import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import { useLocation, useMatches, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { MonthField } from '../../../components/month-field';
import type { HeaderAction } from '../../../components/header-actions';
import { PageFrame } from '../../../components/page-frame';
import { OfficialFormsDialog } from '../../../components/print/official-forms-dialog';
import { ControlledDayPanel } from '../components/controlled-day-panel';
import { isoDay } from '../../../lib/i18n/dates';
import { saveBlob } from '../../../lib/api/download';
import { useMyOrganisations } from '../../../lib/session/my-organisations';
import { useOrganisationToday } from '../../../lib/session/organisation-today';
import { formatNumber } from '../../../lib/i18n/numbers';
import { useSelectedOrganisationId } from '../../../lib/session/session';
import { toast } from '../../../lib/ui/toast';
import { useWorkspaceSelection } from '../../../lib/session/workspace';
import { SCREEN_PAGE_SIZE, useReportPage } from '../api/report-page';
import { useStockCardBatches } from '../api/stock-card-batches';
import {
  useDepartmentOptions,
  useGroupOptions,
  useReportWarehouses,
  useTenderOptions,
} from '../api/report-options';
import { LoadProgressDialog } from '../components/load-progress-dialog';
import { ReportChangedHint } from '../components/report-changed-hint';
import { ReportGrid } from '../components/report-grid';
import { ReportParamsBar } from '../components/report-params-bar';
import { ReportPrint } from '../components/report-print';
import { useReportChanges } from '../components/use-report-changes';
import { useWholeReport, type WholeReport } from '../components/use-whole-report';
import { reportFormLinks } from '../lib/report-form-links';
import { refusal } from '../lib/report-refusal';
import { reportHeading, reportSubtitle } from '../lib/report-heading';
import { followedWarehouses } from '../lib/report-live';
import {
  missingParameter,
  readReportParams,
  REPORT_KINDS,
  reportQuery,
  reportSearch,
  reportWarehouse,
  type ReportParams,
} from '../lib/report-params';
import { buildReportWorkbook } from '../../../lib/reports/report-workbook';
import { REPORT_VIEWS } from '../lib/views';
import { RouteIcon } from '../../../components/route-icon';

type Search = Record<string, unknown>;

/**
 * /bao-cao/bao-cao-kho-duoc: the six pharmacy warehouse reports. Parameters live in the URL
 * (docs/web-reports.md), the report's page is on screen with its totals, and the whole report is
 * printed on A4 or exported to Excel page by page with progress and a cancel.
 */
export function ReportsPage() {
  const { t } = useTranslation(['reports', 'routes', 'goods']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const route = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.route });
  const navigate = useNavigate();
  const search = useLocation({ select: (l) => l.search as Search });
  const organisationId = useSelectedOrganisationId();
  const organisation = useMyOrganisations().data?.find((o) => o.id === organisationId);
  const today = useOrganisationToday().date;
  const selection = useWorkspaceSelection('bao-cao');
  const warehouses = useReportWarehouses(organisationId).data ?? [];
  const groups = useGroupOptions(organisationId);
  const departments = useDepartmentOptions(organisationId);
  const tenders = useTenderOptions(organisationId);
  const [pickedGoods, setPickedGoods] = useState<{ id: string; label: string } | null>(null);
  const [printing, setPrinting] = useState<WholeReport | null>(null);
  /** The TT 22 forms dialog, open with the month of form 05D (the period's first month by default). */
  const [formsMonth, setFormsMonth] = useState<string | null>(null);
  /** The day of the controlled-drug register's daily print and sign-off (the period's last day by default). */
  const [formsDay, setFormsDay] = useState<string | null>(null);
  const whole = useWholeReport();

  const params = readReportParams(search, today);
  const view = REPORT_VIEWS[params.report](params, t);
  const warehouseId = reportWarehouse(params, selection.warehouseId);
  const missing = missingParameter(params, warehouseId);
  const query = organisationId && !missing ? reportQuery(params, organisationId, warehouseId) : null;
  const page = useReportPage(view.path, query, view.paged ? params.page : 1);
  const data = page.data?.data;
  const live = useReportChanges({
    params,
    path: view.path,
    reportKey: query ? `${view.path}?${JSON.stringify(query)}` : null,
    warehouseIds: followedWarehouses(params, warehouseId, warehouses),
    today: isoDay(today),
  });

  const change = (next: Partial<ReportParams>, goodsLabel?: string) => {
    if (goodsLabel !== undefined)
      setPickedGoods(goodsLabel && next.goodsId ? { id: next.goodsId, label: goodsLabel } : null);
    void navigate({ to: '.', search: reportSearch({ ...params, page: 1, ...next }, today), replace: true });
  };

  const warehouse = warehouses.find((w) => w.id === warehouseId);
  const cardBatches = useStockCardBatches(
    organisationId ?? '',
    params.report === 'the-kho' && params.batchId ? warehouseId : undefined,
    params.goodsId,
  );
  const goodsLabel =
    pickedGoods?.id === params.goodsId
      ? pickedGoods.label
      : params.report === 'the-kho' && data
        ? `${(data as { hang_hoa_ma: string }).hang_hoa_ma} - ${(data as { hang_hoa_ten: string }).hang_hoa_ten}`
        : null;
  const heading = reportHeading(
    t,
    organisation,
    warehouse,
    warehouses.find((w) => w.khoa_id === selection.departmentId)?.khoa_ten,
  );
  const subtitle = reportSubtitle(
    t,
    params,
    {
      group: groups.find((g) => g.id === params.groupId)?.ten,
      department: departments.find((d) => d.id === params.departmentId)?.ten,
      tender: tenders.find((tender) => tender.id === params.tenderId)?.ma,
      goods: goodsLabel,
      batch: cardBatches.data?.find((b) => b.lo_hang_id === params.batchId)?.so_lo,
    },
    today,
  );

  const exportExcel = () => {
    if (!query) return;
    void whole.load('export', view, query, async ({ first, rows }, signal) => {
      const blob = await buildReportWorkbook({
        sheetName: t(`kinds.${params.report}.name`),
        heading,
        title: view.title,
        subtitle,
        numberLabel: t('columns.stt'),
        columns: view.columns,
        before: view.before?.(first) ?? [],
        rows,
        after: view.after(first),
      });
      // A cancel while the workbook was being written: nothing is downloaded.
      if (signal.aborted) return;
      const name = `${params.report}_${params.period.from}_${params.period.to}.xlsx`;
      saveBlob(blob, name);
      toast.success(t('export.done'), name);
    });
  };
  const print = () => {
    if (query) void whole.load('print', view, query, (loaded) => setPrinting(loaded));
  };
  const printNow = useCallback(() => {
    window.print();
    setPrinting(null);
  }, []);

  const rows = data ? view.rows(data) : [];
  const count = page.data?.count ?? 0;
  const pages = view.paged ? Math.max(1, Math.ceil(count / SCREEN_PAGE_SIZE)) : 1;
  const errors = page.isError ? refusal(page.error) : [];
  const ready = Boolean(data) && !page.isError && !page.isPlaceholderData;
  const actions: HeaderAction[] = [
    {
      value: 'print',
      text: t('actions.print'),
      icon: <PrintRounded />,
      variant: 'outlined',
      disabled: !ready || whole.running !== null,
      onClick: print,
    },
    {
      value: 'export',
      text: t('actions.export'),
      icon: <FileDownloadRounded />,
      disabled: !ready || whole.running !== null,
      onClick: exportExcel,
    },
  ];
  const formLinks = organisationId
    ? reportFormLinks(
        params,
        organisationId,
        warehouseId,
        formsMonth ?? params.period.from.slice(0, 7),
        formsDay ?? params.period.to,
      )
    : [];
  if (formLinks.length > 0)
    actions.unshift({
      value: 'forms',
      text: t('actions.forms'),
      icon: <DescriptionRounded />,
      variant: 'outlined',
      disabled: !ready,
      onClick: () => setFormsMonth(params.period.from.slice(0, 7)),
    });

  return (
    <PageFrame
      section={route?.section ? t(`routes:sections.${route.section}`) : undefined}
      title={route ? t(`routes:titles.${route.name}`) : ''}
      icon={route ? <RouteIcon route={route} /> : undefined}
      actions={actions}
    >
      <Tabs
        value={params.report}
        onChange={(_, report: ReportParams['report']) => change({ report })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        aria-label={t('kinds_label')}
      >
        {REPORT_KINDS.map((kind) => (
          <Tab key={kind} value={kind} label={t(`kinds.${kind}.name`)} data-testid={`report-tab-${kind}`} />
        ))}
      </Tabs>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t(`kinds.${params.report}.hint`)}
      </Typography>
      {organisationId && (
        <ReportParamsBar
          params={params}
          today={today}
          organisationId={organisationId}
          selectedWarehouseId={selection.warehouseId}
          warehouseId={warehouseId}
          options={{ warehouses, groups, departments, tenders }}
          goodsLabel={goodsLabel}
          onChange={change}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2, mb: 1, alignItems: 'baseline' }}>
        <Typography variant="subtitle2" data-testid="report-subtitle">
          {subtitle}
        </Typography>
        {ready && (
          <Typography variant="body2" color="textSecondary" data-testid="report-count">
            {t('table.rows', { count, formatted: formatNumber(count) })}
          </Typography>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{page.isFetching && <LinearProgress />}</Box>
      {missing ? (
        <EmptyState
          icon={<InboxRounded />}
          title={t(`missing.${missing}`)}
          description={t(`missing.${missing}_hint`)}
        />
      ) : errors.length > 0 ? (
        <Alert severity="error" data-testid="report-error" sx={{ mt: 1 }}>
          {errors.map((text) => (
            <div key={text}>{text}</div>
          ))}
        </Alert>
      ) : data && rows.length === 0 && !view.before ? (
        <EmptyState icon={<InboxRounded />} title={t('table.empty')} description={t('table.empty_hint')} />
      ) : (
        data !== undefined && (
          <Box
            sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}
            tabIndex={0}
          >
            <ReportGrid
              variant="screen"
              label={view.title}
              columns={view.columns}
              rows={rows}
              rowKey={view.rowKey}
              before={params.page === 1 || !view.paged ? (view.before?.(data) ?? []) : []}
              after={view.after(data)}
              tone={view.tone}
              firstNumber={(view.paged ? params.page - 1 : 0) * SCREEN_PAGE_SIZE + 1}
              numberLabel={t('columns.stt')}
            />
          </Box>
        )
      )}
      {pages > 1 && !errors.length && (
        <Pagination
          count={pages}
          page={Math.min(params.page, pages)}
          onChange={(_, next) =>
            void navigate({ to: '.', search: reportSearch({ ...params, page: next }, today), replace: true })
          }
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          size={phone ? 'small' : 'medium'}
          data-testid="report-pagination"
        />
      )}
      <ReportChangedHint open={live.changed && !errors.length} onRefresh={live.refresh} />
      <LoadProgressDialog running={whole.running} onCancel={whole.cancel} />
      {formsMonth !== null && (
        <OfficialFormsDialog
          links={formLinks}
          title={params.report === 'thuoc-kiem-soat' ? t('forms.controlled_title') : undefined}
          onClose={() => {
            setFormsMonth(null);
            setFormsDay(null);
          }}
        >
          {params.report === 'su-dung' && (
            <MonthField
              label={t('forms.month')}
              value={formsMonth}
              onChange={(month) => month && setFormsMonth(month)}
              testId="forms-month"
              sx={{ mt: 2 }}
            />
          )}
          {params.report === 'thuoc-kiem-soat' && organisationId && warehouseId && (
            <ControlledDayPanel
              organisationId={organisationId}
              warehouseId={warehouseId}
              day={formsDay ?? params.period.to}
              today={isoDay(today)}
              onDayChange={setFormsDay}
            />
          )}
        </OfficialFormsDialog>
      )}
      {printing && <ReportPrint whole={printing} heading={heading} subtitle={subtitle} onReady={printNow} />}
    </PageFrame>
  );
}
