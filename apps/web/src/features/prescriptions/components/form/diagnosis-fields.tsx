import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DiagnosisSuggestion } from '@kho/contracts';
import { Controller, useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../../lib/i18n/i18n';
import { useDiagnosisSuggestions } from '../../api/diagnosis-suggestions';
import type { PrescriptionFormValues } from '../../lib/prescription-form';

const SUGGEST_DEBOUNCE_MS = 250;

/**
 * The ICD-10 code and the diagnosis. The diagnosis is free text; while it is typed, the diagnoses
 * this organisation wrote before are suggested, and picking one fills the code too.
 */
export function DiagnosisFields({
  control,
  organisationId,
}: {
  control: Control<PrescriptionFormValues>;
  organisationId: string;
}) {
  const { t } = useTranslation('prescriptions');
  const code = useController({ control, name: 'ma_icd' });
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setText(typed.trim()), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const suggestions = useDiagnosisSuggestions(organisationId, text, open);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}>
      <TextField
        size="small"
        label={t('form.icd')}
        name={code.field.name}
        value={code.field.value}
        onChange={(e) => code.field.onChange(e.target.value.toUpperCase())}
        onBlur={code.field.onBlur}
        inputRef={code.field.ref}
        error={code.fieldState.invalid}
        helperText={validationText(code.fieldState.error?.message)}
        slotProps={{ htmlInput: { 'data-testid': 'prescription-icd', maxLength: 9 } }}
      />
      <Controller
        control={control}
        name="chan_doan"
        render={({ field, fieldState }) => (
          <Autocomplete<DiagnosisSuggestion, false, false, true>
            freeSolo
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            options={suggestions.data ?? []}
            filterOptions={(options) => options}
            inputValue={field.value}
            onInputChange={(_, value, reason) => {
              if (reason === 'reset') return;
              field.onChange(value);
              setTyped(value);
            }}
            onChange={(_, picked) => {
              if (picked && typeof picked !== 'string') {
                field.onChange(picked.chan_doan);
                if (picked.ma_icd) code.field.onChange(picked.ma_icd);
              }
            }}
            value={null}
            getOptionLabel={(s) => (typeof s === 'string' ? s : s.chan_doan)}
            renderOption={({ key, ...props }, s) => (
              <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
                <Typography variant="body2">
                  {s.ma_icd && <strong>{s.ma_icd} · </strong>}
                  {s.chan_doan}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  {t('form.used_times', { count: s.so_lan })}
                </Typography>
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                required
                label={t('form.diagnosis')}
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                error={fieldState.invalid}
                helperText={validationText(fieldState.error?.message) ?? t('form.diagnosis_hint')}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'prescription-diagnosis' },
                }}
              />
            )}
          />
        )}
      />
    </Box>
  );
}
