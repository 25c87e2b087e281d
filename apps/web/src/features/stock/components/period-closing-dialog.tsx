import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import LockClockRounded from '@mui/icons-material/LockClockRounded';
import { format, startOfMonth, subMonths } from 'date-fns';
import type { ClosedPeriod } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../components/month-field';
import { ApiError } from '../../../lib/api/api-client';
import { DATE_FORMATS, formatAs, formatDateTime } from '../../../lib/i18n/dates';
import { useOrganisationToday } from '../../../lib/session/organisation-today';
import { toast } from '../../../lib/ui/toast';
import { useClosePeriod } from '../api/close-period';
import { useClosedPeriods } from '../api/closed-periods';
import { useReopenPeriod } from '../api/reopen-period';

type Pending = { kind: 'close'; month: string } | { kind: 'reopen'; period: ClosedPeriod } | null;

/** "2026-04" from "2026-04-01" (the API's first day of the month). */
const monthOf = (thang: string) => thang.slice(0, 7);
const monthLabel = (month: string) => formatAs(`${month}-01`, DATE_FORMATS.month);

/**
 * Period closing (khóa sổ): the closed months, closing a past month after a confirmation that no
 * movement may be dated into it afterwards, and (administrators) reopening the latest one.
 */
export function PeriodClosingDialog({
  open,
  onClose,
  organisationId,
  canReopen,
}: {
  open: boolean;
  onClose: () => void;
  organisationId: string;
  canReopen: boolean;
}) {
  const { t } = useTranslation('stock');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const periods = useClosedPeriods(organisationId, open);
  const close = useClosePeriod();
  const reopen = useReopenPeriod();
  // The organisation's month, not the browser's: at 01:00 on 1 December in Hà Nội a browser on UTC
  // is still in November, and would offer October as the latest month to close.
  const today = useOrganisationToday();
  const lastPastMonth = format(subMonths(startOfMonth(today.date), 1), 'yyyy-MM');
  const [month, setMonth] = useState(lastPastMonth);
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const sorted = [...(periods.data ?? [])].sort((a, b) => b.thang.localeCompare(a.thang));
  const latest = sorted[0];
  const busy = close.isPending || reopen.isPending;
  const reopenable = (period: ClosedPeriod) => canReopen && period === latest && pending === null;

  const confirm = async () => {
    if (!pending) return;
    setError(null);
    try {
      if (pending.kind === 'close') {
        await close.mutateAsync({ to_chuc: organisationId, thang: pending.month });
        toast.success(t('periods.closed_done', { month: monthLabel(pending.month) }));
      } else {
        await reopen.mutateAsync({ organisationId, id: pending.period.id });
        toast.success(t('periods.reopened_done', { month: monthLabel(monthOf(pending.period.thang)) }));
      }
      setPending(null);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('periods.failed'));
    }
  };

  const exit = () => {
    setPending(null);
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={exit} fullWidth maxWidth="sm" fullScreen={phone} data-testid="period-dialog">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LockClockRounded color="primary" />
        {t('periods.title')}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="textSecondary">
          {t('periods.intro')}
        </Typography>
        {pending === null && (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', pt: 1 }}>
            <MonthField
              label={t('periods.month')}
              value={month}
              onChange={setMonth}
              max={lastPastMonth}
              testId="period-month"
            />
            <Button
              variant="contained"
              disabled={!/^\d{4}-\d{2}$/.test(month) || month > lastPastMonth}
              onClick={() => {
                setError(null);
                setPending({ kind: 'close', month });
              }}
              data-testid="period-close"
            >
              {t('periods.close')}
            </Button>
          </Box>
        )}
        {pending && (
          <Alert severity="warning" data-testid="period-confirm">
            {pending.kind === 'close'
              ? t('periods.confirm_close', { month: monthLabel(pending.month) })
              : t('periods.confirm_reopen', { month: monthLabel(monthOf(pending.period.thang)) })}
          </Alert>
        )}
        {error && (
          <Alert severity="error" data-testid="period-error">
            {error}
          </Alert>
        )}
        <Box>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {t('periods.closed_list')}
          </Typography>
          <Box sx={{ height: 4 }}>{periods.isFetching && <LinearProgress />}</Box>
          {periods.data && sorted.length === 0 && (
            <Typography variant="body2" color="textSecondary">
              {t('periods.none')}
            </Typography>
          )}
          <List dense aria-label={t('periods.closed_list')}>
            {sorted.map((period) => (
              <ListItem
                key={period.id}
                divider
                data-testid="closed-period"
                // Room for the reopen button, which is wider than the list's default action.
                sx={reopenable(period) ? { pr: 13 } : undefined}
                secondaryAction={
                  reopenable(period) ? (
                    <Button
                      size="small"
                      color="warning"
                      onClick={() => {
                        setError(null);
                        setPending({ kind: 'reopen', period });
                      }}
                      data-testid="period-reopen"
                    >
                      {t('periods.reopen')}
                    </Button>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={t('periods.month_label', { month: monthLabel(monthOf(period.thang)) })}
                  secondary={
                    <>
                      {t('periods.closed_by', {
                        when: formatDateTime(period.ngay_khoa),
                        who: period.nguoi_khoa_ten ?? '—',
                      })}
                      {!period.so_du_xong && (
                        <Box
                          component="span"
                          sx={{ display: 'block', mt: 0.5, color: 'warning.dark' }}
                          data-testid="period-balances-pending"
                        >
                          {t('periods.balances_pending')}
                        </Box>
                      )}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Box>
      </DialogContent>
      <DialogActions>
        {pending ? (
          <>
            <Button onClick={() => setPending(null)} disabled={busy}>
              {t('actions.back')}
            </Button>
            <Button
              variant="contained"
              color={pending.kind === 'close' ? 'primary' : 'warning'}
              disabled={busy}
              onClick={() => void confirm()}
              data-testid="period-confirm-submit"
            >
              {pending.kind === 'close'
                ? t('periods.confirm_close_button')
                : t('periods.confirm_reopen_button')}
            </Button>
          </>
        ) : (
          <Button onClick={exit}>{t('actions.close')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
