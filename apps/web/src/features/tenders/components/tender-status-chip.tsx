import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import type { TenderRecord } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import type { ScaleName } from '../../../lib/ui/palette';

function TokenChip({
  label,
  scale,
  icon,
  testId,
}: {
  label: string;
  scale: ScaleName;
  icon: ReactElement;
  testId: string;
}) {
  return (
    <Chip
      size="small"
      icon={icon}
      label={label}
      data-testid={testId}
      sx={(theme) => ({
        bgcolor: theme.tokens[scale][50],
        color: theme.tokens[scale][700],
        border: 1,
        borderColor: theme.tokens[scale][200],
        fontWeight: 600,
        '& .MuiChip-icon': { color: theme.tokens[scale][600] },
      })}
    />
  );
}

/** Expired or expiring within 30 days (the server decides, in the organisation's time zone). */
export function TenderValidityChip({
  tender,
}: {
  tender: Pick<TenderRecord, 'het_hieu_luc' | 'sap_het_han'>;
}) {
  const { t } = useTranslation('tenders');
  if (tender.het_hieu_luc)
    return (
      <TokenChip
        label={t('status.het_hieu_luc')}
        scale="error"
        icon={<EventBusyRounded />}
        testId="tender-expired"
      />
    );
  if (tender.sap_het_han)
    return (
      <TokenChip
        label={t('status.sap_het_han')}
        scale="warning"
        icon={<ScheduleRounded />}
        testId="tender-expiring"
      />
    );
  return null;
}

/** Lines of which 80% or more has been received. */
export function NearlyUsedChip({ count }: { count: number }) {
  const { t } = useTranslation('tenders');
  if (count === 0) return null;
  return (
    <TokenChip
      label={t('nearly_used_lines', { count })}
      scale="orange"
      icon={<WarningAmberRounded />}
      testId="tender-nearly-used"
    />
  );
}
