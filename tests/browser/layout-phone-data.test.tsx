import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { BackgroundTask, InitiativeListRow } from '../../src/api/contract/initiatives-list';
import { initiativeListColumns } from '../../src/api/contract/initiatives-list';
import type { PulsPurchaseResultWire, PulsStockCheck } from '../../src/api/contract/orders';
import { filterKeys } from '../../src/screens/list/ListFilters';
import { listTableName } from '../../src/screens/list/list-columns';
import { employee, serveRewards } from './support/distribution-data';
import { at, entry, serveFeedback } from './support/feedback-data';
import { savedTableSettings } from './support/handlers/table-settings';
import { serveList, serveTasks } from './support/initiatives-list-data';
import { expectPageFitsWindow, settled, widerThanWindow } from './support/layout-measure';
import { mockServer, withMockServer } from './support/mock-server';
import { overviewHandlers, overviewRecord } from './support/overview-data';
import { cashier, payrollHandlers } from './support/payroll-data';
import { position as purchasePosition, purchaseHandlers } from './support/purchase-order-data';
import { product, recommendedHandlers } from './support/recommended-order-data';
import { scrollTowardsTheList } from './support/phone-list';
import { renderApp } from './support/render-app';
import { position as rgPosition, rgHandlers } from './support/rg-order-data';

/**
 * The tabs that layout-phone.test.tsx opens with empty lists, opened on a 390×844 phone with the
 * data a pharmacy really has: several rows, product and initiative names of 60+ characters, money
 * in the millions, every column and filter the screen has, and the tab's main dialog or panel.
 * Nothing may be wider than the screen; a grid scrolls sideways inside its own box.
 */
withMockServer();

/** Long names as the partners' catalogues write them (each over 60 characters). */
const products = [
  'Ибупрофен-Акрихин таблетки покрытые плёночной оболочкой 200 мг №50 (блистеры)',
  'Гевискон Двойное действие, таблетки жевательные мятные №12 упаковка контурная',
  'Амоксициллин+Клавулановая кислота Экспресс диспергируемые таблетки 875 мг+125 мг №14',
  'Аква Марис Норм спрей назальный дозированный для ежедневной гигиены полости носа 150 мл',
];
const initiatives = [
  'Закупка по контракту ПРОМ-2026/17: весенняя программа сети «Здоровье» для аптек Москвы',
  'Обязательная ассортиментная матрица IV квартала 2026 года для аптек формата «у дома»',
];
const promoter = 'ООО «Фармацевтическая компания Северо-Западного федерального округа»';
const bigMoney = 1_906_522.66;

async function openTab(tab: string, query = '') {
  await page.viewport(390, 844);
  mockServer.use(...overviewHandlers([overviewRecord(101, 'MANDATORY_MATRIX', initiatives[1])]));
  return renderApp(`/reports?tab=${tab}${query}`, { signedIn: true });
}

/** Nothing sticks out to the right of the 390 px window, and the page cannot be scrolled sideways. */
async function expectFits() {
  await settled();
  expect(widerThanWindow()).toEqual([]);
  expectPageFitsWindow();
}

/** The Пульс warehouse refuses the first product with a long reason; the order then goes through with it rejected. */
function pulsAnswers(id: number, name: string) {
  const rejected = [
    {
      product: { promotionalProductId: id, promotionalProductName: name, barcodes: ['4601234567890'] },
      amount: 48,
      reason: 'Недостаточно товара на складе Пульс MSK-01: в наличии 2 уп., заказано 50 уп.',
    },
  ];
  const check: PulsStockCheck = { warehouseCode: 'MSK-01', rejected };
  const result: PulsPurchaseResultWire = { orderId: 601, rejected };
  mockServer.use(
    http.post('/api/pharmacy-cabinet-purchase-service/v1/puls/stock-check', () => HttpResponse.json(check)),
    http.post('/api/pharmacy-cabinet-purchase-service/v1/puls/purchase', () => HttpResponse.json(result)),
  );
}

/** 'Выполнить' with the chosen action, the confirmation, 'Отправить', the result: each measured on the phone. */
async function sendToPulsMeasured(rejectedName: string) {
  await page.getByRole('button', { name: 'Выполнить' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Подтверждение заказа' });
  await expect.element(confirmation).toHaveTextContent(rejectedName);
  await expectFits();
  await confirmation.getByRole('button', { name: 'Отправить' }).click();
  const result = page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' });
  await expect.element(result.getByText('Номер заказа: 601')).toBeVisible();
  // The refused position is listed (its reason is a column the grid scrolls to on a phone).
  await expect.element(result.getByRole('row').filter({ hasText: rejectedName })).toBeVisible();
  await expectFits();
}

/** The cashiers' sales plan of the month that the payroll's 'Доп. премия' tab edits: one long-named product for every cashier. */
function salesMotivationHandlers(cashierNames: string[]) {
  return [
    http.get('/api/initiative-management/initiative-sales-motivation', ({ request }) => {
      const startDate = new URL(request.url).searchParams.get('startDate') ?? '2026-10-01';
      return HttpResponse.json({
        startDate,
        expirationDate: `${startDate.slice(0, 8)}28`,
        salesMotivationUpdateDate: null,
        productProperties: [
          {
            promotionalProductId: 101,
            points: 1250.5,
            cashierObjective: cashierNames.map((cashierNameFull) => ({ cashierNameFull, plan: 120 })),
          },
        ],
      });
    }),
    http.post('/api/reports-rt/initiative/find-current-by-types', () =>
      HttpResponse.json([{ id: 1, name: initiatives[0], type: 'PHARMACIST_MOTIVATION' }]),
    ),
    http.get('/api/reports-rt/cashier-initiative/current-contract', () =>
      HttpResponse.json([{ id: 7, name: `Договор ПРОМ-2026/17 с ${promoter}` }]),
    ),
    http.post('/api/reports-rt/cashier-initiative/find-promoter', () => HttpResponse.json([promoter])),
    http.post('/api/reports-rt/cashier-initiative/find-product', () => HttpResponse.json([{ id: 101, name: products[0] }])),
    http.post('/api/reports-rt/cashier-initiative/enrich-product', () =>
      HttpResponse.json([{ id: 101, promotionalProductName: products[0], lastMonthSale: 1500, nominalPrice: bigMoney }]),
    ),
  ];
}

describe('phone 390×844 with real data', () => {
  it('purchaseOrder: twelve columns of long names and millions, the initiatives menu', async () => {
    const served = products.map((name, k) =>
      purchasePosition(11, 101 + k, {
        initiativeName: initiatives[0],
        promoter,
        promotionalProductName: name,
        barcodes: ['4601234567890', '4609876543210'],
        nominalPrice: bigMoney,
        planAmount: 1200,
        purchasedAmount: 350 + k,
        balance: 12,
        otherInitiativeIds: [31],
        otherInitiativeNames: [initiatives[1]],
        possibleSupplierGroups: ['Группа поставщиков «Центральный федеральный округ»', 'Группа Б'],
      }),
    );
    mockServer.use(
      ...purchaseHandlers({
        served,
        initiatives: [
          { id: 11, name: initiatives[0], type: 'PROCUREMENT' },
          { id: 12, name: initiatives[1], type: 'PROCUREMENT' },
        ],
      }).handlers,
    );
    await openTab('purchaseOrder', `&type=PROCUREMENT&initiative=11&initiativeName=${encodeURIComponent(initiatives[0])}`);
    await expect.element(page.getByRole('button', { name: `Инициативы: ${initiatives[0]}` })).toBeVisible();
    await page.getByRole('button', { name: 'Показать список товаров' }).click();
    const grid = page.getByRole('grid', { name: 'Товары заказа по инициативам' });
    await expect.element(grid.getByRole('row').filter({ hasText: products[3] })).toBeVisible();
    expect(grid.element().getAttribute('aria-colcount')).toBe('12');
    await expectFits();

    await page.getByRole('button', { name: /^Инициативы:/ }).click();
    await expect.element(page.getByRole('checkbox', { name: initiatives[1] })).toBeVisible();
    await expectFits();
  });

  it('purchaseOrderRG: the positions, then the order-send confirmation and its result', async () => {
    const served = products.map((name, k) =>
      rgPosition(101 + k, bigMoney, {
        promoter,
        promotionalProductName: name,
        barcodes: ['4601234567890', '4609876543210'],
        purchasedAmount: 1200,
        balance: 350,
        orderAmount: 50,
        otherInitiativeNames: initiatives,
        possibleSupplierGroups: ['Группа поставщиков «Центральный федеральный округ»'],
      }),
    );
    mockServer.use(...rgHandlers({ served }));
    pulsAnswers(101, products[0]);
    await openTab('purchaseOrderRG');
    await scrollTowardsTheList();
    const grid = page.getByRole('grid', { name: 'Товары заказа по группам закупок' });
    await expect.element(grid.getByRole('row').filter({ hasText: products[3] })).toBeVisible();
    expect(grid.element().getAttribute('aria-colcount')).toBe('10');
    await expectFits();

    await page.getByRole('combobox', { name: 'Выберите действие с заказом' }).selectOptions('Отправить заказ в Пульс');
    await sendToPulsMeasured(products[0]);
  });

  it('orderCompose: the recommended products with their explanations, then the send to Пульс', async () => {
    const explanations = ['NEW_PRODUCT', 'NO_BALANCE', 'LOW_TURNOVER', 'AVG_MONTH_SALES'];
    const served = products.map((name, k) =>
      product(201 + k, {
        productName: name,
        promoterName: promoter,
        barcodes: ['4601234567890'],
        regionSaleQty: 125_000,
        nominalPrice: bigMoney,
        pulsBalance: k === 1 ? 0 : 15_000,
        saleQty: k === 0 ? 0 : 480,
        balance: k < 2 ? 0 : 35,
        order: 50,
        explanationDisplay: explanations[k],
        possibleSupplierGroups: ['Группа поставщиков «Центральный федеральный округ»'],
      }),
    );
    mockServer.use(...recommendedHandlers({ served }));
    pulsAnswers(201, products[0]);
    await openTab('orderCompose');
    const grid = page.getByRole('grid', { name: 'Товары рекомендованного заказа' });
    await expect.element(grid.getByRole('row').filter({ hasText: products[3] })).toBeVisible();
    expect(grid.element().getAttribute('aria-colcount')).toBe('12');
    await expectFits();

    await sendToPulsMeasured(products[0]);
  });

  it('payrollCalculation: every section and result tab with long cashier names and big figures', async () => {
    const names = [
      'Константинопольская-Гогенцоллерн Александра Владимировна',
      'Преображенский-Засядько Вениамин Ростиславович',
      'Иванова Анна',
    ];
    const cashiers = names.map((name, k) =>
      cashier(name, {
        fixed: bigMoney,
        salePlan: 19_065_226.66,
        salesMargin: 4_320_000.5,
        retailSumNdsOut: 21_420_000.75,
        personalBonus: 125_000,
        validUser: k !== 1,
      }),
    );
    mockServer.use(...payrollHandlers({ cashiers }), ...salesMotivationHandlers(names));
    await openTab('payrollCalculation');
    await expect.element(page.getByRole('tab', { name: 'Кассиры' })).toBeVisible();
    await expect.element(page.getByText(names[0]).first()).toBeVisible();
    await expectFits();

    for (const section of ['Параметры', 'KPI', 'Доп. премия', 'Кассиры', 'Базовая премия', 'Премия по KPI', 'Дополнительные премии']) {
      await page.getByRole('tab', { name: section, exact: true }).click();
      await expect.element(page.getByRole('tab', { name: section, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expectFits();
    }
  });

  it('pharmacyInitiatives: every column and filter, long names, and the background tasks panel', async () => {
    savedTableSettings.set(
      listTableName,
      JSON.stringify({
        tableName: listTableName,
        columnsGrid: initiativeListColumns.map((key) => ({ key, show: true })),
        filtersGrid: filterKeys.map((key) => ({ key, show: true })),
      }),
    );
    const rows: InitiativeListRow[] = Array.from({ length: 12 }, (_, k) => ({
      initiativeId: 1_000_101 + k,
      type: ['MANDATORY_MATRIX', 'RECOMMENDED_GOODS', 'PRODUCT_OF_THE_DAY'][k % 3],
      initiativeName: `${initiatives[k % 2]} №${k + 1}`,
      initiativeStartDate: '2026-10-01',
      initiativeEndDate: '2026-12-31',
      initiativeSent: k % 2 === 0,
      initiativeLastExportTime: new Date(2026, 10, 19, 10, 30).toISOString(),
      initiativeUpdateDateTime: new Date(2026, 10, 20, 8, 15).toISOString(),
    }));
    serveList({ served: rows });
    const task = (fields: Partial<BackgroundTask> & Pick<BackgroundTask, 'taskId' | 'state'>): BackgroundTask => ({
      taskName: 'EXPORT_INITIATIVE_BY_PHARMACY',
      taskType: 'SIMPLE_AUTHORIZED',
      created: new Date(2026, 10, 19, 9, 5).toISOString(),
      warnings: [],
      errors: [],
      hasFile: false,
      ...fields,
    });
    serveTasks([
      task({ taskId: 'a', state: 'STARTED' }),
      task({
        taskId: 'b',
        state: 'SUCCESS',
        hasFile: true,
        warnings: [`Инициатива «${initiatives[0]}»: 2 строки пропущены, товар не найден в справочнике`],
      }),
      task({
        taskId: 'c',
        state: 'ERROR',
        taskName: 'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY',
        errors: [`Инициатива «${initiatives[1]}» не найдена в системе заказов аптеки`],
      }),
    ]);
    await openTab('pharmacyInitiatives');
    const grid = page.getByRole('grid', { name: 'Инициативы аптеки' });
    await expect.element(grid.getByRole('row').filter({ hasText: `${initiatives[1]} №12` })).toBeInTheDocument();
    expect(grid.element().getAttribute('aria-colcount')).toBe(String(initiativeListColumns.length + 2));
    await expectFits();

    await page.getByRole('button', { name: 'Показать фильтры' }).click();
    await expect.element(page.getByRole('button', { name: 'Скрыть фильтры' })).toBeVisible();
    await expectFits();

    await page.getByRole('button', { name: /^Фоновые задачи:/ }).click();
    const panel = page.getByRole('dialog', { name: 'Фоновые задачи' });
    await expect.element(panel).toHaveTextContent('не найдена в системе заказов аптеки');
    await expectFits();
  });

  it('feedback: long earlier messages, a long initiative chosen and a long text typed', async () => {
    const long = 'Бонус по матрице за октябрь не начислен, хотя все позиции закуплены вовремя и в полном объёме. '.repeat(4);
    const link = 'https://portal.apteka.example/reports/initiatives/1000101/detail?quarter=2026-Q4&pharmacy=1&view=full';
    serveFeedback({
      lists: [
        [
          entry({
            id: 3,
            topic: 'initiative',
            message: `${long} Ссылка: ${link}`,
            initiativeId: 7,
            initiativeName: initiatives[1],
            created: at(19, 14, 30),
            status: 'ANSWERED',
            answer: `Начислим в следующем отчёте: ${long}`,
          }),
          entry({
            id: 2,
            topic: 'order',
            message: `Заказ на сумму ${bigMoney.toLocaleString('ru-RU')} руб. не дошёл до склада Пульс`,
            status: 'IN_PROGRESS',
          }),
          entry({ id: 1, topic: 'portal', message: 'Отчёт открывается долго', status: 'NEW' }),
        ],
      ],
      initiatives: [
        { id: 7, name: initiatives[1], type: 'MANDATORY_MATRIX' },
        { id: 8, name: initiatives[0], type: 'PROCUREMENT' },
      ],
    });
    await openTab('feedback');
    const mine = page.getByRole('list', { name: 'Мои обращения' });
    await expect.element(mine.getByRole('listitem').nth(2)).toBeVisible();
    await expect.element(mine.getByRole('listitem').nth(0)).toHaveTextContent(link);
    await expectFits();

    await page.getByRole('combobox', { name: 'Тема' }).selectOptions('Инициатива');
    await page.getByRole('combobox', { name: 'Инициатива' }).selectOptions(initiatives[0]);
    await userEvent.fill(page.getByRole('textbox', { name: 'Сообщение' }).element(), `${long}${link}`);
    await expect.element(page.getByRole('textbox', { name: 'Сообщение' })).toHaveValue(`${long}${link}`);
    await expectFits();
  });

  it('distribution: long employee names and points in the thousands', async () => {
    serveRewards(() => ({
      owner: employee('7701000001', 'Константинопольская-Гогенцоллерн Александра Владимировна', [12_500.5, 20_000.25, 170_000]),
      manager: employee('T-002', 'Преображенский-Засядько Вениамин Ростиславович', [5_000, 5_000, 10_000.125]),
      cashiers: [
        employee('T-101', 'Смирнова-Старобельская Ольга Александровна', [1_000, 2_000, 3_000]),
        employee('T-102', 'Кузнецов Илья', [500.5, 0, 40_000]),
        employee('T-103', 'Новикова Мария Сергеевна', [0, 0, 0]),
      ],
    }));
    await openTab('distribution');
    await expect.element(page.getByRole('row').filter({ hasText: 'Константинопольская-Гогенцоллерн' })).toHaveTextContent('202 500,75');
    await expectFits();
    await userEvent.fill(page.getByRole('textbox', { name: 'Стоимость балла, руб.: Владелец' }).element(), '9,5');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('row').filter({ hasText: 'Константинопольская-Гогенцоллерн' })).toHaveTextContent('1 923 757,13');
    await expectFits();
  });
});
