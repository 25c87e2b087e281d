import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { TENDER_NEARLY_USED_RATIO } from '@kho/contracts';
import type { ScaleName } from '../../../lib/ui/palette';
import { formatShare } from '../../../lib/i18n/numbers';

/** Green while plenty is left, amber from 80% (the tender warning), red when used up. */
export function usageScale(ratio: number): ScaleName {
  if (ratio >= 1) return 'error';
  if (ratio >= TENDER_NEARLY_USED_RATIO) return 'warning';
  return 'success';
}

/** The share of a tender (or of one line) already received, as a bar with its percentage. */
export function UsageBar({
  ratio,
  caption,
  width,
}: {
  ratio: number;
  caption?: string;
  width?: number | string;
}) {
  const scale = usageScale(ratio);
  return (
    <Box sx={{ width: width ?? '100%', minWidth: 0 }} data-testid="usage-bar" data-ratio={ratio}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, Math.max(0, ratio * 100))}
          aria-label={formatShare(ratio)}
          sx={(theme) => ({
            flex: 1,
            height: 8,
            borderRadius: 4,
            bgcolor: theme.tokens.gray[100],
            '& .MuiLinearProgress-bar': { borderRadius: 4, bgcolor: theme.tokens[scale][500] },
          })}
        />
        <Typography
          variant="caption"
          sx={(theme) => ({
            minWidth: 44,
            textAlign: 'right',
            fontWeight: 600,
            color: theme.tokens[scale][700],
          })}
        >
          {formatShare(ratio)}
        </Typography>
      </Box>
      {caption && (
        <Typography variant="caption" color="textSecondary" noWrap component="div">
          {caption}
        </Typography>
      )}
    </Box>
  );
}
