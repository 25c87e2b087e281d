import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DomainRounded from '@mui/icons-material/DomainRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ABC_DEFAULT_THRESHOLDS,
  DEFAULT_LEAD_TIME_DAYS,
  DEFAULT_SAFETY_DAYS,
  organisationSettingsFieldsSchema,
  type OrganisationSettings,
  type OrganisationSettingsFields,
} from '@kho/contracts';
import { useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { FormSection } from '../../../components/form/form-section';
import { FormNumberField } from '../../../components/form/form-number-field';
import { ChronicCodesField } from '../components/chronic-codes-field';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerFieldErrors } from '../../../lib/api/form-errors';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { toast } from '../../../lib/ui/toast';
import { useOrganisationSettings, useUpdateOrganisationSettings } from '../api/organisation-settings';

const LIMITS = [
  'so_ngay_ke_toi_da',
  'so_ngay_ke_man_tinh',
  'so_ngay_gay_nghien',
  'so_ngay_huong_than',
  'so_ngay_kiem_soat_man_tinh',
] as const;
/** Procurement planning defaults of goods and groups that set none (docs/procurement.md). */
const PLANNING = ['so_ngay_cho_hang', 'so_ngay_an_toan'] as const;
/** The ABC analysis's class thresholds when a run names none (docs/reports.md). */
const ABC_THRESHOLDS = ['nguong_abc_a', 'nguong_abc_b', 'nguong_abc_c'] as const;
const FIELDS = [
  'ten',
  'dia_chi',
  'so_dien_thoai',
  'ma_cskcb',
  ...LIMITS,
  'ma_icd_man_tinh',
  ...PLANNING,
  ...ABC_THRESHOLDS,
] as const;

function toForm(settings: OrganisationSettings | undefined): OrganisationSettingsFields {
  return {
    ten: settings?.ten ?? '',
    dia_chi: settings?.dia_chi ?? '',
    so_dien_thoai: settings?.so_dien_thoai ?? '',
    ma_cskcb: settings?.ma_cskcb ?? '',
    so_ngay_ke_toi_da: settings?.so_ngay_ke_toi_da ?? 30,
    so_ngay_ke_man_tinh: settings?.so_ngay_ke_man_tinh ?? 90,
    so_ngay_gay_nghien: settings?.so_ngay_gay_nghien ?? 7,
    so_ngay_huong_than: settings?.so_ngay_huong_than ?? 10,
    so_ngay_kiem_soat_man_tinh: settings?.so_ngay_kiem_soat_man_tinh ?? 30,
    ma_icd_man_tinh: settings?.ma_icd_man_tinh ?? [],
    so_ngay_cho_hang: settings?.so_ngay_cho_hang ?? DEFAULT_LEAD_TIME_DAYS,
    so_ngay_an_toan: settings?.so_ngay_an_toan ?? DEFAULT_SAFETY_DAYS,
    nguong_abc_a: settings?.nguong_abc_a ?? ABC_DEFAULT_THRESHOLDS.a,
    nguong_abc_b: settings?.nguong_abc_b ?? ABC_DEFAULT_THRESHOLDS.b,
    nguong_abc_c: settings?.nguong_abc_c ?? ABC_DEFAULT_THRESHOLDS.c,
  };
}

type NumberFieldName = (typeof LIMITS)[number] | (typeof PLANNING)[number] | (typeof ABC_THRESHOLDS)[number];

/** A section of number fields in one unit: the prescription limits, the planning days, the ABC thresholds. */
function NumberFieldsSection({
  control,
  names,
  title,
  help,
  unit,
  columns = 2,
  withHelp = false,
  disabled,
}: {
  control: Control<OrganisationSettingsFields, unknown, z.output<typeof organisationSettingsFieldsSchema>>;
  names: readonly NumberFieldName[];
  title: string;
  help: string;
  unit: string;
  columns?: 2 | 3;
  /** Each field has its own help text, `<name>_help`. */
  withHelp?: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('organisation');
  return (
    <FormSection columns={columns} title={title} help={help}>
      {names.map((name) => (
        <FormNumberField
          key={name}
          control={control}
          name={name}
          label={t(`fields.${name}`)}
          unit={unit}
          helperText={withHelp ? t(`${name}_help`) : undefined}
          disabled={disabled}
        />
      ))}
    </FormSection>
  );
}

/**
 * /quan-tri-tong/thong-tin-to-chuc: the organisation's name, address and insurance facility code
 * (MA_CSKCB), which prescriptions and the insurance output carry. Only its administrator edits.
 */
export function OrganisationSettingsPage() {
  const { t } = useTranslation('organisation');
  const { t: tr } = useTranslation('routes');
  const { organisationId, can } = useOrganisationRole();
  const settings = useOrganisationSettings(organisationId);
  const update = useUpdateOrganisationSettings();
  const readOnly = !can(['QUAN_TRI']);
  const { control, handleSubmit, reset, setError, formState } = useForm<
    OrganisationSettingsFields,
    unknown,
    z.output<typeof organisationSettingsFieldsSchema>
  >({
    resolver: zodResolver(organisationSettingsFieldsSchema),
    defaultValues: toForm(settings.data),
  });
  useEffect(() => reset(toForm(settings.data)), [settings.data, reset]);

  const onSubmit = handleSubmit((values) => {
    if (!settings.data || !organisationId) return;
    update.mutate(
      { ...values, to_chuc: organisationId, phien_ban: settings.data.phien_ban },
      {
        onSuccess: () => toast.success(t('saved')),
        onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
      },
    );
  });

  return (
    <PageFrame
      section={tr('sections.quan-tri-tong')}
      title={tr('titles.thong-tin-to-chuc')}
      icon={<DomainRounded />}
    >
      {settings.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}
          data-testid="organisation-settings"
        >
          <FormSection columns={2} title={t('sections.identity')}>
            <FormTextField
              control={control}
              name="ten"
              label={t('fields.ten')}
              required
              disabled={readOnly}
              sx={{ gridColumn: '1 / -1' }}
            />
            <FormTextField
              control={control}
              name="dia_chi"
              label={t('fields.dia_chi')}
              disabled={readOnly}
              sx={{ gridColumn: '1 / -1' }}
            />
            <FormTextField
              control={control}
              name="so_dien_thoai"
              label={t('fields.so_dien_thoai')}
              disabled={readOnly}
            />
            <FormTextField
              control={control}
              name="ma_cskcb"
              label={t('fields.ma_cskcb')}
              helperText={t('ma_cskcb_help')}
              placeholder="79048"
              disabled={readOnly}
              slotProps={{ htmlInput: { maxLength: 5, autoCapitalize: 'characters' } }}
            />
          </FormSection>
          <NumberFieldsSection
            control={control}
            names={LIMITS}
            title={t('sections.prescriptions')}
            help={t('prescriptions_help')}
            unit={t('days')}
            disabled={readOnly}
          />
          <ChronicCodesField control={control} disabled={readOnly} />
          <NumberFieldsSection
            control={control}
            names={PLANNING}
            title={t('sections.planning')}
            help={t('planning_help')}
            unit={t('days')}
            withHelp
            disabled={readOnly}
          />
          <NumberFieldsSection
            control={control}
            names={ABC_THRESHOLDS}
            columns={3}
            title={t('sections.abc')}
            help={t('abc_help')}
            unit={t('percent')}
            disabled={readOnly}
          />
          {readOnly && <Alert severity="info">{t('read_only')}</Alert>}
          {!readOnly && (
            <Box>
              <Button type="submit" variant="contained" disabled={update.isPending || !formState.isDirty}>
                {t('save')}
              </Button>
            </Box>
          )}
        </Box>
      )}
    </PageFrame>
  );
}
