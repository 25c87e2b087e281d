import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { CONNECTIVITY_KEYS, type ConnectivityMonitor } from '../../lib/api/connectivity';
import { useConnectivity } from '../../lib/api/use-connectivity';

/** Below the app bar (64 px), so its menu and the user menu stay usable. */
const BELOW_APP_BAR = 72;

/**
 * Says that the app is offline or cannot reach its server, and that nothing can be saved until it
 * is back. It cannot be dismissed: it goes by itself once the server answers again (the screens
 * then reload their data).
 */
export function OfflineBanner({ monitor }: { monitor?: ConnectivityMonitor }) {
  const { t } = useTranslation('common');
  const state = useConnectivity(monitor);
  const open = state !== 'online';
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: BELOW_APP_BAR, sm: BELOW_APP_BAR }, maxWidth: { sm: 640 } }}
    >
      <Alert
        severity="warning"
        variant="filled"
        role="status"
        data-testid="offline-banner"
        sx={{ width: '100%', boxShadow: 3 }}
      >
        <AlertTitle>
          {t(state === 'offline' ? CONNECTIVITY_KEYS.offline : CONNECTIVITY_KEYS.unreachable)}
        </AlertTitle>
        {t('connectivity.detail')}
      </Alert>
    </Snackbar>
  );
}
