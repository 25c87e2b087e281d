import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { createStocktakeSchema, PHAM_VI_KIEM_KE, type StocktakeInput } from '@kho/contracts';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAutocompleteField } from '../../../components/form/form-autocomplete-field';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { ApiError } from '../../../lib/api/api-client';
import { toast } from '../../../lib/ui/toast';
import { IdempotencyKeys, isRetryable } from '../../../lib/api/idempotency-keys';
import { useCreateStocktake } from '../api/create-stocktake';
import { useGoodsGroupOptions } from '../api/goods-group-options';
import { CommitteeFields, emptyMember, type CommitteeFormValues } from './committee-fields';

/**
 * A new stocktake: what to count (everything, a goods group, or batches expiring before a date),
 * its date and notes, and the committee. Creating it snapshots the book quantities, so it is one
 * explicit step before counting starts.
 */
export function NewStocktakeDialog({
  organisationId,
  warehouseId,
  today,
  onClose,
  onCreated,
}: {
  organisationId: string;
  warehouseId: string;
  today: string;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('stocktake');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const groups = useGoodsGroupOptions(organisationId);
  const create = useCreateStocktake();
  const [keys] = useState(() => new IdempotencyKeys());
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<StocktakeInput>({
    resolver: zodResolver(createStocktakeSchema),
    defaultValues: {
      to_chuc: organisationId,
      kho_id: warehouseId,
      ngay_chung_tu: today,
      pham_vi: 'TAT_CA',
      nhom_hang_hoa_id: null,
      han_dung_truoc: null,
      ghi_chu: '',
      hoi_dong: [emptyMember('CHU_TICH')],
    },
  });
  const scope = useWatch({ control: form.control, name: 'pham_vi' });

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const body = {
      ...values,
      nhom_hang_hoa_id: values.pham_vi === 'NHOM_HANG_HOA' ? values.nhom_hang_hoa_id : null,
      han_dung_truoc: values.pham_vi === 'HET_HAN_TRUOC' ? values.han_dung_truoc : null,
    };
    try {
      const created = await create.mutateAsync({ body, idempotencyKey: keys.keyFor('create', body) });
      keys.done('create');
      toast.success(t('done.created', { number: created.so_phieu, count: created.dong.length }));
      onCreated(created.id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!isRetryable(error.status)) keys.done('create');
      setRefusal(error.message);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} data-testid="new-stocktake">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle>{t('new.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box
            sx={{
              pt: 1,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <FormSelectField
              control={form.control}
              name="pham_vi"
              label={t('fields.pham_vi')}
              options={PHAM_VI_KIEM_KE.map((v) => ({ value: v, text: t(`scope.${v}`) }))}
              slotProps={{ htmlInput: { 'data-testid': 'scope' } }}
            />
            <FormDateField
              control={form.control}
              name="ngay_chung_tu"
              label={t('fields.ngay_chung_tu')}
              required
              testId="stocktake-date"
            />
            {scope === 'NHOM_HANG_HOA' && (
              <FormAutocompleteField
                control={form.control}
                name="nhom_hang_hoa_id"
                label={t('fields.nhom_hang_hoa')}
                options={groups.data ?? []}
                loading={groups.isPending}
              />
            )}
            {scope === 'HET_HAN_TRUOC' && (
              <FormDateField
                control={form.control}
                name="han_dung_truoc"
                label={t('fields.han_dung_truoc')}
                required
                testId="expiry-limit"
              />
            )}
            <FormTextField
              control={form.control}
              name="ghi_chu"
              label={t('fields.ghi_chu')}
              sx={{ gridColumn: '1 / -1' }}
            />
          </Box>
          <CommitteeFields
            // The committee part of this form has the same shape as CommitteeFormValues.
            control={form.control as unknown as Control<CommitteeFormValues>}
            errors={form.formState.errors}
            organisationId={organisationId}
          />
          <Alert severity="info" variant="outlined">
            {t('new.snapshot_hint')}
          </Alert>
          {refusal && (
            <Alert severity="error" data-testid="new-stocktake-refusal">
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.close')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={form.formState.isSubmitting}
            data-testid="new-stocktake-create"
          >
            {t('new.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
