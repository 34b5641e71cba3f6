import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { OrderHistory, OrderHistoryEntry } from '../../src/api/contract/orders';
import { contentDisposition } from '../../src/domain/orders/file-names';
import { OrderHistoryScreen } from '../../src/screens/order-history/OrderHistoryScreen';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp, renderInShell } from './support/render-app';

withMockServer();

const api = '/api/pharmacy-cabinet-purchase-service';
const product = (id: number, name: string) => ({ promotionalProductId: id, promotionalProductName: name, barcodes: [] });
const longReason = 'Недостаточно товара на складе Пульс MSK-01: в наличии 2 уп., заказано 50 уп.';
// Local times, so the expected 'DD.MM.YYYY HH:mm' does not depend on the machine's time zone.
const at = (hour: number, minute: number) => new Date(2026, 10, 19, hour, minute).toISOString();
const order = (fields: Partial<OrderHistoryEntry> & Pick<OrderHistoryEntry, 'system' | 'orderId'>): OrderHistoryEntry => ({
  created: at(10, 30), type: null, kind: null, positionsSent: 2, packsSent: 5, sumSent: 1234.5, positionsAccepted: 2, sumAccepted: 1234.5, refused: [], ...fields,
});
const history: OrderHistory = [
  order({ system: 'execute', orderId: '17', created: at(12, 5), type: 'rg', positionsAccepted: 2 }),
  order({
    system: 'puls', orderId: '15', created: at(11, 45), positionsSent: 3, packsSent: 55, sumSent: 16284.9, positionsAccepted: 1, sumAccepted: 304.8,
    refused: [
      { product: product(41001, 'Нурофен Экспресс Форте, капсулы 400 мг №10'), amount: 3, reason: 'Товара нет на складе Пульс MSK-01' },
      { product: product(41004, 'Гевискон Двойное действие, таблетки жевательные №12'), amount: 50, reason: longReason },
    ],
  }),
  order({
    system: 'stu', orderId: 'СТУ-14', created: at(9, 2), type: 'pi', positionsAccepted: 1, sumAccepted: 100,
    refused: [{ product: product(41012, 'Пародонтакс, зубная паста 75 мл'), amount: 1, reason: 'нет штрихкода' }],
  }),
  order({ system: 'pharmsm', orderId: 'АС-13', created: at(8, 0), type: 'mtx' }),
];

/** Serves the history: the answers in turn (the last one repeats), each a list or a failure status. */
function serveHistory(...answers: Array<OrderHistory | number>) {
  const asked: string[] = [];
  mockServer.use(
    http.get(`${api}/v1/orders`, async ({ request }) => {
      asked.push(new URL(request.url).search);
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
      await delay(50);
      return typeof answer === 'number' ? HttpResponse.json({ message: 'Сервис заказов недоступен' }, { status: answer }) : HttpResponse.json(answer);
    }),
  );
  return asked;
}

/** Records the files the portal saves instead of letting the browser save them. */
function catchSavedFiles() {
  const saved: Array<{ name: string; href: string }> = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ name: this.download, href: this.href });
  });
  onTestFinished(() => click.mockRestore());
  return saved;
}

const showHistory = async () => {
  await page.viewport(1600, 1000);
  await renderInShell('/order-history', <OrderHistoryScreen />);
};

describe('order history', () => {
  it('lists the orders, newest first, with what was sent and accepted, and the refused lines of an order', async () => {
    const asked = serveHistory(history);
    await showHistory();
    await expect.element(page.getByRole('heading', { level: 1, name: 'История заказов' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Заказы аптеки' });
    await expect.element(grid.getByRole('row').nth(4)).toBeVisible();
    expect(asked).toEqual(['?days=90']);

    const rows = grid.getByRole('row');
    await expect.element(rows.nth(1)).toHaveTextContent(/^Сервис закупок17\s*19\.11\.2026 12:05РГ/u);
    await expect.element(rows.nth(2)).toHaveTextContent('Пульс1519.11.2026 11:45—35516 284,901304,80');
    await expect.element(rows.nth(3)).toHaveTextContent('СТУСТУ-1419.11.2026 09:02По инициативам');
    await expect.element(rows.nth(4)).toHaveTextContent('Система заказов аптекиАС-1319.11.2026 08:00Обязательная матрица');
    await expect.element(rows.nth(4)).toHaveTextContent(/—$/u);

    // The refused lines open under the grid: product, packs, the whole reason.
    await rows.nth(2).getByRole('button', { name: 'Показать (2)' }).click();
    const refused = page.getByRole('region', { name: /^Отклонённые позиции заказа №15 \(Пульс, 19\.11\.2026 11:45\)$/u });
    await expect.element(refused).toBeVisible();
    const lines = refused.getByRole('row');
    await expect.element(lines.nth(1)).toHaveTextContent('41001Нурофен Экспресс Форте, капсулы 400 мг №103Товара нет на складе Пульс MSK-01');
    await expect.element(lines.nth(2)).toHaveTextContent(`50${longReason}`);
    await expect.element(refused.getByRole('button', { name: 'Скачать отклонённые позиции' })).toBeVisible();

    // Another order's lines replace them; an СТУ order has no file to download.
    await rows.nth(3).getByRole('button', { name: 'Показать (1)' }).click();
    const stu = page.getByRole('region', { name: /^Отклонённые позиции заказа №СТУ-14/u });
    await expect.element(stu.getByRole('row').nth(1)).toHaveTextContent('нет штрихкода');
    await expect.element(refused).not.toBeInTheDocument();
    await expect.element(stu.getByRole('button', { name: 'Скачать отклонённые позиции' })).not.toBeInTheDocument();
    await rows.nth(3).getByRole('button', { name: 'Скрыть (1)' }).click();
    await expect.element(stu).not.toBeInTheDocument();
  });

  it("says 'Загрузка...' while loading and 'Нет данных' when there are no orders", async () => {
    serveHistory([]);
    await showHistory();
    await expect.element(page.getByText('Загрузка...')).toBeVisible();
    await expect.element(page.getByText('Нет данных')).toBeVisible();
  });

  it('shows a failed load as an error with a retry, never as an empty table, and the retry loads', async () => {
    const asked = serveHistory(503, history);
    await showHistory();
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Сервис заказов недоступен');
    await expect.element(page.getByRole('grid')).not.toBeInTheDocument();
    await expect.element(page.getByText('Нет данных')).not.toBeInTheDocument();
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(page.getByRole('grid', { name: 'Заказы аптеки' }).getByRole('row').nth(4)).toBeVisible();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });

  it("downloads a Пульс order's rejected positions again, and says so when that fails", async () => {
    serveHistory(history);
    const saved = catchSavedFiles();
    let fail = false;
    mockServer.use(
      http.get(`${api}/v1/puls/purchase/:orderId/rejected.xlsx`, ({ params }) =>
        fail
          ? HttpResponse.json({ message: `Заказ №${String(params.orderId)} не найден` }, { status: 404 })
          : new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
              headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': contentDisposition(`Отклонённые позиции заказа ${String(params.orderId)}.xlsx`) },
            }),
      ),
    );
    await showHistory();
    await page.getByRole('grid').getByRole('row').nth(2).getByRole('button', { name: 'Показать (2)' }).click();
    const download = page.getByRole('button', { name: 'Скачать отклонённые позиции' });
    await download.click();
    await vi.waitFor(() => expect(saved.map((file) => file.name)).toEqual(['Отклонённые позиции заказа 15.xlsx']));
    expect([...new Uint8Array(await (await fetch(saved[0].href)).arrayBuffer())]).toEqual([80, 75, 3, 4]);

    fail = true;
    await download.click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Не удалось скачать отклонённые позиции: Заказ №15 не найден');
    expect(saved).toHaveLength(1);
  });

  it("is reached from the header's 'История заказов'", async () => {
    serveHistory(history);
    const { path } = await renderApp('/mobile-app', { signedIn: true });
    await page.getByRole('link', { name: 'История заказов' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'История заказов' })).toBeVisible();
    expect(path()).toBe('/order-history');
  });
});
