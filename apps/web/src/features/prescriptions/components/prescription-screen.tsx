import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import MedicationRounded from '@mui/icons-material/MedicationRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { useQueryClient } from '@tanstack/react-query';
import type { PrescriptionDetail } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { formatDate } from '../../../lib/i18n/dates';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { realtime } from '../../../lib/live-updates/realtime';
import { useRealtimeEvent } from '../../../lib/live-updates/use-realtime-event';
import { useVoucher } from '../../vouchers/api/get-voucher';
import { VoucherPrint } from '../../vouchers/components/form/voucher-print';
import { prescriptionDetailKey, usePrescription } from '../api/get-prescription';
import { canCancelDispensing } from '../lib/prescription-actions';
import { DispensingsList } from './dispensings-list';
import { PatientSummary } from './form/patient-summary';
import { PrescriptionLinesView } from './prescription-lines-view';
import { PrescriptionPrint } from './prescription-print';
import { PrescriptionStatusChip } from './prescription-status-chip';
import { usePrescriptionActions } from './use-prescription-actions';
import { WarningList } from './form/warning-list';

/** What is being printed: the prescription, or the slip of one dispensing. */
type Printing = { kind: 'prescription' } | { kind: 'slip'; id: string } | null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle2" color="primary" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Facts({ items }: { items: [label: string, value: string | null][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {items
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

/** The dispensing slip (the generic voucher print, A5), opening the print dialog once loaded. */
function SlipPrint({ organisationId, id }: { organisationId: string; id: string }) {
  const slip = useVoucher('CAP_PHAT', organisationId, id);
  const loaded = slip.data?.id === id;
  useEffect(() => {
    if (!loaded) return;
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [loaded]);
  return slip.data ? <VoucherPrint detail={slip.data} /> : null;
}

function Loaded({
  organisationId,
  detail,
  onBack,
}: {
  organisationId: string;
  detail: PrescriptionDetail;
  onBack: () => void;
}) {
  const { t } = useTranslation('prescriptions');
  const { role } = useOrganisationRole();
  const [printing, setPrinting] = useState<Printing>(null);
  const printPrescription = useCallback(() => window.print(), []);
  const lifecycle = usePrescriptionActions({
    organisationId,
    detail,
    onBack,
    onPrint: () => setPrinting({ kind: 'prescription' }),
  });

  return (
    <PageFrame
      section={t(`loai_dieu_tri.${detail.loai_dieu_tri}`)}
      title={t('detail.title', { number: detail.so_don })}
      icon={<MedicationRounded />}
      actions={lifecycle.actions}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }} data-testid="prescription-screen">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <PrescriptionStatusChip status={detail.trang_thai} />
          <Typography variant="body2" color="text.secondary">
            {formatDate(detail.ngay_ke)} · {detail.bac_si_ten}
          </Typography>
        </Box>
        {lifecycle.problem && (
          <Alert
            severity="error"
            onClose={lifecycle.dismissProblem}
            data-testid="prescription-problem"
            action={
              lifecycle.problem.stale ? (
                <Button color="inherit" size="small" onClick={lifecycle.reload}>
                  {t('reload')}
                </Button>
              ) : undefined
            }
          >
            {lifecycle.problem.message}
          </Alert>
        )}
        <PatientSummary patient={detail.benh_nhan} careType={detail.loai_dieu_tri} />
        <Facts
          items={[
            [
              t('detail.diagnosis'),
              detail.ma_icd ? `${detail.ma_icd} · ${detail.chan_doan}` : detail.chan_doan,
            ],
            [t('detail.department'), detail.khoa_ten],
            [t('detail.warehouse'), detail.kho_ten],
            [t('detail.prescriber'), detail.bac_si_ten],
            [t('detail.advice'), detail.loi_dan],
            [t('detail.closed_reason'), detail.ly_do_dong],
            [t('detail.cancelled_reason'), detail.ly_do_huy],
          ]}
        />
        {detail.canh_bao.length > 0 && (
          <Section title={t('detail.accepted_warnings')}>
            <WarningList warnings={detail.canh_bao} dense />
          </Section>
        )}
        <Divider />
        <Section title={t('detail.lines_title')}>
          <PrescriptionLinesView lines={detail.chi_tiet} />
        </Section>
        <Section title={t('detail.dispensings_title')}>
          <DispensingsList
            dispensings={detail.cap_phat}
            canCancel={(d) => canCancelDispensing(d, role)}
            onPrint={(d) => setPrinting({ kind: 'slip', id: d.id })}
            onCancel={lifecycle.cancelDispensing}
          />
        </Section>
      </Box>
      {lifecycle.dialogs}
      {printing?.kind === 'prescription' && <PrescriptionPrint detail={detail} onReady={printPrescription} />}
      {printing?.kind === 'slip' && (
        <SlipPrint key={printing.id} organisationId={organisationId} id={printing.id} />
      )}
    </PageFrame>
  );
}

/**
 * One prescription (`?don=<id>`): the patient with allergies highlighted, diagnosis, lines with
 * prescribed / dispensed / remaining, its dispensings and batches, and the actions of the role.
 * Follows `prescription.changed`, so a dispensing made elsewhere shows at once.
 */
export function PrescriptionScreen({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('prescriptions');
  const { organisationId } = useOrganisationRole();
  const queryClient = useQueryClient();
  const prescription = usePrescription(organisationId, id);
  const warehouseId = prescription.data?.kho_id ?? null;
  useEffect(() => (warehouseId ? realtime.watchWarehouse(warehouseId) : undefined), [warehouseId]);
  useRealtimeEvent('prescription.changed', (event) => {
    if (event.id === id)
      void queryClient.invalidateQueries({ queryKey: prescriptionDetailKey(organisationId, id) });
  });

  if (!organisationId) return null;
  if (prescription.data)
    return (
      <Loaded
        key={prescription.data.phien_ban}
        organisationId={organisationId}
        detail={prescription.data}
        onBack={onBack}
      />
    );
  return (
    <PageFrame
      title={t('form.title')}
      icon={<MedicationRounded />}
      actions={[{ value: 'back', text: t('actions.back'), variant: 'text', onClick: onBack }]}
    >
      {prescription.isError ? (
        <EmptyState
          icon={<SearchOffRounded />}
          title={t('detail.not_found')}
          description={t('detail.not_found_hint')}
        />
      ) : (
        <Skeleton variant="rounded" height={360} />
      )}
    </PageFrame>
  );
}
