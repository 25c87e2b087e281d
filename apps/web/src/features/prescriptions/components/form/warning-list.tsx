import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { PrescriptionWarning } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/i18n/numbers';

/** The text of one warning, in the user's language. */
export function useWarningText() {
  const { t } = useTranslation(['prescriptions', 'goods']);
  return (warning: PrescriptionWarning) =>
    t(`prescriptions:warnings.${warning.loai}`, {
      detail:
        warning.loai === 'THUOC_KIEM_SOAT' && warning.chi_tiet
          ? t(`goods:phan_loai_quan_ly.${warning.chi_tiet}`, { defaultValue: warning.chi_tiet })
          : (warning.chi_tiet ?? ''),
      quantity: formatNumber(warning.so_luong),
      available: formatNumber(warning.kha_dung),
    });
}

/**
 * Warnings as a list: beside a line (only that goods item's, `withGoods` false), in the save
 * confirmation and on a saved prescription (each names its goods item).
 */
export function WarningList({
  warnings,
  withGoods = true,
  dense = false,
}: {
  warnings: readonly PrescriptionWarning[];
  withGoods?: boolean;
  dense?: boolean;
}) {
  const text = useWarningText();
  if (warnings.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: dense ? 0.5 : 1 }} data-testid="warning-list">
      {warnings.map((warning, index) => (
        <Alert
          key={`${warning.loai}-${warning.hang_hoa_id}-${index}`}
          severity={warning.loai === 'DI_UNG' ? 'error' : 'warning'}
          variant={dense ? 'outlined' : 'standard'}
          data-testid="prescription-warning"
          data-kind={warning.loai}
          sx={
            dense ? { py: 0, '& .MuiAlert-icon': { py: 0.5 }, '& .MuiAlert-message': { py: 0.5 } } : undefined
          }
        >
          {withGoods && <strong>{warning.hang_hoa_ten}: </strong>}
          {text(warning)}
        </Alert>
      ))}
    </Box>
  );
}
