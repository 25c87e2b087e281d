import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface FieldItem {
  label: string;
  value: ReactNode;
  /** Spans the whole row (long names). */
  wide?: boolean;
}

/** Read-only fields as label over value, in a responsive grid; empty values show a dash. */
export function FieldList({ title, items }: { title: string; items: readonly FieldItem[] }) {
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" color="primary" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: 3,
          rowGap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {items.map((item) => (
          <Box key={item.label} sx={{ minWidth: 0, gridColumn: item.wide ? '1 / -1' : undefined }}>
            <Typography component="dt" variant="caption" color="textSecondary">
              {item.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
            >
              {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
