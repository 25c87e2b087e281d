import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** An on/off field (the active flag) bound to react-hook-form. */
export function FormSwitchField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  sx,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={sx}
          disabled={disabled}
          control={
            <Switch
              name={field.name}
              checked={field.value === true}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
          label={label}
        />
      )}
    />
  );
}
