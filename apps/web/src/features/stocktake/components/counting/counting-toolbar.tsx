import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useTranslation } from 'react-i18next';
import type { LineFilter } from '../../lib/line-filter';

/** Filter of the counting list: name, code or lot, and the "not counted" / "with variance" toggles. */
export function CountingToolbar({
  filter,
  onChange,
  shown,
  total,
  scan,
}: {
  filter: LineFilter;
  onChange: (filter: LineFilter) => void;
  shown: number;
  total: number;
  /** The scan field, when the stocktake can still be counted. */
  scan?: React.ReactNode;
}) {
  const { t } = useTranslation('stocktake');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 1 }}>
      <TextField
        size="small"
        sx={{ flex: '1 1 260px', minWidth: 0 }}
        placeholder={t('filter.placeholder')}
        value={filter.text}
        onChange={(e) => onChange({ ...filter, text: e.target.value })}
        slotProps={{
          htmlInput: { 'data-testid': 'line-filter', 'aria-label': t('filter.placeholder') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {scan}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
        <Chip
          label={t('filter.uncounted')}
          color={filter.uncountedOnly ? 'primary' : 'default'}
          variant={filter.uncountedOnly ? 'filled' : 'outlined'}
          onClick={() => onChange({ ...filter, uncountedOnly: !filter.uncountedOnly })}
          aria-pressed={filter.uncountedOnly}
          data-testid="filter-uncounted"
        />
        <Chip
          label={t('filter.variance')}
          color={filter.varianceOnly ? 'primary' : 'default'}
          variant={filter.varianceOnly ? 'filled' : 'outlined'}
          onClick={() => onChange({ ...filter, varianceOnly: !filter.varianceOnly })}
          aria-pressed={filter.varianceOnly}
          data-testid="filter-variance"
        />
        <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }} data-testid="lines-shown">
          {t('filter.shown', { shown, total })}
        </Box>
      </Box>
    </Box>
  );
}
