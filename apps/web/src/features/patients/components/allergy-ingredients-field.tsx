import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGoodsSuggestions } from '../../../lib/catalogues/goods-suggestions';
import { validationText } from '../../../lib/i18n/i18n';

const SUGGEST_DEBOUNCE_MS = 250;

/**
 * Active ingredients the patient is allergic to, as chips. Suggestions are the distinct active
 * ingredients of the goods matching what is typed; any other text is taken as typed (Enter).
 */
export function AllergyIngredientsField<T extends FieldValues>({
  control,
  name,
  organisationId,
  disabled,
  sx,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  organisationId: string | null;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation(['patients', 'common']);
  const [input, setInput] = useState('');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setText(input.trim()), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const goods = useGoodsSuggestions(organisationId, text, open && text !== '');
  const ingredients = [
    ...new Set((goods.data ?? []).flatMap((g) => (g.hoat_chat ? g.hoat_chat.split(/\s*[+;]\s*/) : []))),
  ];

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          options={ingredients}
          // The server matched without accents; filtering again here would hide those matches.
          filterOptions={(options) => options}
          value={field.value ?? []}
          onChange={(_, values) => field.onChange([...new Set(values.map((v) => v.trim()).filter(Boolean))])}
          inputValue={input}
          onInputChange={(_, value) => setInput(value)}
          onBlur={field.onBlur}
          disabled={disabled}
          sx={sx}
          loading={goods.isFetching}
          loadingText={t('common:combobox.loading')}
          noOptionsText={t('patients:form.allergy_no_suggestion')}
          renderValue={(values, getItemProps) =>
            values.map((value, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} {...itemProps} label={value} size="small" color="warning" />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('patients:fields.di_ung_hoat_chat')}
              placeholder={t('patients:form.allergy_placeholder')}
              error={fieldState.invalid}
              helperText={validationText(fieldState.error?.message) ?? t('patients:form.allergy_hint')}
              inputRef={field.ref}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'patient-allergy-ingredients' },
              }}
            />
          )}
        />
      )}
    />
  );
}
