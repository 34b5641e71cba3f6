import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/base.css';
import { DataGrid } from '../../src/ui/grid/DataGrid';
import type { GridColumn } from '../../src/ui/grid/grid-columns';

interface Line {
  key: string;
  product: string;
  barcode: string;
  purchased: number;
  sold: number;
  plan: number;
  fact: number;
  bonus: number;
  percent: number;
}

// Headers of the forecast and the report detail, long as they are in the portal.
const columns: GridColumn<Line>[] = [
  { key: 'product', name: 'Наименование промо-товара', width: 180 },
  { key: 'barcode', name: 'Штрихкод', width: 90 },
  { key: 'purchased', name: 'Закуплено с начала инициативы, уп.', format: 'count' },
  { key: 'sold', name: 'Продано с начала инициативы, уп.', format: 'count' },
  { key: 'plan', name: 'План закупки на квартал, уп.', format: 'count' },
  { key: 'fact', name: 'Фактическое выполнение плана закупки, %', format: 'percent' },
  { key: 'bonus', name: 'Сумма бонуса за выполнение, руб.', format: 'money' },
  { key: 'percent', name: 'Выполнение обязательной матрицы, %', format: 'percent' },
];

const lines: Line[] = Array.from({ length: 30 }, (_, index) => ({
  key: `l${index}`,
  product: index === 0 ? 'Аскорбиновая кислота с глюкозой таблетки 100 мг № 10' : `Товар ${index + 1}`,
  barcode: `46000000${String(index).padStart(5, '0')}`,
  purchased: index * 10,
  sold: index * 7,
  plan: 300,
  fact: index * 3.3,
  bonus: index * 1234.5,
  percent: 50,
}));

const grid = () => page.getByRole('grid', { name: 'Прогноз' });

function ForecastLike({ rows = lines, onRetry }: { rows?: Line[]; onRetry?: () => void }) {
  const [widths, setWidths] = useState<Record<string, number>>({});
  return (
    <main>
      <button type="button">До таблицы</button>
      <DataGrid
        label="Прогноз"
        columns={columns}
        rows={rows}
        rowKey={(line) => line.key}
        totals={{ product: 'Итого', bonus: 12345.67 }}
        error={onRetry ? { what: 'Прогноз не загружен', message: 'Сервер недоступен', onRetry } : null}
        columnWidths={widths}
        onColumnResize={(key, width) => setWidths((kept) => ({ ...kept, [key]: width }))}
      />
      <button type="button">После таблицы</button>
    </main>
  );
}

const box = (element: Element) => element.getBoundingClientRect();

async function expectNothingHidden() {
  // The grid's rows are drawn after its header (DataGrid): scrolled before them, it would stay on top.
  await expect.element(grid().getByText('Товар 2', { exact: true })).toBeVisible();
  const root = grid().element() as HTMLElement;
  // No header text clipped: it wraps, and fits its cell. Only the columns in view are rendered,
  // so the grid is scrolled sideways a screen at a time until every header has been seen.
  const seen = new Set<string>();
  for (let left = 0; left < root.scrollWidth; left += root.clientWidth / 2) {
    root.scrollLeft = left;
    await new Promise(requestAnimationFrame);
    for (const text of root.querySelectorAll<HTMLElement>('.grid__header-text')) {
      seen.add(text.textContent!);
      expect(text.scrollHeight, text.textContent!).toBeLessThanOrEqual(text.clientHeight);
      expect(text.scrollWidth, text.textContent!).toBeLessThanOrEqual(text.clientWidth);
      const header = text.closest('[role="columnheader"]')!;
      expect(box(text).bottom, text.textContent!).toBeLessThanOrEqual(box(header).bottom + 0.5);
    }
  }
  expect([...seen].sort()).toEqual(columns.map((column) => column.name).sort());
  root.scrollLeft = 0;
  // Every row reachable: scrolled to the bottom, the last data row is above the totals row.
  root.scrollTop = root.scrollHeight;
  await expect.element(grid().getByText('Товар 30', { exact: true })).toBeInTheDocument();
  await vi.waitFor(() => {
    const last = grid().getByRole('row').filter({ hasText: 'Товар 30' }).element();
    const totals = grid().getByRole('row').filter({ hasText: 'Итого' }).element();
    const lastCell = last.querySelector('[role="gridcell"]')!;
    const totalsCell = totals.querySelector('[role="gridcell"]')!;
    expect(box(lastCell).bottom).toBeLessThanOrEqual(box(totalsCell).top + 0.5);
    expect(box(lastCell).top).toBeGreaterThanOrEqual(box(root).top);
  });
  // The grid is no taller than the viewport.
  expect(box(root).height).toBeLessThanOrEqual(window.innerHeight);
}

afterEach(async () => {
  await page.viewport(1440, 900);
});

describe('the portal grid reads whole', () => {
  it('at 1440×900: headers wrap unclipped, totals cover no row, the identifying column stays', async () => {
    await page.viewport(1440, 900);
    await render(<ForecastLike />);
    await expect.element(grid().getByRole('columnheader', { name: 'Закуплено с начала инициативы, уп.' })).toBeVisible();
    await expectNothingHidden();
    const root = grid().element() as HTMLElement;
    root.scrollLeft = root.scrollWidth;
    const product = grid().getByRole('columnheader', { name: 'Наименование промо-товара' }).element();
    await vi.waitFor(() => expect(box(product).left).toBeGreaterThanOrEqual(box(root).left));
    expect(box(product).right).toBeLessThanOrEqual(box(root).right);
  });

  it('at 390×844 as well', async () => {
    await page.viewport(390, 844);
    await render(<ForecastLike />);
    await expect.element(grid().getByRole('columnheader', { name: 'Наименование промо-товара' })).toBeVisible();
    await expectNothingHidden();
  });

  it('a few rows: as tall as its rows, the totals row right under the last one, no inner scrollbar', async () => {
    await render(<ForecastLike rows={lines.slice(0, 4)} />);
    await expect.element(grid().getByText('Товар 4', { exact: true })).toBeVisible();
    const root = grid().element() as HTMLElement;
    expect(root.scrollHeight).toBeLessThanOrEqual(root.clientHeight);
    const last = grid().getByRole('row').filter({ hasText: 'Товар 4' }).element().querySelector('[role="gridcell"]')!;
    const totals = grid().getByRole('row').filter({ hasText: 'Итого' }).element().querySelector('[role="gridcell"]')!;
    expect(box(last).bottom).toBeLessThanOrEqual(box(totals).top + 0.5);
  });

  it('shows the full text of a cut cell on hover and on keyboard focus', async () => {
    await render(<ForecastLike />);
    const cut = grid().getByRole('gridcell', { name: 'Аскорбиновая кислота с глюкозой таблетки 100 мг № 10' });
    await userEvent.hover(cut);
    // Hidden when idle, so only a shown tooltip is found by its role.
    const tooltip = page.getByRole('tooltip');
    await expect.element(tooltip).toBeVisible();
    await expect.element(tooltip).toHaveTextContent('Аскорбиновая кислота с глюкозой таблетки 100 мг № 10');
    // A cell that fits shows none.
    await userEvent.hover(grid().getByRole('gridcell', { name: '300' }).first());
    await expect.element(tooltip).not.toBeInTheDocument();

    await userEvent.unhover(grid().getByRole('gridcell', { name: '300' }).first());
    await userEvent.click(page.getByRole('button', { name: 'До таблицы' }));
    await userEvent.keyboard('{Tab}'); // the first header
    await userEvent.keyboard('{ArrowDown}'); // the product of the first row
    await expect.element(cut).toHaveFocus();
    await expect.element(tooltip).toBeVisible();
    await expect.element(tooltip).toHaveTextContent('Аскорбиновая кислота');
    expect(cut.element().getAttribute('aria-describedby')).toBe(tooltip.element().id);
    const id = tooltip.element().id;
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(tooltip).not.toBeInTheDocument();
    expect(document.getElementById(id)?.hidden).toBe(true);
    expect(cut.element().hasAttribute('aria-describedby')).toBe(false);
  });

  it('is one Tab stop: arrows move inside, Tab and Shift+Tab leave, Escape leaves forward', async () => {
    await render(<ForecastLike />);
    const before = page.getByRole('button', { name: 'До таблицы' });
    const after = page.getByRole('button', { name: 'После таблицы' });
    await userEvent.click(before);
    await userEvent.keyboard('{Tab}');
    await expect.element(grid().getByRole('columnheader', { name: 'Наименование промо-товара' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect.element(grid().getByRole('gridcell', { name: '4600000000000' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(after).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    // Back into the grid on the cell it left, and out backwards.
    await expect.element(grid().getByRole('gridcell', { name: '4600000000000' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(before).toHaveFocus();
    await userEvent.keyboard('{Tab}{Escape}');
    await expect.element(after).toHaveFocus();
  });

  it('Ctrl+ArrowRight on a header makes the column wider, Ctrl+ArrowLeft narrower', async () => {
    await render(<ForecastLike />);
    const header = grid().getByRole('columnheader', { name: 'Штрихкод' });
    await userEvent.click(page.getByRole('button', { name: 'До таблицы' }));
    await userEvent.keyboard('{Tab}{ArrowRight}');
    await expect.element(header).toHaveFocus();
    const width = box(header.element()).width;
    await userEvent.keyboard('{Control>}{ArrowRight}{/Control}');
    await vi.waitFor(() => expect(box(header.element()).width).toBeGreaterThan(width));
    const wider = box(header.element()).width;
    await userEvent.keyboard('{Control>}{ArrowLeft}{/Control}');
    await vi.waitFor(() => expect(box(header.element()).width).toBeLessThan(wider));
  });

  it('a failed load shows its message and Повторить under the header, never an empty table', async () => {
    const onRetry = vi.fn();
    await render(<ForecastLike onRetry={onRetry} />);
    await expect.element(grid().getByRole('columnheader', { name: 'Штрихкод' })).toBeVisible();
    await expect.element(grid().getByRole('alert')).toHaveTextContent('Прогноз не загружен: Сервер недоступен');
    await expect.element(grid().getByText('Нет данных')).not.toBeInTheDocument();
    await expect.element(grid().getByText('Товар 2', { exact: true })).not.toBeInTheDocument();
    await userEvent.click(grid().getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
