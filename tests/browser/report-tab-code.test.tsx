import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { TabCode, TabScreen } from '../../src/app/report-tab-code';
import { tabCodeOnUse } from '../../src/app/tab-code-on-use';
import { connectionMachine } from '../../src/machines/session/connection.machine';
import { installConnection } from '../../src/machines/session/line-return';
import '../../src/styles/base.css';

const PayrollScreen: TabScreen = () => <h2>Расчёт зарплаты</h2>;

/** A tab's code that fails to come the first `failures` times it is fetched, as on a lost line. */
function codeFailing(failures: number): TabCode & { fetches: () => number } {
  let fetches = 0;
  let screen: TabScreen | undefined;
  return {
    load: async () => {
      fetches++;
      if (fetches <= failures) throw new TypeError('Failed to fetch dynamically imported module');
      screen = PayrollScreen;
      return screen;
    },
    loaded: () => screen,
    fetches: () => fetches,
  };
}

describe('a reports tab whose code is fetched when shown', () => {
  it('waits, then shows the tab', async () => {
    const Tab = tabCodeOnUse(codeFailing(0));
    await render(<Tab isTabShown={() => true} />);
    await expect.element(page.getByRole('heading', { name: 'Расчёт зарплаты' })).toBeVisible();
  });

  it('says the tab could not be loaded and loads it on «Повторить»', async () => {
    const code = codeFailing(1);
    const Tab = tabCodeOnUse(code);
    await render(<Tab isTabShown={() => true} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Не удалось загрузить вкладку: Сервер недоступен.');
    expect(page.getByRole('heading', { name: 'Расчёт зарплаты' }).query()).toBeNull();
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(page.getByRole('heading', { name: 'Расчёт зарплаты' })).toBeVisible();
    expect(page.getByRole('alert').query()).toBeNull();
    expect(code.fetches()).toBe(2);
  });

  it('fetched while the line was down, it loads by itself once the line is back; a failure on a good line waits for the user', async () => {
    // The line as the app follows it, without the page's http client: the browser's word alone.
    const connection = createActor(connectionMachine.provide({ actors: { watchCalls: fromCallback(() => () => {}) } }), {
      input: { online: false },
    }).start();
    const uninstall = installConnection(connection);
    try {
      const code = codeFailing(1);
      const Tab = tabCodeOnUse(code);
      await render(<Tab isTabShown={() => true} />);
      await expect.element(page.getByRole('alert')).toHaveTextContent('Не удалось загрузить вкладку');
      connection.send({ type: 'browser.online' });
      await expect.element(page.getByRole('heading', { name: 'Расчёт зарплаты' })).toBeVisible();
      expect(code.fetches()).toBe(2);

      // The line is fine and the code still fails (a file gone after an update): no fetching in a loop.
      const missing = codeFailing(Infinity);
      const Missing = tabCodeOnUse(missing);
      await render(<Missing isTabShown={() => true} />);
      await expect.element(page.getByRole('alert')).toHaveTextContent('Не удалось загрузить вкладку');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(missing.fetches()).toBe(1);
      expect(connection.getSnapshot().value).toBe('online');
    } finally {
      uninstall();
      connection.stop();
    }
  });

  it('draws a tab whose code came earlier at once, without waiting for a fetch', async () => {
    // The code is at hand; a fetch now would never end.
    const Tab = tabCodeOnUse({ load: () => new Promise<TabScreen>(() => undefined), loaded: () => PayrollScreen });
    await render(<Tab isTabShown={() => true} />);
    await expect.element(page.getByRole('heading', { name: 'Расчёт зарплаты' })).toBeVisible();
    expect(page.getByRole('status').query()).toBeNull();
  });
});
