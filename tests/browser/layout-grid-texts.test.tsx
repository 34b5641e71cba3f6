import { useActorRef } from '@xstate/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { OrderHistory, OrderHistoryEntry } from '../../src/api/contract/orders';
import type { SalesMotivation } from '../../src/api/contract/sales-motivation';
import { selectPharmacy } from '../../src/machines/session/auth.selectors';
import { OrderHistoryScreen } from '../../src/screens/orders/history/OrderHistoryScreen';
import { browserOrderSend, OrderSendProvider, useOrderSend } from '../../src/screens/orders/send/OrderSend';
import { SalesMotivationEditor } from '../../src/screens/payroll/sales-motivation/SalesMotivationEditor';
import { useAuthSelector, useSnackbarActor } from '../../src/ui/app-context';
import { settled } from './support/layout-measure';
import { mockServer, withMockServer } from './support/mock-server';
import { renderInShell } from './support/render-app';

/**
 * Texts a user acts on, whole where they are: the last column of the order history in view at
 * 1440 px, the reason Пульс gives for a refused line, the save date of the sales plan.
 */
withMockServer();

const api = '/api/pharmacy-cabinet-purchase-service';
const longest = 'Гевискон Двойное действие, таблетки жевательные №12';
const longReason = 'Недостаточно товара на складе Пульс MSK-01: в наличии 2 уп., заказано 50 уп.';

/** Whether the element, or one inside it, shows less than its text (wider or taller than its box). */
const cut = (element: Element) =>
  [element, ...element.querySelectorAll('*')].some(
    (box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1,
  );

/** Whether `inner`'s box lies within `outer`'s, left to right. */
const insideAcross = (inner: Element, outer: Element) => {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return a.left >= b.left - 0.5 && a.right <= b.right + 0.5;
};

afterEach(async () => {
  await page.viewport(1440, 900);
});

describe('order history at 1440', () => {
  const order = (fields: Partial<OrderHistoryEntry> & Pick<OrderHistoryEntry, 'system' | 'orderId'>): OrderHistoryEntry => ({
    created: new Date(2026, 10, 19, 10, 30).toISOString(),
    type: 'rg',
    kind: null,
    positionsSent: 12,
    packsSent: 155,
    sumSent: 1_162_284.9,
    positionsAccepted: 11,
    sumAccepted: 1_160_304.8,
    refused: [],
    ...fields,
  });
  const history: OrderHistory = [
    order({ system: 'pharmsm', orderId: 'АС-13' }),
    order({
      system: 'puls',
      orderId: '15',
      refused: [
        { product: { promotionalProductId: 41004, promotionalProductName: longest, barcodes: [] }, amount: 50, reason: longReason },
      ],
    }),
  ];

  it('shows «Позиций отклонено» and every other column without the grid scrolling sideways', async () => {
    await page.viewport(1440, 900);
    mockServer.use(http.get(`${api}/v1/orders`, () => HttpResponse.json(history)));
    await renderInShell('/order-history', <OrderHistoryScreen now={() => new Date(2026, 10, 26, 12, 0)} />);
    const grid = page.getByRole('grid', { name: 'Заказы аптеки' });
    await expect.element(grid.getByRole('row').filter({ hasText: 'АС-13' })).toBeVisible();
    await settled();
    const root = grid.element();
    expect(root.scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(root.clientWidth);
    const refused = grid.getByRole('columnheader', { name: 'Позиций отклонено' }).element();
    expect(insideAcross(refused, root)).toBe(true);
    expect(cut(refused)).toBe(false);
    for (const header of root.querySelectorAll('[role="columnheader"]')) expect(cut(header), header.textContent!).toBe(false);
    // The system and the kind, narrower now, wrap rather than end in '…'.
    for (const cell of root.querySelectorAll('[role="gridcell"]')) expect(cut(cell), cell.textContent!).toBe(false);
  });
});

/** The Пульс send as an order screen starts it, reduced to its one button. */
function PulsOrder() {
  const snackbar = useSnackbarActor();
  const pharmacyId = useAuthSelector(selectPharmacy)?.id ?? null;
  const source = {
    orderDraft: async () => ({ lines: [{ promotionalProductId: 41004, orderAmount: 50 }], sum: 15_935 }),
    buildFile: async () => null,
  };
  const actor = useActorRef(browserOrderSend, { input: { type: 'mtx', pharmacyId, snackbar, source } });
  return (
    <OrderSendProvider actor={actor}>
      <SendButton onSend={() => actor.send({ type: 'order.sendToPuls' })} />
    </OrderSendProvider>
  );
}

function SendButton({ onSend }: { onSend: () => void }) {
  const { rememberInvoker } = useOrderSend();
  return (
    <button type="button" onClick={(click) => (rememberInvoker(click.currentTarget), onSend())}>
      Отправить заказ в Пульс
    </button>
  );
}

describe('the Пульс send result', () => {
  for (const [width, height] of [
    [1440, 900],
    [1280, 800],
  ] as const) {
    it(`at ${width} shows the product and its «Причина» whole`, async () => {
      await page.viewport(width, height);
      mockServer.use(
        http.post(`${api}/v1/puls/stock-check`, () => HttpResponse.json({ warehouseCode: 'MSK-01', rejected: [] })),
        http.post(`${api}/v1/puls/purchase`, () =>
          HttpResponse.json({
            orderId: 501,
            rejected: [
              {
                product: { promotionalProductId: 41004, promotionalProductName: longest, barcodes: ['4600000041004'] },
                amount: 50,
                reason: longReason,
              },
            ],
          }),
        ),
      );
      await renderInShell('/forecast', <PulsOrder />);
      await page.getByRole('button', { name: 'Отправить заказ в Пульс' }).click();
      await page.getByRole('dialog', { name: 'Подтверждение заказа' }).getByRole('button', { name: 'Отправить' }).click();
      const dialog = page.getByRole('dialog', { name: 'Результат отправки заказа в Пульс' });
      const row = dialog.getByRole('row').filter({ hasText: longest });
      await expect.element(row).toBeVisible();
      await settled();
      const cells = [...row.element().querySelectorAll('[role="gridcell"]')];
      const reason = cells.find((cell) => cell.textContent === longReason);
      const product = cells.find((cell) => cell.textContent === longest);
      expect(reason, 'the reason is in view').toBeDefined();
      expect(cut(reason!), 'the reason is cut').toBe(false);
      expect(cut(product!), 'the product is cut').toBe(false);
      const grid = dialog.getByRole('grid').element();
      expect(insideAcross(reason!, grid)).toBe(true);
    });
  }
});

describe('the sales plan editor', () => {
  const cashiers = Array.from({ length: 10 }, (_, index) => `Кассир ${index + 1} Сидорова Вера Викторовна`);
  const plan: SalesMotivation = {
    startDate: '2026-11-01',
    expirationDate: '2026-11-30',
    salesMotivationUpdateDate: '2026-11-05T09:00:00',
    productProperties: [
      { promotionalProductId: 41004, points: 10, cashierObjective: cashiers.map((cashierNameFull) => ({ cashierNameFull, plan: 2 })) },
    ],
  };

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    it(`at ${width} keeps the save date of a ten-cashier plan in view and whole`, async () => {
      await page.viewport(width, height);
      mockServer.use(
        http.get('/api/initiative-management/initiative-sales-motivation', () => HttpResponse.json(plan)),
        http.post('/api/reports-rt/initiative/find-current-by-types', () =>
          HttpResponse.json([{ id: 1, name: 'Мотивация А', type: 'PHARMACIST_MOTIVATION' }]),
        ),
        http.get('/api/reports-rt/cashier-initiative/current-contract', () => HttpResponse.json([{ id: 7, name: 'Договор 7' }])),
        http.post('/api/reports-rt/cashier-initiative/find-promoter', () => HttpResponse.json(['Промоутер'])),
        http.post('/api/reports-rt/cashier-initiative/find-product', () => HttpResponse.json([{ id: 41004, name: longest }])),
        http.post('/api/reports-rt/cashier-initiative/enrich-product', () =>
          HttpResponse.json([{ id: 41004, promotionalProductName: longest, lastMonthSale: 5, nominalPrice: 120 }]),
        ),
      );
      await renderInShell('/payroll', <SalesMotivationEditor monthStart="2026-11-01" offset={0} cashierNames={cashiers} />);
      const region = page.getByRole('region', { name: 'План продаж по промо-товарам' });
      await expect.element(region.getByText('05.11.2026')).toBeVisible();
      await settled();
      const scroller = region.element();
      expect(scroller.scrollWidth, 'the plan scrolls sideways').toBeGreaterThan(scroller.clientWidth);
      for (const left of [0, scroller.scrollWidth / 2]) {
        scroller.scrollLeft = left;
        await settled();
        const date = region.getByText('05.11.2026').element().closest('td')!;
        const header = region.getByRole('columnheader', { name: 'Дата сохранения плана' }).element();
        expect(insideAcross(date, scroller), `the date at scroll ${left}`).toBe(true);
        expect(insideAcross(header, scroller), `the date's header at scroll ${left}`).toBe(true);
        expect(cut(date)).toBe(false);
      }
    });
  }
});
