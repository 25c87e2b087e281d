import { LY_DO_TRA_HANG, type GoodsReturnInput, type MedicineReturnInput } from '@kho/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAutocompleteField } from '../../../../components/form/form-autocomplete-field';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { useCatalogueCombobox } from '../../../../lib/catalogues/catalogue-api';
import { suppliersApi } from '../../../../lib/catalogues/catalogue-resources';
import {
  isPatientReturn,
  returnModeValues,
  type GoodsReturnOutput,
  type MedicineReturnOutput,
} from '../../lib/voucher-form';
import { FormSection, WIDE } from '../../../../components/form/form-section';
import type { HeaderProps } from './outgoing-header-fields';
import { ReturnModeSwitch, ReturnPatientField } from './patient-return-fields';
import { useOwnWarehouse } from '../../../../lib/session/my-departments';
import { SourceWarehouseField } from './source-warehouse-field';
import { VoucherNoteFields } from '../form/voucher-note-fields';

/**
 * The header of a medicine return: from the ward or cabinet, where it goes back (the warehouse's
 * source unless changed); from a patient, who gives it back into this warehouse; and why.
 */
export function MedicineReturnHeaderFields({
  control,
  readOnly,
  organisationId,
  detail,
  setValue,
}: HeaderProps<MedicineReturnInput, MedicineReturnOutput>) {
  const { t } = useTranslation('vouchers');
  const f = (name: string) => t(`fields.${name}`);
  const ownId = useWatch({ control, name: 'kho_id' });
  const own = useOwnWarehouse(organisationId, ownId);
  const patientMode = isPatientReturn({ benh_nhan_id: useWatch({ control, name: 'benh_nhan_id' }) });
  const startOver = (values: Partial<MedicineReturnInput>) => {
    for (const [name, value] of Object.entries(values)) {
      setValue?.(name as keyof MedicineReturnInput, value, { shouldDirty: true });
    }
  };
  return (
    <FormSection title={t('sections.general')}>
      <ReturnModeSwitch
        patientMode={patientMode}
        readOnly={readOnly}
        onChange={(toPatient) => startOver(returnModeValues(toPatient))}
      />
      {patientMode ? (
        <ReturnPatientField
          control={control}
          organisationId={organisationId}
          detail={detail}
          readOnly={readOnly}
          // A ward cabinet dispenses to its inpatients only.
          careType={own?.loai_kho === 'TU_TRUC' ? 'NOI_TRU' : undefined}
          onPicked={() => startOver({ chi_tiet: [] })}
        />
      ) : (
        <SourceWarehouseField
          control={control}
          name="kho_nhan_id"
          label={f('kho_tra_ve')}
          organisationId={organisationId}
          ownWarehouseId={ownId}
          knownName={detail?.kho_nhan_id ? { id: detail.kho_nhan_id, name: detail.kho_nhan_ten ?? '' } : null}
          readOnly={readOnly}
          sx={WIDE}
        />
      )}
      <VoucherNoteFields
        control={control}
        readOnly={readOnly}
        reason={{ label: f('ly_do_tra'), required: true }}
      />
    </FormSection>
  );
}

/** The header of a goods return: the supplier, the reason's category and, for "other", its words. */
export function GoodsReturnHeaderFields({
  control,
  readOnly,
  organisationId,
  detail,
}: HeaderProps<GoodsReturnInput, GoodsReturnOutput>) {
  const { t } = useTranslation('vouchers');
  const f = (name: string) => t(`fields.${name}`);
  const suppliers = useCatalogueCombobox(suppliersApi, organisationId);
  const category = useWatch({ control, name: 'ly_do_tra_hang' });
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
      <FormSelectField
        control={control}
        name="ly_do_tra_hang"
        label={f('ly_do_tra_hang')}
        required
        disabled={readOnly}
        options={LY_DO_TRA_HANG.map((value) => ({ value, text: t(`ly_do_tra_hang.${value}`) }))}
      />
      <VoucherNoteFields
        control={control}
        readOnly={readOnly}
        reason={{ label: f(category === 'KHAC' ? 'ly_do' : 'ly_do_chi_tiet'), required: category === 'KHAC' }}
      />
    </FormSection>
  );
}
