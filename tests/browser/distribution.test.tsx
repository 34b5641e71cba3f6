import { HttpResponse } from 'msw';
import { cleanup } from 'vitest-browser-react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { currentPeriod, quarterRequestDate } from '../../src/domain/shared/quarters';
import { DistributionTab } from '../../src/screens/reports/distribution/DistributionTab';
import { rewards, serveRewards } from './support/distribution-data';
import { savedDrafts } from './support/handlers/order-drafts';
import { withMockServer } from './support/mock-server';
import { renderInShell } from './support/render-app';

withMockServer();

/** The tab inside the real shell (signed-in pharmacy, app-wide actors), as the tab screen shows it. */
async function renderDistribution() {
  await renderInShell('/reports?tab=distribution', <DistributionTab />);
}

const cost = (group: string) => page.getByRole('textbox', { name: `Стоимость балла, руб.: ${group}` });
const row = (name: string) => page.getByRole('row').filter({ hasText: name });

describe('rewards distribution tab', () => {
  it('asks for the current quarter and shows the three groups, points with 2 decimals and money at 1 per point', async () => {
    const dates = serveRewards();
    await renderDistribution();
    await expect.element(row('Иванова Анна')).toHaveTextContent('100,50');
    expect(dates).toEqual([quarterRequestDate(currentPeriod(new Date()))]);
    await expect.element(page.getByRole('rowheader', { name: 'Владелец' })).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: 'Заведующий' })).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: 'Кассиры' })).toBeVisible();
    await expect.element(row('Петров Олег')).toHaveTextContent('10,13');
    for (const group of ['Владелец', 'Заведующий', 'Кассиры']) await expect.element(cost(group)).toHaveValue('1,00');
    // Cashiers' group row: 6 + 40.5 points.
    await expect.element(row('Кассиры')).toHaveTextContent('46,50');
  });

  it("counts '2,5' once it is committed, shown as 2,50, and recomputes only that group's money", async () => {
    serveRewards();
    await renderDistribution();
    await expect.element(row('Иванова Анна')).toHaveTextContent('100,50');
    await userEvent.fill(cost('Владелец').element(), '2,5');
    // Still being typed: the money waits for the cost to be committed.
    await expect.element(row('Иванова Анна')).toHaveTextContent('100,50');
    await userEvent.keyboard('{Enter}');
    await expect.element(row('Иванова Анна')).toHaveTextContent('251,25');
    await expect.element(cost('Владелец')).toHaveValue('2,50');
    await userEvent.fill(cost('Кассиры').element(), '0,1');
    await userEvent.tab();
    await expect.element(row('Кузнецов Илья')).toHaveTextContent('4,05');
    await expect.element(cost('Кассиры')).toHaveValue('0,10');
    await expect.element(row('Петров Олег')).toHaveTextContent(/20,13\s*20,13$/);
  });

  it('says why a typed cost is refused, and on leaving puts the cost back and says so; the money stays', async () => {
    serveRewards();
    await renderDistribution();
    await expect.element(row('Иванова Анна')).toHaveTextContent('100,50');
    await userEvent.fill(cost('Владелец').element(), '2,5б');
    await expect.element(cost('Владелец')).toHaveAccessibleDescription('ожидается число, например 1 234,56. Стоимость остаётся 1,00');
    await userEvent.keyboard('{Enter}');
    await expect.element(cost('Владелец')).toHaveValue('2,5б');
    await userEvent.tab();
    await expect.element(cost('Владелец')).toHaveValue('1,00');
    await expect
      .element(page.getByRole('status').filter({ hasText: 'не принято' }))
      .toHaveTextContent('«2,5б» не принято: ожидается число, например 1 234,56. Стоимость остаётся 1,00');
    await expect.element(row('Иванова Анна')).toHaveTextContent('100,50');
    // Emptied: refused as well, the cost stays; an accepted cost takes the sentence away.
    await userEvent.fill(cost('Владелец').element(), '');
    await userEvent.tab();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'не принято' }))
      .toHaveTextContent('«» не принято: укажите значение. Стоимость остаётся 1,00');
    await userEvent.fill(cost('Владелец').element(), '3');
    await userEvent.tab();
    await expect.element(row('Иванова Анна')).toHaveTextContent('301,50');
    expect(page.getByRole('status').filter({ hasText: 'не принято' }).elements()).toHaveLength(0);
  });

  it('keeps the committed costs as a draft: found again when the tab opens anew, «Очистить черновик» puts 1 back', async () => {
    serveRewards();
    await renderDistribution();
    await expect.element(row('Иванова Анна')).toHaveTextContent('100,50');
    await userEvent.fill(cost('Владелец').element(), '2,5');
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => savedDrafts.get('rewards-distribution')?.draft?.state, { timeout: 3000 })
      .toEqual({ costs: { owner: '2,5', manager: '1', cashiers: '1' } });
    await expect.element(page.getByText('Черновик сохранён')).toBeVisible();

    // Another browser: the shell starts with nothing on this computer (renderInShell), the gateway's draft alone.
    await cleanup();
    await renderDistribution();
    await expect.element(cost('Владелец')).toHaveValue('2,50');
    await expect.element(row('Иванова Анна')).toHaveTextContent('251,25');

    await page.getByRole('button', { name: 'Очистить черновик' }).click();
    await expect.element(page.getByRole('dialog')).toHaveTextContent('Введённая стоимость балла будет удалена во всех окнах и браузерах');
    await page.getByRole('button', { name: 'Очистить', exact: true }).click();
    await expect.element(cost('Владелец')).toHaveValue('1,00');
    await expect.element(row('Иванова Анна')).toHaveTextContent('100,50');
    await expect.poll(() => savedDrafts.get('rewards-distribution')?.draft, { timeout: 3000 }).toBeNull();
  });

  it("shows 'Загрузка данных...' while a newly chosen quarter loads, and asks for its first day", async () => {
    const dates = serveRewards(() => rewards, 300);
    await renderDistribution();
    await expect.element(row('Иванова Анна')).toBeVisible();
    await page.getByRole('combobox', { name: 'Год' }).selectOptions('2024');
    await page.getByRole('radio', { name: 'Квартал III' }).click();
    await expect.element(page.getByText('Загрузка данных...')).toBeVisible();
    await expect.element(page.getByText('Загрузка данных...')).not.toBeInTheDocument();
    expect(dates.at(-1)).toBe('2024-07-01');
  });

  it('disables the first quarter of 2019', async () => {
    serveRewards();
    await renderDistribution();
    await page.getByRole('combobox', { name: 'Год' }).selectOptions('2019');
    await expect.element(page.getByRole('radio', { name: 'Квартал I', exact: true })).toBeDisabled();
    await expect.element(page.getByRole('radio', { name: 'Квартал II', exact: true })).toBeEnabled();
  });

  it('shows an empty group as Нет данных', async () => {
    serveRewards(() => ({ owner: null, manager: null, cashiers: [] }));
    await renderDistribution();
    await expect.element(page.getByText('Нет данных').first()).toBeVisible();
    expect(page.getByText('Нет данных').elements()).toHaveLength(3);
  });

  it('replaces the table with the message of a failed load and opens the error modal', async () => {
    serveRewards(() => HttpResponse.json({ message: 'Баллы за квартал ещё не рассчитаны' }, { status: 500 }) as never);
    await renderDistribution();
    await expect.element(page.getByRole('heading', { name: 'Ошибка' })).toBeVisible();
    await expect.element(page.getByText('Баллы за квартал ещё не рассчитаны').first()).toBeVisible();
    await expect.element(page.getByRole('table')).not.toBeInTheDocument();
  });

  it("a 500 once: the message and 'Повторить' in place of the table; Повторить asks again and shows the rows", async () => {
    let failures = 1;
    const dates = serveRewards(() => (failures-- > 0 ? (HttpResponse.json({}, { status: 500 }) as never) : rewards));
    await renderDistribution();
    await page.getByRole('button', { name: 'Ок' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить баллы сотрудников' });
    await expect.element(alert).toHaveTextContent('Ошибка без описания, либо не стандартный ответ и поэтому сообщение не найдено');
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(row('Иванова Анна')).toHaveTextContent('100,50');
    expect(dates).toHaveLength(2);
    expect(dates[1]).toBe(dates[0]);
  });
});
