import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PhanLoaiQuanLy, PrescribableGoods } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { GoodsSearchPicker } from '../../../../components/goods/goods-search-picker';
import { ManagementClassChip } from '../../../../components/goods/management-class-chip';
import { formatNumber } from '../../../../lib/i18n/numbers';
import { prescribableGoodsQuery } from '../../api/prescribable-goods';
import { goodsName } from '../../../../lib/catalogues/goods-name';

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
  return (
    <GoodsSearchPicker
      query={(text, open) => prescribableGoodsQuery(organisationId, warehouseId, text, open)}
      taken={taken}
      onPick={onPick}
      label={t('prescriptions:form.add_goods')}
      placeholder={t('prescriptions:form.add_goods_placeholder')}
      helperText={warehouseId ? undefined : t('prescriptions:form.pick_warehouse_first')}
      disabled={!warehouseId}
      inputRef={inputRef}
      testId="prescription-goods-picker"
      optionTestId="goods-option"
      renderOption={(g) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {goodsName(g.ten, g.ham_luong)}
            </Typography>
            <ManagementClassChip value={g.phan_loai_quan_ly as PhanLoaiQuanLy} hideOrdinary />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="caption" color="textSecondary">
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
        </>
      )}
    />
  );
}
