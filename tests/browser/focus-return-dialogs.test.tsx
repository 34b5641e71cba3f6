import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { BackgroundTask } from '../../src/api/contract/initiatives-list';
import type { SalesMotivation } from '../../src/api/contract/sales-motivation';
import { InitiativesListTab } from '../../src/screens/list/InitiativesListTab';
import { SalesMotivationEditor } from '../../src/screens/payroll/sales-motivation/SalesMotivationEditor';
import { PharmacyPurchaseBlock } from '../../src/screens/reports/overview/pharmacy-purchase/PharmacyPurchaseBlock';
import { serveList, serveTasks } from './support/initiatives-list-data';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp, renderInShell } from './support/render-app';

/**
 * The dialogs and popups that used to drop the focus to <body>, walked with the keyboard at
 * 1440×900 and on a 390×844 phone: closing each puts the focus back on the control that opened it,
 * or on the nearest one that still makes sense, so the next Tab goes on from where the user was.
 */
withMockServer();

const focused = () => document.activeElement;
const bodyHasFocus = () => focused() === document.body || focused() === null;

const cashiers = ['Иванова А. А.', 'Петров Б. Б.'];
const plan = (startDate: string, productId: number): SalesMotivation => ({
  startDate,
  expirationDate: startDate.replace(/01$/u, '28'),
  salesMotivationUpdateDate: '2026-11-03T09:00:00',
  productProperties: [
    { promotionalProductId: productId, points: 5, cashierObjective: cashiers.map((cashierNameFull) => ({ cashierNameFull, plan: 2 })) },
  ],
});

/** October's plan, and a saved November plan that prolonging October would replace. */
function planHandlers() {
  mockServer.use(
    http.get('/api/initiative-management/initiative-sales-motivation', async ({ request }) => {
      await delay(30);
      return HttpResponse.json(
        new URL(request.url).searchParams.get('startDate') === '2026-11-01' ? plan('2026-11-01', 102) : plan('2026-10-01', 101),
      );
    }),
    http.post('/api/reports-rt/initiative/find-current-by-types', () =>
      HttpResponse.json([{ id: 1, name: 'Мотивация А', type: 'PHARMACIST_MOTIVATION' }]),
    ),
    http.get('/api/reports-rt/cashier-initiative/current-contract', () => HttpResponse.json([{ id: 7, name: 'Договор 7' }])),
    http.post('/api/reports-rt/cashier-initiative/find-promoter', () => HttpResponse.json(['Промоутер'])),
    http.post('/api/reports-rt/cashier-initiative/find-product', () =>
      HttpResponse.json([
        { id: 101, name: 'Нурофен Экспресс' },
        { id: 102, name: 'НУРОФЕН детский' },
      ]),
    ),
    http.post('/api/reports-rt/cashier-initiative/enrich-product', async ({ request }) =>
      HttpResponse.json(
        ((await request.json()) as { productIds: number[] }).productIds.map((id) => ({
          id,
          promotionalProductName: `Товар ${id}`,
          lastMonthSale: 5,
          nominalPrice: 120,
        })),
      ),
    ),
  );
}

describe.each([
  [1440, 900],
  [390, 844],
])('focus after dialogs at %i×%i', (width, height) => {
  it('the prolong question closed with Escape or «Отмена» gives the focus back to «Продлить инициативу на следующий месяц»', async () => {
    await page.viewport(width, height);
    planHandlers();
    await renderInShell('/payroll', <SalesMotivationEditor monthStart="2026-10-01" offset={-1} cashierNames={cashiers} />);
    const prolong = page.getByRole('button', { name: 'Продлить инициативу на следующий месяц' });
    await expect.element(prolong).toBeEnabled();
    const dialog = page.getByRole('dialog', { name: 'Заменить план следующего месяца?' });

    for (const close of ['{Escape}', '{Enter}']) {
      prolong.element().focus();
      await userEvent.keyboard('{Enter}');
      // «Отмена» has the focus in the question: Enter presses it.
      await expect.element(dialog.getByRole('button', { name: 'Отмена' })).toHaveFocus();
      await userEvent.keyboard(close);
      await expect.element(dialog).not.toBeInTheDocument();
      await expect.element(prolong).toHaveFocus();
    }
  });

  it('«Ок» after a sent purchase puts the focus on the emptied sum, after a failed one back on «Отправить»', async () => {
    await page.viewport(width, height);
    let saves = 0;
    mockServer.use(
      http.get('/api/common/pharmacy_purchase/current', () => HttpResponse.json(null)),
      http.put('/api/common/pharmacy_purchase/save', async () => {
        saves++;
        await delay(50);
        return saves === 1 ? HttpResponse.text('Закупка сохранена') : HttpResponse.json({ message: 'Ошибка базы' }, { status: 500 });
      }),
    );
    await renderInShell('/reports', <PharmacyPurchaseBlock pharmacyId={1} now={() => new Date(2026, 10, 19, 10, 0)} />);
    const sum = page.getByRole('textbox', { name: 'Сумма закупки, руб.' });
    const send = page.getByRole('button', { name: 'Отправить' });
    const dialog = page.getByRole('dialog', { name: 'Закупка аптеки' });

    const fillAndSend = async () => {
      await sum.fill('1500');
      await page.getByLabelText('Дата закупки').fill('15.11.2026');
      await expect.element(send).toBeEnabled();
      send.element().focus();
      await userEvent.keyboard('{Enter}');
      await expect.element(dialog.getByRole('button', { name: 'Ок' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect.element(dialog).not.toBeInTheDocument();
    };

    await fillAndSend();
    await expect.element(sum).toHaveFocus();
    await expect.element(sum).toHaveValue('');

    await fillAndSend();
    await expect.element(send).toHaveFocus();
  });

  it('a wrong password gives the focus to the password, selected to be typed again', async () => {
    await page.viewport(width, height);
    await renderApp('/sign-in');
    await page.getByLabelText('Логин').fill('apteka1');
    const password = page.getByLabelText('Пароль');
    await password.fill('not-the-password');
    password.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Не удается войти.')).toBeVisible();
    await expect.element(password).toHaveFocus();
    await userEvent.keyboard('apteka1');
    await expect.element(password).toHaveValue('apteka1');
    expect(bodyHasFocus()).toBe(false);
  });
});

describe('focus after the bell’s popup', () => {
  it('Escape inside the popup, or its «×», gives the focus back to the bell', async () => {
    await page.viewport(1440, 900);
    serveList();
    const task: BackgroundTask = {
      taskId: 'a',
      taskName: 'EXPORT_INITIATIVE_BY_PHARMACY',
      taskType: 'SIMPLE_AUTHORIZED',
      state: 'SUCCESS',
      created: new Date(2026, 10, 19, 9, 5).toISOString(),
      warnings: [],
      errors: [],
      hasFile: false,
    };
    serveTasks([task]);
    await renderInShell('/reports?tab=pharmacyInitiatives', <InitiativesListTab isTabShown={() => true} />);
    const bell = page.getByRole('button', { name: /^Фоновые задачи:/u });
    await expect.element(bell).toBeVisible();
    const popup = page.getByRole('dialog', { name: 'Фоновые задачи' });

    bell.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(popup).toBeVisible();
    // The task's own button, enabled once the list is in and no action runs: Tab goes there, inside.
    await expect.element(popup.getByRole('button', { name: 'Закрыть', exact: true })).toBeEnabled();
    popup.getByRole('button', { name: 'Скрыть задачи' }).element().focus();
    await userEvent.keyboard('{Tab}');
    expect(popup.element().contains(focused())).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(popup).not.toBeInTheDocument();
    await expect.element(bell).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect.element(popup).toBeVisible();
    popup.getByRole('button', { name: 'Скрыть задачи' }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(popup).not.toBeInTheDocument();
    await expect.element(bell).toHaveFocus();
  });
});

describe('focus after the error dialog', () => {
  it('«Ок» gives the focus back to the control the user was on when the error came', async () => {
    await page.viewport(1440, 900);
    const app = await renderApp('/', { signedIn: true });
    const reports = page.getByRole('link', { name: /^Отчёты/u });
    await expect.element(reports).toBeVisible();
    reports.element().focus();
    app.actors.errorModal.send({ type: 'errorModal.show', error: { status: 500 } });
    const dialog = page.getByRole('alertdialog', { name: 'Ошибка' });
    await expect.element(dialog.getByRole('button', { name: 'Ок' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(reports).toHaveFocus();
  });

  it('an error while another dialog is open is shown above it: «Ок» has the focus, the dialog under it is inert until «Ок»', async () => {
    await page.viewport(1440, 900);
    planHandlers();
    const actors = await renderInShell('/payroll', <SalesMotivationEditor monthStart="2026-10-01" offset={-1} cashierNames={cashiers} />);
    const prolong = page.getByRole('button', { name: 'Продлить инициативу на следующий месяц' });
    await expect.element(prolong).toBeEnabled();
    await prolong.click();
    const question = page.getByRole('dialog', { name: 'Заменить план следующего месяца?' });
    const cancel = question.getByRole('button', { name: 'Отмена' });
    await expect.element(cancel).toHaveFocus();

    actors.errorModal.send({ type: 'errorModal.show', error: { status: 500 } });
    const error = page.getByRole('alertdialog', { name: 'Ошибка' });
    const ok = error.getByRole('button', { name: 'Ок' });
    await expect.element(ok).toHaveFocus();
    // The question under it takes no focus while the error is shown.
    (cancel.element() as HTMLElement).focus();
    expect(document.activeElement).toBe(ok.element());
    await userEvent.keyboard('{Escape}');
    await expect.element(error).not.toBeInTheDocument();
    // Back where the user was: the question, still open.
    await expect.element(cancel).toHaveFocus();
    await expect.element(question).toBeVisible();
  });
});
