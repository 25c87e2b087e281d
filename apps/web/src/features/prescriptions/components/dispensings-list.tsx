import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BlockRounded from '@mui/icons-material/BlockRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import type { Dispensing, TrangThaiPhieu } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/i18n/dates';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import { VoucherStatusChip } from '../../vouchers/components/book/voucher-status-chip';
import { dispensingLines, type DispensingLine } from '../lib/dispensing-lines';

/**
 * Each dispensing of the prescription: its voucher number, who gave it and when, its lines with
 * the batches given (lot, expiry, quantity), its value; the slip prints, and the pharmacy may
 * cancel it or reverse one of its lines (a reversed line is struck through, with its reason).
 */
export function DispensingsList({
  dispensings,
  canCancel,
  canReverse,
  onPrint,
  onCancel,
  onReverse,
}: {
  dispensings: readonly Dispensing[];
  canCancel: (dispensing: Dispensing) => boolean;
  canReverse: (dispensing: Dispensing, line: DispensingLine) => boolean;
  onPrint: (dispensing: Dispensing) => void;
  onCancel: (dispensing: Dispensing) => void;
  onReverse: (dispensing: Dispensing, line: DispensingLine) => void;
}) {
  const { t } = useTranslation(['prescriptions', 'vouchers']);
  if (dispensings.length === 0)
    return (
      <Typography variant="body2" color="textSecondary">
        {t('prescriptions:detail.no_dispensings')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {dispensings.map((d) => (
        <Paper
          key={d.id}
          variant="outlined"
          sx={{ p: 1.5 }}
          data-testid="dispensing"
          data-number={d.so_phieu}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{d.so_phieu}</Typography>
            <VoucherStatusChip status={d.trang_thai as TrangThaiPhieu} />
            <Typography variant="body2" color="textSecondary">
              {t('prescriptions:detail.dispensed_by', {
                name: d.nguoi_cap_phat_ten ?? '',
                date: formatDateTime(d.ngay_chung_tu),
              })}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, ml: { sm: 'auto' } }}>
              {t('vouchers:money', { value: formatMoney(d.tong_tien) })}
            </Typography>
          </Box>
          {d.ngay_huy && (
            <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
              {t('prescriptions:detail.cancelled_at', {
                date: formatDateTime(d.ngay_huy),
                reason: d.ly_do_huy ?? '',
              })}
            </Typography>
          )}
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {dispensingLines(d).map((line) => (
              <Box
                component="li"
                key={line.chi_tiet_id}
                data-testid="dispensed-line"
                data-reversed={line.ngay_dao_nguoc ? 'true' : 'false'}
                sx={{ mb: 0.5 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
                  <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                    {line.batches.map((batch) => (
                      <Typography
                        variant="body2"
                        key={batch.lo_hang_id}
                        data-testid="dispensed-batch"
                        sx={{
                          textDecoration: d.ngay_huy || line.ngay_dao_nguoc ? 'line-through' : undefined,
                        }}
                      >
                        {t('prescriptions:detail.batch_line', {
                          name: batch.hang_hoa_ten,
                          lot: batch.so_lo,
                          expiry: formatDate(batch.han_dung),
                          quantity: formatNumber(batch.so_luong),
                          unit: batch.don_vi_tinh,
                        })}
                      </Typography>
                    ))}
                  </Box>
                  {canReverse(d, line) && (
                    <Button
                      size="small"
                      color="warning"
                      startIcon={<UndoRounded />}
                      onClick={() => onReverse(d, line)}
                      data-testid="reverse-line"
                    >
                      {t('prescriptions:actions.reverse_line')}
                    </Button>
                  )}
                </Box>
                {line.ngay_dao_nguoc && !d.ngay_huy && (
                  <Typography variant="caption" color="warning" data-testid="line-reversed">
                    {t('prescriptions:detail.line_reversed_at', {
                      date: formatDateTime(line.ngay_dao_nguoc),
                      reason: line.ly_do_dao_nguoc ?? '',
                    })}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              startIcon={<PrintRounded />}
              onClick={() => onPrint(d)}
              data-testid="print-slip"
            >
              {t('prescriptions:actions.print_slip')}
            </Button>
            {canCancel(d) && (
              <Button
                size="small"
                color="error"
                startIcon={<BlockRounded />}
                onClick={() => onCancel(d)}
                data-testid="cancel-dispensing"
              >
                {t('prescriptions:actions.cancel_dispensing')}
              </Button>
            )}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
