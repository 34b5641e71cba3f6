import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/base.css';
import { DataGrid } from '../../src/ui/grid/DataGrid';
import type { GridColumn } from '../../src/ui/grid/grid-columns';

/**
 * A cell with several controls (ARIA grid pattern): the arrows choose the cell, and Tab and
 * Shift+Tab go through the controls of the active cell before leaving the grid. No other cell's
 * controls are Tab stops, so the grid stays one stop plus the controls of the cell the user chose.
 */
interface Report {
  key: string;
  name: string;
}

const columns: GridColumn<Report>[] = [
  { key: 'name', name: 'Отчёт', width: 200 },
  {
    key: 'actions',
    name: 'Действия',
    width: 360,
    renderCell: (report, { tabIndex }) => (
      <>
        <button type="button" tabIndex={tabIndex} aria-label={`Скачать отчёт: ${report.name}`}>
          Скачать
        </button>
        <a href={`#/reports/${report.key}`} tabIndex={tabIndex} aria-label={`Открыть отчёт: ${report.name}`}>
          Открыть
        </a>
        <a href={`#/cube/${report.key}`} tabIndex={tabIndex} aria-label={`Открыть в аналитике: ${report.name}`}>
          Аналитика
        </a>
      </>
    ),
  },
];
const reports: Report[] = [
  { key: 'a', name: 'Матрица' },
  { key: 'b', name: 'План продаж' },
];

function Reports() {
  return (
    <main>
      <button type="button">До таблицы</button>
      <DataGrid label="Отчёты" columns={columns} rows={reports} rowKey={(report) => report.key} />
      <button type="button">После таблицы</button>
    </main>
  );
}

const focused = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '';

describe('controls inside one grid cell', () => {
  it('Tab and Shift+Tab reach every control of the active cell, then leave the grid', async () => {
    await render(<Reports />);
    await userEvent.click(page.getByRole('button', { name: 'До таблицы' }));
    await userEvent.keyboard('{Tab}{ArrowDown}{ArrowRight}');
    await expect.poll(focused).toBe('Скачать отчёт: Матрица');
    await userEvent.keyboard('{Tab}');
    expect(focused()).toBe('Открыть отчёт: Матрица');
    await userEvent.keyboard('{Tab}');
    expect(focused()).toBe('Открыть в аналитике: Матрица');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'После таблицы' })).toHaveFocus();
    // Back: the active cell's controls from the last, then out before the grid.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(focused()).toBe('Открыть в аналитике: Матрица');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Shift>}{Tab}{/Shift}');
    expect(focused()).toBe('Скачать отчёт: Матрица');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(page.getByRole('button', { name: 'До таблицы' })).toHaveFocus();
  });

  it('the arrows still move between cells from any control, and only the active cell is tabbable', async () => {
    await render(<Reports />);
    await userEvent.click(page.getByRole('button', { name: 'До таблицы' }));
    await userEvent.keyboard('{Tab}{ArrowDown}{ArrowRight}{Tab}');
    expect(focused()).toBe('Открыть отчёт: Матрица');
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(focused).toBe('Скачать отчёт: План продаж');
    const tabbable = [...document.querySelectorAll('[role="grid"] a, [role="grid"] button')].filter(
      (control) => (control as HTMLElement).tabIndex === 0,
    );
    expect(tabbable.map((control) => control.getAttribute('aria-label'))).toEqual([
      'Скачать отчёт: План продаж',
      'Открыть отчёт: План продаж',
      'Открыть в аналитике: План продаж',
    ]);
    // Enter on the second control follows its link: the controls work like any other.
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.poll(() => location.hash).toBe('#/reports/b');
  });
});
