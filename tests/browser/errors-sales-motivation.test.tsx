import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { SalesMotivation } from '../../src/api/contract/sales-motivation';
import { SalesMotivationEditor } from '../../src/screens/payroll/sales-motivation/SalesMotivationEditor';
import { mockServer, withMockServer } from './support/mock-server';
import { renderInShell } from './support/render-app';

withMockServer();

const cashiers = ['Иванова А. А.'];
const plan: SalesMotivation = {
  startDate: '2026-11-01',
  expirationDate: '2026-11-30',
  salesMotivationUpdateDate: '2026-11-05T09:00:00',
  productProperties: [{ promotionalProductId: 101, points: 10, cashierObjective: [{ cashierNameFull: cashiers[0], plan: 2 }] }],
};

/** The editor's calls; the plan answers 500 without a message the first time. */
function serve() {
  let planCalls = 0;
  mockServer.use(
    http.get('/api/initiative-management/initiative-sales-motivation', () =>
      ++planCalls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(plan),
    ),
    http.post('/api/reports-rt/initiative/find-current-by-types', () =>
      HttpResponse.json([{ id: 1, name: 'Мотивация А', type: 'PHARMACIST_MOTIVATION' }]),
    ),
    http.get('/api/reports-rt/cashier-initiative/current-contract', () => HttpResponse.json([{ id: 7, name: 'Договор 7' }])),
    http.post('/api/reports-rt/cashier-initiative/find-promoter', () => HttpResponse.json(['Промоутер'])),
    http.post('/api/reports-rt/cashier-initiative/find-product', () => HttpResponse.json([{ id: 101, name: 'Нурофен Экспресс' }])),
    http.post('/api/reports-rt/cashier-initiative/enrich-product', () =>
      HttpResponse.json([{ id: 101, promotionalProductName: 'Нурофен Экспресс', lastMonthSale: 5, nominalPrice: 120 }]),
    ),
  );
  return () => planCalls;
}

describe("sales motivation: a failed plan load is said in place with 'Повторить'", () => {
  it('500 once: the message and Повторить instead of the plan table (not an empty plan); Повторить shows the rows', async () => {
    await page.viewport(1440, 900);
    const planCalls = serve();
    await renderInShell('/payroll', <SalesMotivationEditor monthStart="2026-11-01" offset={0} cashierNames={cashiers} />);
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить план инициативы' });
    await expect.element(alert).toHaveTextContent('Ошибка без описания, либо не стандартный ответ и поэтому сообщение не найдено');
    // The error modal of §2 opens as well; 'Ок' closes it and the inline retry stays.
    await expect
      .element(page.getByRole('alertdialog', { name: 'Ошибка' }))
      .toHaveTextContent('Ошибка без описания, либо не стандартный ответ и поэтому сообщение не найдено');
    await page.getByRole('alertdialog', { name: 'Ошибка' }).getByRole('button', { name: 'Ок' }).click();
    await expect.element(page.getByText('Нет данных')).not.toBeInTheDocument();
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(page.getByRole('row').filter({ hasText: 'Нурофен Экспресс' })).toBeVisible();
    await expect.element(alert).not.toBeInTheDocument();
    expect(planCalls()).toBe(2);
  });
});

describe('sales motivation: figures of added products that did not come', () => {
  it('are said above the plan with Повторить, which fills their sales and price', async () => {
    await page.viewport(1440, 900);
    serve();
    let figuresDown = true;
    mockServer.use(
      http.get('/api/initiative-management/initiative-sales-motivation', () => HttpResponse.json(plan)),
      http.post('/api/reports-rt/cashier-initiative/find-product', () =>
        HttpResponse.json([
          { id: 101, name: 'Нурофен Экспресс' },
          { id: 202, name: 'Парацетамол' },
        ]),
      ),
      http.post('/api/reports-rt/cashier-initiative/enrich-product', async ({ request }) => {
        const { productIds } = (await request.json()) as { productIds: number[] };
        if (productIds.includes(202) && figuresDown) return HttpResponse.json({ message: 'Сервис отчётов недоступен' }, { status: 503 });
        return HttpResponse.json(
          productIds.map((id) => ({
            id,
            promotionalProductName: id === 202 ? 'Парацетамол' : 'Нурофен Экспресс',
            lastMonthSale: id === 202 ? 37 : 5,
            nominalPrice: id === 202 ? 45.5 : 120,
          })),
        );
      }),
    );
    await renderInShell('/payroll', <SalesMotivationEditor monthStart="2026-11-01" offset={0} cashierNames={cashiers} />);
    await expect.element(page.getByRole('row').filter({ hasText: 'Нурофен Экспресс' })).toBeVisible();
    await page.getByRole('button', { name: 'Показать список промо-товаров' }).click();
    const dialog = page.getByRole('dialog', { name: 'Список промо-товаров' });
    await dialog.getByRole('checkbox', { name: 'Выбрать в списке: Парацетамол' }).click();
    await dialog.getByRole('button', { name: 'Добавить/заменить промо-товары' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить продажи и цены добавленных товаров' });
    await expect.element(alert).toHaveTextContent('Сервис отчётов недоступен');
    const added = page.getByRole('row').filter({ hasText: 'Парацетамол' });
    await expect.element(added).toBeVisible();
    await expect.element(added).not.toHaveTextContent('45,50');
    figuresDown = false;
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(added).toHaveTextContent('45,50');
    await expect.element(alert).not.toBeInTheDocument();
  });
});
