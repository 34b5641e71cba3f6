import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { OrderHistory, OrderHistoryEntry } from '../../src/api/contract/orders';
import { contentDisposition } from '../../src/domain/orders/file-names';
import { OrderHistoryScreen } from '../../src/screens/orders/history/OrderHistoryScreen';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp, renderInShell } from './support/render-app';

withMockServer();

const api = '/api/pharmacy-cabinet-purchase-service';
const product = (id: number, name: string) => ({ promotionalProductId: id, promotionalProductName: name, barcodes: [] });
const longReason = 'Недостаточно товара на складе Пульс MSK-01: в наличии 2 уп., заказано 50 уп.';
// Local times, so the expected 'DD.MM.YYYY HH:mm' does not depend on the machine's time zone.
const at = (hour: number, minute: number) => new Date(2026, 10, 19, hour, minute).toISOString();
const order = (fields: Partial<OrderHistoryEntry> & Pick<OrderHistoryEntry, 'system' | 'orderId'>): OrderHistoryEntry => ({
  created: at(10, 30),
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
const history: OrderHistory = [
  order({ system: 'execute', orderId: '17', created: at(12, 5), type: 'rg', positionsAccepted: 2 }),
  order({
    system: 'puls',
    orderId: '15',
    created: at(11, 45),
    positionsSent: 3,
    packsSent: 55,
    sumSent: 16284.9,
    positionsAccepted: 1,
    sumAccepted: 304.8,
    refused: [
      { product: product(41001, 'Нурофен Экспресс Форте, капсулы 400 мг №10'), amount: 3, reason: 'Товара нет на складе Пульс MSK-01' },
      { product: product(41004, 'Гевискон Двойное действие, таблетки жевательные №12'), amount: 50, reason: longReason },
    ],
  }),
  order({
    system: 'stu',
    orderId: 'СТУ-14',
    created: at(9, 2),
    type: 'pi',
    positionsAccepted: 1,
    sumAccepted: 100,
    refused: [{ product: product(41012, 'Пародонтакс, зубная паста 75 мл'), amount: 1, reason: 'нет штрихкода' }],
  }),
  order({ system: 'pharmsm', orderId: 'АС-13', created: at(8, 0), type: 'mtx' }),
];

/** Serves the history: the answers in turn (the last one repeats), each a list or a failure status. */
function serveHistory(...answers: Array<OrderHistory | number>) {
  const asked: string[] = [];
  mockServer.use(
    http.get(`${api}/v1/orders`, async ({ request }) => {
      const { search } = new URL(request.url);
      // The session's one question after sign-in whether the back end keeps a history at all (src/api/session/extensions.ts): not the screen's.
      if (search === '?days=1') return HttpResponse.json([]);
      asked.push(search);
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
      await delay(50);
      return typeof answer === 'number'
        ? HttpResponse.json({ message: 'Сервис заказов недоступен' }, { status: answer })
        : HttpResponse.json(answer);
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

/** The pharmacy's today: the history shows the 90 days up to it at first. */
const today = new Date(2026, 10, 26, 12, 0);

const showHistory = async () => {
  await page.viewport(1600, 1000);
  await renderInShell('/order-history', <OrderHistoryScreen now={() => today} />);
};

/** Every line of order 15 as the gateway keeps it; `linesStatus` answers the lines call with a failure instead. */
const order15Lines = [
  { productId: 40112, productName: 'Нурофен, таблетки 200 мг №20', amount: 2, price: 152.4, accepted: true, reason: null },
  {
    productId: 41001,
    productName: 'Нурофен Экспресс Форте, капсулы 400 мг №10',
    amount: 3,
    price: 298.5,
    accepted: false,
    reason: 'Товара нет на складе Пульс MSK-01',
  },
  {
    productId: 41004,
    productName: 'Гевискон Двойное действие, таблетки жевательные №12',
    amount: 50,
    price: 312.6,
    accepted: false,
    reason: longReason,
  },
];
function serveLines(linesStatus?: number) {
  const asked: string[] = [];
  mockServer.use(
    http.get(`${api}/v1/orders/:system/:orderId/lines`, ({ params }) => {
      asked.push(`${String(params.system)} ${String(params.orderId)}`);
      // A gateway without the call: a bare 404, no message.
      if (linesStatus) return new HttpResponse(null, { status: linesStatus });
      return HttpResponse.json(
        params.orderId === '15'
          ? order15Lines
          : [
              {
                productId: 41012,
                productName: 'Пародонтакс, зубная паста 75 мл',
                amount: 1,
                price: 100,
                accepted: false,
                reason: 'нет штрихкода',
              },
            ],
      );
    }),
  );
  return asked;
}

describe('order history', () => {
  it('lists the orders, newest first, with what was sent and accepted; any order opens to every line, taken or refused', async () => {
    const asked = serveHistory(history);
    const linesAsked = serveLines();
    await showHistory();
    await expect.element(page.getByRole('heading', { level: 1, name: 'История заказов' })).toBeVisible();
    await expect.element(page.getByText('Заказы с 29.08.2026 по 26.11.2026, новые сверху.')).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Заказы аптеки' });
    await expect.element(grid.getByRole('row').nth(4)).toBeVisible();
    expect(asked).toEqual(['?days=366']);

    const rows = grid.getByRole('row');
    await expect.element(rows.nth(1)).toHaveTextContent(/^Сервис закупок17Открыть19\.11\.2026 12:05РГ/u);
    await expect.element(rows.nth(2)).toHaveTextContent('Пульс15Открыть19.11.2026 11:45—35516 284,901304,802');
    await expect.element(rows.nth(3)).toHaveTextContent('СТУСТУ-14Открыть19.11.2026 09:02По инициативам');
    await expect.element(rows.nth(4)).toHaveTextContent('Система заказов аптекиАС-13Открыть19.11.2026 08:00Обязательная матрица');

    // Every line of the order opens under the grid: taken and refused, with the whole reason.
    await rows.nth(2).getByRole('button', { name: 'Открыть строки заказа №15' }).click();
    const open = page.getByRole('region', { name: 'Заказ №15: —, Пульс, 19.11.2026 11:45' });
    await expect.element(open).toHaveTextContent('Принято позиций: 1 из 3, отклонено: 2.');
    const lines = open.getByRole('table', { name: 'Строки заказа' }).getByRole('row');
    await expect.element(lines.nth(1)).toHaveTextContent('40112Нурофен, таблетки 200 мг №202152,40304,80Принята');
    await expect
      .element(lines.nth(2))
      .toHaveTextContent('41001Нурофен Экспресс Форте, капсулы 400 мг №103298,50895,50ОтклоненаТовара нет на складе Пульс MSK-01');
    await expect.element(lines.nth(3)).toHaveTextContent(`50312,6015 630,00Отклонена${longReason}`);
    await expect.element(open.getByRole('button', { name: 'Скачать отклонённые позиции' })).toBeVisible();
    expect(linesAsked).toEqual(['puls 15']);

    // An order without refused lines opens too; another order replaces the open one; an СТУ order has no file.
    await rows.nth(3).getByRole('button', { name: 'Открыть строки заказа №СТУ-14' }).click();
    const stu = page.getByRole('region', { name: /^Заказ №СТУ-14: По инициативам, СТУ/u });
    await expect.element(stu.getByRole('row').nth(1)).toHaveTextContent('нет штрихкода');
    await expect.element(open).not.toBeInTheDocument();
    await expect.element(stu.getByRole('button', { name: 'Скачать отклонённые позиции' })).not.toBeInTheDocument();
    await rows.nth(3).getByRole('button', { name: 'Скрыть строки заказа №СТУ-14' }).click();
    await expect.element(stu).not.toBeInTheDocument();
    await rows.nth(4).getByRole('button', { name: 'Открыть строки заказа №АС-13' }).click();
    await expect.element(page.getByRole('region', { name: /^Заказ №АС-13/u })).toHaveTextContent('Принято позиций: 2 из 2, отклонено: 0.');
  });

  it('shows the date and time whole, never cut', async () => {
    serveHistory(history);
    await showHistory();
    const cell = page.getByRole('gridcell', { name: '19.11.2026 11:45' });
    await expect.element(cell).toBeVisible();
    const element = cell.element() as HTMLElement;
    const text = (element.querySelector('*') as HTMLElement | null) ?? element;
    expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
  });

  it('filters by system, kind of order and period, each with its label; dates the wrong way round change nothing and say why', async () => {
    const recommended = order({ system: 'puls', orderId: '18', created: at(15, 4), type: 'pi', kind: 'recommended' });
    const older = order({ system: 'stu', orderId: 'СТУ-2', created: new Date(2026, 7, 20, 9, 0).toISOString(), type: 'pi', kind: 'pi' });
    serveHistory([recommended, ...history, older]);
    await showHistory();
    const grid = page.getByRole('grid', { name: 'Заказы аптеки' });
    const numbers = () =>
      grid
        .getByRole('row')
        .elements()
        .slice(1)
        .map((row) => row.querySelector('[aria-colindex="2"]')?.textContent);
    await expect.element(grid.getByRole('row').nth(5)).toBeVisible();
    // A recommended order sent to Пульс is called one, not «По инициативам».
    await expect.element(grid.getByRole('row').nth(1)).toHaveTextContent('Пульс18Открыть19.11.2026 15:04Рекомендованный заказ');
    expect(numbers()).toEqual(['18', '17', '15', 'СТУ-14', 'АС-13']);

    await page.getByRole('combobox', { name: 'Система' }).selectOptions('Пульс');
    await expect.poll(numbers).toEqual(['18', '15']);
    await page.getByRole('combobox', { name: 'Вид заказа' }).selectOptions('Рекомендованный заказ');
    await expect.poll(numbers).toEqual(['18']);
    await page.getByRole('combobox', { name: 'Система' }).selectOptions('Все');
    await page.getByRole('combobox', { name: 'Вид заказа' }).selectOptions('По инициативам');
    await expect.poll(numbers).toEqual(['СТУ-14']);
    // The period is typed дд.мм.гггг whatever the browser's language.
    await expect.element(page.getByLabelText('По дату')).toHaveValue('26.11.2026');
    await userEvent.fill(page.getByLabelText('С даты'), '01.08.2026');
    await expect.poll(numbers).toEqual(['СТУ-14', 'СТУ-2']);
    await expect.element(page.getByText('Заказы с 01.08.2026 по 26.11.2026, новые сверху.')).toBeVisible();
    await userEvent.fill(page.getByLabelText('По дату'), '31.07.2026');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Дата начала периода позже даты окончания');
    // Nothing changed: still the same orders and period; the box keeps what was typed beside the reason.
    expect(numbers()).toEqual(['СТУ-14', 'СТУ-2']);
    await expect.element(page.getByText('Заказы с 01.08.2026 по 26.11.2026, новые сверху.')).toBeVisible();
    await expect.element(page.getByLabelText('По дату')).toHaveValue('31.07.2026');
    await page.getByRole('combobox', { name: 'Система' }).selectOptions('Сервис закупок');
    await expect.element(grid.getByText('Нет заказов с выбранными условиями')).toBeVisible();
  });

  it('shows the refused lines the history carries when the gateway has no lines call', async () => {
    serveHistory(history);
    serveLines(404);
    await showHistory();
    await page.getByRole('grid').getByRole('row').nth(2).getByRole('button', { name: 'Открыть строки заказа №15' }).click();
    const open = page.getByRole('region', { name: /^Заказ №15/u });
    await expect.element(open).toHaveTextContent('Полный состав заказа недоступен: ниже только отклонённые позиции.');
    const refused = open.getByRole('table', { name: 'Отклонённые позиции' }).getByRole('row');
    await expect
      .element(refused.nth(1))
      .toHaveTextContent('41001Нурофен Экспресс Форте, капсулы 400 мг №103Товара нет на складе Пульс MSK-01');
    await expect.element(open.getByRole('button', { name: 'Скачать отклонённые позиции' })).toBeVisible();
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
    await expect.element(alert).toHaveTextContent('Не удалось загрузить историю заказов: Сервис заказов недоступен');
    await expect.element(page.getByRole('grid')).not.toBeInTheDocument();
    await expect.element(page.getByText('Нет данных')).not.toBeInTheDocument();
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(page.getByRole('grid', { name: 'Заказы аптеки' }).getByRole('row').nth(4)).toBeVisible();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    expect(asked).toHaveLength(2);
    // «Повторить» went with the alert: the focus stayed in the screen, not at the top of the page.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.closest('.order-history')).not.toBeNull();
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
              headers: {
                'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                'content-disposition': contentDisposition(`Отклонённые позиции заказа ${String(params.orderId)}.xlsx`),
              },
            }),
      ),
    );
    serveLines();
    await showHistory();
    await page.getByRole('grid').getByRole('row').nth(2).getByRole('button', { name: 'Открыть строки заказа №15' }).click();
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
    await page.viewport(1440, 900);
    const { path } = await renderApp('/mobile-app', { signedIn: true });
    await page.getByRole('link', { name: 'История заказов' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'История заказов' })).toBeVisible();
    expect(path()).toBe('/order-history');
  });
});
