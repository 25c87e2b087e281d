import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../lib/i18n/i18n';

type Props<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Adds a show/hide button (password fields). */
  revealable?: boolean;
};

/**
 * A MUI text field bound to react-hook-form. Zod issues carry contract keys such as
 * "validation.email"; they are shown in the user's language, server messages as they come.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  revealable,
  type,
  slotProps,
  ...rest
}: Props<T>) {
  const { t } = useTranslation('common');
  const [revealed, setRevealed] = useState(false);
  const inputType = revealable ? (revealed ? 'text' : 'password') : type;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          type={inputType}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={validationText(fieldState.error?.message) ?? rest.helperText}
          slotProps={{
            ...slotProps,
            input: revealable
              ? {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        edge="end"
                        onClick={() => setRevealed((v) => !v)}
                        aria-label={revealed ? t('password.hide') : t('password.show')}
                        size="small"
                      >
                        {revealed ? (
                          <VisibilityOffRounded fontSize="small" />
                        ) : (
                          <VisibilityRounded fontSize="small" />
                        )}
                      </IconButton>
                    </InputAdornment>
                  ),
                }
              : undefined,
          }}
        />
      )}
    />
  );
}
