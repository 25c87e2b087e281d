import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AssessmentRounded from '@mui/icons-material/AssessmentRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import WarehouseRounded from '@mui/icons-material/WarehouseRounded';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { OVERVIEW_DEFAULT_PERIOD_DAYS, OVERVIEW_PERIOD_CHOICES, type OverviewQuery } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import type { HeaderAction, HeaderOption } from '../../../components/header-actions';
import { PageFrame } from '../../../components/page-frame';
import { formatDate } from '../../../lib/i18n/dates';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { useWarehouseChanges } from '../../../lib/live-updates/use-warehouse-changes';
import { useWorkspaceSelection } from '../../../lib/session/workspace';
import { OVERVIEW_KEY, useOverview } from '../api/overview';
import { ChartPanel } from '../../../components/chart-panel';
import { DepartmentChart } from '../components/department-chart';
import { MovementsChart } from '../components/movements-chart';
import { OverviewFigures } from '../components/overview-figures';
import { PeriodSelect } from '../components/period-select';
import { TopItemsList } from '../components/top-items-list';
import { useOpenList } from '../components/use-open-list';
import { WarehouseChoiceDialog } from '../components/warehouse-choice-dialog';
import { GOODS_PATH, REPORTS_PATH, reportTarget, type ListTarget } from '../lib/overview-links';

/** `?pham_vi=`: the warehouse selected in the top bar (none), its department, or the organisation. */
const SCOPE_KEY = 'pham_vi';
type Scope = '' | 'khoa' | 'to_chuc';

function readScope(value: unknown): Scope {
  return value === 'khoa' || value === 'to_chuc' ? value : '';
}

/** `?so_ngay=`: the consumption period in days back from today, one of the choices offered. */
const PERIOD_KEY = 'so_ngay';
function readPeriod(value: unknown): number {
  const days = Number(value);
  return (OVERVIEW_PERIOD_CHOICES as readonly number[]).includes(days) ? days : OVERVIEW_DEFAULT_PERIOD_DAYS;
}

/**
 * /bao-cao/tong-quan: the overview of the selected warehouse, its department or the whole
 * organisation. Every figure opens the list behind it; the figures refresh when a voucher or a
 * prescription of a shown warehouse changes.
 */
export function OverviewPage() {
  const { t } = useTranslation(['overview', 'routes']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { organisationId } = useOrganisationRole();
  const { departmentId, warehouseId } = useWorkspaceSelection('bao-cao');
  const search = useLocation({ select: (l) => l.search as Record<string, unknown> });
  const scope = readScope(search[SCOPE_KEY]);
  const days = readPeriod(search[PERIOD_KEY]);

  const query = useMemo((): OverviewQuery | null => {
    if (!organisationId) return null;
    const period = days === OVERVIEW_DEFAULT_PERIOD_DAYS ? {} : { so_ngay: days };
    if (scope === 'to_chuc') return { to_chuc: organisationId, ...period };
    if (scope === '' && warehouseId) return { to_chuc: organisationId, kho_id: warehouseId, ...period };
    return departmentId ? { to_chuc: organisationId, khoa_id: departmentId, ...period } : null;
  }, [organisationId, scope, departmentId, warehouseId, days]);
  const overview = useOverview(query);
  const data = overview.data;
  const list = useOpenList(data);

  // Follow every shown warehouse: a voucher completed or a prescription dispensed changes the figures.
  const shownIds = useMemo(() => data?.kho.map((w) => w.id) ?? [], [data]);
  const choosePeriod = (next: number) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({
        ...prev,
        [PERIOD_KEY]: next === OVERVIEW_DEFAULT_PERIOD_DAYS ? undefined : next,
      }),
      replace: true,
    });
  const openTarget = (target: ListTarget) => void navigate({ to: target.path, search: target.search });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
  useWarehouseChanges(shownIds, refresh);

  const options: HeaderOption[] = [
    {
      variant: 'tabs',
      routeKey: SCOPE_KEY,
      text: t('overview:scope.warehouse'),
      items: [
        { value: 'khoa', text: t('overview:scope.department') },
        { value: 'to_chuc', text: t('overview:scope.organisation') },
      ],
    },
  ];
  const actions: HeaderAction[] = [
    {
      value: 'report',
      text: t('overview:charts.open_report'),
      icon: <AssessmentRounded />,
      variant: 'text',
      onClick: () => void navigate({ to: REPORTS_PATH }),
    },
    {
      value: 'refresh',
      text: t('overview:refresh'),
      icon: <RefreshRounded />,
      variant: 'outlined',
      onClick: refresh,
    },
  ];

  const covers =
    data &&
    (data.kho.length === 1 ? data.kho[0]!.ten : t('overview:scope.covers_other', { count: data.kho.length }));

  return (
    <PageFrame
      section={t('routes:sections.bao-cao')}
      title={t('routes:titles.tong-quan')}
      icon={<DashboardRounded />}
      options={options}
      actions={actions}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {!query ? (
          <EmptyState icon={<WarehouseRounded />} title={t('overview:scope.no_warehouse')} />
        ) : overview.isError && !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={refresh}>
                {t('overview:refresh')}
              </Button>
            }
          >
            {t('overview:error')}
          </Alert>
        ) : !data ? (
          <LinearProgress />
        ) : data.kho.length === 0 ? (
          <EmptyState icon={<WarehouseRounded />} title={t('overview:scope.none_visible')} />
        ) : (
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
              opacity: overview.isPlaceholderData ? 0.6 : 1,
            }}
            data-testid="overview"
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="overview-covers">
                {covers}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {t('overview:updated', { date: formatDate(data.ngay) })}
              </Typography>
            </Box>
            {overview.isFetching && <LinearProgress sx={{ height: 2 }} />}
            <OverviewFigures data={data} onOpen={list.open} />
            <ChartPanel
              title={t('overview:charts.months')}
              hint={t('overview:charts.months_hint')}
              testId="chart-months"
              action={
                <Button
                  size="small"
                  startIcon={<AssessmentRounded />}
                  onClick={() =>
                    openTarget(
                      reportTarget(
                        {
                          kind: 'movement',
                          from: data.theo_thang[0]!.thang,
                          to: data.theo_thang.at(-1)!.thang,
                        },
                        data,
                      ),
                    )
                  }
                >
                  {t('overview:charts.movement_report')}
                </Button>
              }
            >
              <MovementsChart
                months={data.theo_thang}
                onMonth={(month) =>
                  openTarget(reportTarget({ kind: 'movement', from: month, to: month }, data))
                }
              />
            </ChartPanel>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <ChartPanel
                title={t('overview:charts.top_items')}
                hint={t('overview:charts.period', {
                  from: formatDate(data.ky_su_dung.tu_ngay),
                  to: formatDate(data.ky_su_dung.den_ngay),
                })}
                testId="chart-top-items"
                action={<PeriodSelect days={days} onChange={choosePeriod} />}
              >
                <TopItemsList
                  items={data.top_hang_hoa}
                  onOpen={(item) => void navigate({ to: `${GOODS_PATH}/${item.hang_hoa_id}` })}
                />
              </ChartPanel>
              <ChartPanel
                title={t('overview:charts.by_department')}
                hint={t('overview:charts.consumption_hint')}
                testId="chart-departments"
                action={
                  <Button
                    size="small"
                    startIcon={<AssessmentRounded />}
                    onClick={() => openTarget(reportTarget({ kind: 'department', departmentId: null }, data))}
                  >
                    {t('overview:charts.consumption_report')}
                  </Button>
                }
              >
                <DepartmentChart
                  departments={data.theo_khoa}
                  onDepartment={(departmentId) =>
                    openTarget(reportTarget({ kind: 'department', departmentId }, data))
                  }
                />
              </ChartPanel>
            </Box>
          </Box>
        )}
      </Box>
      <WarehouseChoiceDialog choice={list.choice} onChoose={(w) => list.choose(w)} onClose={list.close} />
    </PageFrame>
  );
}
