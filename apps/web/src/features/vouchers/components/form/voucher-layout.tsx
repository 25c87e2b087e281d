import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { LoaiPhieu, VoucherDetail } from '@kho/contracts';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HeaderAction } from '../../../../components/header-actions';
import { PageFrame } from '../../../../components/page-frame';
import { formatDate } from '../../../../lib/i18n/dates';
import { formatMoney } from '../../../../lib/i18n/numbers';
import { isEditable } from '../../lib/voucher-actions';
import { VOUCHER_KINDS } from '../../lib/voucher-kinds';
import type { VoucherProblem } from './use-voucher-lifecycle';
import { VoucherHistory } from './voucher-history';
import { VoucherPrint } from './voucher-print';
import { partyOf } from '../book/voucher-columns';
import { VoucherStatusChip } from '../book/voucher-status-chip';
import { RouteIcon } from '../../../../components/route-icon';

/** Kinds that move stock between two warehouses: the summary names both, as the book does. */
const TWO_WAREHOUSES: readonly LoaiPhieu[] = ['CHUYEN_KHO', 'LINH_HANG', 'TRA_THUOC'];

function Summary({ detail }: { detail: VoucherDetail }) {
  const { t } = useTranslation('vouchers');
  const warehouses =
    detail.kho_nhan_ten && TWO_WAREHOUSES.includes(detail.loai_phieu)
      ? partyOf(detail, t).main
      : detail.kho_ten;
  return (
    <Box
      data-testid="voucher-summary"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, mb: 2 }}
    >
      <VoucherStatusChip status={detail.trang_thai} />
      <Typography variant="body2" color="textSecondary">
        {t('book.warehouse', { name: warehouses })}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {formatDate(detail.ngay_chung_tu)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, ml: { sm: 'auto' } }} data-testid="voucher-total">
        {t('fields.tong_tien')}: {t('money', { value: formatMoney(detail.tong_tien) })}
      </Typography>
    </Box>
  );
}

/**
 * The frame of a voucher on screen, whatever its kind: title and lifecycle buttons, status, what
 * went wrong, the form, the history beside it on wide screens, and the print-only paper form.
 */
export function VoucherLayout({
  kind,
  detail,
  actions,
  problem,
  onReload,
  onDismiss,
  readOnly,
  dialogs,
  children,
}: {
  kind: LoaiPhieu;
  detail: VoucherDetail | null;
  actions: readonly HeaderAction[];
  problem: VoucherProblem;
  onReload: () => void;
  onDismiss: () => void;
  readOnly: boolean;
  dialogs?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(['vouchers', 'routes']);
  const route = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.route });
  const book = VOUCHER_KINDS[kind];
  const title = detail
    ? `${t(`vouchers:kinds.${kind}.name`)} ${detail.so_phieu}`
    : t(`vouchers:kinds.${kind}.new`);
  const reloadButton = (
    <Button color="inherit" size="small" onClick={onReload} data-testid="voucher-reload">
      {t('vouchers:actions.reload')}
    </Button>
  );

  return (
    <PageFrame
      section={t(`routes:titles.${book.bookRoute}`)}
      title={title}
      icon={route ? <RouteIcon route={route} /> : undefined}
      actions={actions}
    >
      {detail && <Summary detail={detail} />}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: problem || detail ? 2 : 0 }}>
        {problem?.kind === 'stale' && (
          <Alert severity="warning" action={reloadButton} data-testid="voucher-stale">
            {problem.message}
          </Alert>
        )}
        {problem?.kind === 'changed' && (
          <Alert severity="info" action={reloadButton} data-testid="voucher-changed">
            {problem.message}
          </Alert>
        )}
        {problem?.kind === 'refusal' && (
          <Alert severity="error" onClose={onDismiss} data-testid="voucher-refusal">
            {problem.message}
          </Alert>
        )}
        {detail?.trang_thai === 'TU_CHOI' && detail.ly_do_tu_choi && (
          <Alert severity="error" variant="outlined">
            {t('vouchers:rejected_reason', { reason: detail.ly_do_tu_choi })}
          </Alert>
        )}
        {detail?.trang_thai === 'HUY' && detail.ly_do_huy && (
          <Alert severity="info" variant="outlined">
            {t('vouchers:cancelled_reason', { reason: detail.ly_do_huy })}
          </Alert>
        )}
        {detail && readOnly && !isEditable(detail.trang_thai) && (
          <Typography variant="body2" color="textSecondary">
            {t('vouchers:read_only', { status: t(`vouchers:status.${detail.trang_thai}`) })}
          </Typography>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            xl: detail ? 'minmax(0, 1fr) 260px' : 'minmax(0, 1fr)',
          },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>{children}</Box>
        {detail && <VoucherHistory voucher={detail} />}
      </Box>
      {dialogs}
      {detail && <VoucherPrint detail={detail} />}
    </PageFrame>
  );
}
