import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../../components/form/form-date-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { WIDE } from '../../../../components/form/form-section';

/** A header form that holds the voucher's date, reason and notes under their API names. */
type NoteValues = FieldValues & { ngay_chung_tu?: unknown; ly_do?: unknown; ghi_chu?: unknown };

interface NoteFieldProps<I extends NoteValues> {
  control: Control<I>;
  readOnly: boolean;
}

/** The voucher's date (ngày chứng từ), required of every kind. */
export function VoucherDateField<I extends NoteValues>({ control, readOnly }: NoteFieldProps<I>) {
  const { t } = useTranslation('vouchers');
  return (
    <FormDateField
      control={control}
      name={'ngay_chung_tu' as FieldPath<I>}
      label={t('fields.ngay_chung_tu')}
      required
      disabled={readOnly}
    />
  );
}

/**
 * The date, reason and notes that close the header of an issue, transfer, requisition or return.
 * Each kind names its reason its own way (lý do trả, lý do lĩnh...) and says whether it is required.
 */
export function VoucherNoteFields<I extends NoteValues>({
  control,
  readOnly,
  reason,
  date = true,
}: NoteFieldProps<I> & {
  reason: { label: string; required?: boolean; wide?: boolean };
  /** False where the kind places its date elsewhere in the header (a requisition, beside its kind). */
  date?: boolean;
}) {
  const { t } = useTranslation('vouchers');
  return (
    <>
      {date && <VoucherDateField control={control} readOnly={readOnly} />}
      <FormTextField
        control={control}
        name={'ly_do' as FieldPath<I>}
        label={reason.label}
        required={reason.required}
        disabled={readOnly}
        sx={reason.wide === false ? undefined : WIDE}
      />
      <FormTextField
        control={control}
        name={'ghi_chu' as FieldPath<I>}
        label={t('fields.ghi_chu')}
        disabled={readOnly}
        multiline
        sx={WIDE}
      />
    </>
  );
}
