import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Patient } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/dates';
import { useOptionsHeldWhilePressed } from '../../../lib/ui/use-options-held-while-pressed';
import { patientListQueryOptions } from '../api/list-patients';

const SEARCH_DEBOUNCE_MS = 250;
const PICKER_PAGE_SIZE = 20;
const NO_PATIENTS: Patient[] = [];

export interface PatientPickerProps {
  organisationId: string | null;
  value: Patient | null;
  onChange: (patient: Patient | null) => void;
  /** Defaults to "Bệnh nhân" / "Patient". */
  label?: string;
  /** A field error (react-hook-form), shown under the box. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Only inpatients or outpatients (a ward's return names an inpatient). */
  careType?: Patient['loai_dieu_tri'];
}

/** Code, date of birth and card, so two patients of the same name are told apart. */
function describe(patient: Patient): string {
  return [patient.ma, formatDate(patient.ngay_sinh), patient.so_the_bhyt].filter(Boolean).join(' · ');
}

/**
 * Finds a patient by name (without accents), code, phone or insurance card number through the
 * patients list call. The prescription form and the medicine-return header use it.
 */
export function PatientPicker({
  organisationId,
  value,
  onChange,
  label,
  error,
  required,
  disabled,
  autoFocus,
  careType,
}: PatientPickerProps) {
  const { t } = useTranslation(['patients', 'common']);
  const [input, setInput] = useState('');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setText(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  // While a patient is chosen the box shows their name: searching that again would be noise.
  const searchText = value && input === value.ho_ten ? '' : text;
  const patients = useQuery({
    ...patientListQueryOptions({
      to_chuc: organisationId,
      tu_khoa: searchText || undefined,
      loai_dieu_tri: careType,
      page_size: PICKER_PAGE_SIZE,
    }),
    enabled: open && organisationId !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const shown = useOptionsHeldWhilePressed(patients.data?.rows ?? NO_PATIENTS);

  return (
    <Autocomplete<Patient>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        shown.release();
      }}
      options={shown.options}
      // The server already filtered; filtering again here would hide unaccented matches.
      filterOptions={(options) => options}
      value={value}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      onChange={(_, patient) => onChange(patient)}
      getOptionLabel={(p) => p.ho_ten}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={patients.isFetching}
      noOptionsText={t('common:combobox.no_options')}
      loadingText={t('common:combobox.loading')}
      disabled={disabled}
      slotProps={{ listbox: shown.listboxProps }}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {p.ho_ten}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {describe(p)}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label ?? t('patients:picker.label')}
          placeholder={t('patients:picker.placeholder')}
          required={required}
          autoFocus={autoFocus}
          error={!!error}
          helperText={error ?? (value ? describe(value) : undefined)}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'patient-picker' },
          }}
        />
      )}
    />
  );
}
