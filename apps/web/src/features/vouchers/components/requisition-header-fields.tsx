import TextField from '@mui/material/TextField';
import { LOAI_LINH, type RequisitionInput } from '@kho/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { RequisitionOutput } from '../lib/voucher-form';
import { FormSection, WIDE } from './form-section';
import type { HeaderProps } from './outgoing-header-fields';
import { SourceWarehouseField, useOwnWarehouse } from './source-warehouse-field';

/**
 * The header of a requisition: the cabinet or dispensary that asks (the book's warehouse), the
 * source it asks (its kho_nguon_id unless changed), planned (dự trù) or top-up (lĩnh bù), and why.
 */
export function RequisitionHeaderFields({
  control,
  readOnly,
  organisationId,
  detail,
}: HeaderProps<RequisitionInput, RequisitionOutput>) {
  const { t } = useTranslation('vouchers');
  const f = (name: string) => t(`fields.${name}`);
  const requesterId = useWatch({ control, name: 'kho_nhan_id' });
  const requester = useOwnWarehouse(organisationId, requesterId);
  return (
    <FormSection title={t('sections.general')}>
      <FormSelectField
        control={control}
        name="loai_linh"
        label={f('loai_linh')}
        required
        disabled={readOnly}
        options={LOAI_LINH.map((value) => ({ value, text: t(`loai_linh.${value}`) }))}
      />
      <FormDateField
        control={control}
        name="ngay_chung_tu"
        label={f('ngay_chung_tu')}
        required
        disabled={readOnly}
      />
      <TextField
        label={f('kho_yeu_cau')}
        value={detail?.kho_nhan_ten ?? requester?.ten ?? ''}
        disabled
        sx={WIDE}
        slotProps={{ htmlInput: { 'data-testid': 'requesting-warehouse' } }}
      />
      <SourceWarehouseField
        control={control}
        name="kho_id"
        label={f('kho_nguon')}
        organisationId={organisationId}
        ownWarehouseId={requesterId}
        knownName={detail ? { id: detail.kho_id, name: detail.kho_ten } : null}
        readOnly={readOnly}
        sx={WIDE}
      />
      <FormTextField control={control} name="ly_do" label={f('ly_do_linh')} disabled={readOnly} sx={WIDE} />
      <FormTextField
        control={control}
        name="ghi_chu"
        label={f('ghi_chu')}
        disabled={readOnly}
        multiline
        sx={WIDE}
      />
    </FormSection>
  );
}
