import { createContext, useContext, useState, type ComponentProps } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { Controller, type FieldValues } from 'react-hook-form';
import { FormDateField } from '../../../../components/form/form-date-field';
import { formatDate } from '../../../../lib/i18n/dates';
import { validationText } from '../../../../lib/i18n/i18n';

/**
 * True inside the window of a long voucher (line-table.tsx): its lines draw light stand-ins for
 * their date pickers. A picker's field keeps the text selection in step with its sections after
 * every render, which makes the browser lay the page out again; twenty lines of two pickers each
 * took most of a second on a 2-core machine before a 1 000-line voucher could be used.
 */
export const LightLineFieldsContext = createContext(false);

type Props<T extends FieldValues> = ComponentProps<typeof FormDateField<T>>;

/**
 * A line's date: the picker itself in an ordinary voucher; in a long one, a read-only text field
 * that looks the same and shows the same date until it takes the cursor (Tab, a click), when the
 * picker replaces it and takes the cursor, so typing the date works as in any other line.
 */
export function LineDateField<T extends FieldValues>(props: Props<T>) {
  const light = useContext(LightLineFieldsContext);
  const [active, setActive] = useState(false);
  if (!light || active || props.disabled) return <FormDateField {...props} autoFocus={active} />;
  const { control, name, label, required, testId } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          value={typeof field.value === 'string' && field.value !== 'invalid' ? formatDate(field.value) : ''}
          required={required}
          size="small"
          fullWidth
          error={fieldState.invalid}
          helperText={validationText(fieldState.error?.message)}
          inputRef={field.ref}
          onFocus={() => setActive(true)}
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': testId, 'data-light-date': true },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <CalendarIcon fontSize="small" color="action" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
