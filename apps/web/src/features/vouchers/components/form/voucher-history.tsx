import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Voucher } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/i18n/dates';

/** An update this close to another step was that step (a submit also bumps the update time). */
const SAME_STEP_MS = 2000;

interface HistoryEntry {
  key: string;
  at: string;
  name: string | null;
  reason?: string | null;
  tone: 'neutral' | 'success' | 'error';
}

/** The steps a voucher went through, oldest first, from the fields the server keeps per step. */
export function historyOf(voucher: Voucher): HistoryEntry[] {
  const entries: (HistoryEntry | null)[] = [
    { key: 'created', at: voucher.ngay_tao, name: voucher.nguoi_tao_ten, tone: 'neutral' },
    voucher.ngay_gui
      ? { key: 'submitted', at: voucher.ngay_gui, name: voucher.nguoi_gui_ten, tone: 'neutral' }
      : null,
    voucher.ngay_tu_choi
      ? {
          key: 'rejected',
          at: voucher.ngay_tu_choi,
          name: voucher.nguoi_tu_choi_ten,
          reason: voucher.ly_do_tu_choi,
          tone: 'error',
        }
      : null,
    voucher.ngay_duyet
      ? { key: 'approved', at: voucher.ngay_duyet, name: voucher.nguoi_duyet_ten, tone: 'success' }
      : null,
    voucher.ngay_huy
      ? {
          key: 'cancelled',
          at: voucher.ngay_huy,
          name: voucher.nguoi_huy_ten,
          reason: voucher.ly_do_huy,
          tone: 'error',
        }
      : null,
    voucher.ngay_cap_nhat !== voucher.ngay_tao
      ? { key: 'updated', at: voucher.ngay_cap_nhat, name: voucher.nguoi_cap_nhat_ten, tone: 'neutral' }
      : null,
  ];
  const steps = entries.filter((entry): entry is HistoryEntry => entry !== null);
  // Every step also updates the voucher: "last updated" is only worth a line when it was an edit.
  return steps
    .filter(
      (entry) =>
        entry.key !== 'updated' ||
        !steps.some(
          (other) => other !== entry && Math.abs(Date.parse(other.at) - Date.parse(entry.at)) < SAME_STEP_MS,
        ),
    )
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** Who created, submitted, approved, rejected or cancelled the voucher, and when. */
export function VoucherHistory({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation('vouchers');
  return (
    <Box component="section" data-testid="voucher-history">
      <Typography variant="subtitle2" color="primary" sx={{ fontWeight: 700, mb: 1 }}>
        {t('sections.history')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column' }}>
        {historyOf(voucher).map((entry) => (
          <Box
            component="li"
            key={entry.key}
            data-testid={`history-${entry.key}`}
            sx={{
              position: 'relative',
              pl: 3,
              pb: 1.5,
              '&::before': {
                content: '""',
                position: 'absolute',
                left: 5,
                top: 6,
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor:
                  entry.tone === 'success'
                    ? 'success.main'
                    : entry.tone === 'error'
                      ? 'error.main'
                      : 'grey.400',
              },
              '&:not(:last-of-type)::after': {
                content: '""',
                position: 'absolute',
                left: 9,
                top: 18,
                bottom: 0,
                width: 2,
                bgcolor: 'divider',
              },
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(`history.${entry.key}`)}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {t('history.by', { name: entry.name ?? t('history.unknown'), at: formatDateTime(entry.at) })}
            </Typography>
            {entry.reason && (
              <Typography variant="body2" sx={{ mt: 0.25 }}>
                {t('history.reason', { reason: entry.reason })}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="textSecondary">
        {t('history.version', { version: voucher.phien_ban })}
      </Typography>
    </Box>
  );
}
