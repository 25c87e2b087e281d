import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../lib/i18n/i18n';
import { useSelectedOrganisationId } from '../../../lib/session/session';
import { useSystemDataOptions, type GoodsLookup } from '../api/system-data-options';

/**
 * A text field of a goods item (unit, route, dosage form, country, manufacturer) that offers the
 * organisation's system data values but accepts any text: the field is text on the server, and a
 * new manufacturer must not wait for an administrator to add it to the list.
 */
export function LookupTextField<T extends FieldValues>({
  control,
  name,
  label,
  lookup,
  disabled,
  required,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  lookup: GoodsLookup;
  disabled?: boolean;
  required?: boolean;
}) {
  const { t } = useTranslation('common');
  const organisationId = useSelectedOrganisationId();
  // Loaded the first time the field is opened: a form of five lookups should not make five calls up front.
  const [wanted, setWanted] = useState(false);
  const options = useSystemDataOptions(organisationId, lookup, wanted && !disabled);
  const names = (options.data ?? []).map((item) => item.ten);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          freeSolo
          autoSelect={false}
          options={names}
          value={typeof field.value === 'string' ? field.value : ''}
          inputValue={typeof field.value === 'string' ? field.value : ''}
          onInputChange={(_, value) => field.onChange(value)}
          onChange={(_, value) => field.onChange(value ?? '')}
          onOpen={() => setWanted(true)}
          onBlur={field.onBlur}
          disabled={disabled}
          loading={options.isFetching}
          loadingText={t('combobox.loading')}
          noOptionsText={t('combobox.no_options')}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label={label}
              required={required}
              error={fieldState.invalid}
              helperText={validationText(fieldState.error?.message)}
            />
          )}
        />
      )}
    />
  );
}
