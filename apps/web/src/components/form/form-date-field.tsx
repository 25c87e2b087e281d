import type { SxProps, Theme } from '@mui/material/styles';
import { isValid } from 'date-fns';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DATE_FORMATS, isoDay, toDate } from '../../lib/i18n/dates';
import { validationText } from '../../lib/i18n/i18n';
import { LocalizedDatePicker, pickerInputTestId } from '../localized-date-picker';

/** An ISO date ("2026-05-31") or '' as a Date for the picker; anything else is no date. */
const pickerValue = (value: unknown): Date | null => (typeof value === 'string' ? toDate(value) : null);

/**
 * A business date (no time) bound to react-hook-form: shown dd/MM/yyyy (spec §5) whatever the
 * browser's language, stored as the ISO date the contracts expect. An incomplete date is stored
 * as 'invalid' so the schema's date rule names it.
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  sx,
  compact,
  testId,
  autoFocus,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
  /** Small and full width, for a cell of a lines table. */
  compact?: boolean;
  /** data-testid of the input (the picker's prop types leave data-* out). */
  testId?: string;
  /** Takes the cursor when drawn (a long voucher's line field drawn as the user reaches it). */
  autoFocus?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LocalizedDatePicker
          label={label}
          value={pickerValue(field.value)}
          onChange={(date) => field.onChange(date === null ? '' : isValid(date) ? isoDay(date) : 'invalid')}
          format={DATE_FORMATS.date}
          disabled={disabled}
          autoFocus={autoFocus}
          inputRef={field.ref}
          sx={sx}
          slotProps={{
            textField: {
              name: field.name,
              required,
              onBlur: field.onBlur,
              error: fieldState.invalid,
              helperText: validationText(fieldState.error?.message),
              ...(compact ? { size: 'small' as const, fullWidth: true } : {}),
              ...(testId ? { slotProps: { htmlInput: pickerInputTestId(testId) } } : {}),
            },
          }}
        />
      )}
    />
  );
}
