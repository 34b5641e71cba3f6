import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/base.css';
import { DataGrid } from '../../src/ui/grid/DataGrid';
import type { GridColumn } from '../../src/ui/grid/grid-columns';

interface Line {
  key: string;
  product: string;
  bonus: number;
}

const columns: GridColumn<Line>[] = [
  { key: 'product', name: 'Товар', width: 200 },
  { key: 'bonus', name: 'Бонус', format: 'money' },
];
const linesOf = (count: number): Line[] =>
  Array.from({ length: count }, (_, index) => ({ key: `l${index}`, product: `Товар ${index + 1}`, bonus: index * 100 }));

function Screen({ lines, loading = false }: { lines: Line[]; loading?: boolean }) {
  return (
    <main>
      <DataGrid label="Товары" columns={columns} rows={lines} rowKey={(line) => line.key} loading={loading} entryColumn="bonus" />
      <p>Под таблицей</p>
    </main>
  );
}

const topOf = (element: Element) => Math.round(element.getBoundingClientRect().top);

let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(() => {
  root?.unmount();
  host?.remove();
  root = host = null;
});

/** The screen's first commit, as the browser's next frame shows it: the grid's room, not yet the grid. */
function drawFirstFrame(screen: ReactElement) {
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  flushSync(() => root!.render(screen));
}

/**
 * The grid mounts in the frame after its screen (react-data-grid lays the page out as it mounts);
 * in the frame before, its room is kept, so what stands under it is where it will stay.
 */
describe('a grid mounting after its screen', () => {
  it.each([
    ['a few rows', 3],
    ['more rows than the grid holds', 60],
  ])('keeps the text under it in place with %s', async (_, count) => {
    await page.viewport(1280, 800);
    drawFirstFrame(<Screen lines={linesOf(count)} />);
    const under = page.getByText('Под таблицей').element();
    expect(document.querySelector('[role="grid"]'), 'the first frame: the grid’s room').toBeNull();
    expect(page.getByText(/^Количества вводятся в столбце «Бонус»/).element(), 'the hint is there from the first frame').toBeTruthy();
    const firstTop = topOf(under);
    await expect.element(page.getByRole('gridcell', { name: 'Товар 1', exact: true })).toBeVisible();
    expect(Math.abs(topOf(under) - firstTop), 'moved by the grid’s mount, px').toBeLessThanOrEqual(2);
  });

  it('keeps the text under it in place while the rows load', async () => {
    await page.viewport(1280, 800);
    drawFirstFrame(<Screen lines={[]} loading />);
    const firstTop = topOf(page.getByText('Под таблицей').element());
    await expect.element(page.getByRole('grid', { name: 'Товары' }).getByText('Загрузка')).toBeVisible();
    expect(topOf(page.getByText('Под таблицей').element())).toBe(firstTop);
  });

  it('shows rows that come to a mounted grid, and never says there are none while they come', async () => {
    await page.viewport(1280, 800);
    drawFirstFrame(<Screen lines={[]} loading />);
    await expect.element(page.getByRole('grid', { name: 'Товары' }).getByText('Загрузка')).toBeVisible();
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(document.querySelector('[role="grid"] [role="status"]')?.textContent ?? ''));
    observer.observe(host!, { subtree: true, childList: true, characterData: true });
    root!.render(<Screen lines={linesOf(5)} />);
    await expect.element(page.getByRole('gridcell', { name: 'Товар 5', exact: true })).toBeVisible();
    observer.disconnect();
    expect(said).not.toContain('Нет данных');
  });
});

describe('a grid whose load failed', () => {
  it('«Повторить» in its message cell: once the rows come, the focus is on the grid’s first cell, not on the page', async () => {
    let retried = 0;
    function Failing({ state }: { state: 'failed' | 'loading' | 'loaded' }) {
      return (
        <main>
          <DataGrid
            label="Товары"
            columns={columns}
            rows={state === 'loaded' ? linesOf(3) : []}
            rowKey={(line) => line.key}
            loading={state === 'loading'}
            error={
              state === 'failed'
                ? { what: 'Не удалось загрузить товары', message: 'Сервер недоступен', onRetry: () => (retried += 1) }
                : null
            }
          />
        </main>
      );
    }
    const screen = await render(<Failing state="failed" />);
    const retry = page.getByRole('button', { name: 'Повторить' });
    // The grid, and the message cell in it, mount in the frame after the screen.
    await expect.element(retry).toBeVisible();
    (retry.element() as HTMLElement).focus();
    retry.element().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(retried).toBe(1);
    screen.rerender(<Failing state="loading" />);
    await expect.element(page.getByText('Загрузка')).toBeVisible();
    screen.rerender(<Failing state="loaded" />);
    await expect.element(page.getByRole('gridcell', { name: 'Товар 1' })).toHaveFocus();
  });
});
