import { useMemo, type ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { useTranslation } from 'react-i18next';
import { dateFnsLocale } from '../lib/i18n/dates';
import { isLocale } from '../lib/session/storage';

/**
 * Language and first day of the week (Sunday, spec §9) of the date pickers. Only the signed-in
 * layouts use date pickers, so they provide it: the login page does not load date-fns's locales.
 */
export function DatePickerLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'vi';
  const adapterLocale = useMemo(() => dateFnsLocale(locale), [locale]);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={adapterLocale}>
      {children}
    </LocalizationProvider>
  );
}
