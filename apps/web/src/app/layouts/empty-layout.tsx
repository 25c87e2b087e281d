import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from '@tanstack/react-router';

/** No chrome at all: login, registration, and errors seen by signed-out visitors. */
export function EmptyLayout({ children }: { children?: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 2, sm: 3 },
      }}
    >
      {children ?? <Outlet />}
    </Box>
  );
}
