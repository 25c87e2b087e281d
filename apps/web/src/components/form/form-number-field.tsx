import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { validationText } from '../../lib/i18n/i18n';

type Props<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'type'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Unit shown at the end of the field ("đ", "%"). */
  unit?: string;
};

/**
 * What the user typed as a number for the contract: empty is undefined (the schema's default
 * applies), a decimal comma is accepted ("2,5"), anything else is passed on for zod to refuse.
 */
export function parseNumberInput(text: string): number | string | undefined {
  const compact = text.replace(/\s/g, '');
  if (compact === '') return undefined;
  const normalised = compact.includes(',') && !compact.includes('.') ? compact.replace(',', '.') : compact;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : text;
}

function NumberInput({
  value,
  onChange,
  unit,
  ...rest
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: unknown;
  onChange: (v: unknown) => void;
  unit?: string;
}) {
  const shown = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  // The text as typed ("2," on the way to "2,5") is kept while it means the same number.
  const [draft, setDraft] = useState(shown);
  const text = parseNumberInput(draft) === (value ?? undefined) ? draft : shown;
  return (
    <TextField
      {...rest}
      value={text}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(parseNumberInput(event.target.value));
      }}
      slotProps={{
        ...rest.slotProps,
        htmlInput: { inputMode: 'decimal', ...(rest.slotProps?.htmlInput as object) },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}

/** A numeric field (price, rate, quantity) bound to react-hook-form, storing a number. */
export function FormNumberField<T extends FieldValues>({ control, name, unit, ...rest }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...rest}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          unit={unit}
          error={fieldState.invalid}
          helperText={validationText(fieldState.error?.message) ?? rest.helperText}
        />
      )}
    />
  );
}
