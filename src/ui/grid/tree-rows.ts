/**
 * Expandable parent rows (the overview's groups): the grid shows each parent and, when it is
 * expanded, its children right under it. Expansion is state of the screen's machine, so the grid
 * only reads the set of expanded keys and reports toggles.
 */
export interface GridTree<R> {
  /** A parent's children; an empty list or undefined means the row is not expandable. */
  childrenOf: (row: R) => readonly R[] | undefined;
  /** Keys (rowKey) of the expanded parents. */
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** What the toggle names for screen readers, e.g. the group's title. */
  nameOf: (row: R) => string;
}

export interface TreeRows<R> {
  rows: R[];
  /** 1 for a child row; parents are absent (depth 0). */
  childRows: ReadonlySet<R>;
}

export function visibleTreeRows<R>(parents: readonly R[], rowKey: (row: R) => string, tree: GridTree<R>): TreeRows<R> {
  const rows: R[] = [];
  const childRows = new Set<R>();
  for (const parent of parents) {
    rows.push(parent);
    if (!tree.expanded.has(rowKey(parent))) continue;
    for (const child of tree.childrenOf(parent) ?? []) {
      rows.push(child);
      childRows.add(child);
    }
  }
  return { rows, childRows };
}
