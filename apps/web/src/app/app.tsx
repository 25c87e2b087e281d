import { useMemo } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/api/query-client';
import { OrganisationTodayProvider } from '../lib/session/organisation-today';
import { isLocale } from '../lib/session/storage';
import { ToasterHost } from './shell/toaster-host';
import { buildTheme } from './theme/theme';
import { router } from './router/router';

export function App() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'vi';
  // Users who asked their system for less motion get screens that change without animating.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => buildTheme(locale, { reducedMotion }), [locale, reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <OrganisationTodayProvider>
          <RouterProvider router={router} />
        </OrganisationTodayProvider>
        <ToasterHost />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
