import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../../lib/i18n/i18n';

/**
 * The frame of a voucher's goods lines, the same for every kind: title and count, the way to add
 * goods (while editable), the list's own error, and the lines or a word saying there are none.
 */
export function LinesSection({
  count,
  adder,
  error,
  emptyText,
  children,
}: {
  count: number;
  adder: ReactNode;
  error: string | undefined;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('vouchers');
  return (
    <Box
      component="section"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      data-testid="voucher-lines"
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" color="primary" sx={{ fontWeight: 700 }}>
          {t('sections.lines')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('lines.count', { count })}
        </Typography>
      </Box>
      {adder}
      {error && <Alert severity="error">{validationText(error)}</Alert>}
      {count === 0 ? (
        <Typography color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : (
        children
      )}
    </Box>
  );
}
