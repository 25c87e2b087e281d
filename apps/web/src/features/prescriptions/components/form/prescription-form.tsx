import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import MedicationRounded from '@mui/icons-material/MedicationRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueries } from '@tanstack/react-query';
import {
  needsGuardian,
  PRESCRIBER_ROLES,
  type Patient,
  type PrescriptionDetail,
  type PrescriptionWarning,
} from '@kho/contracts';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { FormTextField } from '../../../../components/form/form-text-field';
import type { HeaderAction } from '../../../../components/header-actions';
import { PageFrame } from '../../../../components/page-frame';
import { useUnsavedChangesGuard } from '../../../../components/use-unsaved-changes-guard';
import { validationText } from '../../../../lib/i18n/i18n';
import { useOrganisationRole } from '../../../../lib/session/organisation-role';
import { useOrganisationToday } from '../../../../lib/session/organisation-today';
import { useWorkspaceSelection } from '../../../../lib/session/workspace';
import { usePatient } from '../../../patients/api/get-patient';
import { PatientPicker } from '../../../patients/components/patient-picker';
import { useMyDepartments } from '../../../../lib/session/my-departments';
import { FormSection, WIDE } from '../../../../components/form/form-section';
import { useDispensingWarehouses } from '../../api/dispensing-warehouses';
import { prescribableGoodsQuery } from '../../api/prescribable-goods';
import { PRESCRIPTION_PARAM } from '../../lib/prescription-keys';
import { useSavePrescription } from './use-save-prescription';
import {
  checkBody,
  editValues,
  emptyPrescription,
  prescriptionFormSchema,
  warningsByGoods,
  type PrescriptionFormValues,
} from '../../lib/prescription-form';
import { DiagnosisFields } from './diagnosis-fields';
import { RevisitFields } from './revisit-fields';
import { PatientSummary } from './patient-summary';
import { PrescriptionLines } from './prescription-lines';
import { usePrescriptionCheck } from './use-prescription-check';
import { WarningList } from './warning-list';
import { WarningsConfirmDialog } from './warnings-confirm-dialog';

const NO_WARNINGS: PrescriptionWarning[] = [];

/**
 * A doctor writes a prescription (`?don=moi`, `&benh_nhan=<id>` to start with a patient): patient,
 * the selected department, the dispensing warehouse the patient's care type allows, diagnosis and
 * advice, the medicines. The server's warnings are shown while typing and confirmed on saving.
 * With `editing`, the same form edits a saved prescription: its patient, department and warehouse
 * are shown but fixed; the diagnosis, advice and lines change.
 */
export function PrescriptionForm({
  patientId,
  editing,
  onBack,
  onCreated,
}: {
  patientId: string | null;
  editing?: PrescriptionDetail;
  onBack: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation(['prescriptions', 'common']);
  const { organisationId, can, isPending } = useOrganisationRole();
  const workspace = useWorkspaceSelection('kho-duoc');
  const departmentId = editing?.khoa_id ?? workspace.departmentId;
  const back: HeaderAction = {
    value: 'back',
    text: t('actions.back'),
    icon: <ArrowBackRounded />,
    variant: 'text',
    onClick: onBack,
  };

  if (!organisationId || isPending) return null;
  const refusal = !can(PRESCRIBER_ROLES)
    ? t('form.unavailable_role')
    : !departmentId
      ? t('form.no_department')
      : null;
  if (refusal || !departmentId)
    return (
      <PageFrame title={t('form.title')} icon={<MedicationRounded />} actions={[back]}>
        <EmptyState icon={<MedicationRounded />} title={refusal ?? ''} />
      </PageFrame>
    );
  if (editing)
    return (
      <EditFormBody organisationId={organisationId} editing={editing} back={back} onCreated={onCreated} />
    );
  return (
    <FormBody
      organisationId={organisationId}
      initial={emptyPrescription(organisationId, departmentId, patientId)}
      back={back}
      onCreated={onCreated}
    />
  );
}

/** Editing starts once what the warehouse has of each prescribed goods item is known. */
function EditFormBody({
  organisationId,
  editing,
  back,
  onCreated,
}: {
  organisationId: string;
  editing: PrescriptionDetail;
  back: HeaderAction;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('prescriptions');
  const stock = useQueries({
    queries: editing.chi_tiet.map((line) =>
      prescribableGoodsQuery(organisationId, editing.kho_id, line.hang_hoa_ma, true),
    ),
  });
  if (!stock.every((q) => q.isSuccess || q.isError))
    return (
      <PageFrame
        title={t('form.edit_title', { number: editing.so_don })}
        icon={<MedicationRounded />}
        actions={[back]}
      >
        <Skeleton variant="rounded" height={360} />
      </PageFrame>
    );
  const available = new Map<string, number>();
  for (const q of stock)
    for (const goods of q.data ?? []) if (!available.has(goods.id)) available.set(goods.id, goods.kha_dung);
  return (
    <FormBody
      organisationId={organisationId}
      initial={{ ...editValues(editing, available), to_chuc: organisationId }}
      editing={editing}
      back={back}
      onCreated={onCreated}
    />
  );
}

function FormBody({
  organisationId,
  initial,
  editing,
  back,
  onCreated,
}: {
  organisationId: string;
  initial: PrescriptionFormValues;
  editing?: PrescriptionDetail;
  back: HeaderAction;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation(['prescriptions', 'common']);
  const departmentId = initial.khoa_id;
  const patientId = initial.benh_nhan_id || null;
  const form = useForm<PrescriptionFormValues>({
    defaultValues: initial,
    // The contract drops the form's own fields (the goods shown, the typed-quantity flag).
    resolver: zodResolver(prescriptionFormSchema) as unknown as Resolver<PrescriptionFormValues>,
  });
  const { control, setValue } = form;
  const values = useWatch({ control }) as PrescriptionFormValues;
  const department = useMyDepartments(organisationId).data?.find((d) => d.id === departmentId);

  // The patient: preselected from the URL, then whatever the picker chooses.
  const [picked, setPicked] = useState<Patient | null>(null);
  const preselected = usePatient(organisationId, picked ? null : patientId).data ?? null;
  const patient = picked ?? preselected;
  useEffect(() => {
    setValue('benh_nhan_id', patient?.id ?? '', { shouldValidate: form.formState.isSubmitted });
  }, [patient, setValue, form.formState.isSubmitted]);

  // Where it may be dispensed from; the only choice is taken at once.
  const warehouses = useDispensingWarehouses(organisationId, patient?.id ?? null);
  const warehouseOptions = useMemo(() => warehouses.data ?? [], [warehouses.data]);
  useEffect(() => {
    // An edited prescription keeps its warehouse.
    if (editing) return;
    const current = form.getValues('kho_id');
    if (warehouseOptions.some((w) => w.id === current)) return;
    setValue('kho_id', warehouseOptions.length === 1 ? warehouseOptions[0]!.id : '');
  }, [warehouseOptions, setValue, form, editing]);

  const check = usePrescriptionCheck(checkBody(values));
  const warnings = check.data ?? NO_WARNINGS;
  const byGoods = useMemo(() => warningsByGoods(warnings), [warnings]);
  // Esc, Quay lại (a new prescription's and an edit's), Back or another page with changes not
  // saved asks first; the move to the saved prescription's own address does not.
  const leaving = useUnsavedChangesGuard(form.formState.isDirty, {
    savedParam: PRESCRIPTION_PARAM,
    texts: {
      title: editing ? t('leave.edit_title') : t('leave.title'),
      text: t('leave.text'),
      confirm: t('leave.confirm'),
    },
  });
  const saved = (id: string) => {
    leaving.allowMoveTo(id);
    onCreated(id);
  };
  const save = useSavePrescription({ form, liveWarnings: warnings, editing, onCreated: saved });
  // A new prescription is dated today (the organisation's day) by the server; an edited one keeps its date.
  const today = useOrganisationToday().iso;
  const prescriptionDate = editing?.ngay_ke ?? today;
  const guardianNeeded = !!patient && needsGuardian(patient.ngay_sinh, prescriptionDate);
  const submit = () => {
    // The server refuses it too; said here beside the field before anything is sent.
    if (guardianNeeded && !values.nguoi_giam_ho.trim()) {
      form.setError(
        'nguoi_giam_ho',
        { type: 'required', message: t('form.guardian_missing') },
        { shouldFocus: true },
      );
      return;
    }
    void save.submit();
  };

  const actions: HeaderAction[] = [
    // In edit mode Quay lại ends the edit in place, where no navigation would ask.
    { ...back, onClick: (value) => leaving.leaveThen(() => back.onClick(value)) },
    {
      value: 'save',
      text: t('form.save'),
      icon: save.busy ? <CircularProgress size={16} /> : <SaveRounded />,
      variant: 'contained',
      disabled: save.busy,
      onClick: submit,
    },
  ];

  return (
    <PageFrame
      title={editing ? t('form.edit_title', { number: editing.so_don }) : t('form.title')}
      section={editing?.khoa_ten ?? department?.ten}
      icon={<MedicationRounded />}
      actions={actions}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        data-testid="prescription-form"
      >
        <FormSection title={t('form.patient_section')}>
          <Box sx={WIDE}>
            <PatientPicker
              organisationId={organisationId}
              value={patient}
              onChange={setPicked}
              required
              disabled={!!editing}
              autoFocus={!patientId}
              error={validationText(form.formState.errors.benh_nhan_id?.message)}
            />
          </Box>
          <TextField
            size="small"
            label={t('form.department')}
            value={editing?.khoa_ten ?? department?.ten ?? ''}
            slotProps={{ input: { readOnly: true } }}
          />
          {editing ? (
            <TextField
              size="small"
              label={t('form.warehouse')}
              value={editing.kho_ten}
              helperText={t('form.edit_fixed')}
              slotProps={{ input: { readOnly: true } }}
            />
          ) : (
            <TextField
              select
              size="small"
              required
              label={t('form.warehouse')}
              value={warehouseOptions.some((w) => w.id === values.kho_id) ? values.kho_id : ''}
              onChange={(e) => setValue('kho_id', e.target.value, { shouldValidate: true })}
              disabled={!patient}
              error={
                !!form.formState.errors.kho_id ||
                (!!patient && warehouses.isSuccess && warehouseOptions.length === 0)
              }
              helperText={
                !patient
                  ? t('form.pick_patient_first')
                  : warehouses.isSuccess && warehouseOptions.length === 0
                    ? t('form.warehouse_none')
                    : undefined
              }
              slotProps={{ htmlInput: { 'data-testid': 'prescription-warehouse' } }}
            >
              {warehouseOptions.map((w) => (
                <MenuItem key={w.id} value={w.id}>
                  {w.ten}
                </MenuItem>
              ))}
            </TextField>
          )}
          {patient && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <PatientSummary patient={patient} careType={patient.loai_dieu_tri} />
            </Box>
          )}
        </FormSection>
        <Divider />
        <FormSection title={t('form.diagnosis_section')}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <DiagnosisFields control={control} organisationId={organisationId} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              control={control}
              name="loi_dan"
              label={t('form.advice')}
              size="small"
              fullWidth
              multiline
              minRows={1}
            />
          </Box>
          <RevisitFields control={control} guardianNeeded={guardianNeeded} />
        </FormSection>
        <Divider />
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" color="primary" sx={{ fontWeight: 700 }}>
              {t('form.lines_section')}
            </Typography>
            <Typography variant="caption" color="textSecondary" data-testid="check-state" aria-live="polite">
              {check.isFetching
                ? t('form.checking')
                : values.chi_tiet.length > 0 && check.isSuccess
                  ? warnings.length > 0
                    ? t('form.warnings_title', { count: warnings.length })
                    : t('form.no_warnings')
                  : ''}
            </Typography>
          </Box>
          <PrescriptionLines
            form={form}
            organisationId={organisationId}
            warehouseId={values.kho_id || null}
            warnings={byGoods}
          />
          {/* Warnings of goods no longer on the form cannot sit beside a line: listed here. */}
          <Box sx={{ mt: 1.5 }}>
            <WarningList
              warnings={warnings.filter((w) => !values.chi_tiet.some((l) => l.hang_hoa_id === w.hang_hoa_id))}
            />
          </Box>
        </Box>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Box>
      {leaving.dialog}
      {save.confirming && (
        <WarningsConfirmDialog warnings={save.confirming} onAnswer={(yes) => void save.answer(yes)} />
      )}
    </PageFrame>
  );
}
