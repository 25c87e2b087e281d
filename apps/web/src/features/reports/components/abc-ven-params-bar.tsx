import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HANG_ABC, LOAI_HANG_HOA, type AbcThresholds, type ReportWarehouse } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { GoodsGroupPicker } from '../../../components/goods/goods-group-picker';
import { ALL_KINDS, type AbcVenParams } from '../lib/abc-ven-params';
import { ALL_WAREHOUSES } from '../lib/report-params';
import { PeriodField } from './period-field';

const fieldSx = { flex: { xs: '1 1 100%', sm: '0 1 220px' }, minWidth: { sm: 160 } } as const;
const KEYS = { A: 'a', B: 'b', C: 'c' } as const;
const draftOf = (value: AbcThresholds | undefined) => ({
  a: value ? String(value.a) : '',
  b: value ? String(value.b) : '',
  c: value ? String(value.c) : '',
});

/**
 * The three class thresholds, typed freely and applied together (Enter, or leaving a field), so
 * that a half-typed number is not sent; the server explains thresholds that do not add up to 100.
 * They show the thresholds in use: the run's own, or the organisation's (`own` false), which the
 * report's answer names. The parent keys it by those, so a change starts a fresh draft.
 */
function ThresholdFields({
  value,
  own,
  onChange,
}: {
  /** The thresholds in use (undefined until the first answer). */
  value: AbcThresholds | undefined;
  own: boolean;
  /** The run's own thresholds, or null for the organisation's. */
  onChange: (value: AbcThresholds | null) => void;
}) {
  const { t } = useTranslation('reports');
  const [draft, setDraft] = useState(() => draftOf(value));
  const apply = () => {
    if (!value) return;
    const next = { a: Number(draft.a), b: Number(draft.b), c: Number(draft.c) };
    if (next.a !== value.a || next.b !== value.b || next.c !== value.c) onChange(next);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') apply();
  };
  return (
    <Box
      role="group"
      aria-label={t('abc_ven.params.thresholds')}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        flexWrap: 'wrap',
        width: { xs: '100%', md: 'auto' },
      }}
    >
      <Typography variant="body2" color="textSecondary" sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {t('abc_ven.params.thresholds')}
      </Typography>
      {HANG_ABC.map((abc) => (
        <TextField
          key={abc}
          size="small"
          type="number"
          label={t('abc_ven.params.threshold', { abc })}
          value={draft[KEYS[abc]]}
          onChange={(event) => setDraft({ ...draft, [KEYS[abc]]: event.target.value })}
          onBlur={apply}
          onKeyDown={onKey}
          disabled={!value}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 1, 'data-testid': `threshold-${abc}` } }}
          sx={{ width: 84 }}
        />
      ))}
      {own ? (
        <Button size="small" onClick={() => onChange(null)} data-testid="thresholds-organisation">
          {t('abc_ven.params.reset')}
        </Button>
      ) : (
        value && (
          <Typography variant="caption" color="textSecondary" data-testid="thresholds-source">
            {t('abc_ven.params.organisation_thresholds')}
          </Typography>
        )
      )}
    </Box>
  );
}

/** Warehouse, period, kind of goods, group and thresholds of the analysis; each change lands in the URL. */
export function AbcVenParamsBar({
  params,
  today,
  organisationId,
  warehouses,
  warehouseId,
  thresholdsInUse,
  onChange,
}: {
  params: AbcVenParams;
  /** The thresholds of the last answer (the organisation's when the run names none). */
  thresholdsInUse: AbcThresholds | undefined;
  today: Date;
  organisationId: string;
  warehouses: readonly ReportWarehouse[];
  /** The warehouse analysed (undefined: every warehouse). */
  warehouseId: string | undefined;
  onChange: (change: Partial<AbcVenParams>) => void;
}) {
  const { t } = useTranslation(['reports', 'goods']);
  const inUse = params.thresholds ?? thresholdsInUse;
  const byDepartment = new Map<string, ReportWarehouse[]>();
  for (const w of warehouses) byDepartment.set(w.khoa_ten, [...(byDepartment.get(w.khoa_ten) ?? []), w]);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      data-testid="report-params"
    >
      <TextField
        select
        size="small"
        label={t('params.warehouse')}
        value={warehouseId && warehouses.some((w) => w.id === warehouseId) ? warehouseId : ALL_WAREHOUSES}
        onChange={(event) => onChange({ warehouse: event.target.value })}
        sx={fieldSx}
        slotProps={{ htmlInput: { 'data-testid': 'param-warehouse' } }}
      >
        <MenuItem value={ALL_WAREHOUSES}>{t('params.all_warehouses')}</MenuItem>
        {[...byDepartment].flatMap(([department, list]) => [
          <ListSubheader key={`d-${department}`}>{department}</ListSubheader>,
          ...list.map((w) => (
            <MenuItem key={w.id} value={w.id}>
              {w.ten}
            </MenuItem>
          )),
        ])}
      </TextField>
      <PeriodField period={params.period} today={today} onChange={(period) => onChange({ period })} />
      <TextField
        select
        size="small"
        label={t('abc_ven.params.kind')}
        value={params.kind}
        onChange={(event) => onChange({ kind: event.target.value as AbcVenParams['kind'] })}
        sx={fieldSx}
        slotProps={{ htmlInput: { 'data-testid': 'param-kind' } }}
      >
        <MenuItem value={ALL_KINDS}>{t('abc_ven.params.all_kinds')}</MenuItem>
        {LOAI_HANG_HOA.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`goods:loai_hang_hoa.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <GoodsGroupPicker
        organisationId={organisationId}
        value={params.groupId}
        onChange={(groupId) => onChange({ groupId })}
        label={t('params.group')}
        placeholder={t('params.all')}
        testId="param-group"
        sx={fieldSx}
      />
      <ThresholdFields
        key={inUse ? `${inUse.a}/${inUse.b}/${inUse.c}` : 'waiting'}
        value={inUse}
        own={params.thresholds !== null}
        onChange={(thresholds) => onChange({ thresholds })}
      />
    </Box>
  );
}
