import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { isValid } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { LocalizedDatePicker, pickerInputTestId } from '../../../components/localized-date-picker';
import { DATE_FORMATS, isoDay, toDate } from '../../../lib/i18n/dates';
import { matchingPreset, PERIOD_PRESETS, presetPeriod, type Period } from '../lib/report-period';

/**
 * The report period: shortcuts (this month, last month, this quarter, this year) and free dates.
 * A date being typed is applied once complete; the server says so when the end is before the start.
 */
export function PeriodField({
  period,
  today,
  onChange,
}: {
  period: Period;
  today: Date;
  onChange: (period: Period) => void;
}) {
  const { t } = useTranslation('reports');
  const chosen = matchingPreset(period, today);
  const picker = (end: keyof Period, label: string) => (
    <LocalizedDatePicker
      label={label}
      value={toDate(period[end])}
      format={DATE_FORMATS.date}
      onChange={(date) => {
        if (date && isValid(date)) onChange({ ...period, [end]: isoDay(date) });
      }}
      slotProps={{
        textField: { size: 'small', slotProps: { htmlInput: pickerInputTestId(`report-${end}`) } },
      }}
      sx={{ flex: { xs: '1 1 0', sm: '0 0 160px' }, minWidth: 0 }}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', minWidth: 0 }}>
      <Box
        role="group"
        aria-label={t('params.period')}
        sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', width: { xs: '100%', md: 'auto' } }}
      >
        {PERIOD_PRESETS.map((preset) => (
          <Chip
            key={preset}
            label={t(`presets.${preset}`)}
            color={chosen === preset ? 'primary' : 'default'}
            variant={chosen === preset ? 'filled' : 'outlined'}
            onClick={() => onChange(presetPeriod(preset, today))}
            data-testid={`preset-${preset}`}
            aria-pressed={chosen === preset}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, width: { xs: '100%', sm: 'auto' } }}>
        {picker('from', t('params.from'))}
        {picker('to', t('params.to'))}
      </Box>
    </Box>
  );
}
