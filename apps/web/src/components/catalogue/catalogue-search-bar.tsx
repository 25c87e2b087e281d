import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useTranslation } from 'react-i18next';

/** Typing pauses this long before the list is asked again (one request per word, not per key). */
export const SEARCH_DEBOUNCE_MS = 350;

export interface CatalogueFilterOption {
  value: string;
  text: string;
}

/** A select above the list whose value lives in the URL under `key` (also the API parameter). */
export interface CatalogueFilter {
  key: string;
  label: string;
  options: readonly CatalogueFilterOption[];
  /** Wider for long names (departments); the default suits enum values. */
  minWidth?: number;
}

function SearchBox({
  value,
  placeholder,
  onCommit,
}: {
  value: string;
  placeholder: string;
  onCommit: (text: string) => void;
}) {
  const { t } = useTranslation('catalogues');
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed from outside (Back, a link): show its text. Adjusting state during render is
  // React's documented way to follow a prop without an extra effect pass.
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => onCommit(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onCommit]);

  return (
    <TextField
      size="small"
      // Not type="search": the browser would add a second clear button beside ours.
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onCommit(draft);
      }}
      placeholder={placeholder}
      sx={{ flex: '1 1 260px', maxWidth: { sm: 420 } }}
      slotProps={{
        htmlInput: { 'aria-label': placeholder, 'data-testid': 'catalogue-search', enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: draft ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={t('list.clear_search')}
                onClick={() => {
                  setDraft('');
                  onCommit('');
                }}
              >
                <ClearRounded fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}

function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: CatalogueFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('catalogues');
  // A value not (yet) among the options, e.g. while a combobox loads, shows as "all" instead of blank.
  const shown = filter.options.some((o) => o.value === value) ? value : '';
  return (
    <TextField
      select
      size="small"
      label={filter.label}
      value={shown}
      onChange={(e) => onChange(e.target.value)}
      // Two filters share a line on a phone; on wider screens each keeps its natural width.
      sx={{
        flex: { xs: '1 1 40%', sm: `0 1 ${filter.minWidth ?? 180}px` },
        minWidth: { xs: 0, sm: filter.minWidth ?? 180 },
      }}
      slotProps={{
        inputLabel: { shrink: true },
        select: { displayEmpty: true },
        htmlInput: { 'data-testid': `catalogue-filter-${filter.key}` },
      }}
    >
      <MenuItem value="">{t('list.all')}</MenuItem>
      {filter.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The search box and the catalogue's filters, wrapping onto several lines on a phone. */
export function CatalogueSearchBar({
  search,
  placeholder,
  filters,
  values,
  onSearch,
  onFilter,
}: {
  search: string;
  placeholder: string;
  filters: readonly CatalogueFilter[];
  values: Record<string, string>;
  onSearch: (text: string) => void;
  onFilter: (key: string, value: string) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <SearchBox value={search} placeholder={placeholder} onCommit={onSearch} />
      {filters.map((filter) => (
        <FilterSelect
          key={filter.key}
          filter={filter}
          value={values[filter.key] ?? ''}
          onChange={(value) => onFilter(filter.key, value)}
        />
      ))}
    </Box>
  );
}
