import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { page } from 'vitest/browser';
import * as XLSX from 'xlsx';
import type { Report } from '../../src/api/contract/reports';
import { mockServer, withMockServer } from './support/mock-server';
import { reportRowsUrl } from './support/report-rows';
import { renderApp } from './support/render-app';

withMockServer();

const april = new Date(2026, 3, 1).getTime() / 1000;
const may = new Date(2026, 4, 31).getTime() / 1000;
const report = (id: number, dataFreshness: number | null): Report => ({
  id,
  name: 'Приоритетные продажи',
  type: 'PRIORITY_SALE',
  from: april,
  to: may,
  period: null,
  dataFreshness,
});
const rows = [
  {
    contract: 'К-1',
    product: { id: 501, name: 'Мирамистин' },
    sipPrice: 250,
    procurementClac: true,
    percent: 12.25,
    amount: 3,
    bonus: 91.88,
  },
  {
    contract: 'К-2',
    product: { id: 502, name: 'Нурофен, таблетки 200 мг' },
    sipPrice: 100,
    procurementClac: false,
    percent: 10,
    amount: 4,
    bonus: 40,
  },
];

function serve(header: Report) {
  mockServer.use(
    http.get(`/api/reports/report/${header.id}`, () => HttpResponse.json(header)),
    http.get(reportRowsUrl(header.id, 'contract'), () => HttpResponse.json(rows)),
  );
}

/** The files the page saves: their names and bytes, instead of the browser's download. */
function catchSavedFiles() {
  const saved: { name: string; href: string }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ name: this.download, href: this.href });
  });
  onTestFinished(() => click.mockRestore());
  return saved;
}

describe('report detail, explained', () => {
  it('offers its download: the table as shown, totals included, under the report’s name and quarter', async () => {
    await page.viewport(1440, 900);
    serve(report(1025, may));
    const saved = catchSavedFiles();
    await renderApp('/reports/1025', { signedIn: true });
    await expect.element(page.getByRole('gridcell', { name: 'Мирамистин' })).toBeVisible();
    await page.getByRole('button', { name: 'Скачать отчёт (Excel)' }).click();
    await vi.waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Приоритетные продажи, Апрель - Июнь.xlsx']), { timeout: 8000 });
    const book = XLSX.read(await (await fetch(saved[0].href)).arrayBuffer(), { type: 'array' });
    const lines = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(lines[0]).toEqual([
      'Контракт',
      'Код промо-товара',
      'Наименование товара',
      'Контрактная цена, руб.',
      'Тип бонуса',
      'Процент, %',
      'Количество, уп.',
      'Сумма бонуса, руб.',
    ]);
    expect(lines[2]).toEqual(['К-2', 'П_502', 'Нурофен, таблетки 200 мг', 100, 'продажа', 10, 4, 40]);
    expect(lines.at(-1)).toEqual(expect.arrayContaining(['Итого', 'Апрель - Июнь', 131.88]));
    await expect.element(page.getByRole('button', { name: 'Скачать отчёт (Excel)' })).toBeEnabled();
  });

  it('a report without a freshness date keeps the spec’s «Неизвестно» and says what it means', async () => {
    serve(report(1026, null));
    await renderApp('/reports/1026', { signedIn: true });
    await expect.element(page.getByText('Дата актуальности данных', { exact: true })).toBeVisible();
    const date = page.getByText('Дата актуальности данных', { exact: true }).element().nextElementSibling;
    await vi.waitFor(() =>
      expect(date?.textContent).toBe(
        'Неизвестно — дистрибьютор не сообщил, на какой день загружены данные отчёта: цифры могут отставать от сегодняшних',
      ),
    );
  });

  it('a report with a freshness date shows the date alone', async () => {
    serve(report(1027, may));
    await renderApp('/reports/1027', { signedIn: true });
    await expect.element(page.getByText('31.05.2026')).toBeVisible();
    await expect.element(page.getByRole('gridcell', { name: 'Мирамистин' })).toBeVisible();
    expect(page.getByText(/дистрибьютор не сообщил/u).elements()).toHaveLength(0);
  });
});
