import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { LoaiDieuTri } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { useOrganisationToday } from '../../../../lib/session/organisation-today';
import { ageOf } from '../../lib/age';

export interface PatientSummaryData {
  ma: string;
  ho_ten: string;
  ngay_sinh: string;
  gioi_tinh: string;
  so_the_bhyt: string | null;
  muc_huong: number | null;
  giuong: string | null;
  di_ung: string | null;
  di_ung_hoat_chat: readonly string[];
}

/** The age as words: today's (the organisation's day), or on a given day (a printed prescription's own date). */
export function useAgeText() {
  const { t } = useTranslation('prescriptions');
  const today = useOrganisationToday().date;
  return (birthDate: string, on?: Date) => {
    const age = ageOf(birthDate, on ?? today);
    if (!age) return '';
    return age.unit === 'years'
      ? t('detail.age', { age: age.value })
      : t('detail.age_months', { count: age.value });
  };
}

/**
 * Who the prescription is for: code, name, age and sex, care type, card and benefit level, bed;
 * the allergies stand out in red, because they are what a prescriber must not miss.
 */
export function PatientSummary({
  patient,
  careType,
}: {
  patient: PatientSummaryData;
  careType: LoaiDieuTri;
}) {
  const { t } = useTranslation('prescriptions');
  const ageText = useAgeText();
  const allergies = [...patient.di_ung_hoat_chat, ...(patient.di_ung ? [patient.di_ung] : [])];
  return (
    <Box data-testid="patient-summary" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{patient.ho_ten}</Typography>
        <Typography variant="body2" color="textSecondary">
          {patient.ma} · {ageText(patient.ngay_sinh)} · {t(`gioi_tinh.${patient.gioi_tinh}`)}
        </Typography>
        <Chip size="small" label={t(`loai_dieu_tri.${careType}`)} variant="outlined" />
      </Box>
      {(patient.so_the_bhyt || patient.giuong) && (
        <Typography variant="body2" color="textSecondary">
          {patient.so_the_bhyt &&
            `${t('detail.card')}: ${patient.so_the_bhyt}${patient.muc_huong !== null ? ` (${t('detail.benefit', { level: patient.muc_huong })})` : ''}`}
          {patient.so_the_bhyt && patient.giuong && ' · '}
          {patient.giuong && `${t('detail.bed')}: ${patient.giuong}`}
        </Typography>
      )}
      {allergies.length > 0 ? (
        <Alert severity="error" variant="outlined" sx={{ py: 0 }} data-testid="patient-allergies">
          <strong>{t('detail.allergies')}:</strong> {allergies.join(', ')}
        </Alert>
      ) : (
        <Typography variant="caption" color="textSecondary">
          {t('detail.no_allergies')}
        </Typography>
      )}
    </Box>
  );
}
