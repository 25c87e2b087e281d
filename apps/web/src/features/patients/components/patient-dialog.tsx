import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GIOI_TINH, LOAI_DIEU_TRI, patientFieldsSchema, type Patient } from '@kho/contracts';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CatalogueFormDialog } from '../../../components/catalogue/catalogue-form-dialog';
import { FormAutocompleteField } from '../../../components/form/form-autocomplete-field';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCatalogueCombobox } from '../../../lib/catalogues/catalogue-api';
import { departmentsApi } from '../../../lib/catalogues/catalogue-resources';
import { useSavePatient } from '../api/save-patient';
import { toPatientForm } from '../lib/patient-form';
import { AllergyIngredientsField } from './allergy-ingredients-field';

const FULL = { gridColumn: '1 / -1' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="overline" color="textSecondary" sx={{ ...FULL, mt: 1, mb: -1 }}>
        {title}
      </Typography>
      {children}
    </>
  );
}

/**
 * Registers or edits a patient: identity, health-insurance card, care (an inpatient's department,
 * bed and stay) and allergies. The server gives the code; a stale edit is refused and said so.
 */
export function PatientDialog({
  open,
  session,
  patient,
  organisationId,
  readOnly,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** Changes on every opening so the form restarts from the patient's values. */
  session: number;
  patient: Patient | null;
  organisationId: string | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved?: (patient: Patient) => void;
}) {
  const { t } = useTranslation('patients');
  const save = useSavePatient();
  const departments = useCatalogueCombobox(departmentsApi, organisationId);
  const title = patient
    ? t(readOnly ? 'form.view_title' : 'form.edit_title', { code: patient.ma })
    : t('form.create_title');

  return (
    <CatalogueFormDialog
      open={open}
      onClose={onClose}
      session={session}
      title={title}
      schema={patientFieldsSchema}
      defaultValues={toPatientForm(patient)}
      record={patient}
      readOnly={readOnly}
      maxWidth="md"
      deleteName={patient ? `${patient.ma} - ${patient.ho_ten}` : undefined}
      testId="patient-form"
      onSubmit={async (fields) => {
        const { patient: saved } = await save.mutateAsync({
          organisationId: organisationId ?? '',
          fields,
          existing: patient ? { id: patient.id, phien_ban: patient.phien_ban } : undefined,
        });
        onSaved?.(saved);
      }}
    >
      {({ control }, { readOnly: locked }) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Section title={t('form.identity')}>
            <FormTextField
              control={control}
              name="ho_ten"
              label={t('fields.ho_ten')}
              required
              disabled={locked}
              sx={FULL}
            />
            <FormDateField
              control={control}
              name="ngay_sinh"
              label={t('fields.ngay_sinh')}
              required
              disabled={locked}
              testId="patient-birth-date"
            />
            <FormSelectField
              control={control}
              name="gioi_tinh"
              label={t('fields.gioi_tinh')}
              options={GIOI_TINH.map((v) => ({ value: v, text: t(`gioi_tinh.${v}`) }))}
              disabled={locked}
            />
            <FormTextField
              control={control}
              name="so_dien_thoai"
              label={t('fields.so_dien_thoai')}
              type="tel"
              disabled={locked}
            />
            <FormTextField
              control={control}
              name="so_cccd"
              label={t('fields.so_cccd')}
              disabled={locked}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormTextField
              control={control}
              name="dia_chi"
              label={t('fields.dia_chi')}
              disabled={locked}
              sx={FULL}
            />
          </Section>
          <Section title={t('form.insurance')}>
            <FormTextField
              control={control}
              name="so_the_bhyt"
              label={t('fields.so_the_bhyt')}
              disabled={locked}
              helperText={t('form.card_hint')}
              slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
            />
            <FormNumberField
              control={control}
              name="muc_huong"
              label={t('fields.muc_huong')}
              unit="%"
              disabled={locked}
            />
            <FormDateField
              control={control}
              name="bhyt_tu_ngay"
              label={t('fields.bhyt_tu_ngay')}
              disabled={locked}
            />
            <FormDateField
              control={control}
              name="bhyt_den_ngay"
              label={t('fields.bhyt_den_ngay')}
              disabled={locked}
            />
          </Section>
          <Section title={t('form.care')}>
            <FormSelectField
              control={control}
              name="loai_dieu_tri"
              label={t('fields.loai_dieu_tri')}
              options={LOAI_DIEU_TRI.map((v) => ({ value: v, text: t(`loai_dieu_tri.${v}`) }))}
              disabled={locked}
            />
            <FormAutocompleteField
              control={control}
              name="khoa_id"
              label={t('fields.khoa_id')}
              options={departments.data ?? []}
              loading={departments.isFetching}
              knownNames={patient?.khoa_id ? { [patient.khoa_id]: patient.khoa_ten ?? '' } : undefined}
              disabled={locked}
            />
            <InpatientFields control={control} locked={locked} />
          </Section>
          <Section title={t('form.allergies')}>
            <AllergyIngredientsField
              control={control}
              name="di_ung_hoat_chat"
              organisationId={organisationId}
              disabled={locked}
              sx={FULL}
            />
            <FormTextField
              control={control}
              name="di_ung"
              label={t('fields.di_ung')}
              multiline
              minRows={2}
              disabled={locked}
              sx={FULL}
            />
          </Section>
        </Box>
      )}
    </CatalogueFormDialog>
  );
}

type PatientControl = Control<
  z.input<typeof patientFieldsSchema>,
  unknown,
  z.output<typeof patientFieldsSchema>
>;

/** Bed and stay: only an inpatient has them (the server clears them for an outpatient). */
function InpatientFields({ control, locked }: { control: PatientControl; locked: boolean }) {
  const { t } = useTranslation('patients');
  const careType = useWatch({ control, name: 'loai_dieu_tri' });
  if (careType !== 'NOI_TRU') return null;
  return (
    <>
      <FormTextField control={control} name="giuong" label={t('fields.giuong')} disabled={locked} />
      <FormDateField
        control={control}
        name="ngay_vao_vien"
        label={t('fields.ngay_vao_vien')}
        required
        disabled={locked}
      />
      <FormDateField
        control={control}
        name="ngay_ra_vien"
        label={t('fields.ngay_ra_vien')}
        disabled={locked}
      />
    </>
  );
}
