import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { OrganisationSettingsFields } from '@kho/contracts';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../lib/i18n/i18n';

/**
 * The chronic diseases whose prescriptions may cover the longer limits, as ICD-10 codes or
 * prefixes typed one by one (Enter or comma adds one; `C` stands for every cancer).
 */
export function ChronicCodesField({
  control,
  disabled,
}: {
  control: Control<OrganisationSettingsFields, unknown, unknown>;
  disabled: boolean;
}) {
  const { t } = useTranslation('organisation');
  return (
    <Controller
      control={control}
      name="ma_icd_man_tinh"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          freeSolo
          options={[]}
          value={field.value ?? []}
          disabled={disabled}
          onChange={(_, value) => field.onChange(value.map((v) => v.trim().toUpperCase()).filter(Boolean))}
          renderValue={(value, getItemProps) =>
            value.map((code, index) => {
              const { key, ...props } = getItemProps({ index });
              return <Chip key={key} size="small" label={code} {...props} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              label={t('fields.ma_icd_man_tinh')}
              error={fieldState.invalid}
              helperText={
                validationText(fieldState.error?.message ?? fieldState.error?.root?.message) ??
                t('ma_icd_man_tinh_help')
              }
              placeholder="I10"
            />
          )}
        />
      )}
    />
  );
}
