import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { validationText } from '../../lib/i18n/i18n';

export interface SelectOption {
  value: string;
  text: string;
}

type Props<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  options: readonly SelectOption[];
  /** Adds a first item that clears the value (stored as null), e.g. "no source warehouse". */
  emptyText?: string;
};

/** A MUI select bound to react-hook-form, for enums and short lists of records. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  options,
  emptyText,
  ...rest
}: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          select
          name={field.name}
          value={options.some((o) => o.value === field.value) ? field.value : ''}
          onChange={(e) =>
            field.onChange(e.target.value === '' && emptyText !== undefined ? null : e.target.value)
          }
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={validationText(fieldState.error?.message) ?? rest.helperText}
          slotProps={{
            ...rest.slotProps,
            select: { displayEmpty: emptyText !== undefined },
            inputLabel: emptyText !== undefined ? { shrink: true } : undefined,
          }}
        >
          {emptyText !== undefined && (
            <MenuItem value="">
              <em>{emptyText}</em>
            </MenuItem>
          )}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.text}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
