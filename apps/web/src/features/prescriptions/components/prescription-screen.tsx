import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
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
import { canCancelDispensing, canReverseLine } from '../lib/prescription-actions';
import type { DispensingChange } from './dispense-dialog';
import { DispensingsList } from './dispensings-list';
import { PatientSummary } from './form/patient-summary';
import { PrescriptionForm } from './form/prescription-form';
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
            <Typography component="dt" variant="caption" color="textSecondary">
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
  dispensingOpenRef,
  startDispensing,
  changed,
  onReloadChanged,
  onChangeReleased,
  onEdit,
  onBack,
}: {
  organisationId: string;
  detail: PrescriptionDetail;
  /** Kept true while the dispensing dialog is open, for the screen's real-time handler. */
  dispensingOpenRef: RefObject<boolean>;
  startDispensing: boolean;
  changed: DispensingChange;
  onReloadChanged: () => void;
  /** The dialog closed while a change was held back: the screen may show it now. */
  onChangeReleased: () => void;
  onEdit: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('prescriptions');
  const { role } = useOrganisationRole();
  const [printing, setPrinting] = useState<Printing>(null);
  const printPrescription = useCallback(() => window.print(), []);
  const lifecycle = usePrescriptionActions({
    organisationId,
    detail,
    startDispensing,
    changed,
    onReloadChanged,
    onEdit,
    onBack,
    onPrint: () => setPrinting({ kind: 'prescription' }),
  });
  useEffect(() => {
    dispensingOpenRef.current = lifecycle.dispensing;
    if (!lifecycle.dispensing && changed) onChangeReleased();
  }, [dispensingOpenRef, lifecycle.dispensing, changed, onChangeReleased]);

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
          <Typography variant="body2" color="textSecondary">
            {formatDate(detail.ngay_ke)} · {detail.bac_si_ten}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="prescription-code">
            {t('detail.code', { code: detail.ma_don_thuoc })}
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
            canReverse={(d, line) => canReverseLine(d, line, role)}
            onPrint={(d) => setPrinting({ kind: 'slip', id: d.id })}
            onCancel={lifecycle.cancelDispensing}
            onReverse={lifecycle.reverseLine}
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
 * prescribed / dispensed / remaining, its dispensings and batches, and the actions of the role;
 * a prescriber edits it here with the prescription form. Follows `prescription.changed`, so a
 * dispensing or an edit made elsewhere shows at once, except while the pharmacist is preparing a
 * dispensing: then the dialog warns and keeps its lines until the pharmacist reloads.
 */
export function PrescriptionScreen({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('prescriptions');
  const { organisationId } = useOrganisationRole();
  const queryClient = useQueryClient();
  const prescription = usePrescription(organisationId, id);
  const [editing, setEditing] = useState(false);
  const dispensingOpenRef = useRef(false);
  const [changed, setChanged] = useState<(DispensingChange & { version: number }) | null>(null);
  // The version a reload is expected to show: that one opens the dispensing dialog again.
  const [reopenAt, setReopenAt] = useState<number | null>(null);
  const warehouseId = prescription.data?.kho_id ?? null;
  const shownVersion = prescription.data?.phien_ban;
  useEffect(() => (warehouseId ? realtime.watchWarehouse(warehouseId) : undefined), [warehouseId]);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: prescriptionDetailKey(organisationId, id) });
  useRealtimeEvent('prescription.changed', (event) => {
    if (event.id !== id || (event.phien_ban !== undefined && event.phien_ban === shownVersion)) return;
    if (dispensingOpenRef.current)
      setChanged((was) => ({
        edited: !!event.da_sua || !!was?.edited,
        version: Math.max(event.phien_ban ?? 0, was?.version ?? 0),
      }));
    else void refresh();
  });

  if (!organisationId) return null;
  if (prescription.data && editing)
    return (
      <PrescriptionForm
        patientId={prescription.data.benh_nhan_id}
        editing={prescription.data}
        onBack={() => setEditing(false)}
        onCreated={() => {
          setEditing(false);
          void refresh();
        }}
      />
    );
  if (prescription.data)
    return (
      <Loaded
        key={prescription.data.phien_ban}
        organisationId={organisationId}
        detail={prescription.data}
        dispensingOpenRef={dispensingOpenRef}
        startDispensing={reopenAt === prescription.data.phien_ban}
        changed={changed}
        onReloadChanged={() => {
          setReopenAt(changed?.version ?? null);
          setChanged(null);
          void refresh();
        }}
        onChangeReleased={() => {
          setChanged(null);
          void refresh();
        }}
        onEdit={() => setEditing(true)}
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
