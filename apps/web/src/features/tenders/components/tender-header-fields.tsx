import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComboboxItem, TenderFields } from '@kho/contracts';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormAutocompleteField } from '../../../components/form/form-autocomplete-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSwitchField } from '../../../components/form/form-switch-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { TenderInput } from '../api/tenders-api';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" color="primary" sx={{ mb: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {children}
      </Box>
    </Box>
  );
}

/** The header of a tender: the award decision, then the winning supplier and validity dates. */
export function TenderHeaderFields({
  control,
  readOnly,
  suppliers,
  suppliersLoading,
  supplierName,
}: {
  control: Control<TenderFields, unknown, TenderInput>;
  readOnly: boolean;
  suppliers: readonly ComboboxItem[];
  suppliersLoading: boolean;
  /** The saved supplier, shown even when it is no longer active (not offered any more). */
  supplierName?: { id: string; name: string };
}) {
  const { t } = useTranslation('tenders');
  const f = (name: string) => t(`fields.${name}`);
  const wide = { gridColumn: { xs: '1 / -1', md: 'span 2' } };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Section title={t('sections.decision')}>
        <FormTextField control={control} name="ma" label={f('ma')} required disabled={readOnly} />
        <FormTextField
          control={control}
          name="so_quyet_dinh"
          label={f('so_quyet_dinh')}
          required
          disabled={readOnly}
        />
        <FormDateField
          control={control}
          name="ngay_quyet_dinh"
          label={f('ngay_quyet_dinh')}
          required
          disabled={readOnly}
        />
        <FormNumberField control={control} name="nam" label={f('nam')} required disabled={readOnly} />
        <FormTextField control={control} name="ma_goi" label={f('ma_goi')} required disabled={readOnly} />
        <FormTextField
          control={control}
          name="nhom_thau"
          label={f('nhom_thau')}
          required
          disabled={readOnly}
        />
        <FormTextField
          control={control}
          name="don_vi_ban_hanh"
          label={f('don_vi_ban_hanh')}
          helperText={t('don_vi_ban_hanh_help')}
          disabled={readOnly}
        />
        <FormTextField control={control} name="loai_thau" label={f('loai_thau')} disabled={readOnly} />
        <FormTextField control={control} name="hinh_thuc" label={f('hinh_thuc')} disabled={readOnly} />
      </Section>
      <Section title={t('sections.validity')}>
        <FormAutocompleteField
          control={control}
          name="nha_cung_cap_id"
          label={`${f('nha_cung_cap_id')} *`}
          options={suppliers}
          loading={suppliersLoading}
          disabled={readOnly}
          knownNames={supplierName ? { [supplierName.id]: supplierName.name } : undefined}
          sx={wide}
        />
        <FormDateField
          control={control}
          name="hieu_luc_tu"
          label={f('hieu_luc_tu')}
          required
          disabled={readOnly}
        />
        <FormDateField
          control={control}
          name="hieu_luc_den"
          label={f('hieu_luc_den')}
          required
          disabled={readOnly}
        />
        <FormTextField
          control={control}
          name="ghi_chu"
          label={f('ghi_chu')}
          disabled={readOnly}
          multiline
          minRows={1}
          sx={wide}
        />
        <FormSwitchField control={control} name="hoat_dong" label={f('hoat_dong')} disabled={readOnly} />
      </Section>
    </Box>
  );
}
