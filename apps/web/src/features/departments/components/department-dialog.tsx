import Box from '@mui/material/Box';
import { departmentFieldsSchema, LOAI_KHOA, type DepartmentRecord } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogueFormDialog } from '../../../components/catalogue/catalogue-form-dialog';
import type { useCatalogueScreen } from '../../../components/catalogue/use-catalogue-screen';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormSwitchField } from '../../../components/form/form-switch-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { DepartmentInput } from '../../../lib/catalogues/catalogue-resources';

function toForm(record: DepartmentRecord | null) {
  return {
    ma: record?.ma ?? '',
    ten: record?.ten ?? '',
    loai_khoa: record?.loai_khoa ?? 'LAM_SANG',
    ma_khoa_bhyt: record?.ma_khoa_bhyt ?? '',
    hoat_dong: record?.hoat_dong ?? true,
  };
}

export function DepartmentDialog({
  screen,
}: {
  screen: ReturnType<typeof useCatalogueScreen<DepartmentRecord, DepartmentInput>>;
}) {
  const { t } = useTranslation('catalogues');
  const record = screen.editor.record;
  return (
    <CatalogueFormDialog
      {...screen.dialogProps}
      schema={departmentFieldsSchema}
      defaultValues={toForm(record)}
      deleteName={record ? `${record.ma} - ${record.ten}` : undefined}
      testId="department-form"
    >
      {({ control }, { readOnly }) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' } }}>
          <FormTextField control={control} name="ma" label={t('departments.fields.ma')} disabled={readOnly} />
          <FormTextField
            control={control}
            name="ten"
            label={t('departments.fields.ten')}
            disabled={readOnly}
          />
          <FormSelectField
            control={control}
            name="loai_khoa"
            label={t('departments.fields.loai_khoa')}
            options={LOAI_KHOA.map((v) => ({ value: v, text: t(`loai_khoa.${v}`) }))}
            disabled={readOnly}
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormTextField
            control={control}
            name="ma_khoa_bhyt"
            label={t('departments.fields.ma_khoa_bhyt')}
            placeholder="K01"
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
