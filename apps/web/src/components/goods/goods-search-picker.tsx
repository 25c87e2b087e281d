import { useEffect, useState, type ReactNode, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import AddRounded from '@mui/icons-material/AddRounded';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOptionsHeldWhilePressed } from '../../lib/ui/use-options-held-while-pressed';

const SUGGEST_DEBOUNCE_MS = 250;
const NO_GOODS: never[] = [];

interface PickableGoods {
  id: string;
  ma: string;
  ten: string;
}

/**
 * The search box that adds goods to a list: what is typed goes to the server (which matches without
 * accents) after a pause, items already on the list show but cannot be picked again, and the box
 * empties after each pick, ready for the next. Callers give the query and how an option reads.
 */
export function GoodsSearchPicker<T extends PickableGoods, K extends QueryKey = QueryKey>({
  query,
  taken,
  onPick,
  renderOption,
  label,
  placeholder,
  helperText,
  disabled,
  inputRef,
  testId,
  optionTestId,
}: {
  /** The query of the options for the debounced text; enabled only while the list is open. */
  query: (text: string, open: boolean) => UseQueryOptions<T[], Error, T[], K>;
  taken: ReadonlySet<string>;
  onPick: (goods: T) => void;
  renderOption: (goods: T) => ReactNode;
  label: string;
  placeholder: string;
  helperText?: string | undefined;
  disabled?: boolean | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  testId: string;
  optionTestId?: string | undefined;
}) {
  const { t } = useTranslation('common');
  const [input, setInput] = useState('');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setText(input.trim()), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const options = useQuery(query(text, open));
  const shown = useOptionsHeldWhilePressed(options.data ?? NO_GOODS);

  return (
    <Autocomplete<T>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        shown.release();
      }}
      options={shown.options}
      // The server already filtered; filtering again here would hide unaccented matches.
      filterOptions={(list) => list}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        // Picking an item would put its label in the box; the box stays ready for the next one.
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_, goods) => {
        if (goods) {
          onPick(goods);
          setInput('');
        }
      }}
      getOptionLabel={(g) => `${g.ma} - ${g.ten}`}
      getOptionDisabled={(g) => taken.has(g.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={options.isFetching}
      noOptionsText={t('combobox.no_options')}
      loadingText={t('combobox.loading')}
      disabled={disabled}
      slotProps={{ listbox: shown.listboxProps }}
      blurOnSelect={false}
      clearOnBlur={false}
      renderOption={({ key, ...props }, g) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'block !important' }}
          data-testid={optionTestId}
        >
          {renderOption(g)}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label}
          placeholder={placeholder}
          helperText={helperText}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <AddRounded fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
