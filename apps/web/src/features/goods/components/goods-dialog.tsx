import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  CONTROLLED_CLASSES,
  goodsFieldsSchema,
  LOAI_HANG_HOA,
  PHAM_VI_BHYT,
  PHAN_LOAI_QUAN_LY,
  PHAN_LOAI_VEN,
  type ComboboxItem,
  type GoodsFields,
  type GoodsRecord,
} from '@kho/contracts';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CatalogueFormDialog } from '../../../components/catalogue/catalogue-form-dialog';
import type { useCatalogueScreen } from '../../../components/catalogue/use-catalogue-screen';
import { FormAutocompleteField } from '../../../components/form/form-autocomplete-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormSwitchField } from '../../../components/form/form-switch-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { GoodsInput } from '../api/goods-api';
import { FormSection } from '../../../components/form/form-section';
import { goodsToForm, type GoodsFormValues } from './goods-form';
import { LookupTextField } from './lookup-text-field';
import { ManagementClassChip } from '../../../components/goods/management-class-chip';

const FULL = { gridColumn: '1 / -1' } as const;

/** The class select draws each class as its chip, and warns when a controlled class is chosen. */
function ClassField({
  control,
  disabled,
}: {
  control: Control<GoodsFields, unknown, GoodsInput>;
  disabled: boolean;
}) {
  const { t } = useTranslation('goods');
  const value = useWatch({ control, name: 'phan_loai_quan_ly' });
  return (
    <>
      <Controller
        control={control}
        name="phan_loai_quan_ly"
        render={({ field }) => (
          <TextField
            select
            label={t('goods.fields.phan_loai_quan_ly')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={disabled}
            slotProps={{
              select: {
                renderValue: (v) => <ManagementClassChip value={v as GoodsFormValues['phan_loai_quan_ly']} />,
              },
            }}
          >
            {PHAN_LOAI_QUAN_LY.map((option) => (
              <MenuItem key={option} value={option}>
                <ManagementClassChip value={option} />
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {value !== undefined && CONTROLLED_CLASSES.includes(value) && (
        <Alert severity="warning" sx={FULL} data-testid="controlled-warning">
          {t('controlled_help')}
        </Alert>
      )}
    </>
  );
}

/**
 * Only medicines take a VEN class: the field shows for them, and choosing another kind clears it
 * (the server refuses a VEN class on supplies and chemicals).
 */
function VenField({
  control,
  setValue,
  disabled,
}: {
  control: Control<GoodsFields, unknown, GoodsInput>;
  setValue: UseFormSetValue<GoodsFields>;
  disabled: boolean;
}) {
  const { t } = useTranslation('goods');
  const kind = useWatch({ control, name: 'loai_hang_hoa' });
  const medicine = kind === 'THUOC';
  useEffect(() => {
    if (!medicine) setValue('phan_loai_ven', null, { shouldDirty: true });
  }, [medicine, setValue]);
  if (!medicine) return null;
  return (
    <FormSelectField
      control={control}
      name="phan_loai_ven"
      label={t('goods.fields.phan_loai_ven')}
      helperText={t('goods.ven_help')}
      emptyText={t('goods.ven_none')}
      options={PHAN_LOAI_VEN.map((value) => ({ value, text: t(`phan_loai_ven.${value}`) }))}
      disabled={disabled}
    />
  );
}

/** PHAM_VI is a number (1/2/3) in the contract; the select shows each with its meaning. */
function ScopeField({
  control,
  disabled,
}: {
  control: Control<GoodsFields, unknown, GoodsInput>;
  disabled: boolean;
}) {
  const { t } = useTranslation('goods');
  return (
    <Controller
      control={control}
      name="pham_vi_bhyt"
      render={({ field }) => (
        <TextField
          select
          label={t('goods.fields.pham_vi_bhyt')}
          name={field.name}
          value={field.value ?? 1}
          onChange={(e) => field.onChange(Number(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
        >
          {PHAM_VI_BHYT.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`pham_vi_bhyt.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Create or edit a goods item, in four sections; controlled classes are marked as chosen. */
export function GoodsDialog({
  screen,
  groups,
  groupsLoading,
  groupForNew = null,
}: {
  screen: ReturnType<typeof useCatalogueScreen<GoodsRecord, GoodsInput>>;
  /** Active groups offered, in tree order. */
  groups: readonly ComboboxItem[];
  groupsLoading: boolean;
  /** A new item starts in this group (added from a group's page). */
  groupForNew?: string | null;
}) {
  const { t } = useTranslation('goods');
  const record = screen.editor.record;
  const f = (name: string) => t(`goods.fields.${name}`);
  return (
    <CatalogueFormDialog
      {...screen.dialogProps}
      schema={goodsFieldsSchema}
      defaultValues={goodsToForm(record, groupForNew)}
      deleteName={record ? `${record.ma} - ${record.ten}` : undefined}
      maxWidth="md"
      testId="goods-form"
    >
      {({ control, setValue }, { readOnly }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <FormSection columns={3} title={t('goods.sections.identity')}>
            <FormTextField control={control} name="ma" label={f('ma')} required disabled={readOnly} />
            <FormTextField
              control={control}
              name="ten"
              label={f('ten')}
              required
              disabled={readOnly}
              sx={{ gridColumn: { sm: 'span 1', md: 'span 2' } }}
            />
            <FormTextField control={control} name="hoat_chat" label={f('hoat_chat')} disabled={readOnly} />
            <FormTextField control={control} name="ham_luong" label={f('ham_luong')} disabled={readOnly} />
            <LookupTextField
              control={control}
              name="don_vi_tinh"
              lookup="DON_VI_TINH"
              label={f('don_vi_tinh')}
              required
              disabled={readOnly}
            />
            <FormTextField
              control={control}
              name="quy_cach_dong_goi"
              label={f('quy_cach_dong_goi')}
              disabled={readOnly}
            />
            <FormTextField
              control={control}
              name="ma_vach"
              label={f('ma_vach')}
              disabled={readOnly}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <LookupTextField
              control={control}
              name="hang_san_xuat"
              lookup="NHA_SAN_XUAT"
              label={f('hang_san_xuat')}
              disabled={readOnly}
            />
            <LookupTextField
              control={control}
              name="nuoc_san_xuat"
              lookup="QUOC_GIA"
              label={f('nuoc_san_xuat')}
              disabled={readOnly}
            />
          </FormSection>
          <FormSection columns={3} title={t('goods.sections.classification')}>
            <FormSelectField
              control={control}
              name="loai_hang_hoa"
              label={f('loai_hang_hoa')}
              options={LOAI_HANG_HOA.map((value) => ({ value, text: t(`loai_hang_hoa.${value}`) }))}
              disabled={readOnly}
            />
            <FormAutocompleteField
              control={control}
              name="nhom_hang_hoa_id"
              label={`${f('nhom_hang_hoa_id')} *`}
              options={groups}
              loading={groupsLoading}
              disabled={readOnly}
              knownNames={
                record ? { [record.nhom_hang_hoa_id]: `${record.nhom_ma} - ${record.nhom_ten}` } : undefined
              }
            />
            <ClassField control={control} disabled={readOnly} />
            <VenField control={control} setValue={setValue} disabled={readOnly} />
            <LookupTextField
              control={control}
              name="duong_dung"
              lookup="DUONG_DUNG"
              label={f('duong_dung')}
              disabled={readOnly}
            />
            <LookupTextField
              control={control}
              name="dang_bao_che"
              lookup="DANG_BAO_CHE"
              label={f('dang_bao_che')}
              disabled={readOnly}
            />
          </FormSection>
          <FormSection columns={3} title={t('goods.sections.insurance')}>
            <FormTextField
              control={control}
              name="ma_hoat_chat"
              label={f('ma_hoat_chat')}
              helperText={t('goods.ma_hoat_chat_help')}
              disabled={readOnly}
            />
            <FormTextField control={control} name="so_dang_ky" label={f('so_dang_ky')} disabled={readOnly} />
            <FormTextField
              control={control}
              name="ma_vat_tu"
              label={f('ma_vat_tu')}
              helperText={t('goods.ma_vat_tu_help')}
              disabled={readOnly}
            />
            <FormTextField
              control={control}
              name="ma_duong_dung"
              label={f('ma_duong_dung')}
              placeholder="1.01"
              disabled={readOnly}
            />
            <ScopeField control={control} disabled={readOnly} />
            <FormNumberField
              control={control}
              name="ma_nhom_bhyt"
              label={f('ma_nhom_bhyt')}
              helperText={t('goods.ma_nhom_bhyt_help')}
              disabled={readOnly}
            />
          </FormSection>
          <FormSection columns={3} title={t('goods.sections.pricing')}>
            <FormNumberField
              control={control}
              name="gia_ban"
              label={f('gia_ban')}
              unit={t('goods.currency')}
              disabled={readOnly}
            />
            <FormNumberField
              control={control}
              name="gia_bhyt"
              label={f('gia_bhyt')}
              unit={t('goods.currency')}
              disabled={readOnly}
            />
            <FormNumberField
              control={control}
              name="ty_le_thanh_toan_bhyt"
              label={f('ty_le_thanh_toan_bhyt')}
              unit="%"
              disabled={readOnly}
            />
            <FormNumberField control={control} name="vat" label={f('vat')} unit="%" disabled={readOnly} />
          </FormSection>
          <FormSection columns={3} title={t('goods.sections.stock')}>
            <FormNumberField
              control={control}
              name="ton_toi_thieu"
              label={f('ton_toi_thieu')}
              disabled={readOnly}
            />
            <FormNumberField
              control={control}
              name="ton_toi_da"
              label={f('ton_toi_da')}
              helperText={t('goods.max_help')}
              disabled={readOnly}
            />
            <FormSwitchField control={control} name="hoat_dong" label={f('hoat_dong')} disabled={readOnly} />
          </FormSection>
          <FormSection columns={3} title={t('goods.sections.planning')} help={t('goods.planning_help')}>
            <FormNumberField
              control={control}
              name="so_ngay_cho_hang"
              label={f('so_ngay_cho_hang')}
              unit={t('goods.days')}
              helperText={t('goods.inherit_group')}
              disabled={readOnly}
            />
            <FormNumberField
              control={control}
              name="so_ngay_an_toan"
              label={f('so_ngay_an_toan')}
              unit={t('goods.days')}
              helperText={t('goods.inherit_group')}
              disabled={readOnly}
            />
            <FormNumberField
              control={control}
              name="so_luong_dong_goi"
              label={f('so_luong_dong_goi')}
              helperText={t('goods.pack_help')}
              disabled={readOnly}
            />
          </FormSection>
        </Box>
      )}
    </CatalogueFormDialog>
  );
}
