import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../theme/theme';
import { SECTIONS, menuRoutes, type AppRouteDef } from '../router/route-table';
import { useOrganisationRole } from '../../lib/session/organisation-role';
import { uiStore } from '../../lib/ui/ui-state';
import { useOpenedOnce } from '../../lib/ui/use-opened-once';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import { RouteIcon, SectionIcon } from '../../components/route-icon';
import { Brand } from './brand';

function isActive(route: AppRouteDef, pathname: string): boolean {
  if (pathname === route.path || pathname.startsWith(`${route.path}/`)) {
    // The goods-group pages live under the goods path but have their own menu entry.
    return !ROUTE_OWNED_ELSEWHERE.some(
      (other) => other !== route.path && other.startsWith(route.path) && pathname.startsWith(other),
    );
  }
  return false;
}
const ROUTE_OWNED_ELSEWHERE = SECTIONS.flatMap((s) => menuRoutes(s).map((r) => r.path));

function DrawerContent({ rail, onNavigate }: { rail: boolean; onNavigate: () => void }) {
  const { t } = useTranslation('routes');
  const pathname = useLocation({ select: (l) => l.pathname });
  const navigate = useNavigate();
  // The menu is shown once the role has arrived: entries for some roles only would otherwise push
  // the sections below them down as they appear. Offline, what needs no role is shown at once.
  const { can, isLoading } = useOrganisationRole();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          height: LAYOUT.toolbarHeight,
          display: 'flex',
          alignItems: 'center',
          px: rail ? 1 : 2.5,
          flexShrink: 0,
        }}
      >
        <Brand compact={rail} size={rail ? 40 : 36} />
      </Box>
      <Divider />
      <Box
        component="nav"
        hidden={isLoading}
        aria-label={t('menu_label')}
        sx={{ overflowY: 'auto', overflowX: 'hidden', flexGrow: 1, pb: 2 }}
      >
        {SECTIONS.map((section, index) => (
          <List
            key={section}
            dense
            disablePadding
            subheader={
              rail ? (
                index > 0 ? (
                  <Divider sx={{ my: 1 }} />
                ) : undefined
              ) : (
                <ListSubheader
                  disableSticky
                  sx={{
                    bgcolor: 'transparent',
                    lineHeight: '36px',
                    mt: 1,
                    fontWeight: 700,
                    textTransform: 'uppercase',
                    fontSize: 12,
                    letterSpacing: 0.6,
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                  }}
                >
                  <SectionIcon section={section} sx={{ fontSize: 16 }} />
                  {t(`sections.${section}`)}
                </ListSubheader>
              )
            }
          >
            {menuRoutes(section)
              .filter((route) => !route.roles || can(route.roles))
              .map((route) => {
                const active = isActive(route, pathname);
                const label = t(`titles.${route.name}`);
                const item = (
                  <ListItemButton
                    key={route.path}
                    component="a"
                    href={route.path}
                    selected={active}
                    aria-current={active ? 'page' : undefined}
                    onClick={(event: React.MouseEvent) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                      event.preventDefault();
                      onNavigate();
                      void navigate({ to: route.path });
                    }}
                    sx={{
                      mx: 1,
                      my: 0.25,
                      borderRadius: 2,
                      minHeight: 40,
                      px: rail ? 1.25 : 1.5,
                      justifyContent: rail ? 'center' : 'flex-start',
                      '&.Mui-selected, &.Mui-selected:hover': {
                        bgcolor: (theme) => theme.tokens.brand[50],
                        color: 'primary.dark',
                      },
                      '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
                    }}
                  >
                    <ListItemIcon sx={{ minWidth: rail ? 0 : 36 }}>
                      <RouteIcon route={route} fontSize="small" />
                    </ListItemIcon>
                    {!rail && (
                      <ListItemText
                        primary={label}
                        slotProps={{
                          primary: { noWrap: true, sx: { fontSize: 14, fontWeight: active ? 600 : 500 } },
                        }}
                      />
                    )}
                  </ListItemButton>
                );
                return rail ? (
                  <DeferredTooltip key={route.path} title={label} placement="right">
                    {item}
                  </DeferredTooltip>
                ) : (
                  item
                );
              })}
          </List>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Below md: mounted at its first opening, then kept (so it closes with its slide). A phone's first
 * screen does not render a whole menu it does not show.
 */
function TemporaryDrawer({ open }: { open: boolean }) {
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={() => uiStore.set({ drawerOpen: false })}
      slotProps={{ paper: { sx: { width: LAYOUT.drawerWidth } } }}
      keepMounted
    >
      <DrawerContent rail={false} onNavigate={() => uiStore.set({ drawerOpen: false })} />
    </Drawer>
  );
}

/** Menu drawer: permanent 256 px (or its 56 px rail) from md up, temporary below md (spec §9). */
export function AppDrawer({ mobile, open, rail }: { mobile: boolean; open: boolean; rail: boolean }) {
  if (mobile) return <TemporaryDrawer open={open} />;
  const width = rail ? LAYOUT.railWidth : LAYOUT.drawerWidth;
  return (
    <Drawer
      variant="permanent"
      slotProps={{
        paper: {
          sx: {
            width,
            overflowX: 'hidden',
            borderRight: 1,
            borderColor: 'divider',
            transition: (theme) =>
              theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          },
        },
      }}
      sx={{
        width,
        flexShrink: 0,
        transition: (theme) =>
          theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <DrawerContent rail={rail} onNavigate={() => undefined} />
    </Drawer>
  );
}
