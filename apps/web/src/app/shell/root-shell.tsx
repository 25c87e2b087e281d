import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { GlobalLoadingOverlay, SuspenseOverlay } from './loading-overlay';
import { LanguageToggle } from './language-toggle';
import { MedicalBackground } from './medical-background';
import { useScrollToTopOnNewPage } from './scroll';
import { usePageTitle } from './use-page-title';
import { useBackgroundServices } from './use-background-services';
import { NewBuildNotice } from './new-build-notice';
import { OfflineBanner } from './offline-banner';
import { toast } from '../../lib/ui/toast';

/** Title of the current route: `routes:titles.<name>`, then its section or the app name. */
function RouteTitle() {
  const { t } = useTranslation('routes');
  const route = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.route });
  usePageTitle(
    route ? t(`titles.${route.name}`) : '',
    route?.section ? t(`sections.${route.section}`) : undefined,
  );
  return null;
}

/** Everything that sits around every screen, whatever its layout (spec §2 "Root shell"). */
export function RootShell() {
  const router = useRouter();
  const pathname = useLocation({ select: (l) => l.pathname });
  const route = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.route });

  // Toasts belong to the page that raised them: a new URL starts clean.
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
        if (fromLocation && fromLocation.href !== toLocation.href) toast.clearAll();
      }),
    [router],
  );

  useScrollToTopOnNewPage(pathname);

  useBackgroundServices(pathname);

  return (
    <>
      <MedicalBackground />
      {/* The not-found page sets its own title; a matched route gets the route's. */}
      {route && <RouteTitle />}
      <Suspense fallback={<SuspenseOverlay />}>
        <Outlet />
      </Suspense>
      <GlobalLoadingOverlay />
      <LanguageToggle />
      <NewBuildNotice />
      <OfflineBanner />
    </>
  );
}
