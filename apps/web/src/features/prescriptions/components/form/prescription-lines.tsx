import { useEffect, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import MedicationRounded from '@mui/icons-material/MedicationRounded';
import type { PhanLoaiQuanLy, PrescribableGoods, PrescriptionWarning } from '@kho/contracts';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { FormNumberField } from '../../../../components/form/form-number-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { ManagementClassChip } from '../../../../components/goods/management-class-chip';
import { validationText } from '../../../../lib/i18n/i18n';
import { formatNumber } from '../../../../lib/i18n/numbers';
import { suggestedQuantity } from '../../lib/line-quantity';
import { newLine, type PrescriptionFormValues } from '../../lib/prescription-form';
import { PrescribableGoodsPicker } from './prescribable-goods-picker';
import { WarningList } from './warning-list';
import { goodsName } from '../../../../lib/catalogues/goods-name';

type Form = UseFormReturn<PrescriptionFormValues>;

/** Enter goes to the next field of the line; from the last one, back to the goods search. */
function nextFieldOnEnter(event: KeyboardEvent<HTMLElement>, onLast: () => void) {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
  const fields = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[data-line-field]')];
  const index = fields.indexOf(event.target);
  if (index < 0) return;
  event.preventDefault();
  const next = fields[index + 1];
  if (next) next.focus();
  else onLast();
}

function Line({
  form,
  index,
  warnings,
  onRemove,
  onLastEnter,
}: {
  form: Form;
  index: number;
  warnings: readonly PrescriptionWarning[];
  onRemove: () => void;
  onLastEnter: () => void;
}) {
  const { t } = useTranslation('prescriptions');
  const { control, setValue, getValues } = form;
  const goods = getValues(`chi_tiet.${index}.goods`);
  const [dose, times, days, typed] = useWatch({
    control,
    name: [
      `chi_tiet.${index}.lieu_moi_lan`,
      `chi_tiet.${index}.so_lan_ngay`,
      `chi_tiet.${index}.so_ngay`,
      `chi_tiet.${index}.so_luong_tu_nhap`,
    ],
  });

  // The quantity follows dose × times × days until the doctor types one.
  useEffect(() => {
    if (typed) return;
    const num = (v: unknown) => (typeof v === 'number' ? v : null);
    const quantity = suggestedQuantity(num(dose), num(times), num(days));
    if (quantity !== null && quantity !== getValues(`chi_tiet.${index}.so_luong`))
      setValue(`chi_tiet.${index}.so_luong`, quantity, { shouldDirty: true, shouldValidate: true });
  }, [dose, times, days, typed, index, getValues, setValue]);

  const field = (name: string) => ({ htmlInput: { 'data-line-field': name, 'data-testid': `line-${name}` } });
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, borderColor: warnings.length > 0 ? 'warning.main' : undefined }}
      data-testid="prescription-line"
      data-goods={goods.ma}
      onKeyDown={(event) => nextFieldOnEnter(event, onLastEnter)}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
        <Typography sx={{ fontWeight: 700, minWidth: 24 }}>{index + 1}.</Typography>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
            <Typography sx={{ fontWeight: 600 }} data-testid="line-goods-name">
              {goodsName(goods.ten, goods.ham_luong)}
            </Typography>
            <ManagementClassChip value={goods.phan_loai_quan_ly as PhanLoaiQuanLy} hideOrdinary />
          </Box>
          <Typography variant="caption" color="textSecondary" component="div">
            {[goods.ma, goods.hoat_chat, goods.duong_dung].filter(Boolean).join(' · ')} ·{' '}
            <Box
              component="span"
              sx={{ color: goods.kha_dung > 0 ? 'success.main' : 'error.main', fontWeight: 600 }}
            >
              {t('form.available', { quantity: formatNumber(goods.kha_dung), unit: goods.don_vi_tinh })}
            </Box>
          </Typography>
        </Box>
        <Tooltip title={t('form.remove', { name: goods.ten })}>
          <IconButton onClick={onRemove} aria-label={t('form.remove', { name: goods.ten })} size="small">
            <DeleteOutlineRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(3, minmax(0, 1fr))',
            md: '100px 100px 100px minmax(0, 1fr) 150px',
          },
          '& > .usage': { gridColumn: { xs: '1 / -1', md: 'auto' } },
          '& > .quantity': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        }}
      >
        <FormNumberField
          control={control}
          name={`chi_tiet.${index}.lieu_moi_lan`}
          label={t('form.dose')}
          size="small"
          unit={goods.don_vi_tinh.length <= 4 ? goods.don_vi_tinh : undefined}
          slotProps={field('dose')}
        />
        <FormNumberField
          control={control}
          name={`chi_tiet.${index}.so_lan_ngay`}
          label={t('form.times')}
          size="small"
          slotProps={field('times')}
        />
        <FormNumberField
          control={control}
          name={`chi_tiet.${index}.so_ngay`}
          label={t('form.days')}
          size="small"
          slotProps={field('days')}
        />
        <FormTextField
          className="usage"
          control={control}
          name={`chi_tiet.${index}.cach_dung`}
          label={t('form.usage')}
          placeholder={t('form.usage_placeholder')}
          size="small"
          slotProps={field('usage')}
        />
        <Box className="quantity">
          <FormNumberField
            control={control}
            name={`chi_tiet.${index}.so_luong`}
            label={t('form.quantity')}
            size="small"
            fullWidth
            required
            unit={goods.don_vi_tinh}
            onInput={() => setValue(`chi_tiet.${index}.so_luong_tu_nhap`, true)}
            helperText={typed ? undefined : t('form.quantity_follows')}
            slotProps={field('quantity')}
          />
          {typed && (
            <Button
              size="small"
              sx={{ px: 0.5, minWidth: 0 }}
              onClick={() => setValue(`chi_tiet.${index}.so_luong_tu_nhap`, false)}
              data-testid="line-recompute"
            >
              {t('form.quantity_recompute')}
            </Button>
          )}
        </Box>
      </Box>
      {warnings.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <WarningList warnings={warnings} withGoods={false} dense />
        </Box>
      )}
    </Paper>
  );
}

/**
 * The medicines of a prescription: a search that adds one (with what the warehouse has), then per
 * line dose per time, times a day, days, how to take it and the quantity, with the line's warnings.
 */
export function PrescriptionLines({
  form,
  organisationId,
  warehouseId,
  warnings,
}: {
  form: Form;
  organisationId: string;
  warehouseId: string | null;
  warnings: ReadonlyMap<string, PrescriptionWarning[]>;
}) {
  const { t } = useTranslation('prescriptions');
  const lines = useFieldArray({ control: form.control, name: 'chi_tiet' });
  const picker = useRef<HTMLInputElement>(null);
  const taken = new Set(lines.fields.map((l) => l.hang_hoa_id));
  const linesError = form.formState.errors.chi_tiet?.root?.message ?? form.formState.errors.chi_tiet?.message;

  const add = (goods: PrescribableGoods) => {
    lines.append(newLine(goods), { focusName: `chi_tiet.${lines.fields.length}.lieu_moi_lan` });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {lines.fields.length === 0 ? (
        <EmptyState
          icon={<MedicationRounded />}
          title={t('form.no_lines')}
          description={t('form.no_lines_hint')}
        />
      ) : (
        lines.fields.map((line, index) => (
          <Line
            key={line.id}
            form={form}
            index={index}
            warnings={warnings.get(line.hang_hoa_id) ?? []}
            onRemove={() => lines.remove(index)}
            onLastEnter={() => picker.current?.focus()}
          />
        ))
      )}
      {linesError && (
        <Typography color="error" variant="body2" data-testid="lines-error">
          {validationText(linesError)}
        </Typography>
      )}
      <PrescribableGoodsPicker
        organisationId={organisationId}
        warehouseId={warehouseId}
        taken={taken}
        onPick={add}
        inputRef={picker}
      />
    </Box>
  );
}
