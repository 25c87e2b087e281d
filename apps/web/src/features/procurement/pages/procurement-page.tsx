import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import type { HeaderAction, HeaderOption } from '../../../components/header-actions';
import { PageFrame } from '../../../components/page-frame';
import { saveBlob } from '../../../lib/api/download';
import { formatDate, isoDay } from '../../../lib/i18n/dates';
import { formatMoney } from '../../../lib/i18n/numbers';
import { useMyOrganisations } from '../../../lib/session/my-organisations';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { useOrganisationToday } from '../../../lib/session/organisation-today';
import { useWorkspaceSelection } from '../../../lib/session/workspace';
import { toast } from '../../../lib/ui/toast';
import { useReportWarehouses } from '../../reports/api/report-options';
import { PROCUREMENT_KEY, useProcurementPlan } from '../api/procurement-plan';
import { useProcurementRisk } from '../api/procurement-risk';
import { useSaveProcurementRequest } from '../api/save-procurement-request';
import { IdempotencyKeys } from '../../../lib/api/idempotency-keys';
import { PlanParamsBar, type PlanParams } from '../components/plan-params';
import { PlanTable } from '../components/plan-table';
import { RequestsView } from '../components/requests-view';
import { RiskView } from '../components/risk-view';
import { lineValue, planLines, requestLinesOf } from '../lib/plan-lines';
import { planWorkbook } from '../lib/plan-workbook';

const VIEW_KEY = 'xem';
/** The open procurement request (the requests view). */
const REQUEST_KEY = 'phieu';
type Search = Record<string, unknown>;

/** The last three months ending today (long enough to smooth a month's peaks), buying for a quarter. */
function defaultParams(warehouseId: string, today: Date): PlanParams {
  const from = new Date(today);
  from.setDate(from.getDate() - 89);
  return { warehouseId, from: isoDay(from), to: isoDay(today), coverDays: 90, onlyToBuy: true };
}

/**
 * /kho-duoc/du-tru-mua-sam: what to buy for a warehouse or the whole hospital (docs/procurement.md),
 * the quantities editable with the tender warnings following the edits, exported to Excel; and the
 * goods running low and batches at risk of expiring.
 */
export function ProcurementPage() {
  const { t } = useTranslation(['procurement', 'routes']);
  const queryClient = useQueryClient();
  const { organisationId } = useOrganisationRole();
  const organisation = useMyOrganisations().data?.find((o) => o.id === organisationId);
  const { warehouseId: selected } = useWorkspaceSelection('kho-duoc');
  const warehouses = (useReportWarehouses(organisationId).data ?? []).filter((w) => w.loai_kho !== 'TU_TRUC');
  const selectedPlannable = warehouses.some((w) => w.id === selected) ? (selected ?? '') : '';
  const [params, setParams] = useState<PlanParams | null>(null);
  const today = useOrganisationToday().date;
  const current = params ?? defaultParams(selectedPlannable, today);
  const search = useLocation({ select: (l) => l.search as Search });
  const view = search[VIEW_KEY] === 'rui-ro' ? 'risk' : search[VIEW_KEY] === 'phieu' ? 'requests' : 'plan';
  const openRequest = typeof search[REQUEST_KEY] === 'string' ? search[REQUEST_KEY] : null;
  const navigate = useNavigate();
  const showRequest = (id: string | null) =>
    void navigate({
      to: '.',
      search: (prev: Search) => ({ ...prev, [VIEW_KEY]: 'phieu', [REQUEST_KEY]: id ?? undefined }),
    });
  const save = useSaveProcurementRequest();
  const [keys] = useState(() => new IdempotencyKeys());
  const [edits, setEdits] = useState<Map<string, number>>(new Map());

  const base = organisationId
    ? {
        to_chuc: organisationId,
        tu_ngay: current.from,
        den_ngay: current.to,
        ...(current.warehouseId ? { kho_id: current.warehouseId } : {}),
      }
    : null;
  const plan = useProcurementPlan(
    base && view === 'plan'
      ? { ...base, so_ngay_du_tru: current.coverDays, chi_can_mua: current.onlyToBuy ? 'true' : 'false' }
      : null,
  );
  const risk = useProcurementRisk(base && view === 'risk' ? base : null);
  const lines = useMemo(() => planLines(plan.data?.dong ?? [], edits), [plan.data, edits]);
  const warehouse = warehouses.find((w) => w.id === current.warehouseId);

  const changeParams = (next: PlanParams) => {
    setParams(next);
    setEdits(new Map());
  };
  const exportExcel = async () => {
    const heading = [organisation?.ten ?? '', warehouse?.ten ?? t('params.whole_organisation')].filter(
      Boolean,
    );
    const subtitle = t('export.subtitle', {
      from: formatDate(current.from),
      to: formatDate(current.to),
      days: current.coverDays,
    });
    const name = `du-tru-mua-sam_${current.from}_${current.to}.xlsx`;
    saveBlob(await planWorkbook(t, lines, heading, subtitle), name);
    toast.success(t('export.done'), name);
  };

  const saveRequest = async () => {
    if (!organisationId) return;
    const body = {
      to_chuc: organisationId,
      kho_id: current.warehouseId || null,
      tu_ngay: current.from,
      den_ngay: current.to,
      so_ngay_du_tru: current.coverDays,
      chi_tiet: requestLinesOf(lines),
    };
    const saved = await save.mutateAsync({ body, idempotencyKey: keys.keyFor('save', body) });
    keys.done('save');
    toast.success(t('request.done.saved', { number: saved.so_phieu }));
    setEdits(new Map());
    showRequest(saved.id);
  };

  const buyCount = lines.filter((l) => l.quantity > 0).length;
  const options: HeaderOption[] = [
    {
      variant: 'tabs',
      routeKey: VIEW_KEY,
      text: t('views.plan'),
      items: [
        { value: 'rui-ro', text: t('views.risk') },
        { value: 'phieu', text: t('views.requests') },
      ],
    },
  ];
  const actions: HeaderAction[] = [
    {
      value: 'refresh',
      text: t('actions.refresh'),
      icon: <RefreshRounded />,
      variant: 'text',
      onClick: () => void queryClient.invalidateQueries({ queryKey: PROCUREMENT_KEY }),
    },
    ...(view === 'plan'
      ? [
          {
            value: 'reset',
            text: t('actions.reset'),
            icon: <RestartAltRounded />,
            variant: 'text' as const,
            disabled: edits.size === 0,
            onClick: () => setEdits(new Map()),
          },
          {
            value: 'export',
            text: t('actions.export'),
            icon: <FileDownloadRounded />,
            variant: 'contained' as const,
            disabled: lines.length === 0,
            onClick: () => void exportExcel(),
          },
          {
            value: 'save-request',
            text: t('actions.save_request'),
            icon: <SaveRounded />,
            variant: 'contained' as const,
            disabled: buyCount === 0 || save.isPending,
            onClick: () => void saveRequest().catch(() => undefined),
          },
        ]
      : []),
  ];
  const loading = view === 'plan' ? plan : risk;
  const hospital = organisation?.ten ?? '';
  const warningCount = lines.filter((l) => l.warnings.length > 0).length;
  const total = lines.reduce((sum, l) => sum + lineValue(l), 0);

  return (
    <PageFrame
      section={t('routes:sections.kho-duoc')}
      title={t('routes:titles.du-tru-mua-sam')}
      icon={<ShoppingCartRounded />}
      options={options}
      actions={actions}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {view !== 'requests' && (
          <PlanParamsBar
            params={current}
            warehouses={warehouses}
            showOnlyToBuy={view === 'plan'}
            onChange={changeParams}
          />
        )}
        {view !== 'requests' && loading.isFetching && <LinearProgress sx={{ height: 2 }} />}
        {view === 'requests' ? (
          <RequestsView
            organisationId={organisationId}
            hospital={hospital}
            openId={openRequest}
            onOpen={showRequest}
          />
        ) : loading.isError && !loading.data ? (
          <Alert severity="error">
            {loading.error instanceof Error ? loading.error.message : t('error')}
          </Alert>
        ) : view === 'risk' ? (
          risk.data && <RiskView data={risk.data} />
        ) : !plan.data ? null : lines.length === 0 ? (
          <EmptyState icon={<InboxRounded />} title={t('empty')} />
        ) : (
          <>
            <Typography variant="body2" color="textSecondary" data-testid="plan-summary">
              {t('summary', { count: lines.length, warnings: warningCount, value: formatMoney(total) })}
            </Typography>
            <PlanTable
              lines={lines}
              onEdit={(goodsId, value) => setEdits((prev) => new Map(prev).set(goodsId, value))}
            />
          </>
        )}
      </Box>
    </PageFrame>
  );
}
