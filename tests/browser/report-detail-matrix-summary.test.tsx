import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { MandatoryMatrixSummary } from '../../src/api/contract/report-downloads';
import type { Report } from '../../src/api/contract/reports';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp } from './support/render-app';

/**
 * A mandatory matrix's report detail shows the matrix's summary above its table (reports §7
 * GET reports/rest/reports/mktg-initiative/mandatory-matrix/{id}/summary); other reports do not ask.
 */
withMockServer();

const april = new Date(2026, 3, 1).getTime() / 1000;
const june = new Date(2026, 5, 30).getTime() / 1000;
const report = (id: number, type: string, name: string): Report => ({
  id,
  name,
  type,
  from: april,
  to: june,
  period: null,
  dataFreshness: june,
});
const summary: MandatoryMatrixSummary = {
  initiativeId: 301,
  initiativeName: 'Матрица весны',
  from: april,
  to: june,
  positionsTotal: 40,
  existedNumberOfPosition: 31.5,
  absentNumberOfPosition: 8.5,
  mtxPercent: 78.75,
  earned: 12345.6,
  expected: 20000,
  levels: [
    { requiredPercent: 80, requiredNumberOfPositions: 32, existedNumberOfPosition: 31.5, absentNumberOfPosition: 8.5, bonusPercent: 1 },
  ],
};

/** The report and its rows (its table's own call), then the summary as `answer` says. */
function serve(header: Report, answer: () => Response) {
  const asked: string[] = [];
  mockServer.use(
    http.get(`/api/reports/report/${header.id}`, () => HttpResponse.json(header)),
    http.get(`/api/reports/report/:table/${header.id}/rows`, () => HttpResponse.json([])),
    http.get(
      '/api/reports/rest/reports/mktg-initiative/mandatory-matrix/:id/summary',
      ({ params }) => (asked.push(String(params.id)), answer()),
    ),
  );
  return asked;
}

const block = () => page.getByRole('region', { name: 'Итоги обязательной матрицы' });
const fact = (term: string) => block().getByText(term, { exact: true }).element().nextElementSibling?.textContent;

describe('the mandatory matrix summary in its report detail', () => {
  it('shows the positions kept and missing, the fulfilment and the bonus, as the screen formats them', async () => {
    const asked = serve(report(301, 'MANDATORY_MATRIX', 'Матрица весны'), () => HttpResponse.json(summary));
    await renderApp('/reports/301', { signedIn: true });
    await expect.element(block()).toBeVisible();
    await expect.element(page.getByText('Нет данных')).toBeVisible();
    expect(fact('Позиций в матрице')).toBe('40');
    expect(fact('В наличии, в среднем')).toBe('31,5');
    expect(fact('Отсутствует, в среднем')).toBe('8,5');
    expect(fact('Выполнение матрицы, %')).toBe('78,75');
    expect(fact('Заработано, руб.')).toBe('12 345,60');
    expect(fact('Прогноз на конец периода, руб.')).toBe('20 000,00');
    expect(asked).toEqual(['301']);
  });

  it('a back end without the summary (404) leaves the block out and says nothing', async () => {
    const asked = serve(report(302, 'MANDATORY_MATRIX', 'Матрица лета'), () =>
      HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
    );
    await renderApp('/reports/302', { signedIn: true });
    await expect.element(page.getByRole('heading', { name: 'Матрица лета' })).toBeVisible();
    await expect.poll(() => asked).toEqual(['302']);
    // The answer has come: neither the loading line nor the block stays.
    await expect.element(page.getByText('Загрузка итогов матрицы...')).not.toBeInTheDocument();
    await expect.element(block()).not.toBeInTheDocument();
    expect(page.getByText('Не удалось загрузить итоги обязательной матрицы', { exact: false }).elements()).toHaveLength(0);
  });

  it('a failed summary says why with Повторить, which brings it', async () => {
    let failures = 1;
    serve(report(303, 'MANDATORY_MATRIX', 'Матрица осени'), () =>
      failures-- > 0 ? HttpResponse.json({ message: 'Сервис отчётов недоступен' }, { status: 500 }) : HttpResponse.json(summary),
    );
    await renderApp('/reports/303', { signedIn: true });
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить итоги обязательной матрицы: Сервис отчётов недоступен' });
    await expect.element(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(block()).toBeVisible();
    await expect.element(page.getByText('Нет данных')).toBeVisible();
  });

  it('another type of report asks for no summary', async () => {
    const asked = serve(report(304, 'SALES_PLAN', 'План продаж весны'), () => HttpResponse.json(summary));
    await renderApp('/reports/304', { signedIn: true });
    await expect.element(page.getByRole('heading', { name: 'План продаж весны' })).toBeVisible();
    await expect.element(page.getByText('Нет данных')).toBeVisible();
    expect(asked).toEqual([]);
    expect(block().elements()).toHaveLength(0);
  });
});
