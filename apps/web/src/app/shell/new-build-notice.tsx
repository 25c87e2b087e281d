import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { watchDeployments } from '../../lib/live-updates/deployment';
import { updateServiceWorker } from '../../lib/live-updates/service-worker';

/**
 * Offers a reload when a newer build is deployed. A plain snackbar rather than a toast, because
 * toasts are cleared on every navigation and this offer must wait until the user acts on it.
 */
export function NewBuildNotice() {
  const { t } = useTranslation('common');
  const [available, setAvailable] = useState(false);
  useEffect(
    () =>
      watchDeployments(() => {
        setAvailable(true);
        // The worker caches the new build meanwhile, so the reload also works on a flaky network.
        void updateServiceWorker();
      }),
    [],
  );
  return (
    <Snackbar open={available} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        onClose={() => setAvailable(false)}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => window.location.reload()}
            sx={{ fontWeight: 700 }}
          >
            {t('deployment.reload')}
          </Button>
        }
      >
        {t('deployment.new_version')}
      </Alert>
    </Snackbar>
  );
}
