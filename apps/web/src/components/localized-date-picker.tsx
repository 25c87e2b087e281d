import { useMemo } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { useTranslation } from 'react-i18next';
import { dateFnsLocale } from '../lib/i18n/date-fns-locale';
import { isLocale } from '../lib/session/storage';

/**
 * A date picker in the screen's language, its week starting on Sunday (spec §9). Each picker
 * brings its own localisation rather than a provider around every signed-in page: the picker's
 * date library (date-fns with its locales, parser and formatter) then loads with the first screen
 * that has a picker, not with every screen's first load.
 */
export function LocalizedDatePicker(props: DatePickerProps) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'vi';
  const adapterLocale = useMemo(() => dateFnsLocale(locale), [locale]);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={adapterLocale}>
      <DatePicker {...props} />
    </LocalizationProvider>
  );
}
