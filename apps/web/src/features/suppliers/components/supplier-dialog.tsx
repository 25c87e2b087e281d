import Box from '@mui/material/Box';
import { supplierFieldsSchema, type SupplierRecord } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogueFormDialog } from '../../../components/catalogue/catalogue-form-dialog';
import type { useCatalogueScreen } from '../../../components/catalogue/use-catalogue-screen';
import { FormSwitchField } from '../../../components/form/form-switch-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { SupplierInput } from '../../../lib/catalogues/catalogue-resources';

function toForm(record: SupplierRecord | null) {
  return {
    ma: record?.ma ?? '',
    ten: record?.ten ?? '',
    ma_so_thue: record?.ma_so_thue ?? '',
    dia_chi: record?.dia_chi ?? '',
    so_dien_thoai: record?.so_dien_thoai ?? '',
    email: record?.email ?? '',
    nguoi_lien_he: record?.nguoi_lien_he ?? '',
    hoat_dong: record?.hoat_dong ?? true,
  };
}

export function SupplierDialog({
  screen,
}: {
  screen: ReturnType<typeof useCatalogueScreen<SupplierRecord, SupplierInput>>;
}) {
  const { t } = useTranslation('catalogues');
  const record = screen.editor.record;
  return (
    <CatalogueFormDialog
      {...screen.dialogProps}
      schema={supplierFieldsSchema}
      defaultValues={toForm(record)}
      deleteName={record ? `${record.ma} - ${record.ten}` : undefined}
      testId="supplier-form"
    >
      {({ control }, { readOnly }) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' } }}>
          <FormTextField control={control} name="ma" label={t('suppliers.fields.ma')} disabled={readOnly} />
          <FormTextField control={control} name="ten" label={t('suppliers.fields.ten')} disabled={readOnly} />
          <FormTextField
            control={control}
            name="ma_so_thue"
            label={t('suppliers.fields.ma_so_thue')}
            disabled={readOnly}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormTextField
            control={control}
            name="nguoi_lien_he"
            label={t('suppliers.fields.nguoi_lien_he')}
            disabled={readOnly}
          />
          <FormTextField
            control={control}
            name="dia_chi"
            label={t('suppliers.fields.dia_chi')}
            disabled={readOnly}
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormTextField
            control={control}
            name="so_dien_thoai"
            label={t('suppliers.fields.so_dien_thoai')}
            type="tel"
            disabled={readOnly}
          />
          <FormTextField
            control={control}
            name="email"
            label={t('suppliers.fields.email')}
            type="email"
            disabled={readOnly}
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
