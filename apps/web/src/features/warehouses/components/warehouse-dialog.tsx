import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import { z } from 'zod';
import {
  LOAI_KHO,
  requiredUuid,
  warehouseFieldsSchema,
  type LoaiKho,
  type WarehouseRecord,
} from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogueFormDialog } from '../../../components/catalogue/catalogue-form-dialog';
import type { useCatalogueScreen } from '../../../components/catalogue/use-catalogue-screen';
import { FormAutocompleteField } from '../../../components/form/form-autocomplete-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormSwitchField } from '../../../components/form/form-switch-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCatalogueCombobox } from '../../../lib/catalogues/catalogue-api';
import {
  departmentsApi,
  warehousesApi,
  type WarehouseInput,
} from '../../../lib/catalogues/catalogue-resources';

// An unchosen department is "required", not the contract's "invalid identifier" meant for the API.
const formSchema = warehouseFieldsSchema.extend({
  khoa_id: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .pipe(requiredUuid),
});

function toForm(record: WarehouseRecord | null, fixedType: LoaiKho | undefined) {
  return {
    ma: record?.ma ?? '',
    ten: record?.ten ?? '',
    loai_kho: record?.loai_kho ?? fixedType ?? 'KHO_LE',
    khoa_id: record?.khoa_id ?? '',
    kho_nguon_id: record?.kho_nguon_id ?? null,
    hoat_dong: record?.hoat_dong ?? true,
  };
}

/** Warehouses a warehouse may requisition from: main stores and dispensaries, never a cabinet. */
function useSourceOptions(organisationId: string | null, selfId: string | undefined) {
  const mainStores = useCatalogueCombobox(warehousesApi, organisationId, { loai_kho: 'KHO_TONG' });
  const dispensaries = useCatalogueCombobox(warehousesApi, organisationId, { loai_kho: 'KHO_LE' });
  return {
    options: [...(mainStores.data ?? []), ...(dispensaries.data ?? [])].filter((w) => w.id !== selfId),
    loading: mainStores.isPending || dispensaries.isPending,
  };
}

/**
 * The form of a warehouse: code, name, type, owning department and source warehouse. The cabinet
 * catalogue uses it with the type fixed to TU_TRUC and a button to the cabinet's par levels.
 */
export function WarehouseDialog({
  screen,
  fixedType,
  section,
  onParLevels,
}: {
  screen: ReturnType<typeof useCatalogueScreen<WarehouseRecord, WarehouseInput>>;
  fixedType?: LoaiKho;
  /** 'warehouses' or 'cabinets': where the field labels come from. */
  section: 'warehouses' | 'cabinets';
  onParLevels?: (record: WarehouseRecord) => void;
}) {
  const { t } = useTranslation('catalogues');
  const record = screen.editor.record;
  const departments = useCatalogueCombobox(departmentsApi, screen.organisationId);
  const sources = useSourceOptions(screen.organisationId, record?.id);
  const known: Record<string, string> = {};
  if (record) known[record.khoa_id] = record.khoa_ten;
  if (record?.kho_nguon_id && record.kho_nguon_ten) known[record.kho_nguon_id] = record.kho_nguon_ten;

  return (
    <CatalogueFormDialog
      {...screen.dialogProps}
      schema={formSchema}
      defaultValues={toForm(record, fixedType)}
      deleteName={record ? `${record.ma} - ${record.ten}` : undefined}
      testId="warehouse-form"
      extraActions={
        record && onParLevels ? (
          <Button
            startIcon={<ChecklistRounded />}
            onClick={() => {
              screen.editor.close();
              onParLevels(record);
            }}
            data-testid="open-par-levels"
          >
            {t('cabinets.par_levels')}
          </Button>
        ) : undefined
      }
    >
      {({ control }, { readOnly }) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' } }}>
          <FormTextField control={control} name="ma" label={t(`${section}.fields.ma`)} disabled={readOnly} />
          <FormTextField
            control={control}
            name="ten"
            label={t(`${section}.fields.ten`)}
            disabled={readOnly}
          />
          {!fixedType && (
            <FormSelectField
              control={control}
              name="loai_kho"
              label={t('warehouses.fields.loai_kho')}
              options={LOAI_KHO.map((v) => ({ value: v, text: t(`loai_kho.${v}`) }))}
              disabled={readOnly}
            />
          )}
          <FormAutocompleteField
            control={control}
            name="khoa_id"
            label={t('warehouses.fields.khoa_id')}
            options={departments.data ?? []}
            loading={departments.isPending}
            knownNames={known}
            disabled={readOnly}
            sx={{ gridColumn: fixedType ? '1 / -1' : undefined }}
          />
          <FormAutocompleteField
            control={control}
            name="kho_nguon_id"
            label={t('warehouses.fields.kho_nguon_id')}
            helperText={t('warehouses.source_help')}
            options={sources.options}
            loading={sources.loading}
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
