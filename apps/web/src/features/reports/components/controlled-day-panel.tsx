import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DrawRounded from '@mui/icons-material/DrawRounded';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/i18n/dates';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { useControlledSignOffs } from '../api/controlled-sign-offs';
import { useSignControlledDay } from '../api/sign-controlled-day';

/**
 * The day of the controlled-drug register's daily print and its sign-off (TT 18/2026): whether the
 * day is signed, by whom and when, and for a pharmacist the button that signs it. Movements booked
 * into the day after the signature print as correction entries below it.
 */
export function ControlledDayPanel({
  organisationId,
  warehouseId,
  day,
  today,
  onDayChange,
}: {
  organisationId: string;
  warehouseId: string;
  day: string;
  today: string;
  onDayChange: (day: string) => void;
}) {
  const { t } = useTranslation('reports');
  const { can } = useOrganisationRole();
  const signOffs = useControlledSignOffs(organisationId, warehouseId, day, day);
  const signing = useSignControlledDay();
  const signed = signOffs.data?.find((s) => s.ngay === day);
  return (
    <Stack spacing={1} sx={{ mt: 2 }} data-testid="controlled-day-panel">
      <TextField
        type="date"
        size="small"
        label={t('sign_off.day')}
        value={day}
        onChange={(e) => e.target.value && onDayChange(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, 'data-testid': 'sign-off-day' } }}
      />
      <Typography variant="body2" data-testid="sign-off-status">
        {signed
          ? t('sign_off.signed', { name: signed.nguoi_ky_ten, time: formatDateTime(signed.thoi_diem_ky) })
          : t('sign_off.unsigned')}
      </Typography>
      {!signed && can(['DUOC_SI']) && (
        <Button
          variant="contained"
          size="small"
          startIcon={<DrawRounded />}
          disabled={signing.isPending || signOffs.isPending || day > today}
          onClick={() => signing.mutate({ to_chuc: organisationId, kho_id: warehouseId, ngay: day })}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="sign-off-button"
        >
          {t('sign_off.sign')}
        </Button>
      )}
    </Stack>
  );
}
