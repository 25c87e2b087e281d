import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { staffFieldsSchema, VAI_TRO, type StaffRecord } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogueFormDialog } from '../../../components/catalogue/catalogue-form-dialog';
import type { useCatalogueScreen } from '../../../components/catalogue/use-catalogue-screen';
import { FormMultiAutocompleteField } from '../../../components/form/form-autocomplete-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormSwitchField } from '../../../components/form/form-switch-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCatalogueCombobox } from '../../../lib/catalogues/catalogue-api';
import { departmentsApi, type StaffInput } from '../../../lib/catalogues/catalogue-resources';

function toForm(record: StaffRecord | null) {
  return {
    ma: record?.ma ?? '',
    ho_ten: record?.ho_ten ?? '',
    chuc_danh: record?.chuc_danh ?? '',
    so_dien_thoai: record?.so_dien_thoai ?? '',
    so_chung_chi_hanh_nghe: record?.so_chung_chi_hanh_nghe ?? '',
    ten_dang_nhap: record?.ten_dang_nhap ?? '',
    vai_tro: record?.vai_tro ?? null,
    khoa_ids: record?.khoa.map((k) => k.id) ?? [],
    hoat_dong: record?.hoat_dong ?? true,
  };
}

/**
 * A staff member: who they are, the account they sign in with (linked by username) with their role
 * in the organisation, and the departments they work in — what the app bar's selector offers them.
 */
export function StaffDialog({
  screen,
}: {
  screen: ReturnType<typeof useCatalogueScreen<StaffRecord, StaffInput>>;
}) {
  const { t } = useTranslation('catalogues');
  const record = screen.editor.record;
  const departments = useCatalogueCombobox(departmentsApi, screen.organisationId);
  const known = Object.fromEntries((record?.khoa ?? []).map((k) => [k.id, k.ten]));
  return (
    <CatalogueFormDialog
      {...screen.dialogProps}
      schema={staffFieldsSchema}
      defaultValues={toForm(record)}
      deleteName={record ? `${record.ma} - ${record.ho_ten}` : undefined}
      testId="staff-form"
    >
      {({ control }, { readOnly }) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' } }}>
          <FormTextField control={control} name="ma" label={t('staff.fields.ma')} disabled={readOnly} />
          <FormTextField
            control={control}
            name="ho_ten"
            label={t('staff.fields.ho_ten')}
            autoComplete="off"
            disabled={readOnly}
          />
          <FormTextField
            control={control}
            name="so_dien_thoai"
            label={t('staff.fields.so_dien_thoai')}
            type="tel"
            disabled={readOnly}
          />
          <FormTextField
            control={control}
            name="chuc_danh"
            label={t('staff.fields.chuc_danh')}
            disabled={readOnly}
          />
          <FormTextField
            control={control}
            name="so_chung_chi_hanh_nghe"
            label={t('staff.fields.so_chung_chi_hanh_nghe')}
            placeholder="001234/HNO-CCHN"
            disabled={readOnly}
            sx={{ gridColumn: '1 / -1' }}
          />
          <Divider sx={{ gridColumn: '1 / -1' }}>{t('staff.account_section')}</Divider>
          <FormTextField
            control={control}
            name="ten_dang_nhap"
            label={t('staff.fields.ten_dang_nhap')}
            helperText={t('staff.account_help')}
            autoComplete="off"
            disabled={readOnly}
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
          <FormSelectField
            control={control}
            name="vai_tro"
            label={t('staff.fields.vai_tro')}
            emptyText={t('staff.no_role')}
            options={VAI_TRO.map((v) => ({ value: v, text: t(`vai_tro.${v}`) }))}
            disabled={readOnly}
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormMultiAutocompleteField
            control={control}
            name="khoa_ids"
            label={t('staff.fields.khoa_ids')}
            options={departments.data ?? []}
            loading={departments.isPending}
            knownNames={known}
            disabled={readOnly}
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormSwitchField
            control={control}
            name="hoat_dong"
            label={t('form.active')}
            disabled={readOnly}
            sx={{ gridColumn: '1 / -1' }}
          />
        </Box>
      )}
    </CatalogueFormDialog>
  );
}
