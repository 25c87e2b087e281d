import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import InputAdornment from '@mui/material/InputAdornment';
import type { GoodsSuggestion } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { useGoodsSuggestions } from '../../lib/goods-suggestions';

const SUGGEST_DEBOUNCE_MS = 250;

/**
 * Finds a goods item to add by code, name, active ingredient or barcode (the server matches
 * without accents). Items already on the list are shown but cannot be picked again. Used by the
 * cabinets' par levels and the tender lines; each gives its own texts.
 */
export function GoodsPicker({
  organisationId,
  taken,
  onPick,
  label,
  placeholder,
  alreadyAdded,
  disabled,
}: {
  organisationId: string | null;
  taken: ReadonlySet<string>;
  onPick: (goods: GoodsSuggestion) => void;
  label: string;
  placeholder: string;
  /** Said beside an item already on the list. */
  alreadyAdded: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('common');
  const [input, setInput] = useState('');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setText(input.trim()), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const suggestions = useGoodsSuggestions(organisationId, text, open);

  return (
    <Autocomplete<GoodsSuggestion>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={suggestions.data ?? []}
      // The server already filtered; filtering again here would hide unaccented matches.
      filterOptions={(options) => options}
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
      loading={suggestions.isFetching}
      noOptionsText={t('combobox.no_options')}
      loadingText={t('combobox.loading')}
      disabled={disabled}
      blurOnSelect={false}
      clearOnBlur={false}
      renderOption={({ key, ...props }, g) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {g.ma} - {g.ten}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {[g.hoat_chat, g.ham_luong, g.don_vi_tinh].filter(Boolean).join(' · ')}
            {taken.has(g.id) ? ` · ${alreadyAdded}` : ''}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label}
          placeholder={placeholder}
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
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'goods-picker' },
          }}
        />
      )}
    />
  );
}
