import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuRounded from '@mui/icons-material/MenuRounded';
import MenuOpenRounded from '@mui/icons-material/MenuOpenRounded';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../theme/theme';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import { uiStore, useUiState } from '../../lib/ui/ui-state';
import { topModuleOfPath } from '../../lib/session/storage';
import { useSelectedOrganisationId } from '../../lib/session/session';
import { WorkspaceSelectors } from '../../features/workspace/components/workspace-selectors';
import { AppDrawer } from './app-drawer';
import { Brand } from './brand';
import { TopBar } from './top-bar';
import { UserMenu } from './user-menu';

/** The working layout: drawer menu, app bar with department/warehouse selectors and the user menu. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const drawerOpen = useUiState((s) => s.drawerOpen);
  const railOpen = useUiState((s) => s.railOpen);
  const pathname = useLocation({ select: (l) => l.pathname });
  const module = topModuleOfPath(pathname);
  const organisationId = useSelectedOrganisationId();
  const offset = mobile ? 0 : railOpen ? LAYOUT.railWidth : LAYOUT.drawerWidth;
  const selectors =
    module && organisationId ? (
      <WorkspaceSelectors module={module} organisationId={organisationId} compact={mobile} />
    ) : null;

  const toggle = () =>
    mobile ? uiStore.set({ drawerOpen: !drawerOpen }) : uiStore.set({ railOpen: !railOpen });
  const toggleLabel = mobile ? t('drawer.open') : railOpen ? t('drawer.expand') : t('drawer.collapse');

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <TopBar
        offset={offset}
        start={
          <>
            <DeferredTooltip title={toggleLabel}>
              <IconButton edge="start" onClick={toggle} aria-label={toggleLabel} data-testid="drawer-toggle">
                {!mobile && !railOpen ? <MenuOpenRounded /> : <MenuRounded />}
              </IconButton>
            </DeferredTooltip>
            {mobile && <Brand compact size={32} />}
          </>
        }
        end={
          <>
            {!mobile && selectors}
            <UserMenu />
          </>
        }
        secondRow={mobile ? selectors : undefined}
      />
      <AppDrawer mobile={mobile} open={drawerOpen} rail={railOpen} />
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          pt: `${LAYOUT.toolbarHeight + (mobile && selectors ? 56 : 0)}px`,
        }}
      >
        <Box sx={{ px: { xs: 2, md: 3 }, py: { xs: 2, md: 3 }, pb: 10 }}>{children ?? <Outlet />}</Box>
      </Box>
    </Box>
  );
}
