import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { MedicineReturnInput, Patient, VoucherDetail } from '@kho/contracts';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../../lib/i18n/i18n';
import { usePatient } from '../../../patients/api/get-patient';
import { PatientPicker } from '../../../patients/components/patient-picker';
import { NO_PATIENT_CHOSEN, type MedicineReturnOutput } from '../../lib/voucher-form';
import { WIDE } from '../../../../components/form/form-section';

/** Who gives the medicine back: the ward or cabinet (to its source) or a patient (to this warehouse). */
export function ReturnModeSwitch({
  patientMode,
  readOnly,
  onChange,
}: {
  patientMode: boolean;
  readOnly: boolean;
  onChange: (patientMode: boolean) => void;
}) {
  const { t } = useTranslation('vouchers');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={patientMode ? 'patient' : 'ward'}
      onChange={(_, value: 'patient' | 'ward' | null) => {
        if (value) onChange(value === 'patient');
      }}
      disabled={readOnly}
      aria-label={t('return_mode.label')}
      data-testid="return-mode"
      sx={{ gridColumn: '1 / -1', '& .MuiToggleButton-root': { flex: 1, textTransform: 'none' } }}
    >
      <ToggleButton value="ward" data-testid="return-mode-ward">
        {t('return_mode.ward')}
      </ToggleButton>
      <ToggleButton value="patient" data-testid="return-mode-patient">
        {t('return_mode.patient')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/**
 * The patient who gives the medicine back. A saved draft's patient is read once so the box shows
 * them; choosing another one starts the lines over (`onPicked`), their batches being the patient's.
 */
export function ReturnPatientField({
  control,
  organisationId,
  detail,
  readOnly,
  careType,
  onPicked,
}: {
  control: Control<MedicineReturnInput, unknown, MedicineReturnOutput>;
  organisationId: string;
  detail: VoucherDetail | null;
  readOnly: boolean;
  careType?: Patient['loai_dieu_tri'] | undefined;
  onPicked: () => void;
}) {
  const { t } = useTranslation('vouchers');
  const { field, fieldState } = useController({ control, name: 'benh_nhan_id' });
  const [picked, setPicked] = useState<Patient | null>(null);
  const chosenId = field.value || null;
  const saved = usePatient(organisationId, readOnly || picked ? null : chosenId);
  if (readOnly) {
    return (
      <TextField
        size="small"
        label={t('fields.benh_nhan_tra')}
        value={detail?.benh_nhan_ten ?? ''}
        slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'return-patient' } }}
        sx={WIDE}
      />
    );
  }
  const value = picked ?? (saved.data && saved.data.id === chosenId ? saved.data : null);
  return (
    <Box sx={WIDE}>
      <PatientPicker
        organisationId={organisationId}
        value={value}
        label={t('fields.benh_nhan_tra')}
        careType={careType}
        required
        error={validationText(fieldState.error?.message)}
        onChange={(patient) => {
          setPicked(patient);
          field.onChange(patient?.id ?? NO_PATIENT_CHOSEN);
          onPicked();
        }}
      />
    </Box>
  );
}
