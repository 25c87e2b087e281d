import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../../components/form/form-date-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import type { PrescriptionFormValues } from '../../lib/prescription-form';

/**
 * The re-visit date and the parent's or guardian's name (TT 26/2025): the name is required for a
 * child under 72 months on the prescription's date, and the helper text says so.
 */
export function RevisitFields({
  control,
  guardianNeeded,
}: {
  control: Control<PrescriptionFormValues>;
  guardianNeeded: boolean;
}) {
  const { t } = useTranslation('prescriptions');
  return (
    <>
      <Box>
        <FormDateField
          control={control}
          name="ngay_tai_kham"
          label={t('form.revisit_date')}
          compact
          testId="prescription-revisit"
        />
      </Box>
      <Box>
        <FormTextField
          control={control}
          name="nguoi_giam_ho"
          label={t('form.guardian')}
          required={guardianNeeded}
          helperText={guardianNeeded ? t('form.guardian_child') : undefined}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'prescription-guardian' } }}
        />
      </Box>
    </>
  );
}
