import { http, HttpResponse } from 'msw';
import { useActorRef } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { quarterLabel, type Quarter } from '../../src/domain/shared/quarters';
import { selectPharmacy } from '../../src/machines/session/auth.selectors';
import type { OrderSendActor } from '../../src/machines/orders/order-send.parent';
import { browserOrderSend, OrderSendProvider, type OrderSource } from '../../src/screens/orders/send/OrderSend';
import { useAuthSelector, useSnackbarActor } from '../../src/ui/app-context';
import { mockServer, withMockServer } from './support/mock-server';
import { current, overviewHandlers, overviewRecord } from './support/overview-data';
import { payrollHandlers } from './support/payroll-data';
import { renderApp, renderInShell } from './support/render-app';

withMockServer();

/*
 * A dropped line explains itself: the notice at the top of the page (offline, or the server
 * temporarily unavailable), blocks that load again by themselves when the line is back, and an
 * order whose send failed that stays said.
 */

const initiatives = [
  overviewRecord(101, 'MANDATORY_MATRIX', 'Матрица квартала', {
    mtxPercent: 87.456,
    purchaseSipSum: 1234.56,
    earned: 1000,
    expected: 2500.5,
  }),
];
const reportPath = '/api/reports/initiative/pharmacy';
const offlineNotice =
  'Нет связи с сервером. Вводить количества можно: черновики хранятся на этом компьютере. Отправить заказ и загрузить данные не получится, пока связь не вернётся; загрузка повторится сама.';
const outageMessage = 'Сервер временно недоступен: нет связи с базой данных. Повторите попытку через 1 с.';

const notice = () => page.getByRole('status').filter({ hasText: /Нет связи с сервером|Сервер временно недоступен\./u });
const reportGrid = () => page.getByRole('grid', { name: 'Инициативы аптеки за квартал' });

/**
 * The overview's calls, and a line the test takes down (every call answers `down()`) and lifts
 * again; the server, once reached, answers the HEAD the portal probes it with.
 */
function lineDown(down: () => Response) {
  const line = { down: false, reports: 0 };
  mockServer.use(...overviewHandlers(initiatives));
  mockServer.use(
    http.get(reportPath, () => void (line.reports += 1)),
    http.all('/api/*', () => (line.down ? down() : undefined)),
    http.head('/api/', () => new HttpResponse(null, { status: 404 })),
  );
  return line;
}

/** The overview as it opens, then the line goes down and the user picks the quarter before the current one. */
async function openOverviewThenChooseAnotherQuarter(line: { down: boolean }) {
  await renderApp('/reports', { signedIn: true });
  await expect.element(reportGrid().getByRole('row').filter({ hasText: 'Обязательная матрица' })).toBeVisible();
  line.down = true;
  const other = current.quarter === 1 ? 2 : current.quarter - 1;
  await page.getByText(quarterLabel(other as Quarter), { exact: true }).click();
}

describe('the notice of a line that is down', () => {
  it('appears when the browser goes offline, says what works and what waits, and goes when it is back', async () => {
    await page.viewport(1440, 900);
    mockServer.use(...overviewHandlers(initiatives));
    await renderApp('/reports', { signedIn: true });
    await expect.element(reportGrid().getByRole('row').filter({ hasText: 'Обязательная матрица' })).toBeVisible();
    await expect.element(notice()).not.toBeInTheDocument();

    window.dispatchEvent(new Event('offline'));
    await expect.element(notice()).toHaveTextContent(offlineNotice);
    // A band, not a dialog: nothing to close, the page stays usable.
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();

    window.dispatchEvent(new Event('online'));
    await expect.element(notice()).not.toBeInTheDocument();
  });

  it('on the payroll it says that the typed figures are kept as a draft on this computer, in the payroll’s words rather than the orders’', async () => {
    mockServer.use(...payrollHandlers());
    await renderApp('/reports?tab=payrollCalculation', { signedIn: true });
    await expect.element(page.getByRole('button', { name: 'Сохранить', exact: true })).toBeVisible();
    window.dispatchEvent(new Event('offline'));
    await expect
      .element(notice())
      .toHaveTextContent(
        'Нет связи с сервером. Введённое в расчёте хранится как черновик на этом компьютере. Сохранить расчёт получится, когда связь вернётся.',
      );
    await expect.element(notice()).not.toHaveTextContent('количества');
    window.dispatchEvent(new Event('online'));
    await expect.element(notice()).not.toBeInTheDocument();
  });

  it('a quarter chosen while calls get no answer: no «Ошибка» dialog, the errors in place and the notice; the blocks load by themselves once the line is back', async () => {
    await page.viewport(1440, 900);
    const line = lineDown(() => HttpResponse.error());
    await openOverviewThenChooseAnotherQuarter(line);

    const bonuses = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить сравнение бонусов' });
    await expect.element(bonuses).toBeVisible();
    const alert = reportGrid().getByRole('alert');
    await expect
      .element(alert)
      .toHaveTextContent('Не удалось загрузить инициативы за квартал: Сервер недоступен. Проверьте подключение и попробуйте ещё раз.');
    await expect.element(alert.getByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect.element(notice()).toHaveTextContent(offlineNotice);
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();

    const asked = line.reports;
    line.down = false;
    window.dispatchEvent(new Event('online'));
    await expect.element(reportGrid().getByRole('row').filter({ hasText: 'Обязательная матрица' })).toHaveTextContent('1 234,56');
    await expect.element(alert).not.toBeInTheDocument();
    await expect.element(bonuses).not.toBeInTheDocument();
    await expect.element(page.getByRole('heading', { name: 'Сравнение бонусов с другими аптеками' })).toBeVisible();
    await expect.element(notice()).not.toBeInTheDocument();
    // Asked again once, by itself.
    expect(line.reports).toBe(asked + 1);
  });

  it('a 503 says the server is temporarily unavailable with its Retry-After, and the report loads by itself after it', async () => {
    await page.viewport(1440, 900);
    const line = lineDown(() => HttpResponse.json({ message: outageMessage }, { status: 503, headers: { 'Retry-After': '1' } }));
    await openOverviewThenChooseAnotherQuarter(line);

    // The countdown is read once by a screen reader and ticks for the eye: the text holds both.
    await expect
      .element(notice())
      .toHaveTextContent(
        /^Сервер временно недоступен\. (Повторим загрузку через 1 с\.)+ Вводить количества можно: черновики хранятся на этом компьютере\. Заказы не отправятся, пока сервер не вернётся\.$/u,
      );
    await expect.element(reportGrid().getByRole('alert')).toHaveTextContent(`Не удалось загрузить инициативы за квартал: ${outageMessage}`);
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();

    // The database is back: after the Retry-After the screen asks again by itself.
    line.down = false;
    await expect
      .element(reportGrid().getByRole('row').filter({ hasText: 'Обязательная матрица' }), { timeout: 5000 })
      .toHaveTextContent('1 234,56');
    await expect.element(notice()).not.toBeInTheDocument();
  });

  it('a refusal that is not the line’s still opens the «Ошибка» dialog and waits for «Повторить»', async () => {
    await page.viewport(1440, 900);
    mockServer.use(...overviewHandlers(initiatives));
    let reports = 0;
    mockServer.use(
      http.get(reportPath, () => ((reports += 1), HttpResponse.json({ message: 'Отчёт за квартал ещё не готов' }, { status: 500 }))),
    );
    await renderApp('/reports', { signedIn: true });
    await expect.element(page.getByRole('alertdialog')).toHaveTextContent('Отчёт за квартал ещё не готов');
    await expect.element(notice()).not.toBeInTheDocument();
    const asked = reports;
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reports).toBe(asked);
  });
});

/** An order screen reduced to its send button, around the order-send machine as a screen's machine starts it. */
function OrderScreen() {
  const snackbar = useSnackbarActor();
  const pharmacyId = useAuthSelector(selectPharmacy)?.id ?? null;
  const source: OrderSource = {
    orderDraft: async () => ({ lines: [{ promotionalProductId: 101, orderAmount: 3 }], sum: 450.75 }),
    buildFile: async () => null,
  };
  const actor = useActorRef(browserOrderSend, { input: { type: 'rg', pharmacyId, snackbar, source } });
  return (
    <OrderSendProvider actor={actor}>
      <SendButton actor={actor} />
    </OrderSendProvider>
  );
}

function SendButton({ actor }: { actor: OrderSendActor }) {
  return (
    <button type="button" onClick={() => actor.send({ type: 'order.sendToStu' })}>
      Отправить заказ в СТУ
    </button>
  );
}

describe('a send that failed stays said', () => {
  it('«Заказ не отправлен: …» stays after the snackbar, nothing is sent again when the line is back, and «Закрыть» closes it from the keyboard', async () => {
    let sent = 0;
    mockServer.use(
      http.post('/api/pharmacy-cabinet-purchase-service/stu/v1/rg/purchase/', () => {
        sent += 1;
        return HttpResponse.error();
      }),
      http.head('/api/', () => new HttpResponse(null, { status: 404 })),
    );
    await renderInShell('/rg-order', <OrderScreen />);
    await page.getByRole('button', { name: 'Отправить заказ в СТУ' }).click();
    await page.getByRole('dialog', { name: 'Подтверждение заказа' }).getByRole('button', { name: 'Отправить' }).click();

    const line = page.getByRole('status', { name: 'Результат отправки заказа' });
    await expect
      .element(line)
      .toHaveTextContent('Заказ не отправлен: нет связи с сервером. Сам он не уйдёт: отправьте заказ в СТУ ещё раз.');
    // The snackbar goes (here at a click); the line does not.
    const snack = page.getByText('Ошибка при отправке заказа в СТУ');
    await expect.element(snack).toBeVisible();
    await snack.click();
    await expect.element(snack).not.toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect.element(line).toHaveTextContent('Заказ не отправлен: нет связи с сервером.');
    expect(sent).toBe(1);

    const close = line.getByRole('button', { name: 'Закрыть сообщение о неотправленном заказе' });
    (close.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(line.getByText(/Заказ не отправлен/u)).not.toBeInTheDocument();
    expect(sent).toBe(1);
  });
});
