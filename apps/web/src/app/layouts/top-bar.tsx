import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { LAYOUT } from '../theme/theme';

/** The 64 px app bar; an optional second row holds controls that do not fit beside the title on phones. */
export function TopBar({
  start,
  end,
  secondRow,
  offset = 0,
}: {
  start: ReactNode;
  end: ReactNode;
  secondRow?: ReactNode;
  offset?: number;
}) {
  return (
    <AppBar
      position="fixed"
      sx={{
        width: offset ? `calc(100% - ${offset}px)` : '100%',
        ml: `${offset}px`,
        bgcolor: 'rgba(255,255,255,0.92)',
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
        transition: (theme) =>
          theme.transitions.create(['width', 'margin'], { duration: theme.transitions.duration.shorter }),
      }}
    >
      <Toolbar
        sx={{
          minHeight: LAYOUT.toolbarHeight,
          height: LAYOUT.toolbarHeight,
          gap: 1.5,
          px: { xs: 1.5, sm: 2 },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexShrink: 1 }}>{start}</Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>{end}</Box>
      </Toolbar>
      {secondRow && <Box sx={{ px: 1.5, pb: 1.25, display: 'flex', gap: 1 }}>{secondRow}</Box>}
    </AppBar>
  );
}
