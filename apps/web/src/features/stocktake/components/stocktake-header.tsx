import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import type { StocktakeDetail, UpdateStocktake } from '@kho/contracts';
import type { TFunction } from 'i18next';
import type { Control, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { formatDate, formatDateTime } from '../../../lib/i18n/dates';
import { VoucherStatusChip } from '../../vouchers/components/book/voucher-status-chip';
import { CommitteeFields, type CommitteeFormValues } from './committee-fields';

export type HeaderValues = Omit<UpdateStocktake, 'phien_ban'>;

export function headerValues(detail: StocktakeDetail, organisationId: string): HeaderValues {
  return {
    to_chuc: organisationId,
    ngay_chung_tu: detail.ngay_chung_tu,
    ghi_chu: detail.ghi_chu ?? '',
    hoi_dong: detail.hoi_dong.map((m) => ({
      nhan_vien_id: m.nhan_vien_id,
      ho_ten: m.ho_ten,
      chuc_danh: m.chuc_danh ?? '',
      vai_tro: m.vai_tro,
    })),
  };
}

/** What a stocktake counts, in words: everything, a group, or batches expiring before a date. */
export function scopeText(detail: StocktakeDetail, t: TFunction): string {
  switch (detail.pham_vi) {
    case 'TAT_CA':
      return t('stocktake:scope.TAT_CA');
    case 'NHOM_HANG_HOA':
      return t('stocktake:scope.group_named', { name: detail.nhom_hang_hoa_ten ?? '' });
    case 'HET_HAN_TRUOC':
      return t('stocktake:scope.expiring_before', { date: formatDate(detail.han_dung_truoc) });
  }
}

/**
 * The stocktake's header: status, warehouse, scope and snapshot time always in view; the date,
 * notes and committee in a panel, editable while the stocktake is a draft.
 */
export function StocktakeHeader({
  detail,
  form,
  organisationId,
  readOnly,
}: {
  detail: StocktakeDetail;
  form: UseFormReturn<HeaderValues>;
  organisationId: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation('stocktake');
  const chair = detail.hoi_dong.find((m) => m.vai_tro === 'CHU_TICH');
  return (
    <Box sx={{ mb: 1.5 }}>
      <Box
        data-testid="voucher-summary"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, mb: 1 }}
      >
        <VoucherStatusChip status={detail.trang_thai} />
        <Typography variant="body2" color="textSecondary">
          {t('header.warehouse', { name: detail.kho_ten })}
        </Typography>
        <Typography variant="body2" color="textSecondary" data-testid="stocktake-scope">
          {scopeText(detail, t)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('header.snapshot', { time: formatDateTime(detail.thoi_diem_chot_so) })}
        </Typography>
      </Box>
      <Accordion disableGutters variant="outlined" defaultExpanded={false} data-testid="stocktake-header">
        <AccordionSummary
          expandIcon={<ExpandMoreRounded />}
          sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}
        >
          <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
            {t('header.summary', {
              date: formatDate(detail.ngay_chung_tu),
              count: detail.hoi_dong.length,
              chair: chair?.ho_ten ?? '—',
            })}
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' } }}>
            <FormDateField
              control={form.control}
              name="ngay_chung_tu"
              label={t('fields.ngay_chung_tu')}
              disabled={readOnly}
              compact
            />
            <FormTextField
              control={form.control}
              name="ghi_chu"
              label={t('fields.ghi_chu')}
              size="small"
              disabled={readOnly}
            />
          </Box>
          <CommitteeFields
            // The committee part of the header has the shape CommitteeFields edits.
            control={form.control as unknown as Control<CommitteeFormValues>}
            errors={form.formState.errors}
            organisationId={organisationId}
            disabled={readOnly}
          />
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
