import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueries } from '@tanstack/react-query';
import type { PrescriptionDetail, PrescriptionLine } from '@kho/contracts';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '../../../components/form/form-number-field';
import { FormSwitchField } from '../../../components/form/form-switch-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { formatNumber } from '../../../lib/i18n/numbers';
import { batchOptionsQueryOptions } from '../../vouchers/api/batch-options';
import { BatchAvailability, BatchPicker } from '../../vouchers/components/lines/batch-picker';
import type { OutgoingLinesForm } from '../../vouchers/lib/lines/outgoing-lines-form';
import {
  dispenseDefaults,
  dispenseProblems,
  openLines,
  remainingOf,
  type DispenseFormValues,
} from '../lib/dispense-plan';
import { goodsName } from '../../../lib/catalogues/goods-name';
import { DispenseScan } from './dispense-scan';

/** The prescription changed while the dialog was open: edited by the prescriber, or otherwise. */
export type DispensingChange = { edited: boolean } | null;

/**
 * Dispensing a prescription: each line still owed with what remains, the quantity to give now
 * (the remainder, capped by what the warehouse has), the batch (first-expiry-first-out unless the
 * pharmacist picks one) and, optionally, closing what is left with a reason. When the
 * prescription changes meanwhile, the lines shown stay as they were (never changed under the
 * pharmacist's hands): a warning says so, confirming is held back, and the pharmacist reloads.
 */
export function DispenseDialog({
  organisationId,
  detail,
  changed = null,
  onReload,
  onClose,
  onConfirm,
}: {
  organisationId: string;
  detail: PrescriptionDetail;
  changed?: DispensingChange;
  onReload?: () => void;
  onClose: () => void;
  onConfirm: (values: DispenseFormValues) => Promise<void>;
}) {
  const { t } = useTranslation('prescriptions');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const lines = openLines(detail);
  const stock = useQueries({
    queries: lines.map((line) =>
      batchOptionsQueryOptions({
        organisationId,
        warehouseId: detail.kho_id,
        goodsId: line.hang_hoa_id,
        voucherKind: 'CAP_PHAT',
      }),
    ),
  });
  const ready = stock.every((q) => q.isSuccess || q.isError);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} data-testid="dispense-dialog">
      <DialogTitle>{t('dispense.title', { number: detail.so_don })}</DialogTitle>
      {changed && (
        <Alert
          severity="warning"
          sx={{ mx: 3, mb: 1 }}
          data-testid="dispense-changed"
          action={
            <Button color="inherit" size="small" onClick={onReload} data-testid="dispense-reload">
              {t('dispense.reload')}
            </Button>
          }
        >
          {t(changed.edited ? 'dispense.edited_meanwhile' : 'dispense.changed_meanwhile', {
            number: detail.so_don,
          })}
        </Alert>
      )}
      {ready ? (
        <DispenseForm
          organisationId={organisationId}
          detail={detail}
          lines={lines}
          available={(goodsId) =>
            stock[lines.findIndex((l) => l.hang_hoa_id === goodsId)]?.data?.tong_kha_dung
          }
          held={changed !== null}
          onClose={onClose}
          onConfirm={onConfirm}
        />
      ) : (
        <DialogContent>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {t('dispense.loading')}
          </Typography>
          <Skeleton variant="rounded" height={160} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DispenseForm({
  organisationId,
  detail,
  lines,
  available,
  held,
  onClose,
  onConfirm,
}: {
  organisationId: string;
  detail: PrescriptionDetail;
  lines: PrescriptionLine[];
  available: (goodsId: string) => number | undefined;
  /** The prescription changed since these lines were read: nothing is given until reloaded. */
  held: boolean;
  onClose: () => void;
  onConfirm: (values: DispenseFormValues) => Promise<void>;
}) {
  const { t } = useTranslation('prescriptions');
  const form = useForm<DispenseFormValues>({ defaultValues: dispenseDefaults(lines, available) });
  const values = useWatch({ control: form.control }) as DispenseFormValues;
  const [tried, setTried] = useState(false);
  const problems = dispenseProblems(values, lines);
  const lineProblem = (index: number) => problems.find((p) => p.line === index);
  // The batch picker binds only `chi_tiet.N.lo_hang_id`, which this form has too.
  const batchControl = form.control as unknown as Control<OutgoingLinesForm>;

  const submit = form.handleSubmit(async (current) => {
    setTried(true);
    if (dispenseProblems(current, lines).length === 0) await onConfirm(current);
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'contents' }}>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText variant="body2">{t('dispense.text')}</DialogContentText>
        <DispenseScan
          organisationId={organisationId}
          warehouseId={detail.kho_id}
          lines={lines}
          setValue={form.setValue}
        />
        {lines.map((line, index) => {
          const problem = lineProblem(index);
          const query = {
            organisationId,
            warehouseId: detail.kho_id,
            goodsId: line.hang_hoa_id,
            quantity: values.chi_tiet[index]?.so_luong,
            voucherKind: 'CAP_PHAT' as const,
          };
          return (
            <Box
              key={line.id}
              data-testid="dispense-line"
              data-goods={line.hang_hoa_ma}
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 140px minmax(0, 1.2fr)' },
                alignItems: 'start',
                pb: 2,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {line.stt}. {goodsName(line.hang_hoa_ten, line.ham_luong)}
                </Typography>
                <Typography variant="caption" color="textSecondary" component="div">
                  {t('dispense.remaining', {
                    quantity: formatNumber(remainingOf(line)),
                    unit: line.don_vi_tinh,
                  })}
                </Typography>
                <BatchAvailability query={query} unit={line.don_vi_tinh} />
              </Box>
              <FormNumberField
                control={form.control}
                name={`chi_tiet.${index}.so_luong`}
                label={t('dispense.give_now')}
                size="small"
                unit={line.don_vi_tinh.length <= 4 ? line.don_vi_tinh : undefined}
                helperText={problem ? t(`dispense.${problem.key}`) : undefined}
                sx={{ '& .MuiFormHelperText-root': { color: 'error.main' } }}
                slotProps={{ htmlInput: { 'data-testid': 'dispense-quantity' } }}
              />
              <BatchPicker
                control={batchControl}
                index={index}
                query={query}
                disabled={false}
                label={t('dispense.batch', { name: line.hang_hoa_ten })}
              />
            </Box>
          );
        })}
        <FormSwitchField control={form.control} name="dong_phan_con_lai" label={t('dispense.close_rest')} />
        {values.dong_phan_con_lai && (
          <FormTextField
            control={form.control}
            name="ly_do_dong"
            label={t('dispense.close_reason')}
            required
            size="small"
            multiline
            slotProps={{ htmlInput: { 'data-testid': 'dispense-close-reason' } }}
          />
        )}
        {tried && problems.some((p) => p.line === null) && (
          <Alert severity="error" data-testid="dispense-problem">
            {problems
              .filter((p) => p.line === null)
              .map((p) => t(`dispense.${p.key}`))
              .join(' ')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.back')}</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={held || form.formState.isSubmitting}
          data-testid="dispense-confirm"
        >
          {t('dispense.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
