import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { SalesMotivation } from '../../src/api/contract/sales-motivation';
import { SalesMotivationEditor } from '../../src/screens/payroll/sales-motivation/SalesMotivationEditor';
import { savedDrafts } from './support/handlers/order-drafts';
import { mockServer, withMockServer } from './support/mock-server';
import { renderInShell } from './support/render-app';

/** The plan editor as the payroll tab mounts it, in the signed-in shell, the gateway answered by msw. */
withMockServer();

const cashiers = ['Иванова А. А.', 'Петров Б. Б.'];
const savedPlan: SalesMotivation = {
  startDate: '2026-11-01',
  expirationDate: '2026-11-30',
  salesMotivationUpdateDate: '2026-11-05T09:00:00',
  productProperties: [
    {
      promotionalProductId: 101,
      points: 10,
      cashierObjective: [
        { cashierNameFull: cashiers[0], plan: 2 },
        { cashierNameFull: cashiers[1], plan: 3 },
      ],
    },
  ],
};
const products = [
  { id: 101, name: 'Нурофен Экспресс' },
  { id: 102, name: 'НУРОФЕН детский' },
  { id: 103, name: 'Парацетамол' },
];
const figures = (ids: number[]) =>
  ids.map((id) => ({
    id,
    promotionalProductName: products.find((p) => p.id === id)?.name ?? `Товар ${id}`,
    lastMonthSale: 5,
    nominalPrice: 120,
  }));

/** November's plan when October's is prolonged over it: two products of its own. */
const novemberPlan: SalesMotivation = {
  startDate: '2026-11-01',
  expirationDate: '2026-11-30',
  salesMotivationUpdateDate: '2026-11-03T09:00:00',
  productProperties: [
    {
      promotionalProductId: 102,
      points: 5,
      cashierObjective: [
        { cashierNameFull: cashiers[0], plan: 4 },
        { cashierNameFull: cashiers[1], plan: 3 },
      ],
    },
    {
      promotionalProductId: 103,
      points: 5,
      cashierObjective: [
        { cashierNameFull: cashiers[0], plan: 0 },
        { cashierNameFull: cashiers[1], plan: 1.5 },
      ],
    },
  ],
};
const emptyNovember: SalesMotivation = {
  startDate: '2026-11-01',
  expirationDate: '2026-11-30',
  salesMotivationUpdateDate: null,
  productProperties: [],
};

const changedElsewhere = 'Изменено в другом окне — обновите страницу, чтобы увидеть последние данные';

/** `november`: what the gateway holds for November (the current month, and the month October's plan prolongs into). */
function handlers({ saveFails = false, prolongFails = false, savedElsewhere = false, november = savedPlan } = {}) {
  const saves: unknown[] = [];
  const prolongs: string[] = [];
  mockServer.use(
    http.get('/api/initiative-management/initiative-sales-motivation', ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('startDate') === '2026-11-01' ? november : savedPlan),
    ),
    http.post('/api/initiative-management/initiative-sales-motivation', async ({ request }) => {
      saves.push(await request.json());
      if (savedElsewhere) return HttpResponse.json({ message: changedElsewhere }, { status: 409 });
      return saveFails
        ? HttpResponse.json({ message: 'Ошибка базы' }, { status: 500 })
        : HttpResponse.json({ salesMotivationUpdateDate: '2026-11-20T10:00:00' });
    }),
    http.post('/api/initiative-management/initiative-sales-motivation/prolong', ({ request }) =>
      (prolongs.push(request.url), prolongFails)
        ? HttpResponse.json({ message: 'Нет плана' }, { status: 409 })
        : HttpResponse.json({ salesMotivationUpdateDate: '2026-11-20T10:00:00' }),
    ),
    http.post('/api/reports-rt/initiative/find-current-by-types', () =>
      HttpResponse.json([{ id: 1, name: 'Мотивация А', type: 'PHARMACIST_MOTIVATION' }]),
    ),
    http.get('/api/reports-rt/cashier-initiative/current-contract', () => HttpResponse.json([{ id: 7, name: 'Договор 7' }])),
    http.post('/api/reports-rt/cashier-initiative/find-promoter', () => HttpResponse.json(['Промоутер'])),
    http.post('/api/reports-rt/cashier-initiative/find-product', () => HttpResponse.json(products)),
    http.post('/api/reports-rt/cashier-initiative/enrich-product', async ({ request }) =>
      HttpResponse.json(figures(((await request.json()) as { productIds: number[] }).productIds)),
    ),
  );
  return Object.assign(saves, { prolongs });
}

const render = (offset: -1 | 0, names = cashiers) =>
  renderInShell(
    '/payroll',
    <SalesMotivationEditor monthStart={offset === 0 ? '2026-11-01' : '2026-10-01'} offset={offset} cashierNames={names} />,
  );
const save = () => page.getByRole('button', { name: 'Сохранить инициативу' });
const planInput = (cashier: string, product: string) => page.getByRole('textbox', { name: `План ${cashier}: ${product}` });
const pharmacyPlanOf = (product: string) => page.getByRole('row').filter({ hasText: product }).getByTestId('pharmacy-plan');

describe('sales-motivation plan editor', () => {
  it('adds products through the picker (search after 500 ms, select-all): only new ones, plan 1 per cashier; edits sum; saves with dates', async () => {
    await page.viewport(1400, 900);
    const saves = handlers();
    await render(0);
    await expect.element(pharmacyPlanOf('Нурофен Экспресс')).toHaveTextContent('5');
    await expect.element(save()).toBeDisabled();

    await page.getByRole('button', { name: 'Показать список промо-товаров' }).click();
    const dialog = page.getByRole('dialog', { name: 'Список промо-товаров' });
    await expect.element(dialog.getByText('Парацетамол')).toBeVisible();
    await userEvent.type(dialog.getByRole('searchbox'), 'нурофен');
    // The list follows the search only after the pause.
    await expect.element(dialog.getByText('Парацетамол')).not.toBeInTheDocument();
    await dialog.getByRole('checkbox', { name: 'Выбрать все найденные промо-товары' }).click();
    await dialog.getByRole('button', { name: 'Добавить/заменить промо-товары' }).click();

    await expect.element(planInput(cashiers[0], 'НУРОФЕН детский')).toHaveValue('1');
    await expect.element(planInput(cashiers[1], 'НУРОФЕН детский')).toHaveValue('1');
    // The saved row keeps its plans; it was not added twice.
    await expect.element(planInput(cashiers[0], 'Нурофен Экспресс')).toHaveValue('2');
    expect(page.getByRole('row').filter({ hasText: 'Нурофен Экспресс' }).elements()).toHaveLength(1);

    await userEvent.fill(planInput(cashiers[1], 'НУРОФЕН детский'), '4,5');
    await userEvent.keyboard('{Enter}');
    await expect.element(pharmacyPlanOf('НУРОФЕН детский')).toHaveTextContent('5,50');
    await save().click();
    await expect.element(page.getByText('Инициатива сохранена.')).toBeVisible();
    await expect.element(save()).toBeDisabled();
    // Unavailable once saved, yet the focus is still where the user pressed.
    await expect.element(save()).toHaveFocus();
    expect([...document.querySelectorAll('.sales-motivation__table tbody tr')].map((tr) => tr.lastElementChild?.textContent)).toEqual([
      '20.11.2026',
      '20.11.2026',
    ]);
    expect((saves[0] as { productProperties: unknown[] }).productProperties).toHaveLength(2);

    // The plan's own select-all chooses every row, and chooses none when cleared.
    const chooseAll = page.getByRole('checkbox', { name: 'Выбрать все промо-товары' });
    const rowBoxes = ['Нурофен Экспресс', 'НУРОФЕН детский'].map((name) => page.getByRole('checkbox', { name: `Выбрать: ${name}` }));
    await chooseAll.click();
    for (const box of rowBoxes) await expect.element(box).toBeChecked();
    await chooseAll.click();
    for (const box of rowBoxes) await expect.element(box).not.toBeChecked();
  });

  it('keeps every bonus and plan as typed; a refused one is marked on its cell with the reason and Save stays disabled', async () => {
    const saves = handlers();
    await render(0);
    const plan = planInput(cashiers[1], 'Нурофен Экспресс');
    const bonus = page.getByRole('textbox', { name: 'Бонус за упаковку: Нурофен Экспресс' });
    await expect.element(plan).toHaveValue('3');
    // Key by key: the comma is kept, so '1,5' never becomes 15.
    await userEvent.clear(plan);
    await userEvent.type(plan, '1,5');
    await userEvent.keyboard('{Enter}');
    await expect.element(plan).toHaveValue('1,5');
    await expect.element(plan).not.toHaveAttribute('aria-invalid');
    await expect.element(pharmacyPlanOf('Нурофен Экспресс')).toHaveTextContent('3,50');
    await expect.element(save()).toBeEnabled();

    for (const [typed, reason] of [
      ['пять', 'ожидается число, например 1 234,56'],
      ['10001', 'от 0 до 10 000'],
      ['1,234', 'не больше 2 знаков после запятой'],
    ]) {
      await userEvent.fill(plan, typed);
      await userEvent.keyboard('{Enter}');
      await expect.element(plan).toHaveValue(typed);
      await expect.element(plan).toHaveAttribute('aria-invalid', 'true');
      await expect.element(plan).toHaveAccessibleDescription(reason);
      await expect.element(page.getByText(reason)).toBeVisible();
      // The reason reads as a refusal, in red under the box, wrapped to the cell's width.
      expect(getComputedStyle(page.getByText(reason).element())).toMatchObject({
        display: 'block',
        color: 'rgb(198, 40, 40)',
        maxInlineSize: '144px',
        whiteSpace: 'normal',
      });
      await expect.element(page.getByText('Исправьте отмеченные значения — до этого инициативу не сохранить.')).toBeVisible();
      await expect.element(save()).toBeDisabled();
    }
    await userEvent.fill(plan, '1,5');
    await userEvent.keyboard('{Enter}');
    await userEvent.clear(bonus);
    await userEvent.keyboard('{Enter}');
    await expect.element(bonus).toHaveAccessibleDescription('укажите значение');
    await expect.element(save()).toBeDisabled();
    await userEvent.fill(bonus, '100000,01');
    await userEvent.keyboard('{Enter}');
    await expect.element(bonus).toHaveAccessibleDescription('от 0 до 100 000');
    await userEvent.fill(bonus, '12,5');
    await userEvent.keyboard('{Enter}');
    await expect.element(bonus).not.toHaveAttribute('aria-invalid');
    await expect.element(page.getByText('Исправьте отмеченные значения — до этого инициативу не сохранить.')).not.toBeInTheDocument();
    await save().click();
    await expect.element(page.getByText('Инициатива сохранена.')).toBeVisible();
    expect((saves[0] as { productProperties: unknown[] }).productProperties).toEqual([
      {
        promotionalProductId: 101,
        points: 12.5,
        cashierObjective: [
          { cashierNameFull: cashiers[0], plan: 2 },
          { cashierNameFull: cashiers[1], plan: 1.5 },
        ],
      },
    ]);
  });

  it('a failed save says so and stays unsaved', async () => {
    handlers({ saveFails: true });
    await render(0);
    await userEvent.fill(page.getByRole('textbox', { name: 'Бонус за упаковку: Нурофен Экспресс' }), '12,5');
    await userEvent.keyboard('{Enter}');
    await save().click();
    await expect.element(page.getByText('Ошибка сохранения инициативы.')).toBeVisible();
    await expect.element(save()).toBeEnabled();
  });

  it("a save another tab overtook (409) shows the gateway's words and stays unsaved; the save named the date it loaded", async () => {
    const saves = handlers({ savedElsewhere: true });
    await render(0);
    await userEvent.fill(page.getByRole('textbox', { name: 'Бонус за упаковку: Нурофен Экспресс' }), '12,5');
    await userEvent.keyboard('{Enter}');
    await save().click();
    await expect.element(page.getByText('Ошибка сохранения инициативы.')).toBeVisible();
    await expect.element(page.getByText(changedElsewhere)).toBeVisible();
    await expect.element(save()).toBeEnabled();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ salesMotivationUpdateDate: savedPlan.salesMotivationUpdateDate });
  });

  it('the previous month is read-only but for prolong, and says so', async () => {
    handlers({ november: emptyNovember });
    await render(-1);
    await expect.element(planInput(cashiers[0], 'Нурофен Экспресс')).toBeDisabled();
    await expect.element(page.getByRole('textbox', { name: 'Бонус за упаковку: Нурофен Экспресс' })).toBeDisabled();
    await expect
      .element(page.getByText('План прошлого месяца только для просмотра: изменить его нельзя, можно продлить на следующий месяц.'))
      .toBeVisible();
    await expect.element(save()).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Показать список промо-товаров' })).toBeDisabled();
    const prolong = page.getByRole('button', { name: 'Продлить инициативу на следующий месяц' });
    await expect.element(prolong).toHaveAttribute('title', 'Список товаров текущей инициативы будет заменён');
    await prolong.click();
    await expect.element(page.getByText('Инициатива продлена.')).toBeVisible();
  });

  it('prolong over a saved next-month plan asks first, naming what it replaces; Cancel changes nothing', async () => {
    const calls = handlers({ november: novemberPlan });
    await render(-1);
    const prolong = page.getByRole('button', { name: 'Продлить инициативу на следующий месяц' });
    await prolong.click();
    const dialog = page.getByRole('dialog', { name: 'Заменить план следующего месяца?' });
    await expect
      .element(dialog.getByText('На следующий месяц уже сохранён план. Продление заменит его планом этого месяца целиком.'))
      .toBeVisible();
    const replaced = dialog.getByRole('table', { name: 'Будет заменено' });
    await expect.element(replaced.getByRole('row').filter({ hasText: 'НУРОФЕН детский' })).toHaveTextContent('НУРОФЕН детский7');
    await expect.element(replaced.getByRole('row').filter({ hasText: 'Парацетамол' })).toHaveTextContent('Парацетамол1,50');
    await expect.element(replaced.getByRole('row').filter({ hasText: 'Всего' })).toHaveTextContent('Всего промо-товаров: 28,50');
    const brought = dialog.getByRole('table', { name: 'Будет перенесено' });
    await expect.element(brought.getByRole('row').filter({ hasText: 'Нурофен Экспресс' })).toHaveTextContent('Нурофен Экспресс5');

    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(calls.prolongs).toEqual([]);
    await expect.element(prolong).toBeEnabled();

    await prolong.click();
    await page
      .getByRole('dialog', { name: 'Заменить план следующего месяца?' })
      .getByRole('button', { name: 'Продлить и заменить' })
      .click();
    await expect.element(page.getByText('Инициатива продлена.')).toBeVisible();
    expect(calls.prolongs).toHaveLength(1);
  });

  it('a failed prolong names the server message', async () => {
    handlers({ prolongFails: true, november: emptyNovember });
    await render(-1);
    await page.getByRole('button', { name: 'Продлить инициативу на следующий месяц' }).click();
    await expect.element(page.getByText('Ошибка сохранения инициативы: Нет плана')).toBeVisible();
  });

  it('warns in red when cashier names repeat, and says when there are no cashiers', async () => {
    handlers();
    await render(0, [cashiers[0], cashiers[0]]);
    await expect.element(page.getByText('У кассиров должны быть уникальные ключи, иначе расчёты будут некорректны')).toBeVisible();
  });

  it('lists each initiative type once, labels every filter, and says when the choice offers no promo products', async () => {
    handlers();
    mockServer.use(
      http.post('/api/reports-rt/initiative/find-current-by-types', () =>
        HttpResponse.json([
          { id: 1, name: 'Мотивация А', type: 'PHARMACIST_MOTIVATION' },
          { id: 5, name: 'СТМ «Фармаклуб»: уход за кожей', type: 'PRIVATE_LABEL' },
          { id: 6, name: 'Продажи СТМ «Фармаклуб»', type: 'USTM_SALE' },
        ]),
      ),
      http.post('/api/reports-rt/cashier-initiative/find-promoter', async ({ request }) =>
        HttpResponse.json(((await request.json()) as { initiativeIds: number[] }).initiativeIds.includes(1) ? ['Промоутер'] : []),
      ),
    );
    await render(0);
    const type = page.getByRole('combobox', { name: 'Тип инициативы' });
    await expect.element(type).toHaveTextContent('Собственная торговая марка');
    const options = [...(type.element() as HTMLSelectElement).options].map((option) => option.textContent);
    expect(options).toEqual(['Все', 'Мотивация первостольников', 'Собственная торговая марка']);
    // Each menu has its name above it, not only «все» on its button.
    const labels = [...document.querySelectorAll('.sales-motivation__filters .field__label')].map((label) => label.textContent);
    expect(labels).toEqual(['Тип инициативы', 'Инициативы', 'Промоутеры', 'Договоры']);

    await type.selectOptions('Собственная торговая марка');
    await expect.element(page.getByText('У выбранных инициатив нет промо-товаров: выберите другие инициативы или договор.')).toBeVisible();
    await type.selectOptions('Мотивация первостольников');
    await expect.element(page.getByText('У выбранных инициатив нет промо-товаров', { exact: false })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Промоутеры: все' }).click();
    await expect.element(page.getByRole('checkbox', { name: 'Промоутер' })).toBeVisible();
  });

  it("shows 'Кассиры не найдены' without cashiers", async () => {
    handlers();
    await render(0, []);
    await expect.element(page.getByText('Кассиры не найдены')).toBeVisible();
  });

  it('the unsaved plan is kept as a draft: put back with a notice when the editor opens, cleared by the save', async () => {
    await page.viewport(1400, 900);
    savedDrafts.set('sales-motivation', {
      revision: 1,
      draft: {
        state: {
          month: '2026-11-01',
          cashiers,
          rows: [
            {
              id: 101,
              name: 'Нурофен Экспресс',
              lastMonthSale: 5,
              nominalPrice: 120,
              bonus: '12,5',
              plans: ['4', '3'],
              savedAt: '2026-11-05T09:00:00',
            },
          ],
        },
        edits: [],
      },
    });
    const saves = handlers();
    await render(0);
    await expect.element(page.getByRole('textbox', { name: 'Бонус за упаковку: Нурофен Экспресс' })).toHaveValue('12,5');
    await expect.element(planInput(cashiers[0], 'Нурофен Экспресс')).toHaveValue('4');
    const notice = page.getByRole('status').filter({ hasText: 'Восстановлен введённый, но не сохранённый план продаж кассиров' });
    await expect.element(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Понятно' }).click();
    await expect.element(notice).not.toBeInTheDocument();

    await planInput(cashiers[1], 'Нурофен Экспресс').fill('6');
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(
        () => (savedDrafts.get('sales-motivation')?.draft?.state as { rows?: Array<{ plans: string[] }> } | undefined)?.rows?.[0].plans,
        {
          timeout: 3000,
        },
      )
      .toEqual(['4', '6']);
    await save().click();
    await expect.poll(() => saves.length).toBe(1);
    await expect.poll(() => savedDrafts.get('sales-motivation')?.draft, { timeout: 3000 }).toBeNull();
  });
});
