import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ComboboxItem } from '@kho/contracts';
import { validationText } from '../../lib/i18n/i18n';

interface BaseProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Records offered (a combobox call); the field stores their ids. */
  options: readonly ComboboxItem[];
  loading?: boolean;
  disabled?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
  /**
   * Names of ids the options do not contain (an inactive department still linked to a record), so
   * the field shows a name rather than nothing.
   */
  knownNames?: Readonly<Record<string, string>>;
}

const label = (item: ComboboxItem) => (item.ma ? `${item.ma} - ${item.ten}` : item.ten);

function withKnown(
  options: readonly ComboboxItem[],
  ids: readonly string[],
  known?: Readonly<Record<string, string>>,
) {
  const missing = ids
    .filter((id) => !options.some((o) => o.id === id))
    .map((id) => ({ id, ma: '', ten: known?.[id] ?? id }));
  return [...options, ...missing];
}

/** Picks one record by code or name (searching as the user types); stores its id or null. */
export function FormAutocompleteField<T extends FieldValues>(props: BaseProps<T>) {
  const { t } = useTranslation('common');
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const id = typeof field.value === 'string' ? field.value : null;
        const options = withKnown(props.options, id ? [id] : [], props.knownNames);
        return (
          <Autocomplete
            options={options}
            value={options.find((o) => o.id === id) ?? null}
            onChange={(_, item) => field.onChange(item?.id ?? null)}
            onBlur={field.onBlur}
            getOptionLabel={label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={props.loading}
            disabled={props.disabled}
            sx={props.sx}
            noOptionsText={t('combobox.no_options')}
            loadingText={t('combobox.loading')}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label={props.label}
                error={fieldState.invalid}
                helperText={validationText(fieldState.error?.message) ?? props.helperText}
              />
            )}
          />
        );
      }}
    />
  );
}

/** Picks several records (departments of a staff member); stores their ids. */
export function FormMultiAutocompleteField<T extends FieldValues>(props: BaseProps<T>) {
  const { t } = useTranslation('common');
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => {
        const ids: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
        const options = withKnown(props.options, ids, props.knownNames);
        return (
          <Autocomplete
            multiple
            disableCloseOnSelect
            options={options}
            value={options.filter((o) => ids.includes(o.id))}
            onChange={(_, items) => field.onChange(items.map((item) => item.id))}
            onBlur={field.onBlur}
            getOptionLabel={label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={props.loading}
            disabled={props.disabled}
            sx={props.sx}
            noOptionsText={t('combobox.no_options')}
            loadingText={t('combobox.loading')}
            renderValue={(items, getItemProps) =>
              items.map((item, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={item.ten} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label={props.label}
                error={fieldState.invalid}
                helperText={validationText(fieldState.error?.message) ?? props.helperText}
              />
            )}
          />
        );
      }}
    />
  );
}
