import Box from '@mui/material/Box';
import { isValid } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, isoDay, toDate } from '../lib/i18n/dates';
import { LocalizedDatePicker } from './localized-date-picker';

/** A data attribute for the hidden input (the picker's prop types leave data-* out). */
const testIdProps = (testId: string | undefined): object => ({ 'data-testid': testId });

/** From / to dates of a book (ISO in the URL, dd/MM/yyyy on screen); an incomplete date is ignored. */
export function DateRangeFilter({
  from,
  to,
  onChange,
  clearable = true,
}: {
  from: string;
  to: string;
  onChange: (key: 'tu_ngay' | 'den_ngay', value: string) => void;
  /** false where both dates are required (no clear button, which also leaves the date room). */
  clearable?: boolean;
}) {
  const { t } = useTranslation('common');
  const field = (key: 'tu_ngay' | 'den_ngay', value: string, label: string, testId: string) => (
    <LocalizedDatePicker
      label={label}
      value={toDate(value)}
      format={DATE_FORMATS.date}
      onChange={(date) => {
        if (date === null) onChange(key, '');
        else if (isValid(date)) onChange(key, isoDay(date));
      }}
      slotProps={{
        field: { clearable },
        textField: { size: 'small', slotProps: { htmlInput: testIdProps(testId) } },
      }}
      sx={{ flex: { xs: '1 1 0', md: '0 0 170px' }, minWidth: 0, width: { md: 170 } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1.5, width: { xs: '100%', md: 'auto' }, minWidth: 0 }}>
      {field('tu_ngay', from, t('date_range.from'), 'book-from')}
      {field('den_ngay', to, t('date_range.to'), 'book-to')}
    </Box>
  );
}
