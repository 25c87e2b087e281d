import Box from '@mui/material/Box';
import { Outlet } from '@tanstack/react-router';
import { LAYOUT } from '../theme/theme';
import { Brand } from './brand';
import { TopBar } from './top-bar';
import { UserMenu } from './user-menu';

/** Home: the app bar without menu or department/warehouse selectors, since no organisation is open yet. */
export function NoSelectLayout() {
  return (
    <>
      <TopBar start={<Brand />} end={<UserMenu showSwitchOrganisation={false} />} />
      <Box component="main" sx={{ pt: `${LAYOUT.toolbarHeight}px`, minHeight: '100dvh' }}>
        <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
          <Outlet />
        </Box>
      </Box>
    </>
  );
}
