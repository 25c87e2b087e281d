import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled panel of the dashboard: title, a line saying what is counted, an optional action. */
export function ChartPanel({
  title,
  hint,
  action,
  children,
  testId,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, height: '100%' }}
      data-testid={testId}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {hint && (
            <Typography variant="caption" color="textSecondary" component="p">
              {hint}
            </Typography>
          )}
        </Box>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
