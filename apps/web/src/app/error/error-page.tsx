import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/session/session';
import { isAuthenticated } from '../../lib/session/storage';
import { EmptyLayout } from '../layouts/empty-layout';
import { LazyDefaultLayout } from '../layouts/lazy-layouts';
import { SuspenseOverlay } from '../shell/loading-overlay';
import { usePageTitle } from '../shell/use-page-title';

export interface ErrorPageProps {
  status?: number;
  message?: string;
}

/** Error screen of spec §2: code (500 by default), message, and an outlined "Quay lại" button. */
export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  const user = useSessionUser();
  const router = useRouter();
  usePageTitle(status === 404 ? t('not_found_title') : t('error_title', { status }));

  const goBack = () => {
    // Opened directly (no history to go back to): the home page is the sensible way back.
    if (window.history.length > 1) window.history.back();
    else void router.navigate({ to: '/' });
  };

  const content = (
    <Box
      data-testid="error-page"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        px: 2,
        py: 6,
      }}
    >
      <Typography
        component="p"
        sx={{
          fontSize: { xs: 72, md: 112 },
          fontWeight: 800,
          lineHeight: 1,
          color: 'primary.main',
          letterSpacing: -2,
        }}
        data-testid="error-status"
      >
        {status}
      </Typography>
      <Typography component="h1" variant="h5" data-testid="error-message">
        {message ?? t('not_found_message')}
      </Typography>
      <Button variant="outlined" startIcon={<ArrowBackRounded />} onClick={goBack} sx={{ mt: 1 }}>
        {t('back')}
      </Button>
    </Box>
  );

  return user && isAuthenticated() ? (
    <Suspense fallback={<SuspenseOverlay />}>
      <LazyDefaultLayout>{content}</LazyDefaultLayout>
    </Suspense>
  ) : (
    <EmptyLayout>{content}</EmptyLayout>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
