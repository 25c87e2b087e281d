import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import type { User } from '@kho/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/api/logout';

/** The user menu's list, loaded when the menu is first opened (user-menu.tsx). */
export default function UserMenuList({
  user,
  anchor,
  close,
  openProfile,
  showSwitchOrganisation,
}: {
  user: User;
  anchor: HTMLElement | null;
  close: () => void;
  openProfile: () => void;
  showSwitchOrganisation: boolean;
}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const logout = useLogout();
  return (
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
        <Typography variant="body2" color="textSecondary">
          {user.ten_dang_nhap} · {user.email}
        </Typography>
      </Box>
      <Divider />
      <MenuItem
        onClick={() => {
          close();
          openProfile();
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
  );
}
