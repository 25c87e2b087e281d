import TextField from '@mui/material/TextField';
import { LOAI_LINH, type RequisitionInput } from '@kho/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../../components/form/form-select-field';
import type { RequisitionOutput } from '../../lib/voucher-form';
import { FormSection, WIDE } from '../../../../components/form/form-section';
import type { HeaderProps } from './outgoing-header-fields';
import { useOwnWarehouse } from '../../../../lib/session/my-departments';
import { SourceWarehouseField } from './source-warehouse-field';
import { VoucherDateField, VoucherNoteFields } from '../form/voucher-note-fields';

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
      <VoucherDateField control={control} readOnly={readOnly} />
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
      <VoucherNoteFields
        control={control}
        readOnly={readOnly}
        date={false}
        reason={{ label: f('ly_do_linh') }}
      />
    </FormSection>
  );
}
