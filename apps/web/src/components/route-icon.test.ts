import { describe, expect, it } from 'vitest';
import { ROUTES, SECTIONS } from '../app/router/route-table';
import { ROUTE_ICONS, SECTION_ICONS } from './route-icon';

describe('route icons', () => {
  it('gives every screen of the route table and every section an icon', () => {
    expect(ROUTES.filter((route) => !ROUTE_ICONS[route.name]).map((route) => route.name)).toEqual([]);
    expect(SECTIONS.filter((section) => !SECTION_ICONS[section])).toEqual([]);
  });

  it('names no screen the route table does not have', () => {
    const names = new Set(ROUTES.map((route) => route.name));
    expect(Object.keys(ROUTE_ICONS).filter((name) => !names.has(name))).toEqual([]);
  });
});
