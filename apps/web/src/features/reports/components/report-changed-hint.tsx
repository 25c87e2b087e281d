import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { useTranslation } from 'react-i18next';

/**
 * "Figures changed — Refresh": floats over the page (nothing moves under the reader) until the
 * user asks for the new figures.
 */
export function ReportChangedHint({ open, onRefresh }: { open: boolean; onRefresh: () => void }) {
  const { t } = useTranslation('reports');
  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        data-testid="report-changed"
        action={
          <Button
            color="inherit"
            size="small"
            startIcon={<RefreshRounded />}
            onClick={onRefresh}
            data-testid="report-changed-refresh"
          >
            {t('live.refresh')}
          </Button>
        }
      >
        {t('live.changed')}
      </Alert>
    </Snackbar>
  );
}
