import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/base.css';
import { DataGrid } from '../../src/ui/grid/DataGrid';
import type { GridColumn } from '../../src/ui/grid/grid-columns';
import { windowRows } from '../../src/ui/grid/window-rows';

interface Position {
  key: string;
  name: string;
  packs: number | null;
  sum: number | null;
  children?: Position[];
}

const columns: GridColumn<Position>[] = [
  { key: 'name', name: 'Позиция' },
  { key: 'packs', name: 'Упаковок', format: 'count' },
  { key: 'sum', name: 'Сумма, руб.', format: 'money' },
];

const positions: Position[] = [
  { key: 'a', name: 'Аспирин', packs: 12, sum: 1234.5 },
  {
    key: 'g',
    name: 'Витамины',
    packs: 3,
    sum: 99.999,
    children: [
      { key: 'g1', name: 'Витамин C', packs: 1, sum: 33.33 },
      { key: 'g2', name: 'Витамин D', packs: 2, sum: 66.67 },
    ],
  },
];

const rowKey = (row: { key: string }) => row.key;
const grid = () => page.getByRole('grid', { name: 'Позиции' });
const rows = () => [...grid().element().querySelectorAll('[role="row"]')].map((row) => row.textContent);

/** A grid whose expanded groups live in the test, as they live in a screen's machine. */
function TreeGrid(props: { loading?: boolean; rows?: Position[] }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setExpanded((open) => (open.has(key) ? new Set([...open].filter((k) => k !== key)) : new Set([...open, key])));
  return (
    <DataGrid
      label="Позиции"
      columns={columns}
      rows={props.rows ?? positions}
      rowKey={rowKey}
      loading={props.loading}
      totals={{ name: 'Итого', packs: 15, sum: 1334.5 }}
      rowClassName={(row) => (row.packs === 2 ? 'shaded' : undefined)}
      tree={{ childrenOf: (row) => row.children, expanded, onToggle: toggle, nameOf: (row) => row.name }}
    />
  );
}

describe('the portal grid', () => {
  it('shows Russian headers, formatted right-aligned numbers and the totals row', async () => {
    await render(<TreeGrid />);
    await expect.element(grid().getByRole('columnheader', { name: 'Сумма, руб.' })).toBeVisible();
    const sum = grid().getByRole('gridcell', { name: '1 234,50' });
    await expect.element(sum).toHaveClass(/grid__cell--number/);
    expect(getComputedStyle(sum.element()).textAlign).toBe('end');
    expect(getComputedStyle(sum.element()).whiteSpace).toBe('nowrap');
    await expect.element(grid().getByRole('row').filter({ hasText: 'Итого' })).toHaveTextContent('1 334,50');
  });

  it('expands a parent row with the mouse and with the keyboard', async () => {
    await render(<TreeGrid />);
    await page.getByRole('button', { name: 'Развернуть: Витамины' }).click();
    await expect.element(grid().getByRole('row').filter({ hasText: 'Витамин D' })).toHaveClass(/shaded/);
    expect(rows()).toEqual([
      expect.stringContaining('Позиция'),
      expect.stringContaining('Аспирин'),
      expect.stringContaining('Витамины'),
      expect.stringContaining('Витамин C'),
      expect.stringContaining('Витамин D'),
      expect.stringContaining('Итого'),
    ]);
    // Keyboard: the button keeps focus after the click; Enter collapses the group again.
    await userEvent.keyboard('{Enter}');
    await expect.element(grid().getByText('Витамин C')).not.toBeInTheDocument();
    // Arrow keys move through the cells; a cell's control takes focus with it.
    await grid().getByRole('gridcell', { name: 'Аспирин' }).click();
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    await expect.element(page.getByRole('button', { name: 'Развернуть: Витамины' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(grid().getByText('Витамин C')).toBeVisible();
  });

  it('says "Загрузка" while loading and "Нет данных" when empty, without a totals row', async () => {
    const screen = await render(<TreeGrid loading />);
    await expect.element(grid().getByText('Загрузка')).toBeVisible();
    await screen.rerender(<TreeGrid rows={[]} />);
    await expect.element(grid().getByText('Нет данных')).toBeVisible();
    expect(rows().join('|')).not.toContain('Итого');
  });

  it('renders only the visible part of a million-row window', async () => {
    const asked: { start: number; end: number }[] = [];
    const million = windowRows(1_000_000, (index) => ({ key: String(index), name: `Позиция ${index + 1}`, packs: index, sum: null }));
    await render(
      <DataGrid
        label="Позиции"
        columns={columns}
        rows={million}
        rowKey={rowKey}
        maxHeight={400}
        onVisibleRowsChange={(range) => asked.push(range)}
      />,
    );
    await expect.element(grid().getByText('Позиция 1', { exact: true })).toBeVisible();
    expect(grid().element().getAttribute('aria-rowcount')).toBe('1000001');
    expect(rows().length).toBeLessThan(40);
    expect(asked[0]).toEqual({ start: 0, end: expect.any(Number) });
    grid().element().scrollTop = 36 * 500_000;
    await expect.element(grid().getByText('Позиция 500001', { exact: true })).toBeInTheDocument();
    // The window asked for covers the row in view. The browser may stop a fraction of a pixel short
    // of 18 000 000 px, so the window may start a row earlier.
    await expect.poll(() => asked.at(-1)?.start ?? 0).toBeGreaterThanOrEqual(499_999);
    expect(asked.at(-1)!.start).toBeLessThanOrEqual(500_000);
    expect(asked.at(-1)!.end).toBeGreaterThan(500_000);
  });
});
