import { lazy } from 'react';

/**
 * The working layout for screens outside the route tree (the error page of a signed-in user): a
 * chunk of its own, like the layout routes, so the login page does not pay for the drawer, app bar,
 * selectors and user menu.
 */
export const LazyDefaultLayout = lazy(() =>
  import('./default-layout').then((module) => ({ default: module.DefaultLayout })),
);
