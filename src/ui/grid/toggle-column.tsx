import type { Column } from 'react-data-grid';
import type { GridTotals } from './grid-columns';
import type { GridTree } from './tree-rows';

export const toggleColumnKey = 'grid-toggle';

/** The first column of an expandable grid: a button that expands or collapses a parent row. */
export function toggleColumn<R>(tree: GridTree<R>, rowKey: (row: R) => string): Column<R, GridTotals> {
  return {
    key: toggleColumnKey,
    name: <span className="visually-hidden">Развернуть</span>,
    width: 48,
    minWidth: 48,
    resizable: false,
    cellClass: 'grid__cell--toggle',
    renderCell: ({ row, tabIndex }) => {
      if (!tree.childrenOf(row)?.length) return null;
      const key = rowKey(row);
      const expanded = tree.expanded.has(key);
      return (
        <button
          type="button"
          className="grid__toggle"
          tabIndex={tabIndex}
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Свернуть' : 'Развернуть'}: ${tree.nameOf(row)}`}
          onClick={() => tree.onToggle(key)}
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
        </button>
      );
    },
  };
}
