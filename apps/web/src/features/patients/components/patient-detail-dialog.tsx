import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import EditRounded from '@mui/icons-material/EditRounded';
import MedicationRounded from '@mui/icons-material/MedicationRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import type { Patient } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/dates';
import { usePatient } from '../api/get-patient';
import { ageOn } from '../lib/patient-form';
import { PatientMedicinesList } from './patient-medicines-list';
import { PatientPrescriptionsList } from './patient-prescriptions-list';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{children || '—'}</Typography>
    </Box>
  );
}

function PatientFacts({ patient, today }: { patient: Patient; today: string }) {
  const { t } = useTranslation('patients');
  const card = patient.so_the_bhyt
    ? t('detail.card_value', {
        card: patient.so_the_bhyt,
        from: formatDate(patient.bhyt_tu_ngay),
        to: formatDate(patient.bhyt_den_ngay),
        level: patient.muc_huong ?? 0,
      })
    : t('detail.no_card');
  const cardExpired = !!patient.bhyt_den_ngay && patient.bhyt_den_ngay < today;
  return (
    <Box
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
      data-testid="patient-facts"
    >
      <Field label={t('fields.ngay_sinh')}>
        {t('detail.birth_value', {
          date: formatDate(patient.ngay_sinh),
          age: ageOn(patient.ngay_sinh, today),
        })}
      </Field>
      <Field label={t('fields.gioi_tinh')}>{t(`gioi_tinh.${patient.gioi_tinh}`)}</Field>
      <Field label={t('fields.so_dien_thoai')}>{patient.so_dien_thoai}</Field>
      <Field label={t('fields.so_cccd')}>{patient.so_cccd}</Field>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
        <Field label={t('fields.so_the_bhyt')}>
          {card}
          {cardExpired && <Chip size="small" color="error" label={t('detail.card_expired')} sx={{ ml: 1 }} />}
        </Field>
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
        <Field label={t('fields.dia_chi')}>{patient.dia_chi}</Field>
      </Box>
      {patient.loai_dieu_tri === 'NOI_TRU' && (
        <>
          <Field label={t('fields.khoa_id')}>{patient.khoa_ten}</Field>
          <Field label={t('fields.giuong')}>{patient.giuong}</Field>
          <Field label={t('fields.ngay_vao_vien')}>{formatDate(patient.ngay_vao_vien)}</Field>
          <Field label={t('fields.ngay_ra_vien')}>{formatDate(patient.ngay_ra_vien)}</Field>
        </>
      )}
    </Box>
  );
}

/**
 * One patient, opened from the list by `?benh_nhan=<id>`: their data and allergies, their
 * prescriptions and everything dispensed to them. Writers may edit; prescribers start a
 * prescription for them on the prescriptions screen.
 */
export function PatientDetailDialog({
  organisationId,
  patientId,
  today,
  onClose,
  onEdit,
  onPrescribe,
}: {
  organisationId: string | null;
  patientId: string | null;
  today: string;
  onClose: () => void;
  /** Undefined when the caller's role may not edit patients. */
  onEdit?: (patient: Patient) => void;
  /** Undefined when the caller's role may not prescribe. */
  onPrescribe?: (patient: Patient) => void;
}) {
  const { t } = useTranslation(['patients', 'catalogues']);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [tab, setTab] = useState<'prescriptions' | 'medicines'>('prescriptions');
  const query = usePatient(organisationId, patientId);
  const patient = query.data;

  return (
    <Dialog
      open={patientId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="patient-detail-title"
    >
      <DialogTitle id="patient-detail-title" sx={{ pb: 1 }}>
        {patient ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <span data-testid="patient-detail-name">{patient.ho_ten}</span>
            <Chip size="small" label={patient.ma} />
            <Chip
              size="small"
              color={patient.loai_dieu_tri === 'NOI_TRU' ? 'secondary' : 'default'}
              variant="outlined"
              label={t(`loai_dieu_tri.${patient.loai_dieu_tri}`)}
            />
          </Box>
        ) : (
          t('detail.title')
        )}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {query.isPending && patientId && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress />
          </Box>
        )}
        {query.isError && <Alert severity="error">{t('detail.not_found')}</Alert>}
        {patient && (
          <>
            {(patient.di_ung || patient.di_ung_hoat_chat.length > 0) && (
              <Alert severity="warning" icon={<WarningAmberRounded />} data-testid="patient-allergies">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('detail.allergies')}
                  {patient.di_ung_hoat_chat.map((name) => (
                    <Chip key={name} size="small" color="warning" label={name} sx={{ ml: 1, my: 0.25 }} />
                  ))}
                </Typography>
                {patient.di_ung && <Typography variant="body2">{patient.di_ung}</Typography>}
              </Alert>
            )}
            <PatientFacts patient={patient} today={today} />
            <Box>
              <Tabs
                value={tab}
                onChange={(_, next: typeof tab) => setTab(next)}
                sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
              >
                <Tab value="prescriptions" label={t('detail.prescriptions')} />
                <Tab value="medicines" label={t('detail.medicines')} />
              </Tabs>
              {tab === 'prescriptions' ? (
                <PatientPrescriptionsList organisationId={organisationId} patientId={patient.id} />
              ) : (
                <PatientMedicinesList organisationId={organisationId} patientId={patient.id} />
              )}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {patient && onEdit && (
          <Button startIcon={<EditRounded />} onClick={() => onEdit(patient)} data-testid="patient-edit">
            {t('detail.edit')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button color="inherit" onClick={onClose}>
          {t('catalogues:form.close')}
        </Button>
        {patient && onPrescribe && (
          <Button
            variant="contained"
            startIcon={<MedicationRounded />}
            onClick={() => onPrescribe(patient)}
            data-testid="patient-prescribe"
          >
            {t('detail.prescribe')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
