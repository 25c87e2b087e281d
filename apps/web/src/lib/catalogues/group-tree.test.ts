import { describe, expect, it } from 'vitest';
import type { GoodsGroupTreeNode } from '@kho/contracts';
import { allGroups, buildGroupTree, filterTree, pathTo, visibleGroups } from './group-tree';

function group(id: string, ten: string, parent: string | null, goods = 0): GoodsGroupTreeNode {
  return { id, ma: id.toUpperCase(), ten, nhom_cha_id: parent, hoat_dong: true, so_hang_hoa: goods };
}

const groups = [
  group('vt', 'Vật tư y tế', null, 1),
  group('td', 'Tân dược', null, 0),
  group('td_dt', 'Dịch truyền, điện giải', 'td', 17),
  group('td_ks', 'Kháng sinh', 'td', 20),
  group('td_ks_bl', 'Beta-lactam', 'td_ks', 5),
  group('vt_bang', 'Bông, băng, gạc', 'vt', 8),
];

describe('goods group tree', () => {
  it('nests groups by parent, sorted by name, with totals including sub-groups', () => {
    const roots = buildGroupTree(groups);
    expect(roots.map((r) => r.id)).toEqual(['td', 'vt']);
    const td = roots[0]!;
    expect(td.children.map((c) => c.id)).toEqual(['td_dt', 'td_ks']);
    expect(td.total).toBe(42);
    expect(td.children[1]!.total).toBe(25);
    expect(td.children[1]!.children[0]!.depth).toBe(2);
  });

  it('keeps a group with a missing parent as a root and survives a cycle', () => {
    const roots = buildGroupTree([group('a', 'A', 'b'), group('b', 'B', 'a'), group('c', 'C', 'gone', 3)]);
    expect(
      allGroups(roots)
        .map((g) => g.id)
        .sort(),
    ).toEqual(['a', 'b', 'c']);
    expect(roots.find((r) => r.id === 'c')?.total).toBe(3);
  });

  it('shows children only of expanded groups', () => {
    const roots = buildGroupTree(groups);
    expect(visibleGroups(roots, new Set()).map((g) => g.id)).toEqual(['td', 'vt']);
    expect(visibleGroups(roots, new Set(['td'])).map((g) => g.id)).toEqual(['td', 'td_dt', 'td_ks', 'vt']);
    expect(visibleGroups(roots, 'all')).toHaveLength(6);
  });

  it('finds the path from the root', () => {
    expect(pathTo(buildGroupTree(groups), 'td_ks_bl').map((g) => g.id)).toEqual(['td', 'td_ks', 'td_ks_bl']);
    expect(pathTo(buildGroupTree(groups), 'nope')).toEqual([]);
  });

  it('filters without accents, keeping ancestors and expanding them', () => {
    const { roots, expand } = filterTree(buildGroupTree(groups), 'dien giai');
    expect(allGroups(roots).map((g) => g.id)).toEqual(['td', 'td_dt']);
    expect([...expand]).toEqual(['td']);
    expect(filterTree(buildGroupTree(groups), '  ').roots).toHaveLength(2);
  });
});
