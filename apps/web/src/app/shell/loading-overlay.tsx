import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../theme/theme';
import { useUiState } from '../../lib/ui/ui-state';

/** Full-screen overlay (spec §2/§9): translucent layer, spinner size 100 around the product logo. */
export function LoadingOverlayView({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 10,
        display: 'grid',
        placeItems: 'center',
        backgroundColor: `rgba(255, 255, 255, ${LAYOUT.loadingOpacity})`,
      }}
    >
      <Box sx={{ position: 'relative', width: LAYOUT.loadingSpinnerSize, height: LAYOUT.loadingSpinnerSize }}>
        <CircularProgress size={LAYOUT.loadingSpinnerSize} thickness={2.5} />
        <Box
          component="img"
          src="/logo.svg"
          alt=""
          sx={{ position: 'absolute', inset: 26, width: 48, height: 48 }}
        />
      </Box>
    </Box>
  );
}

export function GlobalLoadingOverlay() {
  const loading = useUiState((s) => s.loading);
  const { t } = useTranslation('common');
  return loading ? <LoadingOverlayView label={t('loading')} /> : null;
}

/** Suspense fallback while a lazy page or a locale file loads; it cannot rely on translations yet. */
export function SuspenseOverlay() {
  return <LoadingOverlayView label="…" />;
}
