import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { OVERVIEW_PERIOD_CHOICES } from '@kho/contracts';
import { useTranslation } from 'react-i18next';

/** The consumption period of the top items and departments, in days back from today. */
export function PeriodSelect({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { t } = useTranslation('overview');
  return (
    <TextField
      select
      size="small"
      label={t('period.label')}
      value={days}
      onChange={(event) => onChange(Number(event.target.value))}
      fullWidth={false}
      sx={{ minWidth: 160, flexShrink: 0 }}
      data-testid="period-select"
    >
      {OVERVIEW_PERIOD_CHOICES.map((n) => (
        <MenuItem key={n} value={n}>
          {t('period.days', { count: n })}
        </MenuItem>
      ))}
    </TextField>
  );
}
