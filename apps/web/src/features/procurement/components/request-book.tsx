import { PROCUREMENT_REQUEST_STATUSES, type TrangThaiPhieu } from '@kho/contracts';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import InboxRounded from '@mui/icons-material/InboxRounded';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { formatDate } from '../../../lib/i18n/dates';
import { formatMoney } from '../../../lib/i18n/numbers';
import type { RequestBook } from '../api/procurement-requests';
import { RequestStatusChip } from './request-status-chip';

/**
 * The request book: status tabs with their counts, then one line per request (number, date,
 * warehouse, status, total) that opens it. A list rather than a table, so a phone shows it whole.
 */
export function RequestBookView({
  book,
  status,
  onStatus,
  onOpen,
}: {
  book: RequestBook;
  status: TrangThaiPhieu | '';
  onStatus: (status: TrangThaiPhieu | '') => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('procurement');
  const all = Object.values(book.perStatus).reduce((sum, n) => sum + (n ?? 0), 0);
  const label = (text: string, count: number) => t('request.tab_count', { label: text, count });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Tabs
        value={status}
        onChange={(_, value: TrangThaiPhieu | '') => onStatus(value)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="" label={label(t('request.status.all'), all)} data-testid="request-tab-all" />
        {PROCUREMENT_REQUEST_STATUSES.map((s) => (
          <Tab
            key={s}
            value={s}
            label={label(t(`request.status.${s}`), book.perStatus[s] ?? 0)}
            data-testid={`request-tab-${s}`}
          />
        ))}
      </Tabs>
      {book.rows.length === 0 ? (
        <EmptyState icon={<InboxRounded />} title={t('request.empty')} />
      ) : (
        <Paper variant="outlined">
          <List disablePadding>
            {book.rows.map((r) => (
              <ListItemButton
                key={r.id}
                divider
                onClick={() => onOpen(r.id)}
                data-testid="request-row"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
              >
                <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} data-testid="request-row-number">
                    {r.so_phieu}
                  </Typography>
                  <Typography variant="body2" color="textSecondary" noWrap>
                    {formatDate(r.ngay_lap)} · {r.kho_ten ?? t('params.whole_organisation')} ·{' '}
                    {t('request.line_count', { count: r.so_dong })}
                  </Typography>
                </Box>
                <RequestStatusChip status={r.trang_thai} />
                <Typography sx={{ minWidth: 120, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(r.tong_tien)}
                </Typography>
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
