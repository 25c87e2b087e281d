import { useEffect, useState, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import type { PhanLoaiQuanLy, PrescribableGoods } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { ManagementClassChip } from '../../../components/goods/management-class-chip';
import { formatNumber } from '../../../lib/numbers';
import { usePrescribableGoods } from '../api/prescribable-goods';
import { goodsName } from '../lib/goods-name';

const SUGGEST_DEBOUNCE_MS = 250;

/**
 * Finds a medicine to prescribe (code, name or active ingredient, accents ignored by the server)
 * and shows, for each, its ingredient, strength, unit and what the dispensing warehouse has
 * available. Medicines already on the prescription are shown but cannot be picked again.
 */
export function PrescribableGoodsPicker({
  organisationId,
  warehouseId,
  taken,
  onPick,
  inputRef,
}: {
  organisationId: string;
  warehouseId: string | null;
  taken: ReadonlySet<string>;
  onPick: (goods: PrescribableGoods) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation(['prescriptions', 'common']);
  const [input, setInput] = useState('');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setText(input.trim()), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const goods = usePrescribableGoods(organisationId, warehouseId, text, open);

  return (
    <Autocomplete<PrescribableGoods>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={goods.data ?? []}
      // The server already filtered; filtering again here would hide unaccented matches.
      filterOptions={(options) => options}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_, picked) => {
        if (picked) {
          onPick(picked);
          setInput('');
        }
      }}
      getOptionLabel={(g) => `${g.ma} - ${g.ten}`}
      getOptionDisabled={(g) => taken.has(g.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={goods.isFetching}
      noOptionsText={t('common:combobox.no_options')}
      loadingText={t('common:combobox.loading')}
      disabled={!warehouseId}
      blurOnSelect={false}
      clearOnBlur={false}
      renderOption={({ key, ...props }, g) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'block !important' }}
          data-testid="goods-option"
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {goodsName(g.ten, g.ham_luong)}
            </Typography>
            <ManagementClassChip value={g.phan_loai_quan_ly as PhanLoaiQuanLy} hideOrdinary />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {[g.ma, g.hoat_chat, g.duong_dung, g.don_vi_tinh].filter(Boolean).join(' · ')}
              {taken.has(g.id) ? ` · ${t('prescriptions:form.already_added')}` : ''}
            </Typography>
            <Typography
              variant="caption"
              sx={{
                fontWeight: 600,
                whiteSpace: 'nowrap',
                color: g.kha_dung > 0 ? 'success.main' : 'error.main',
              }}
            >
              {g.kha_dung > 0
                ? t('prescriptions:form.available', {
                    quantity: formatNumber(g.kha_dung),
                    unit: g.don_vi_tinh,
                  })
                : t('prescriptions:form.out_of_stock')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('prescriptions:form.add_goods')}
          placeholder={t('prescriptions:form.add_goods_placeholder')}
          helperText={warehouseId ? undefined : t('prescriptions:form.pick_warehouse_first')}
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
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'prescription-goods-picker' },
          }}
        />
      )}
    />
  );
}
