import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The grids a form's sections use: one column on a phone, two from sm, two to four from md. */
const GRIDS = {
  2: { xs: '1fr', sm: '1fr 1fr' },
  3: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
  4: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** A titled group of form fields (a fieldset with its legend), with an optional line of help. */
export function FormSection({
  title,
  help,
  columns = 4,
  children,
}: {
  title: string;
  /** A line under the title saying what the section's fields are for. */
  help?: string;
  /** Columns from md up: 4 for a voucher's header, 3 for a catalogue's dialog, 2 for a settings page. */
  columns?: keyof typeof GRIDS;
  children: ReactNode;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" color="primary" sx={{ mb: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      {help && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: -1, mb: 1.5 }}>
          {help}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: GRIDS[columns] }}>{children}</Box>
    </Box>
  );
}

/** Spans two of the four columns (long names, notes). */
export const WIDE = { gridColumn: { xs: '1 / -1', md: 'span 2' } } as const;
