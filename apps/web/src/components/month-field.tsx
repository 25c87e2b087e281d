import type { SxProps, Theme } from '@mui/material/styles';
import { isValid } from 'date-fns';
import { DATE_FORMATS, formatAs, toDate } from '../lib/i18n/dates';
import { LocalizedDatePicker, pickerInputTestId } from './localized-date-picker';

/** The first day of a month ("2026-04") as a Date; null for '' or anything else. */
const monthStart = (month: string | undefined): Date | null =>
  month && /^\d{4}-\d{2}$/.test(month) ? toDate(`${month}-01`) : null;

/**
 * A calendar month ("2026-04"), shown MM/yyyy with its calendar in the screen's language whatever
 * the browser's (a native month input follows the browser's). `onChange` hears '' while the
 * month typed is incomplete or past `max`.
 */
export function MonthField({
  label,
  value,
  onChange,
  max,
  testId,
  sx,
}: {
  label: string;
  value: string;
  onChange: (month: string) => void;
  /** The latest month that may be chosen ("2026-04"). */
  max?: string;
  /** data-testid of the input (the picker's prop types leave data-* out). */
  testId?: string;
  sx?: SxProps<Theme>;
}) {
  const latest = monthStart(max);
  return (
    <LocalizedDatePicker
      label={label}
      views={['year', 'month']}
      openTo="month"
      format={DATE_FORMATS.month}
      value={monthStart(value)}
      maxDate={latest ?? undefined}
      onChange={(date) => {
        // Months compared as text: a typed month's date may carry another day than the first.
        const month = date && isValid(date) ? formatAs(date, 'yyyy-MM') : '';
        onChange(month && (!max || month <= max) ? month : '');
      }}
      slotProps={{
        textField: { size: 'small', slotProps: { htmlInput: testId ? pickerInputTestId(testId) : {} } },
      }}
      sx={sx}
    />
  );
}
