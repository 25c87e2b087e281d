import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ReportWarehouse } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range-filter';

const valid = (text: string) => /^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= 365;

export interface PlanParams {
  /** '' : the whole organisation's pharmacy warehouses. */
  warehouseId: string;
  from: string;
  to: string;
  coverDays: number;
  onlyToBuy: boolean;
}

/** The plan's parameters: warehouse, consumption period, days to cover, and (plan only) what to list. */
export function PlanParamsBar({
  params,
  warehouses,
  showOnlyToBuy,
  onChange,
}: {
  params: PlanParams;
  warehouses: readonly ReportWarehouse[];
  showOnlyToBuy: boolean;
  onChange: (next: PlanParams) => void;
}) {
  const { t } = useTranslation('procurement');
  // The typed text, so the field can be emptied while typing; the plan follows only a valid number.
  const [days, setDays] = useState(String(params.coverDays));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('params.warehouse')}
        value={params.warehouseId}
        onChange={(e) => onChange({ ...params, warehouseId: e.target.value })}
        sx={{ flex: { xs: '1 1 100%', md: '0 0 280px' } }}
        slotProps={{
          htmlInput: { 'data-testid': 'plan-warehouse' },
          inputLabel: { shrink: true },
          select: { displayEmpty: true },
        }}
      >
        <MenuItem value="">{t('params.whole_organisation')}</MenuItem>
        {warehouses.map((w) => (
          <MenuItem key={w.id} value={w.id}>
            {w.ten}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFilter
        clearable={false}
        from={params.from}
        to={params.to}
        onChange={(key, value) => {
          if (value) onChange({ ...params, [key === 'tu_ngay' ? 'from' : 'to']: value });
        }}
      />
      {showOnlyToBuy && (
        <>
          <TextField
            size="small"
            type="number"
            label={t('params.cover_days')}
            value={days}
            error={!valid(days)}
            onChange={(e) => {
              setDays(e.target.value);
              if (valid(e.target.value)) onChange({ ...params, coverDays: Number(e.target.value) });
            }}
            slotProps={{ htmlInput: { min: 1, max: 365, 'data-testid': 'plan-cover-days' } }}
            sx={{ flex: { xs: '1 1 120px', md: '0 0 140px' } }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={params.onlyToBuy}
                onChange={(e) => onChange({ ...params, onlyToBuy: e.target.checked })}
              />
            }
            label={t('params.only_to_buy')}
          />
        </>
      )}
    </Box>
  );
}
