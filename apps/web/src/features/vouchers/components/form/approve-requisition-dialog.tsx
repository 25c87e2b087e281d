import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ApproveRequisition, VoucherDetail, VoucherLine } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { parseNumberInput } from '../../../../components/form/form-number-field';
import { formatNumber } from '../../../../lib/i18n/numbers';
import { useBatchOptions } from '../../api/batch-options';
import { isWindowed } from '../../lib/lines/line-window';
import {
  approvalBody,
  approvalDefaults,
  approvalErrors,
  approvalTotals,
  approvesNothing,
  isReduced,
  type ApprovalError,
  type ApprovalRow,
} from '../../lib/requisition-approval';
import type { LineReveal } from '../lines/use-line-window';
import { WindowedList } from '../lines/windowed-list';

type Lines = NonNullable<ApproveRequisition['chi_tiet']>;

/** First guesses of an approval line's height (px) before it is measured: a row, or stacked on a phone. */
const LINE_HEIGHT = { row: 96, stacked: 236 } as const;

/** What the source holds of the line's goods, so the pharmacist sees before cutting a line. */
function SourceStock({
  organisationId,
  detail,
  line,
}: {
  organisationId: string;
  detail: VoucherDetail;
  line: VoucherLine;
}) {
  const { t } = useTranslation('vouchers');
  const batches = useBatchOptions({
    organisationId,
    warehouseId: detail.kho_id,
    goodsId: line.hang_hoa_id,
    quantity: line.so_luong,
  });
  if (!batches.data) return null;
  const short = batches.data.thieu > 0;
  return (
    <Typography
      variant="caption"
      color={short ? 'error' : 'text.secondary'}
      sx={{ fontWeight: short ? 600 : undefined }}
      data-testid="approval-available"
    >
      {t('approval.available', {
        quantity: formatNumber(batches.data.tong_kha_dung),
        unit: line.don_vi_tinh,
      })}
    </Typography>
  );
}

function ApprovalLine({
  organisationId,
  detail,
  line,
  row,
  error,
  showErrors,
  onChange,
}: {
  organisationId: string;
  detail: VoucherDetail;
  line: VoucherLine;
  row: ApprovalRow;
  error: ApprovalError | undefined;
  showErrors: boolean;
  onChange: (row: ApprovalRow) => void;
}) {
  const { t } = useTranslation('vouchers');
  const name = `${line.hang_hoa_ma} - ${line.hang_hoa_ten}`;
  const quantityError = showErrors && error && error !== 'reason_required' ? error : null;
  const reasonError = showErrors && error === 'reason_required';
  return (
    <Box
      data-testid="approval-line"
      sx={{
        display: 'grid',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 2fr) 110px 140px minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {line.stt}. {name}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="div">
          {[line.ham_luong, line.don_vi_tinh].filter(Boolean).join(' · ')}
        </Typography>
        <SourceStock organisationId={organisationId} detail={detail} line={line} />
      </Box>
      <Box>
        <Typography variant="caption" color="textSecondary" component="div">
          {t('approval.asked')}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid="approval-asked">
          {formatNumber(row.asked)}
        </Typography>
      </Box>
      <TextField
        size="small"
        label={t('approval.approved')}
        value={row.approved === undefined ? '' : String(row.approved)}
        onChange={(e) => {
          const value = parseNumberInput(e.target.value);
          onChange({ ...row, approved: typeof value === 'number' ? value : undefined });
        }}
        error={!!quantityError}
        helperText={
          quantityError ? t(`approval.errors.${quantityError}`, { asked: formatNumber(row.asked) }) : ' '
        }
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            'aria-label': `${t('approval.approved')} ${name}`,
            'data-testid': 'approval-quantity',
          },
        }}
      />
      <TextField
        size="small"
        label={t('approval.reason')}
        value={row.reason}
        disabled={!isReduced(row)}
        required={isReduced(row)}
        onChange={(e) => onChange({ ...row, reason: e.target.value })}
        error={reasonError}
        helperText={
          reasonError
            ? t('approval.errors.reason_required')
            : isReduced(row)
              ? t('approval.reason_hint')
              : ' '
        }
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{
          htmlInput: {
            maxLength: 500,
            'aria-label': `${t('approval.reason')} ${name}`,
            'data-testid': 'approval-reason',
          },
        }}
      />
    </Box>
  );
}

/**
 * The pharmacist of the source approves a requisition line by line: the approved quantity starts
 * at what was asked, and a line approved for less needs a reason the ward will read. Mounted
 * only while open, so each opening starts from the voucher as it is.
 */
export function ApproveRequisitionDialog({
  organisationId,
  detail,
  onClose,
  onConfirm,
}: {
  organisationId: string;
  detail: VoucherDetail;
  onClose: () => void;
  onConfirm: (lines: Lines) => Promise<void>;
}) {
  const { t } = useTranslation('vouchers');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const stacked = useMediaQuery(theme.breakpoints.down('md'));
  const [rows, setRows] = useState(() => approvalDefaults(detail.chi_tiet));
  const [showErrors, setShowErrors] = useState(false);
  const [sending, setSending] = useState(false);
  const [reveal, setReveal] = useState<LineReveal | null>(null);
  const errors = approvalErrors(rows);
  const totals = approvalTotals(rows);
  const nothing = approvesNothing(rows);
  const invalid = Object.keys(errors).length > 0 || nothing;

  const submit = async () => {
    setShowErrors(true);
    if (invalid) {
      // A long requisition draws only the lines in view: go to the first one to fix.
      const first = detail.chi_tiet.findIndex((line) => errors[line.id]);
      if (first >= 0) setReveal((last) => ({ index: first, attempt: (last?.attempt ?? 0) + 1 }));
      return;
    }
    setSending(true);
    try {
      await onConfirm(approvalBody(rows));
    } finally {
      setSending(false);
    }
  };

  const approvalLine = (index: number) => {
    const line = detail.chi_tiet[index]!;
    return (
      <ApprovalLine
        key={line.id}
        organisationId={organisationId}
        detail={detail}
        line={line}
        row={rows[index]!}
        error={errors[line.id]}
        showErrors={showErrors}
        onChange={(row) => setRows((current) => current.map((r, i) => (i === index ? row : r)))}
      />
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone} data-testid="approve-dialog">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        style={{ display: 'contents' }}
      >
        <DialogTitle>{t('approval.title', { number: detail.so_phieu })}</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 1 }}>
            {t('approval.text', { source: detail.kho_ten, requester: detail.kho_nhan_ten ?? '' })}
          </DialogContentText>
          {isWindowed(detail.chi_tiet.length) ? (
            <WindowedList
              keys={detail.chi_tiet.map((line) => line.id)}
              estimate={stacked ? LINE_HEIGHT.stacked : LINE_HEIGHT.row}
              renderLine={approvalLine}
              reveal={reveal}
              maxHeight="max(280px, calc(100dvh - 300px))"
              testId="approval-lines-window"
            />
          ) : (
            detail.chi_tiet.map((_, index) => approvalLine(index))
          )}
          {showErrors && invalid && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="approval-invalid">
              {nothing ? t('approval.nothing') : t('approval.invalid', { count: Object.keys(errors).length })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3 }}>
          <Typography variant="body2" sx={{ mr: 'auto', fontWeight: 600 }} data-testid="approval-totals">
            {t('approval.totals', {
              asked: formatNumber(totals.asked),
              approved: formatNumber(totals.approved),
              count: totals.reduced,
            })}
          </Typography>
          <Button onClick={onClose}>{t('dialogs.back')}</Button>
          <Button type="submit" variant="contained" disabled={sending} data-testid="approve-confirm">
            {t('approval.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
