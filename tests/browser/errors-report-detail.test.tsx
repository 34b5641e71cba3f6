import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { Report, ReportRows } from '../../src/api/contract/reports';
import { mockServer, withMockServer } from './support/mock-server';
import { reportRowsUrl } from './support/report-rows';
import { renderApp } from './support/render-app';

withMockServer();

const april = new Date(2026, 3, 1).getTime() / 1000;
const may = new Date(2026, 4, 31).getTime() / 1000;
const header: Report = {
  id: 101,
  name: 'Приоритетные продажи',
  type: 'PRIORITY_SALE',
  from: april,
  to: may,
  period: 'II квартал 2026',
  dataFreshness: may,
};
const rows: ReportRows = {
  layout: 'contract',
  rows: [
    {
      contract: 'К-1',
      product: { id: 501, name: 'Аскорбиновая кислота' },
      sipPrice: 250,
      procurementClac: true,
      percent: 12.25,
      amount: 3,
      bonus: 91.88,
    },
  ],
};

/** The report's calls; `failing` answers 500 without a message the first time. */
function serve(failing: 'report' | 'rows') {
  let failed = false;
  const once = () => (failed ? null : ((failed = true), HttpResponse.json({}, { status: 500 })));
  mockServer.use(
    http.get('/api/reports/report/101', () => (failing === 'report' && once()) || HttpResponse.json(header)),
    http.get(reportRowsUrl(101, 'contract'), () => (failing === 'rows' && once()) || HttpResponse.json(rows.rows)),
  );
}

describe("report detail: a failed load is 'Ошибка' with 'Повторить' in place of the table", () => {
  for (const failing of ['report', 'rows'] as const) {
    it(`the ${failing} call answers 500 without a message: 'Ошибка' (the report's default), Повторить shows the rows`, async () => {
      await page.viewport(1440, 900);
      serve(failing);
      await renderApp('/reports/101', { signedIn: true });
      const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить отчёт' });
      await expect.element(alert).toHaveTextContent('Не удалось загрузить отчёт: Ошибка');
      await expect.element(page.getByText('Нет данных')).not.toBeInTheDocument();
      await expect.element(page.getByRole('grid')).not.toBeInTheDocument();
      await alert.getByRole('button', { name: 'Повторить' }).click();
      await expect.element(page.getByRole('grid').getByRole('row').filter({ hasText: 'Аскорбиновая кислота' })).toBeVisible();
      await expect.element(alert).not.toBeInTheDocument();
    });
  }
});
