import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table';
import { router } from './router';

describe('router', () => {
  it('builds a route with its page for every entry of the route table', () => {
    const routes: { fullPath: string }[] = Object.values(router.routesById);
    const paths = routes.map((route) => route.fullPath);
    for (const def of ROUTES) expect(paths).toContain(def.path);
  });
});
