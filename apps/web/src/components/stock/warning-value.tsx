import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { alpha, darken } from '@mui/material/styles';
import type { StockWarningRule } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { colorFromCode } from '../../lib/ui/palette';
import { formatDate } from '../../lib/i18n/dates';
import { formatNumber } from '../../lib/i18n/numbers';
import { getExpiryWarning, getQuantityWarning } from '../../lib/stock/stock-warnings';

/**
 * A value coloured by a warning rule's colour code ("red-600"): a tinted pill with a dot, so the
 * warning reads on screen and, by its dot, on a black-and-white print. No colour, no pill.
 */
export function WarningValue({
  colorCode,
  title,
  children,
  testId,
}: {
  colorCode: string | null | undefined;
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  const color = colorFromCode(colorCode);
  if (!color) return <span data-testid={testId}>{children}</span>;
  const pill = (
    <Box
      component="span"
      data-testid={testId}
      data-warning={colorCode}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.75,
        borderRadius: 1,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        bgcolor: alpha(color, 0.12),
        // Yellow and orange text would be unreadable on white: the text is a darker tone of it.
        color: darken(color, 0.3),
        '&::before': { content: '""', width: 6, height: 6, borderRadius: '50%', bgcolor: color },
      }}
    >
      {children}
    </Box>
  );
  return title ? (
    <Tooltip title={title} describeChild>
      {pill}
    </Tooltip>
  ) : (
    pill
  );
}

/** A quantity, coloured by the first SO_LUONG threshold it does not exceed (spec §4). */
export function QuantityValue({
  value,
  rules,
  testId,
}: {
  value: number;
  rules: readonly StockWarningRule[];
  testId?: string;
}) {
  const warning = getQuantityWarning(value, rules);
  return (
    <WarningValue colorCode={warning?.color} testId={testId}>
      {formatNumber(value)}
    </WarningValue>
  );
}

/** An expiry date with the time left ("2 tháng 3 ngày", "Hết hạn"), coloured by the expiry rules. */
export function ExpiryValue({
  date,
  rules,
  inline = false,
  testId,
}: {
  date: string | null;
  rules: readonly StockWarningRule[];
  /** One line (grid cells of fixed height) rather than the date over the remaining time. */
  inline?: boolean;
  testId?: string;
}) {
  // Subscribes to language changes; the label itself is built with the shared translate().
  useTranslation('common');
  const result = getExpiryWarning(date, rules);
  if (!result) return null;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexDirection: inline ? 'row' : 'column', gap: inline ? 1 : 0.25 }}
    >
      <span>{formatDate(date)}</span>
      <WarningValue colorCode={result.warning?.color} testId={testId}>
        <Box component="span" sx={{ fontSize: '0.75rem' }}>
          {result.label}
        </Box>
      </WarningValue>
    </Box>
  );
}
