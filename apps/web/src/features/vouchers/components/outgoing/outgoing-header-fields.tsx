import {
  LOAI_XUAT,
  type ComboboxItem,
  type IssueInput,
  type TransferInput,
  type VoucherDetail,
} from '@kho/contracts';
import { useWatch, type Control, type FieldValues, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAutocompleteField } from '../../../../components/form/form-autocomplete-field';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useCatalogueCombobox } from '../../../../lib/catalogues/catalogue-api';
import { warehousesApi } from '../../../../lib/catalogues/catalogue-resources';
import { useMyDepartments } from '../../../../lib/session/my-departments';
import type { IssueOutput, TransferOutput } from '../../lib/voucher-form';
import { FormSection, WIDE } from '../../../../components/form/form-section';
import { VoucherNoteFields } from '../form/voucher-note-fields';

/** What every kind's header fields get from the form. */
export interface HeaderProps<I extends FieldValues, O> {
  control: Control<I, unknown, O>;
  readOnly: boolean;
  organisationId: string;
  detail: VoucherDetail | null;
  /** The warehouse the goods leave (not offered as destination). */
  sourceId: string;
  /** For a header that starts other fields over (a medicine return switching who gives back). */
  setValue?: UseFormSetValue<I>;
}

function savedDestination(detail: VoucherDetail | null) {
  return detail?.kho_nhan_id ? { [detail.kho_nhan_id]: detail.kho_nhan_ten ?? '' } : undefined;
}

/** The header of an issue: where the goods go (a department's warehouse, another facility, destruction, testing) and why. */
export function IssueHeaderFields({
  control,
  readOnly,
  organisationId,
  detail,
  sourceId,
}: HeaderProps<IssueInput, IssueOutput>) {
  const { t } = useTranslation('vouchers');
  const f = (name: string) => t(`fields.${name}`);
  const kind = useWatch({ control, name: 'loai_xuat' });
  const warehouses = useCatalogueCombobox(warehousesApi, organisationId);
  const targets = (warehouses.data ?? []).filter((w) => w.id !== sourceId);
  return (
    <FormSection title={t('sections.general')}>
      <FormSelectField
        control={control}
        name="loai_xuat"
        label={f('loai_xuat')}
        required
        disabled={readOnly}
        options={LOAI_XUAT.map((value) => ({ value, text: t(`loai_xuat.${value}`) }))}
      />
      {kind === 'KHO_KHOA' && (
        <FormAutocompleteField
          control={control}
          name="kho_nhan_id"
          label={`${f('kho_nhan_khoa')} *`}
          options={targets}
          loading={warehouses.isPending}
          disabled={readOnly}
          knownNames={savedDestination(detail)}
        />
      )}
      {kind === 'CO_SO_KHAC' && (
        <FormTextField
          control={control}
          name="don_vi_nhan"
          label={f('don_vi_nhan')}
          required
          disabled={readOnly}
        />
      )}
      <VoucherNoteFields
        control={control}
        readOnly={readOnly}
        reason={{ label: f('ly_do'), required: true }}
      />
    </FormSection>
  );
}

/** The header of a transfer: the destination among the warehouses the user may act in. */
export function TransferHeaderFields({
  control,
  readOnly,
  organisationId,
  detail,
  sourceId,
}: HeaderProps<TransferInput, TransferOutput>) {
  const { t } = useTranslation('vouchers');
  const f = (name: string) => t(`fields.${name}`);
  const mine = useMyDepartments(organisationId);
  const targets: ComboboxItem[] = (mine.data ?? []).flatMap((department) =>
    department.kho_truc_thuoc
      .filter((w) => w.id !== sourceId)
      .map((w) => ({ id: w.id, ma: w.ma, ten: `${w.ten} · ${department.ten}` })),
  );
  return (
    <FormSection title={t('sections.general')}>
      <FormAutocompleteField
        control={control}
        name="kho_nhan_id"
        label={`${f('kho_nhan_id')} *`}
        options={targets}
        loading={mine.isPending}
        disabled={readOnly}
        knownNames={savedDestination(detail)}
        sx={WIDE}
      />
      <VoucherNoteFields control={control} readOnly={readOnly} reason={{ label: f('ly_do'), wide: false }} />
    </FormSection>
  );
}
