import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { OverviewWarehouse } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/numbers';
import type { WarehouseChoice } from './use-open-list';

/** When a figure covers several warehouses: which one's list to open, with what each holds. */
export function WarehouseChoiceDialog({
  choice,
  onChoose,
  onClose,
}: {
  choice: WarehouseChoice | null;
  onChoose: (warehouse: OverviewWarehouse) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('overview');
  return (
    <Dialog open={choice !== null} onClose={onClose} fullWidth maxWidth="xs" data-testid="warehouse-choice">
      <DialogTitle>{t('choose.title')}</DialogTitle>
      <DialogContent sx={{ px: 1 }}>
        <Typography variant="body2" color="textSecondary" sx={{ px: 2, pb: 1 }}>
          {t('choose.hint')}
        </Typography>
        <List dense>
          {choice?.warehouses.map(({ warehouse, count }) => (
            <ListItemButton key={warehouse.id} onClick={() => onChoose(warehouse)}>
              <ListItemText primary={warehouse.ten} secondary={warehouse.khoa_ten} />
              {count > 0 && (
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {formatNumber(count)}
                </Typography>
              )}
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('choose.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
