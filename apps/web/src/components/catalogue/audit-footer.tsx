import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RecordAudit } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/i18n/dates';

/** Who created and last changed a record, when, and its version (issue 4: every form shows it). */
export function AuditFooter({ record }: { record: RecordAudit }) {
  const { t } = useTranslation('catalogues');
  const unknown = t('audit.unknown');
  return (
    <Box
      data-testid="audit-footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.25,
        color: 'text.secondary',
      }}
    >
      <Typography variant="caption">
        {t('audit.created', { name: record.nguoi_tao_ten ?? unknown, at: formatDateTime(record.ngay_tao) })}
      </Typography>
      <Typography variant="caption">
        {t('audit.updated', {
          name: record.nguoi_cap_nhat_ten ?? unknown,
          at: formatDateTime(record.ngay_cap_nhat),
        })}
      </Typography>
      <Typography variant="caption">{t('audit.version', { version: record.phien_ban })}</Typography>
    </Box>
  );
}
