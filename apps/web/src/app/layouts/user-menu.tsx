import { lazy, Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/session/session';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import { SuspenseOverlay } from '../shell/loading-overlay';
import { useOpenedOnce } from '../../lib/ui/use-opened-once';

// The menu's list and the profile form (switches, password fields, its checks) are fetched when
// first opened.
const UserMenuList = lazy(() => import('./user-menu-list'));
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const menuOpened = useOpenedOnce(anchor !== null);
  if (!user) return null;

  const close = () => setAnchor(null);
  return (
    <>
      <DeferredTooltip title={t('user_menu.open')}>
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
      </DeferredTooltip>
      {menuOpened && (
        <Suspense fallback={null}>
          <UserMenuList
            user={user}
            anchor={anchor}
            close={close}
            openProfile={() => setProfileOpen(true)}
            showSwitchOrganisation={showSwitchOrganisation}
          />
        </Suspense>
      )}
      {profileOpen && (
        <Suspense fallback={<SuspenseOverlay />}>
          <ProfileDialog open onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
