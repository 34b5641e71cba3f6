import { http, HttpResponse } from 'msw';
import { createElement } from 'react';
import { expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { OrderHistoryEntry } from '../../../src/api/contract/orders';
import { OrderHistoryScreen } from '../../../src/screens/orders/history/OrderHistoryScreen';
import { at, entry, serveFeedback } from './feedback-data';
import { serveList, serveTasks } from './initiatives-list-data';
import { expectReadable } from './layout-measure';
import { mockServer } from './mock-server';
import { overviewHandlers, overviewRecord } from './overview-data';
import { cashier, payrollHandlers } from './payroll-data';
import { position as purchasePosition, purchaseHandlers } from './purchase-order-data';
import { product, recommendedHandlers } from './recommended-order-data';
import { scrollTowardsTheList } from './phone-list';
import { renderApp, renderInShell } from './render-app';
import { position as rgPosition, rgHandlers } from './rg-order-data';

/**
 * The newer screens as a pharmacy sees them with the demo's data (its products, promoters,
 * cashiers and figures), each walked once to the states a user reads: layout-new-screens.test.tsx
 * runs the walks at 1440×900 and at 390×844. Every state is measured
 * by expectReadable: nothing wider than the window, no message or header cut short.
 */

/** The demo catalogue's products (server/seed/forecast-products.ts), with their promoters and prices. */
const catalogue = [
  { id: 40112, name: 'Нурофен, таблетки 200 мг №20', promoter: 'Рекитт Бенкизер', price: 152.4 },
  { id: 41004, name: 'Гевискон Двойное действие, таблетки жевательные №12', promoter: 'Рекитт Бенкизер', price: 318.7 },
  { id: 40135, name: 'Терафлю, порошок с лимоном №10', promoter: 'Хелеон', price: 541.2 },
  { id: 41013, name: 'Сенсодин Мгновенный эффект, зубная паста 75 мл', promoter: 'Хелеон', price: 287.4 },
  { id: 41022, name: 'Компливит Кальций Д3, таблетки жевательные №30', promoter: 'Отисифарм', price: 211.9 },
];
const procurement = 'Закупки, IV квартал 2026';
const matrix = 'Обязательная матрица, IV квартал 2026';
const supplierGroups = ['Пульс Москва', 'Катрен Москва'];

/** The reports screen on a tab, the common tab's overview answered as the demo has it. */
function openTab(tab: string, query = '') {
  mockServer.use(...overviewHandlers([overviewRecord(101, 'MANDATORY_MATRIX', matrix)]));
  return renderApp(`/reports?tab=${tab}${query}`, { signedIn: true });
}

const cashierNames = [
  'Иванова Мария Сергеевна',
  'Петров Алексей Викторович',
  'Смирнова Ольга Николаевна',
  'Кузнецова Елена Павловна',
  'Соколов Дмитрий Андреевич',
];

/** The cashiers' plan of the month that 'Доп. премия' edits: three demo products shared among every cashier. */
function salesMotivationHandlers() {
  const planned = catalogue.slice(0, 3);
  return [
    http.get('/api/initiative-management/initiative-sales-motivation', ({ request }) => {
      const startDate = new URL(request.url).searchParams.get('startDate') ?? '2026-10-01';
      return HttpResponse.json({
        startDate,
        expirationDate: `${startDate.slice(0, 8)}28`,
        salesMotivationUpdateDate: `${startDate}T09:00:00`,
        productProperties: planned.map((item, k) => ({
          promotionalProductId: item.id,
          points: 10 + 5 * k,
          cashierObjective: cashierNames.map((cashierNameFull) => ({ cashierNameFull, plan: 4 + k })),
        })),
      });
    }),
    http.post('/api/reports-rt/initiative/find-current-by-types', () =>
      HttpResponse.json([{ id: 1, name: 'Мотивация первостольников, IV квартал 2026', type: 'PHARMACIST_MOTIVATION' }]),
    ),
    http.get('/api/reports-rt/cashier-initiative/current-contract', () =>
      HttpResponse.json([{ id: 7, name: 'Договор ПМ-2026/4 с ООО «Рекитт Бенкизер Хэлскэр»' }]),
    ),
    http.post('/api/reports-rt/cashier-initiative/find-promoter', () => HttpResponse.json(['Рекитт Бенкизер', 'Хелеон'])),
    http.post('/api/reports-rt/cashier-initiative/find-product', () => HttpResponse.json(catalogue.map(({ id, name }) => ({ id, name })))),
    http.post('/api/reports-rt/cashier-initiative/enrich-product', () =>
      HttpResponse.json(
        planned.map((item) => ({ id: item.id, promotionalProductName: item.name, lastMonthSale: 38, nominalPrice: item.price })),
      ),
    ),
  ];
}

/**
 * Payroll with its cashier logins and plan editor: a login, one without an account, one that
 * cannot sign in; a login refused as a duplicate, then created; every section and result tab.
 */
export async function walkPayroll() {
  const cashiers = cashierNames.map((name, k) =>
    cashier(name, {
      validUser: k !== 4,
      username: k === 0 ? 'kassir1' : k === 3 ? 'kassir4' : null,
      cashierUserId: k === 0 ? 501 : k === 3 ? 504 : null,
      activated: k !== 3,
    }),
  );
  // The first login saved is refused as taken, the next is created.
  let saves = 0;
  const saveLogin = () =>
    saves++ === 0
      ? HttpResponse.json({ message: 'Пользователь с таким логином уже существует' }, { status: 400 })
      : HttpResponse.json({ data: { cashierUserId: 502 } });
  // The plan's handlers first: the first of one use() that matches answers (payrollHandlers serves an empty plan).
  mockServer.use(...salesMotivationHandlers(), ...payrollHandlers({ cashiers, saveLogin }));
  await openTab('payrollCalculation');
  await expect.element(page.getByRole('heading', { name: 'Расчёт за октябрь 2026' })).toBeVisible();
  await expect.element(page.getByText(cashierNames[0]).first()).toBeVisible();
  await expect.element(page.getByText(/не заведён/u)).toBeVisible();
  await expectReadable();

  await page.getByRole('textbox', { name: `Логин: ${cashierNames[1]}` }).fill('kassir1');
  await page.getByLabelText(`Пароль: ${cashierNames[1]}`).fill('Secret1!');
  await page.getByRole('button', { name: `Создать: ${cashierNames[1]}` }).click();
  await expect.element(page.getByRole('alert').filter({ hasText: 'Пользователь с таким логином уже существует' })).toBeVisible();
  await expectReadable();

  await page.getByRole('textbox', { name: `Логин: ${cashierNames[1]}` }).fill('kassir2');
  await page.getByRole('button', { name: `Создать: ${cashierNames[1]}` }).click();
  await expect.element(page.getByRole('status').filter({ hasText: 'Вход создан' })).toBeVisible();
  await expectReadable();

  for (const section of ['Параметры', 'KPI', 'Доп. премия', 'Базовая премия', 'Премия по KPI', 'Дополнительные премии']) {
    await page.getByRole('tab', { name: section, exact: true }).click();
    await expect.element(page.getByRole('tab', { name: section, exact: true })).toHaveAttribute('aria-selected', 'true');
    if (section === 'Доп. премия') await expect.element(page.getByRole('row').filter({ hasText: catalogue[2].name })).toBeVisible();
    await expectReadable();
  }
}

/** The purchase order by initiative type: a procurement initiative's products, then its initiatives menu. */
export async function walkPurchaseOrder() {
  const served = catalogue.map((item, k) =>
    purchasePosition(11, item.id, {
      initiativeName: procurement,
      promoter: item.promoter,
      promotionalProductName: item.name,
      barcodes: [`46012345678${90 + k}`],
      nominalPrice: item.price,
      planAmount: 24,
      purchasedAmount: 6 + k,
      balance: 3,
      otherInitiativeIds: k === 0 ? [31] : [],
      otherInitiativeNames: k === 0 ? [matrix] : [],
      possibleSupplierGroups: supplierGroups,
    }),
  );
  mockServer.use(
    ...purchaseHandlers({
      served,
      initiatives: [
        { id: 11, name: procurement, type: 'PROCUREMENT' },
        { id: 12, name: 'Закупки: осенняя программа', type: 'PROCUREMENT' },
      ],
    }).handlers,
  );
  await openTab('purchaseOrder', `&type=PROCUREMENT&initiative=11&initiativeName=${encodeURIComponent(procurement)}`);
  await page.getByRole('button', { name: 'Показать список товаров' }).click();
  const grid = page.getByRole('grid', { name: 'Товары заказа по инициативам' });
  await expect.element(grid.getByRole('row').filter({ hasText: catalogue[4].name })).toBeVisible();
  await expectReadable();

  await page.getByRole('button', { name: /^Инициативы:/u }).click();
  await expect.element(page.getByRole('checkbox', { name: 'Закупки: осенняя программа' })).toBeVisible();
  await expectReadable();
}

/** The RG order: the recommended goods of the pharmacy's purchase groups. */
export async function walkRgOrder() {
  const served = catalogue.map((item, k) =>
    rgPosition(item.id, item.price, {
      promoter: item.promoter,
      promotionalProductName: item.name,
      barcodes: [`46012345678${90 + k}`],
      purchasedAmount: 12,
      balance: 4,
      orderAmount: k === 0 ? 6 : 0,
      otherInitiativeNames: [procurement],
      possibleSupplierGroups: supplierGroups,
    }),
  );
  mockServer.use(...rgHandlers({ served }));
  await openTab('purchaseOrderRG');
  await scrollTowardsTheList();
  await expect
    .element(page.getByRole('grid', { name: 'Товары заказа по группам закупок' }).getByRole('row').filter({ hasText: catalogue[4].name }))
    .toBeVisible();
  await expectReadable();
}

const recommendedGrid = () => page.getByRole('grid', { name: 'Товары рекомендованного заказа' });

/** The recommended order: each reason of the demo, a product the Пульс warehouse does not stock. */
export async function walkRecommendedOrder() {
  const reasons = ['NEW_PRODUCT', 'NO_BALANCE', 'LOW_TURNOVER', 'AVG_MONTH_SALES', 'AVG_MONTH_SALES'];
  const served = catalogue.map((item, k) =>
    product(item.id, {
      productName: item.name,
      promoterName: item.promoter,
      pulsCode: `P-${item.id}`,
      barcodes: [`46012345678${90 + k}`],
      regionSaleQty: 1240 + 10 * k,
      nominalPrice: item.price,
      pulsBalance: k === 1 ? 0 : 150,
      saleQty: k === 0 ? 0 : 14,
      balance: k < 2 ? 0 : 3,
      order: 4,
      explanationDisplay: reasons[k],
      possibleSupplierGroups: supplierGroups,
    }),
  );
  mockServer.use(...recommendedHandlers({ served }));
  await openTab('orderCompose');
  await expect.element(recommendedGrid().getByRole('row').filter({ hasText: catalogue[4].name })).toBeVisible();
  await expectReadable();
  // The longest name of the demo reads whole beside its explanation, wrapped in its row.
  const name = recommendedGrid()
    .getByRole('row')
    .filter({ hasText: catalogue[1].name })
    .element()
    .querySelector<HTMLElement>('.recommended-order__product');
  expect(name?.textContent).toBe(catalogue[1].name);
  expect(name!.scrollHeight).toBeLessThanOrEqual(name!.clientHeight + 1);
  expect(name!.scrollWidth).toBeLessThanOrEqual(name!.clientWidth + 1);
}

/** The order history: orders of every system, one opened to its lines, a refusal's whole reason among them. */
export async function walkOrderHistory() {
  const order = (fields: Partial<OrderHistoryEntry> & Pick<OrderHistoryEntry, 'system' | 'orderId'>): OrderHistoryEntry => ({
    created: when(10),
    type: null,
    kind: null,
    positionsSent: 2,
    packsSent: 5,
    sumSent: 1234.5,
    positionsAccepted: 2,
    sumAccepted: 1234.5,
    refused: [],
    ...fields,
  });
  const refused = {
    product: { promotionalProductId: catalogue[1].id, promotionalProductName: catalogue[1].name, barcodes: [] },
    amount: 50,
    reason: 'Недостаточно товара на складе Пульс MSK-01: в наличии 2 уп., заказано 50 уп.',
  };
  mockServer.use(
    http.get('/api/pharmacy-cabinet-purchase-service/v1/orders', () =>
      HttpResponse.json([
        order({ system: 'execute', orderId: '17', created: when(12), type: 'rg' }),
        order({
          system: 'puls',
          orderId: '15',
          created: when(11),
          kind: 'rg',
          positionsSent: 3,
          packsSent: 55,
          sumSent: 16284.9,
          positionsAccepted: 2,
          sumAccepted: 350.9,
          refused: [refused],
        }),
        order({ system: 'stu', orderId: 'СТУ-14', created: when(9), type: 'pi' }),
        order({ system: 'pharmsm', orderId: 'АС-13', created: when(8), type: 'mtx' }),
      ]),
    ),
    // Every line of the order, taken and refused (the seven columns of the open order).
    http.get('/api/pharmacy-cabinet-purchase-service/v1/orders/:system/:orderId/lines', () =>
      HttpResponse.json([
        { productId: catalogue[0].id, productName: catalogue[0].name, amount: 2, price: catalogue[0].price, accepted: true, reason: null },
        {
          productId: catalogue[1].id,
          productName: catalogue[1].name,
          amount: 50,
          price: catalogue[1].price,
          accepted: false,
          reason: refused.reason,
        },
        { productId: catalogue[2].id, productName: catalogue[2].name, amount: 3, price: catalogue[2].price, accepted: true, reason: null },
      ]),
    ),
  );
  await renderInShell('/order-history', createElement(OrderHistoryScreen));
  const grid = page.getByRole('grid', { name: 'Заказы аптеки' });
  await expect.element(grid.getByRole('row').nth(4)).toBeVisible();
  await expectReadable();

  await grid.getByRole('button', { name: 'Открыть строки заказа №15' }).click();
  await expect.element(page.getByRole('region', { name: /^Заказ №15/u })).toHaveTextContent(refused.reason);
  await expectReadable();
}

/** The list of the pharmacy's initiatives, its filters, and the background tasks with a warning and an error. */
export async function walkInitiativesList() {
  serveList();
  serveTasks([
    {
      taskId: 'a',
      taskName: 'EXPORT_INITIATIVE_BY_PHARMACY',
      taskType: 'SIMPLE_AUTHORIZED',
      state: 'SUCCESS',
      created: when(9),
      hasFile: true,
      errors: [],
      warnings: [`Инициатива «${matrix}»: 2 строки пропущены, товар не найден в справочнике`],
    },
    {
      taskId: 'b',
      taskName: 'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY',
      taskType: 'SIMPLE_AUTHORIZED',
      state: 'ERROR',
      created: when(10),
      hasFile: false,
      warnings: [],
      errors: [`Инициатива «${procurement}» не найдена в системе заказов аптеки`],
    },
  ]);
  await openTab('pharmacyInitiatives');
  await expect.element(page.getByRole('grid', { name: 'Инициативы аптеки' }).getByRole('row').nth(5)).toBeVisible();
  await expectReadable();

  await page.getByRole('button', { name: 'Показать фильтры' }).click();
  await expect.element(page.getByRole('button', { name: 'Скрыть фильтры' })).toBeVisible();
  await expectReadable();

  await page.getByRole('button', { name: /^Фоновые задачи:/u }).click();
  await expect.element(page.getByRole('dialog', { name: 'Фоновые задачи' })).toHaveTextContent('не найдена в системе заказов аптеки');
  await expectReadable();
}

function when(hour: number) {
  return new Date(2026, 10, 19, hour, 5).toISOString();
}

/** The feedback tab: earlier messages with an answer, a message being written, a refused send. */
export async function walkFeedback() {
  serveFeedback({
    lists: [
      [
        entry({
          id: 3,
          topic: 'initiative',
          message: 'Бонус по обязательной матрице за октябрь не начислен, хотя все позиции закуплены вовремя.',
          initiativeId: 7,
          initiativeName: matrix,
          created: at(19, 14, 30),
          status: 'ANSWERED',
          answer: 'Начислим в следующем отчёте, в ноябре.',
        }),
        entry({ id: 2, topic: 'order', message: 'Заказ №15 на 16 284,90 руб. не дошёл до склада Пульс', status: 'IN_PROGRESS' }),
        entry({ id: 1, topic: 'portal', message: 'Отчёт открывается долго', status: 'NEW' }),
      ],
    ],
    sends: [500],
    initiatives: [
      { id: 7, name: matrix, type: 'MANDATORY_MATRIX' },
      { id: 8, name: procurement, type: 'PROCUREMENT' },
    ],
  });
  await openTab('feedback');
  await expect.element(page.getByRole('list', { name: 'Мои обращения' }).getByRole('listitem').nth(2)).toBeVisible();
  await expectReadable();

  await page.getByRole('combobox', { name: 'Тема' }).selectOptions('Инициатива');
  await page.getByRole('combobox', { name: 'Инициатива' }).selectOptions(procurement);
  await userEvent.fill(
    page.getByRole('textbox', { name: 'Сообщение' }).element(),
    'Прошу завести вход в портал кассиру Соколову Дмитрию Андреевичу.',
  );
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect.element(page.getByRole('alert')).toBeVisible();
  await expectReadable();
}
