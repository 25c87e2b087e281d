import { lazy, Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/session/session';
import { useLogout } from '../../features/auth/api/logout';
import { SuspenseOverlay } from '../shell/loading-overlay';

// The profile form (switches, password fields, its checks) is fetched when first opened.
const ProfileDialog = lazy(() =>
  import('../../features/account/components/profile-dialog').then((module) => ({
    default: module.ProfileDialog,
  })),
);

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return (
    letters
      .map((p) => p?.[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

export function UserMenu({ showSwitchOrganisation = true }: { showSwitchOrganisation?: boolean }) {
  const { t } = useTranslation('common');
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  if (!user) return null;

  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={t('user_menu.open')}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('user_menu.open')}
          data-testid="user-menu-button"
          sx={{ p: 0.5 }}
        >
          <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15, fontWeight: 700 }}>
            {initials(user.ho_ten)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.25 }}>
          <Typography sx={{ fontWeight: 700 }}>{user.ho_ten}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.ten_dang_nhap} · {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setProfileOpen(true);
          }}
          data-testid="menu-profile"
        >
          <ListItemIcon>
            <ManageAccountsRounded fontSize="small" />
          </ListItemIcon>
          {t('user_menu.profile')}
        </MenuItem>
        {showSwitchOrganisation && (
          <MenuItem
            onClick={() => {
              close();
              void navigate({ to: '/' });
            }}
          >
            <ListItemIcon>
              <BusinessRounded fontSize="small" />
            </ListItemIcon>
            {t('user_menu.switch_organisation')}
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout.mutate();
          }}
          disabled={logout.isPending}
          data-testid="menu-logout"
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          {t('user_menu.logout')}
        </MenuItem>
      </Menu>
      {profileOpen && (
        <Suspense fallback={<SuspenseOverlay />}>
          <ProfileDialog open onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
