import { memo, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StocktakeLine } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/i18n/dates';
import { formatMoney, formatNumber } from '../../../../lib/i18n/numbers';
import type { CountStore } from '../../lib/count-store';
import { countProblem, lineVariance } from '../../lib/variance';
import { CountInput, type MoveRequest } from './count-input';

/** Column template of the wide layout; the header uses the same one. */
export const TABLE_COLUMNS =
  '44px minmax(190px, 1fr) 60px 132px 92px 84px 76px 96px 76px 84px 100px minmax(120px, 170px)';
export const TABLE_ROW_HEIGHT = 52;
export const CARD_ROW_HEIGHT = 168;

const VARIANCE_COLOUR = {
  surplus: 'success.dark',
  shortage: 'error.main',
  none: 'text.secondary',
  uncounted: 'text.disabled',
} as const;

interface RowProps {
  line: StocktakeLine;
  index: number;
  store: CountStore;
  readOnly: boolean;
  compact: boolean;
  onMove: MoveRequest;
}

/**
 * One batch of the counting list: as a table row on a wide screen, a card on a phone. It reads
 * its own count from the store, so typing re-renders this row only.
 */
export const CountRow = memo(function CountRow({ line, index, store, readOnly, compact, onMove }: RowProps) {
  const { t } = useTranslation('stocktake');
  const count = useSyncExternalStore(store.subscribe, () => store.value(line.id));
  const edited = useSyncExternalStore(store.subscribe, () => store.isEdited(line.id));
  if (!count) return null;
  const variance = lineVariance(line, count);
  const problem = countProblem(count);
  const colour = VARIANCE_COLOUR[variance.kind];
  const sign = (n: number | null) => (n === null ? '' : n > 0 ? `+${formatNumber(n)}` : formatNumber(n));
  const signMoney = (n: number | null) => (n === null ? '' : n > 0 ? `+${formatMoney(n)}` : formatMoney(n));
  const name = `${line.hang_hoa_ten}${line.ham_luong ? ` ${line.ham_luong}` : ''}`;

  const inputs = {
    count: (
      <CountInput
        index={index}
        field="count"
        value={count.so_luong_thuc_te}
        numeric
        readOnly={readOnly}
        label={t('lines.count_of', { name, lot: line.so_lo })}
        onChange={(v) => store.set(line.id, { so_luong_thuc_te: typeof v === 'number' ? v : null })}
        onMove={onMove}
      />
    ),
    damaged: (
      <CountInput
        index={index}
        field="damaged"
        value={count.so_luong_hong || null}
        numeric
        readOnly={readOnly}
        error={problem !== null}
        label={t('lines.damaged_of', { name, lot: line.so_lo })}
        onChange={(v) => store.set(line.id, { so_luong_hong: typeof v === 'number' ? v : 0 })}
        onMove={onMove}
      />
    ),
    note: (
      <CountInput
        index={index}
        field="note"
        value={count.ghi_chu ?? ''}
        numeric={false}
        readOnly={readOnly}
        label={t('lines.note_of', { name, lot: line.so_lo })}
        onChange={(v) => store.set(line.id, { ghi_chu: typeof v === 'string' && v !== '' ? v : null })}
        onMove={onMove}
      />
    ),
  };
  const marker = edited
    ? {
        boxShadow: (th: { palette: { warning: { main: string } } }) =>
          `inset 3px 0 0 ${th.palette.warning.main}`,
      }
    : {};

  if (compact) {
    return (
      <Box
        data-testid="count-row"
        data-line={line.id}
        sx={{
          height: CARD_ROW_HEIGHT,
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          ...marker,
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', minWidth: 0 }}>
          <Typography variant="caption" color="textSecondary">
            {line.stt}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0 }} noWrap title={name}>
            {name}
          </Typography>
        </Box>
        <Typography variant="caption" color="textSecondary" noWrap>
          {t('lines.card_batch', {
            lot: line.so_lo,
            expiry: formatDate(line.han_dung),
            unit: line.don_vi_tinh,
            price: formatMoney(line.don_gia),
          })}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 1, alignItems: 'end' }}>
          <Box>
            <Typography variant="caption" color="textSecondary">
              {t('lines.book')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatNumber(line.so_luong_so_sach)}
            </Typography>
          </Box>
          <Box>
            <Typography variant="caption" color="textSecondary">
              {t('lines.counted')}
            </Typography>
            {inputs.count}
          </Box>
          <Box>
            <Typography variant="caption" color="textSecondary">
              {t('lines.damaged')}
            </Typography>
            {inputs.damaged}
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ color: colour, fontWeight: 600 }} data-testid="row-variance">
            {variance.kind === 'uncounted'
              ? t('lines.not_counted')
              : `${sign(variance.quantity)} · ${signMoney(variance.value)}`}
          </Typography>
          {inputs.note}
        </Box>
      </Box>
    );
  }

  return (
    <Box
      data-testid="count-row"
      data-line={line.id}
      role="row"
      sx={{
        height: TABLE_ROW_HEIGHT,
        display: 'grid',
        gridTemplateColumns: TABLE_COLUMNS,
        columnGap: 1,
        alignItems: 'center',
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
        fontSize: 14,
        '& > .num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        ...marker,
      }}
    >
      <Box className="num" sx={{ color: 'text.secondary' }}>
        {line.stt}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap title={name} sx={{ fontWeight: 500 }}>
          {name}
        </Typography>
        <Typography variant="caption" color="textSecondary" noWrap component="div">
          {line.hang_hoa_ma}
          {line.nuoc_san_xuat ? ` · ${line.nuoc_san_xuat}` : ''}
        </Typography>
      </Box>
      <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{line.don_vi_tinh}</Box>
      <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={line.so_lo}>
        {line.so_lo}
      </Box>
      <Box>{formatDate(line.han_dung)}</Box>
      <Box className="num">{formatMoney(line.don_gia)}</Box>
      <Box className="num" sx={{ fontWeight: 600 }}>
        {formatNumber(line.so_luong_so_sach)}
      </Box>
      <Box>{inputs.count}</Box>
      <Box>{inputs.damaged}</Box>
      <Box className="num" sx={{ color: colour, fontWeight: 600 }} data-testid="row-variance">
        {variance.kind === 'uncounted' ? '–' : sign(variance.quantity)}
      </Box>
      <Box className="num" sx={{ color: colour }}>
        {signMoney(variance.value)}
      </Box>
      <Box>{inputs.note}</Box>
    </Box>
  );
});
