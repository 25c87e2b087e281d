import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  CONTROLLED_CLASSES,
  PHAN_LOAI_QUAN_LY,
  type ComboboxItem,
  type ReportWarehouse,
} from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { GoodsGroupPicker } from '../../../components/goods/goods-group-picker';
import { GoodsPicker } from '../../../components/goods/goods-picker';
import {
  ALL_WAREHOUSES,
  EXPIRY_HORIZONS,
  REPORT_PARAMETERS,
  TENDER_STATES,
  type ReportParams,
} from '../lib/report-params';
import { BatchPicker } from './batch-picker';
import { PeriodField } from './period-field';

export interface ReportOptions {
  warehouses: readonly ReportWarehouse[];
  groups: readonly ComboboxItem[];
  departments: readonly ComboboxItem[];
  tenders: readonly ComboboxItem[];
}

const fieldSx = { flex: { xs: '1 1 100%', sm: '0 1 220px' }, minWidth: { sm: 160 } } as const;

function Select({
  label,
  value,
  onChange,
  children,
  testId,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={fieldSx}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {children}
    </TextField>
  );
}

/** The parameters of the chosen report; each change lands in the URL (and starts at page 1). */
export function ReportParamsBar({
  params,
  today,
  organisationId,
  selectedWarehouseId,
  warehouseId,
  options,
  goodsLabel,
  onChange,
}: {
  params: ReportParams;
  today: Date;
  organisationId: string;
  selectedWarehouseId: string | null;
  /** The warehouse the report runs on (undefined: every warehouse). */
  warehouseId: string | undefined;
  options: ReportOptions;
  /** "code - name" of the chosen item, once known. */
  goodsLabel: string | null;
  onChange: (change: Partial<ReportParams>, goodsLabel?: string) => void;
}) {
  const { t } = useTranslation(['reports', 'goods']);
  const uses = REPORT_PARAMETERS[params.report];
  const all = t('params.all');
  const byDepartment = new Map<string, ReportWarehouse[]>();
  for (const w of options.warehouses)
    byDepartment.set(w.khoa_ten, [...(byDepartment.get(w.khoa_ten) ?? []), w]);
  const classes = uses.has('controlledClass') ? CONTROLLED_CLASSES : PHAN_LOAI_QUAN_LY;
  const warehouseValue = params.warehouse || selectedWarehouseId || '';

  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      data-testid="report-params"
    >
      {uses.has('warehouse') && (
        <Select
          label={t('params.warehouse')}
          value={
            params.report === 'the-kho' && warehouseValue === ALL_WAREHOUSES
              ? (selectedWarehouseId ?? '')
              : warehouseValue
          }
          onChange={(warehouse) => onChange({ warehouse })}
          testId="param-warehouse"
        >
          {params.report !== 'the-kho' && (
            <MenuItem value={ALL_WAREHOUSES}>{t('params.all_warehouses')}</MenuItem>
          )}
          {[...byDepartment].flatMap(([department, warehouses]) => [
            <ListSubheader key={`d-${department}`}>{department}</ListSubheader>,
            ...warehouses.map((w) => (
              <MenuItem key={w.id} value={w.id}>
                {w.ten}
              </MenuItem>
            )),
          ])}
        </Select>
      )}
      {uses.has('period') && (
        <PeriodField period={params.period} today={today} onChange={(period) => onChange({ period })} />
      )}
      {uses.has('group') && (
        <GoodsGroupPicker
          organisationId={organisationId}
          value={params.groupId}
          onChange={(groupId) => onChange({ groupId })}
          label={t('params.group')}
          placeholder={all}
          testId="param-group"
          sx={fieldSx}
        />
      )}
      {(uses.has('class') || uses.has('controlledClass')) && (
        <Select
          label={t('params.class')}
          value={
            (classes as readonly string[]).includes(params.managementClass) ? params.managementClass : ''
          }
          onChange={(value) => onChange({ managementClass: value as ReportParams['managementClass'] })}
          testId="param-class"
        >
          <MenuItem value="">{uses.has('controlledClass') ? t('params.all_controlled') : all}</MenuItem>
          {classes.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`goods:phan_loai_quan_ly.${c}`)}
            </MenuItem>
          ))}
        </Select>
      )}
      {uses.has('horizon') && (
        <>
          <Select
            label={t('params.horizon')}
            value={params.horizonDays}
            onChange={(value) => onChange({ horizonDays: Number(value) })}
            testId="param-horizon"
          >
            {[...new Set([...EXPIRY_HORIZONS, params.horizonDays])].map((days) => (
              <MenuItem key={days} value={days}>
                {t('params.horizon_days', { count: days })}
              </MenuItem>
            ))}
          </Select>
          <FormControlLabel
            control={
              <Switch
                checked={params.includeExpired}
                onChange={(_, includeExpired) => onChange({ includeExpired })}
              />
            }
            label={t('params.include_expired')}
          />
        </>
      )}
      {uses.has('department') && (
        <Select
          label={t('params.department')}
          value={params.departmentId}
          onChange={(departmentId) => onChange({ departmentId })}
          testId="param-department"
        >
          <MenuItem value="">{all}</MenuItem>
          {options.departments.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.ten}
            </MenuItem>
          ))}
        </Select>
      )}
      {uses.has('view') && (
        <Select
          label={t('params.view')}
          value={params.consumptionView}
          onChange={(value) => onChange({ consumptionView: value === 'hang_hoa' ? 'hang_hoa' : 'khoa' })}
          testId="param-view"
        >
          <MenuItem value="khoa">{t('params.view_department')}</MenuItem>
          <MenuItem value="hang_hoa">{t('params.view_item')}</MenuItem>
        </Select>
      )}
      {uses.has('tender') && (
        <>
          <Select
            label={t('params.tender')}
            value={params.tenderId}
            onChange={(tenderId) => onChange({ tenderId })}
            testId="param-tender"
          >
            <MenuItem value="">{all}</MenuItem>
            {options.tenders.map((tender) => (
              <MenuItem key={tender.id} value={tender.id}>
                {tender.ma} - {tender.ten}
              </MenuItem>
            ))}
          </Select>
          <Select
            label={t('params.tender_state')}
            value={params.tenderState}
            onChange={(value) => onChange({ tenderState: value as ReportParams['tenderState'] })}
            testId="param-tender-state"
          >
            <MenuItem value="">{all}</MenuItem>
            {TENDER_STATES.map((state) => (
              <MenuItem key={state} value={state}>
                {t(`params.tender_states.${state}`)}
              </MenuItem>
            ))}
          </Select>
          <Select
            label={t('params.year')}
            value={params.tenderYear ?? ''}
            onChange={(value) => onChange({ tenderYear: value ? Number(value) : null })}
            testId="param-year"
          >
            <MenuItem value="">{all}</MenuItem>
            {[0, 1, 2, 3, 4].map((back) => {
              const year = today.getFullYear() - back;
              return (
                <MenuItem key={year} value={year}>
                  {year}
                </MenuItem>
              );
            })}
          </Select>
        </>
      )}
      {uses.has('byBatch') && (
        <FormControlLabel
          control={<Switch checked={params.byBatch} onChange={(_, byBatch) => onChange({ byBatch })} />}
          label={t('params.by_batch')}
          data-testid="param-by-batch"
        />
      )}
      {uses.has('goods') && (
        <Box
          sx={{
            ...fieldSx,
            flex: { xs: '1 1 100%', sm: '0 1 320px' },
            display: 'flex',
            gap: 1,
            alignItems: 'center',
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <GoodsPicker
              organisationId={organisationId}
              taken={new Set()}
              onPick={(goods) => onChange({ goodsId: goods.id, batchId: '' }, `${goods.ma} - ${goods.ten}`)}
              label={t(params.report === 'the-kho' ? 'params.goods_required' : 'params.goods')}
              placeholder={t('params.goods_placeholder')}
              alreadyAdded=""
            />
          </Box>
        </Box>
      )}
      {uses.has('goods') && params.goodsId && (
        <Chip
          label={goodsLabel ?? t('params.goods_chosen')}
          onDelete={() => onChange({ goodsId: '', batchId: '' }, '')}
          color="primary"
          variant="outlined"
          data-testid="param-goods-chip"
          sx={{ maxWidth: '100%' }}
        />
      )}
      {params.report === 'the-kho' && params.goodsId && warehouseId && (
        <BatchPicker
          organisationId={organisationId}
          warehouseId={warehouseId}
          goodsId={params.goodsId}
          value={params.batchId}
          onChange={(batchId) => onChange({ batchId })}
          sx={{ ...fieldSx, flex: { xs: '1 1 100%', sm: '0 1 260px' } }}
        />
      )}
    </Box>
  );
}
