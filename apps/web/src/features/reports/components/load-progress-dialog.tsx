import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/numbers';
import type { LoadProgress } from '../api/report-page';
import type { WholeReportPurpose } from './use-whole-report';

/** "Đang xuất 3 000 / 12 000 dòng" with a bar and a cancel button, while a whole report loads. */
export function LoadProgressDialog({
  running,
  onCancel,
}: {
  running: { purpose: WholeReportPurpose; progress: LoadProgress | null } | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation('reports');
  const progress = running?.progress;
  const share = progress && progress.total > 0 ? (100 * progress.loaded) / progress.total : 0;
  return (
    <Dialog open={running !== null} onClose={onCancel} maxWidth="xs" fullWidth data-testid="report-progress">
      <DialogTitle>
        {t(running?.purpose === 'print' ? 'progress.print_title' : 'progress.export_title')}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1.5 }} data-testid="report-progress-text">
          {progress
            ? t(running?.purpose === 'print' ? 'progress.print_rows' : 'progress.export_rows', {
                loaded: formatNumber(progress.loaded),
                total: formatNumber(progress.total),
              })
            : t('progress.starting')}
        </Typography>
        <Box>
          <LinearProgress variant={progress ? 'determinate' : 'indeterminate'} value={share} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="report-progress-cancel">
          {t('progress.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
