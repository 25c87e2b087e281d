import { useRef, useState } from 'react';
import { ERROR_CODES, type ProcurementRequestDetail, type VaiTro } from '@kho/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import ThumbDownAltRounded from '@mui/icons-material/ThumbDownAltRounded';
import { useTranslation } from 'react-i18next';
import { usePrintReady } from '../../../components/print/use-print-ready';
import { ApiError } from '../../../lib/api/api-client';
import { saveBlob } from '../../../lib/api/download';
import { formatDate } from '../../../lib/i18n/dates';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { toast } from '../../../lib/ui/toast';
import { ReasonDialog } from '../../vouchers/components/form/reason-dialog';
import { IdempotencyKeys, isRetryable } from '../../../lib/api/idempotency-keys';
import { useProcurementRequest } from '../api/procurement-request';
import { useProcurementRequestStep, type RequestStep } from '../api/procurement-request-step';
import { useRequestTenders } from '../api/request-tenders';
import { useUpdateProcurementRequest } from '../api/update-procurement-request';
import { requestWorkbook } from '../lib/plan-workbook';
import { editLinesOf, updateLinesOf, type EditLine } from '../lib/request-edit';
import { RequestLines } from './request-lines';
import { RequestLinesEditor } from './request-lines-editor';
import { RequestPrint, requestSubtitle } from './request-print';
import { RequestStatusChip } from './request-status-chip';

/** Who submits a request (the planners) and who approves or refuses it (docs/procurement.md). */
const PLANNERS: readonly VaiTro[] = ['QUAN_TRI', 'DUOC_SI', 'THU_KHO', 'QUAN_LY'];
const APPROVERS: readonly VaiTro[] = ['QUAN_TRI', 'DUOC_SI'];

/**
 * One procurement request: its header and lines, editing a draft or refused one (quantities,
 * tender lines, removing lines), submit / approve / refuse, A4 print and Excel.
 */
export function RequestDialog({
  id,
  hospital,
  onClose,
}: {
  id: string;
  hospital: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('procurement');
  const { organisationId, can } = useOrganisationRole();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const query = useProcurementRequest(organisationId, id);
  const request = query.data;
  const step = useProcurementRequestStep();
  const keys = useRef(new IdempotencyKeys()).current;
  const [refusing, setRefusing] = useState(false);
  const printReady = usePrintReady();
  const update = useUpdateProcurementRequest();
  /** The lines being edited; null when the request is only shown. */
  const [editing, setEditing] = useState<EditLine[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const tenders = useRequestTenders(
    organisationId,
    id,
    editing !== null,
    (editing ?? []).filter((l) => l.added).map((l) => l.hang_hoa_id),
  );

  const run = async (name: RequestStep, current: ProcurementRequestDetail, reason?: string) => {
    const body = {
      to_chuc: organisationId ?? '',
      phien_ban: current.phien_ban,
      ...(reason ? { ly_do: reason } : {}),
    };
    const saved = await step.mutateAsync({
      id: current.id,
      step: name,
      body,
      idempotencyKey: keys.keyFor(name, body),
    });
    keys.done(name);
    toast.success(t(`request.done.${name}`, { number: saved.so_phieu }));
  };
  const exportExcel = async (current: ProcurementRequestDetail) => {
    const name = `${current.so_phieu}.xlsx`;
    const heading = [hospital, current.kho_ten ?? t('params.whole_organisation')].filter(Boolean);
    saveBlob(await requestWorkbook(t, current, heading, requestSubtitle(t, current)), name);
    toast.success(t('export.done'), name);
  };

  const saveEdit = async (current: ProcurementRequestDetail, lines: EditLine[]) => {
    const chi_tiet = updateLinesOf(lines);
    if (!chi_tiet) return;
    const body = {
      to_chuc: organisationId ?? '',
      phien_ban: current.phien_ban,
      ghi_chu: current.ghi_chu,
      chi_tiet,
    };
    setProblem(null);
    try {
      const saved = await update.mutateAsync({
        id: current.id,
        body,
        idempotencyKey: keys.keyFor('cap-nhat', body),
      });
      keys.done('cap-nhat');
      setEditing(null);
      toast.success(t('edit.saved', { number: saved.so_phieu }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!isRetryable(error.status)) keys.done('cap-nhat');
      if (error.status !== 409) {
        setProblem(error.message);
        return;
      }
      // Changed elsewhere since it was opened (a newer version, or submitted): show what is saved now.
      setProblem(error.code === ERROR_CODES.STALE_VERSION ? t('edit.stale') : error.message);
      setEditing(null);
      await query.refetch();
    }
  };

  const editable = request && (request.trang_thai === 'LUU_TAM' || request.trang_thai === 'TU_CHOI');
  const pending = request?.trang_thai === 'CHO_DUYET';
  return (
    <Dialog
      open
      // While lines are being edited only Cancel or Save leaves, so a stray click loses nothing.
      onClose={editing === null ? onClose : undefined}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      data-testid="request-dialog"
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <span data-testid="request-number">{request?.so_phieu ?? t('request.title')}</span>
        {request && <RequestStatusChip status={request.trang_thai} />}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {(query.isFetching || step.isPending || update.isPending || tenders.isFetching) && (
          <LinearProgress sx={{ height: 2 }} />
        )}
        {query.isError && <Alert severity="error">{t('request.load_error')}</Alert>}
        {problem && (
          <Alert severity="warning" onClose={() => setProblem(null)} data-testid="request-problem">
            {problem}
          </Alert>
        )}
        {request && (
          <>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 0.5 }}
              data-testid="request-header"
            >
              <Typography variant="body2">
                {t('request.warehouse', { name: request.kho_ten ?? t('params.whole_organisation') })}
              </Typography>
              <Typography variant="body2">{requestSubtitle(t, request)}</Typography>
              <Typography variant="body2">
                {t('request.created', {
                  name: request.nguoi_tao_ten ?? '',
                  date: formatDate(request.ngay_tao),
                })}
              </Typography>
              {request.ngay_duyet && (
                <Typography variant="body2">
                  {t('request.approved', {
                    name: request.nguoi_duyet_ten ?? '',
                    date: formatDate(request.ngay_duyet),
                  })}
                </Typography>
              )}
            </Box>
            {request.trang_thai === 'TU_CHOI' && request.ly_do_tu_choi && (
              <Alert severity="error">{t('request.refused', { reason: request.ly_do_tu_choi })}</Alert>
            )}
            {editing === null ? (
              <RequestLines request={request} />
            ) : tenders.isError ? (
              <Alert severity="error">{t('edit.tenders_error')}</Alert>
            ) : (
              tenders.data && (
                <>
                  {tenders.addedError && (
                    <Alert
                      severity="warning"
                      sx={{ mb: 1 }}
                      data-testid="request-added-tenders-error"
                      action={
                        <Button
                          color="inherit"
                          size="small"
                          disabled={tenders.isFetching}
                          onClick={tenders.retryAdded}
                          data-testid="request-added-tenders-retry"
                        >
                          {t('common:retry')}
                        </Button>
                      }
                    >
                      {t('edit.added_tenders_error')}
                    </Alert>
                  )}
                  <RequestLinesEditor
                    organisationId={organisationId}
                    request={request}
                    lines={editing}
                    tenders={tenders.data}
                    disabled={update.isPending}
                    onChange={setEditing}
                  />
                </>
              )
            )}
            {printReady && <RequestPrint hospital={hospital} request={request} />}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {request && editing !== null ? (
          <>
            <Button onClick={() => setEditing(null)} disabled={update.isPending}>
              {t('edit.cancel')}
            </Button>
            <Button
              variant="contained"
              startIcon={<SaveRounded />}
              disabled={update.isPending || !tenders.data || updateLinesOf(editing) === null}
              onClick={() => void saveEdit(request, editing)}
              data-testid="request-save"
            >
              {t('edit.save')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('request.close')}</Button>
            {request && (
              <>
                <Button startIcon={<FileDownloadRounded />} onClick={() => void exportExcel(request)}>
                  {t('actions.export')}
                </Button>
                <Button
                  startIcon={<PrintRounded />}
                  onClick={() => window.print()}
                  data-testid="request-print"
                >
                  {t('request.print')}
                </Button>
                {editable && can(PLANNERS) && (
                  <>
                    <Button
                      startIcon={<EditRounded />}
                      disabled={step.isPending}
                      onClick={() => {
                        setProblem(null);
                        setEditing(editLinesOf(request));
                      }}
                      data-testid="request-edit"
                    >
                      {t('edit.start')}
                    </Button>
                    <Button
                      variant="contained"
                      startIcon={<SendRounded />}
                      disabled={step.isPending}
                      onClick={() => void run('gui-duyet', request)}
                      data-testid="request-submit"
                    >
                      {t('request.submit')}
                    </Button>
                  </>
                )}
                {pending && can(APPROVERS) && (
                  <>
                    <Button
                      color="error"
                      startIcon={<ThumbDownAltRounded />}
                      disabled={step.isPending}
                      onClick={() => setRefusing(true)}
                      data-testid="request-refuse"
                    >
                      {t('request.refuse')}
                    </Button>
                    <Button
                      variant="contained"
                      color="success"
                      startIcon={<CheckCircleRounded />}
                      disabled={step.isPending}
                      onClick={() => void run('duyet', request)}
                      data-testid="request-approve"
                    >
                      {t('request.approve')}
                    </Button>
                  </>
                )}
              </>
            )}
          </>
        )}
      </DialogActions>
      {refusing && request && (
        <ReasonDialog
          title={t('request.refuse_title', { number: request.so_phieu })}
          text={t('request.refuse_text')}
          confirmText={t('request.refuse')}
          onClose={() => setRefusing(false)}
          onConfirm={async (reason) => {
            await run('tu-choi', request, reason);
            setRefusing(false);
          }}
        />
      )}
    </Dialog>
  );
}
