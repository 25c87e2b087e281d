import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';

export type FigureTone = 'brand' | 'warning' | 'error' | 'success';

/**
 * One figure of the dashboard: a label, the number, a line under it; the whole card is a button
 * that opens the list behind the figure (keyboard: Tab, then Enter or Space).
 */
export function FigureCard({
  label,
  value,
  caption,
  icon,
  tone = 'brand',
  onOpen,
  testId,
}: {
  label: string;
  value: string;
  caption?: ReactNode;
  icon: ReactNode;
  tone?: FigureTone;
  onOpen?: () => void;
  testId?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ height: '100%', overflow: 'hidden' }}>
      <ButtonBase
        onClick={onOpen}
        disabled={!onOpen}
        data-testid={testId}
        sx={{
          width: '100%',
          height: '100%',
          p: 2,
          gap: 1.5,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          textAlign: 'left',
          '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
        }}
      >
        <Box
          sx={{
            width: 40,
            height: 40,
            borderRadius: 2,
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            bgcolor: (theme) => theme.tokens[tone][50],
            color: (theme) => theme.tokens[tone][600],
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            sx={{
              fontWeight: 700,
              lineHeight: 1.3,
              fontSize: { xs: '1.25rem', lg: '1.125rem', xl: '1.25rem' },
            }}
            data-testid={testId && `${testId}-value`}
          >
            {value}
          </Typography>
          {caption && (
            <Typography variant="caption" color="textSecondary" component="div">
              {caption}
            </Typography>
          )}
        </Box>
        {/* Four cards a row leave no room for the arrow: the whole card is the button anyway. */}
        {onOpen && (
          <ChevronRightRounded
            fontSize="small"
            sx={{
              color: 'text.disabled',
              alignSelf: 'center',
              display: { xs: 'block', lg: 'none', xl: 'block' },
            }}
          />
        )}
      </ButtonBase>
    </Paper>
  );
}
