import type { CSSProperties, ReactNode } from 'react';
import { alpha, darken } from '@mui/material/styles';
import type { StockWarningRule } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { colorFromCode } from '../../lib/ui/palette';
import { formatDate } from '../../lib/i18n/dates';
import { formatNumber } from '../../lib/i18n/numbers';
import { getExpiryWarning, getQuantityWarning } from '../../lib/stock/stock-warnings';
import { useOrganisationToday } from '../../lib/session/organisation-today';
import styles from './warning-value.module.css';

/** The pill's colours as custom properties: one colour code, one computation, however many rows. */
const pillColours = new Map<string, CSSProperties>();
function pillStyle(color: string): CSSProperties {
  let style = pillColours.get(color);
  if (!style) {
    style = {
      '--warning-color': color,
      '--warning-tint': alpha(color, 0.12),
      // Yellow and orange text would be unreadable on white: the text is a darker tone of it.
      '--warning-text': darken(color, 0.3),
    } as CSSProperties;
    pillColours.set(color, style);
  }
  return style;
}

/**
 * A value coloured by a warning rule's colour code ("red-600"): a tinted pill with a dot, so the
 * warning reads on screen and, by its dot, on a black-and-white print. No colour, no pill.
 */
export function WarningValue({
  colorCode,
  children,
  testId,
}: {
  colorCode: string | null | undefined;
  children: ReactNode;
  testId?: string;
}) {
  const color = colorFromCode(colorCode);
  if (!color) return <span data-testid={testId}>{children}</span>;
  return (
    <span className={styles.pill} style={pillStyle(color)} data-testid={testId} data-warning={colorCode}>
      {children}
    </span>
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
  const today = useOrganisationToday().date;
  const result = getExpiryWarning(date, rules, { today });
  if (!result) return null;
  return (
    <span className={inline ? `${styles.expiry} ${styles.inline}` : styles.expiry}>
      <span>{formatDate(date)}</span>
      <WarningValue colorCode={result.warning?.color} testId={testId}>
        <span className={styles.remaining}>{result.label}</span>
      </WarningValue>
    </span>
  );
}
