import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** A value of a voucher that can no longer be edited: text, not a disabled input. */
export function ReadText({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Typography variant="body2" data-testid={testId} sx={{ py: { md: 0.75 }, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}
