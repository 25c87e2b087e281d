import { normalizeSearchText, type GoodsGroupTreeNode } from '@kho/contracts';

/**
 * The goods group tree built from the flat answer of `cay-nhom-hang-hoa` (groups are few, so the
 * client nests them). Pure, so the rules are unit-tested.
 */
export interface GroupNode extends GoodsGroupTreeNode {
  children: GroupNode[];
  depth: number;
  /** Goods in the group and every group below it: what the goods list filtered by it shows. */
  total: number;
}

const collator = new Intl.Collator('vi', { sensitivity: 'base', numeric: true });

/**
 * Nests groups under their parents, sorted by name in Vietnamese order. A group whose parent is
 * missing (another organisation's, deleted) becomes a root rather than vanishing, and a damaged
 * tree with a cycle cannot loop: each group is placed once.
 */
export function buildGroupTree(groups: readonly GoodsGroupTreeNode[]): GroupNode[] {
  const nodes = new Map<string, GroupNode>();
  for (const group of groups) nodes.set(group.id, { ...group, children: [], depth: 0, total: 0 });
  const roots: GroupNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.nhom_cha_id ? nodes.get(node.nhom_cha_id) : undefined;
    if (parent && parent !== node && !isAncestor(node, parent, nodes)) parent.children.push(node);
    else roots.push(node);
  }
  const finish = (node: GroupNode, depth: number): number => {
    node.depth = depth;
    node.children.sort(byName);
    node.total = node.so_hang_hoa + node.children.reduce((sum, child) => sum + finish(child, depth + 1), 0);
    return node.total;
  };
  roots.sort(byName);
  roots.forEach((root) => finish(root, 0));
  return roots;
}

function byName(a: GroupNode, b: GroupNode) {
  return collator.compare(a.ten, b.ten) || collator.compare(a.ma, b.ma);
}

/** Whether `node` is already above `candidate` on the path to the root (a cycle in the data). */
function isAncestor(node: GroupNode, candidate: GroupNode, nodes: Map<string, GroupNode>): boolean {
  const seen = new Set<string>();
  let current: GroupNode | undefined = candidate;
  while (current && !seen.has(current.id)) {
    if (current.id === node.id) return true;
    seen.add(current.id);
    current = current.nhom_cha_id ? nodes.get(current.nhom_cha_id) : undefined;
  }
  return false;
}

/** Depth-first rows of the tree; the children of a group show only when it is expanded. */
export function visibleGroups(
  roots: readonly GroupNode[],
  expanded: ReadonlySet<string> | 'all',
): GroupNode[] {
  const rows: GroupNode[] = [];
  const walk = (node: GroupNode) => {
    rows.push(node);
    if (expanded === 'all' || expanded.has(node.id)) node.children.forEach(walk);
  };
  roots.forEach(walk);
  return rows;
}

/** Every group of the tree, depth-first (for a select with indented names). */
export function allGroups(roots: readonly GroupNode[]): GroupNode[] {
  return visibleGroups(roots, 'all');
}

/** A group and the groups above it, root first (the breadcrumb of a group's page). */
export function pathTo(roots: readonly GroupNode[], id: string): GroupNode[] {
  for (const root of roots) {
    if (root.id === id) return [root];
    const below = pathTo(root.children, id);
    if (below.length > 0) return [root, ...below];
  }
  return [];
}

/**
 * What a search keeps: the groups whose code or name contains the text (accents and case
 * ignored), with their ancestors so they stay in place, and the ids to expand to show them.
 */
export function filterTree(
  roots: readonly GroupNode[],
  text: string,
): { roots: GroupNode[]; expand: Set<string> } {
  const needle = normalizeSearchText(text.trim());
  const expand = new Set<string>();
  if (!needle) return { roots: [...roots], expand };
  const keep = (node: GroupNode): GroupNode | null => {
    const children = node.children.map(keep).filter((child): child is GroupNode => child !== null);
    const hit =
      normalizeSearchText(node.ten).includes(needle) || normalizeSearchText(node.ma).includes(needle);
    if (!hit && children.length === 0) return null;
    if (children.length > 0) expand.add(node.id);
    return { ...node, children };
  };
  return { roots: roots.map(keep).filter((node): node is GroupNode => node !== null), expand };
}
