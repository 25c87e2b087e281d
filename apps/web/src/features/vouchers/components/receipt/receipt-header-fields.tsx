import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { VoucherDetail } from '@kho/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAutocompleteField } from '../../../../components/form/form-autocomplete-field';
import { FormDateField } from '../../../../components/form/form-date-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useCatalogueCombobox } from '../../../../lib/catalogues/catalogue-api';
import { suppliersApi } from '../../../../lib/catalogues/catalogue-resources';
import { useSupplierTenders } from '../../api/supplier-tenders';
import type { ReceiptControl } from '../../lib/voucher-form';
import { FormSection, WIDE } from '../../../../components/form/form-section';

/** The header of a receipt: supplier and invoice, the tender it is bought under, who delivered. */
export function ReceiptHeaderFields({
  control,
  readOnly,
  organisationId,
  supplierId,
  detail,
}: {
  control: ReceiptControl;
  readOnly: boolean;
  organisationId: string;
  supplierId: string | null;
  detail: VoucherDetail | null;
}) {
  const { t } = useTranslation('vouchers');
  const f = (name: string) => t(`fields.${name}`);
  const suppliers = useCatalogueCombobox(suppliersApi, organisationId);
  const tenders = useSupplierTenders(organisationId, supplierId);
  return (
    <FormSection title={t('sections.general')}>
      <FormAutocompleteField
        control={control}
        name="nha_cung_cap_id"
        label={`${f('nha_cung_cap_id')} *`}
        options={suppliers.data ?? []}
        loading={suppliers.isPending}
        disabled={readOnly}
        knownNames={
          detail?.nha_cung_cap_id ? { [detail.nha_cung_cap_id]: detail.nha_cung_cap_ten ?? '' } : undefined
        }
        sx={WIDE}
      />
      <FormTextField control={control} name="so_hoa_don" label={f('so_hoa_don')} disabled={readOnly} />
      <FormDateField control={control} name="ngay_hoa_don" label={f('ngay_hoa_don')} disabled={readOnly} />
      <FormAutocompleteField
        control={control}
        name="goi_thau_id"
        label={f('goi_thau_id')}
        helperText={f('goi_thau_hint')}
        options={tenders.data ?? []}
        loading={tenders.isFetching}
        disabled={readOnly || !supplierId}
        knownNames={detail?.goi_thau_id ? { [detail.goi_thau_id]: detail.goi_thau_ma ?? '' } : undefined}
        sx={WIDE}
      />
      <FormDateField
        control={control}
        name="ngay_chung_tu"
        label={f('ngay_chung_tu')}
        required
        disabled={readOnly}
      />
      <FormTextField control={control} name="nguoi_giao" label={f('nguoi_giao')} disabled={readOnly} />
      <Controller
        control={control}
        name="cho_phep_vuot_thau"
        render={({ field }) => (
          <FormControlLabel
            sx={WIDE}
            disabled={readOnly}
            label={f('cho_phep_vuot_thau')}
            control={
              <Checkbox
                name={field.name}
                checked={field.value === true}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
          />
        )}
      />
      <FormTextField
        control={control}
        name="ghi_chu"
        label={f('ghi_chu')}
        disabled={readOnly}
        multiline
        minRows={1}
        sx={WIDE}
      />
    </FormSection>
  );
}
