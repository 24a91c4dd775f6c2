import { permissionGroup } from '@/api/permissions';

export interface PermissionNode {
  key: string;
  title: string;
  children: PermissionNode[];
}

/**
 * Permissions as a tree by name prefix (`Pages.Users.Create` under `Pages.Users`), in the order given (the
 * server orders by display name). A permission whose group is not in the list stands at the top level.
 */
export function buildPermissionTree(
  permissions: { name: string; displayName: string }[],
  label: (name: string, displayName: string) => string,
): PermissionNode[] {
  const nodes = new Map(
    permissions.map((p) => [
      p.name,
      { key: p.name, title: label(p.name, p.displayName), children: [] as PermissionNode[] },
    ]),
  );
  const roots: PermissionNode[] = [];
  for (const p of permissions) {
    const node = nodes.get(p.name)!;
    const group = permissionGroup(p.name);
    const parent = group !== p.name ? nodes.get(group) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const byTitle = (a: PermissionNode, b: PermissionNode) => a.title.localeCompare(b.title);
  const sort = (list: PermissionNode[]): PermissionNode[] =>
    list.sort(byTitle).map((n) => ({ ...n, children: sort(n.children) }));
  return sort(roots);
}

/** Ancestors of each key, to grant a group with any of its children and revoke its children with it. */
export function parentsOf(tree: PermissionNode[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  const walk = (list: PermissionNode[], ancestors: string[]) => {
    for (const n of list) {
      result.set(n.key, ancestors);
      walk(n.children, [...ancestors, n.key]);
    }
  };
  walk(tree, []);
  return result;
}

/** The granted set after (un)checking `key`: checking grants the ancestors, unchecking revokes the descendants. */
export function toggleGrant(
  granted: string[],
  key: string,
  checked: boolean,
  parents: Map<string, string[]>,
): string[] {
  const set = new Set(granted);
  if (checked) {
    set.add(key);
    for (const a of parents.get(key) ?? []) set.add(a);
  } else {
    set.delete(key);
    for (const [k, ancestors] of parents) if (ancestors.includes(key)) set.delete(k);
  }
  return [...set];
}
