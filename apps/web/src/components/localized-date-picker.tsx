import { useMemo } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { enUS, viVN } from '@mui/x-date-pickers/locales';
import { useTranslation } from 'react-i18next';
import { dateFnsLocale } from '../lib/i18n/date-fns-locale';
import { isLocale } from '../lib/session/storage';

/** The pickers' own texts (the calendar button, its views' names, the field's placeholders). */
const PICKER_TEXTS = {
  vi: viVN.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** A data-testid for a picker's input (the picker's prop types leave data-* attributes out). */
export const pickerInputTestId = (testId: string): object => ({ 'data-testid': testId });

/**
 * A date picker in the screen's language (its calendar and its own texts), its week starting on
 * Sunday (spec §9). Each picker brings its own localisation rather than a provider around every
 * signed-in page: the picker's date library (date-fns with its locales, parser and formatter) then
 * loads with the first screen that has a picker, not with every screen's first load.
 */
export function LocalizedDatePicker(props: DatePickerProps) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'vi';
  const adapterLocale = useMemo(() => dateFnsLocale(locale), [locale]);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={adapterLocale}
      localeText={PICKER_TEXTS[locale]}
    >
      <DatePicker {...props} />
    </LocalizationProvider>
  );
}
