import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DATE_FORMATS } from '../../../lib/dates';
import { validationText } from '../../../lib/i18n';

/** A data attribute for the hidden input (the picker's prop types leave data-* out). */
const testIdProps = (testId: string | undefined): object => ({ 'data-testid': testId });

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/**
 * A compact date of a voucher line (expiry, manufacture date): dd/MM/yyyy on screen, ISO in the
 * form, 'invalid' for an incomplete date so the schema names it — like the form date field, sized
 * for a table cell.
 */
export function LineDateField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  testId,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          value={toDate(field.value)}
          onChange={(date) =>
            field.onChange(date === null ? '' : isValid(date) ? format(date, 'yyyy-MM-dd') : 'invalid')
          }
          format={DATE_FORMATS.date}
          disabled={disabled}
          inputRef={field.ref}
          slotProps={{
            textField: {
              size: 'small',
              name: field.name,
              onBlur: field.onBlur,
              error: fieldState.invalid,
              helperText: validationText(fieldState.error?.message),
              fullWidth: true,
              slotProps: { htmlInput: testIdProps(testId) },
            },
          }}
        />
      )}
    />
  );
}
