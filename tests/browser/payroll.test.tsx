import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import * as XLSX from 'xlsx';
import { CashierParams, PharmacyStat } from '../../src/api/contract/payroll';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { calculatePayroll } from '../../src/domain/payroll/calculate';
import { monthLabel } from '../../src/domain/payroll/labels';
import { payrollMonthStart } from '../../src/domain/payroll/month';
import { payrollWorkbook } from '../../server/services/cashier-payroll/workbook';
import { PayrollTab } from '../../src/screens/payroll/PayrollTab';
import { mockServer, withMockServer } from './support/mock-server';
import { cashier, params, payrollHandlers, stat } from './support/payroll-data';
import { renderInShell } from './support/render-app';

/** The payroll tab with the real payroll worker; the gateway answered by msw. */
withMockServer();

async function openPayroll(options: Parameters<typeof payrollHandlers>[0] = {}) {
  await page.viewport(1600, 900);
  mockServer.use(...payrollHandlers(options));
  await renderInShell('/reports?tab=payrollCalculation', <PayrollTab isTabShown={() => true} />);
}

const save = () => page.getByRole('button', { name: 'Сохранить', exact: true });
const exportButton = () => page.getByRole('button', { name: 'Выгрузить в Excel' });
const weight = (n: number) => page.getByRole('textbox', { name: `Вес, %: KPI ${n}` });

describe('payroll tab', () => {
  it('a KPI weight that breaks the sum: the message verbatim, the five weights marked, Save and export disabled until fixed', async () => {
    await openPayroll();
    await expect.element(save()).toBeEnabled();
    await expect.element(exportButton()).toBeEnabled();
    await page.getByRole('tab', { name: 'KPI', exact: true }).click();
    await weight(1).fill('30');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Сумма всех весов KPI должна быть равна 100').first()).toBeVisible();
    for (const n of [1, 2, 3, 4, 5]) await expect.element(weight(n)).toHaveAttribute('aria-invalid', 'true');
    await expect.element(save()).toBeDisabled();
    await expect.element(exportButton()).toBeDisabled();
    await weight(1).fill('20');
    await userEvent.keyboard('{Enter}');
    await expect.element(save()).toBeEnabled();
    await expect.element(exportButton()).toBeEnabled();
    // Save and export open as soon as the weight is committed (a save waits for the figures); the
    // message goes with the worker's next figures, a moment later.
    await expect.poll(() => page.getByText('Сумма всех весов KPI должна быть равна 100').elements()).toHaveLength(0);
    await expect.element(weight(1)).not.toHaveAttribute('aria-invalid');
  });

  it('a figure counts once committed, reads with a comma, and one that breaks its rule stays in view, marked with its real reason, and holds Save and export', async () => {
    await openPayroll();
    const hours = page.getByRole('textbox', { name: 'Отработано, ч: Иванова Анна' });
    await hours.fill('150,5');
    await userEvent.keyboard('{Tab}');
    await expect.element(hours).toHaveValue('150,5');
    await expect.element(hours).not.toHaveAttribute('aria-invalid');
    await expect.element(save()).toBeEnabled();
    const rate = page.getByRole('textbox', { name: 'Ставка, руб.: Иванова Анна' });
    const minutes = page.getByRole('textbox', { name: 'Отработано, мин: Иванова Анна' });
    for (const [box, text, message] of [
      [hours, '150,555', 'Отработано, ч (Иванова Анна): не больше 2 знаков после запятой'],
      [rate, '', 'Ставка, руб. (Иванова Анна): укажите значение'],
      [rate, '1.2.3', 'Ставка, руб. (Иванова Анна): только одна запятая'],
      [rate, '-100', 'Ставка, руб. (Иванова Анна): не может быть отрицательным'],
      [minutes, '999', 'Отработано, мин (Иванова Анна): от 0 до 59'],
      [hours, '9999', 'Отработано, ч (Иванова Анна): от 0 до 744'],
    ] as const) {
      await box.fill(text);
      // Refused while typed, before it is committed: the box says why at once.
      await expect.element(box).toHaveAccessibleDescription(message.replace(/^.*\): /u, ''));
      await userEvent.keyboard('{Enter}');
      await expect.element(box).toHaveValue(text);
      await expect.element(box).toHaveAttribute('aria-invalid', 'true');
      // The cell says what is wrong; the list above the tabs says which figure and whose.
      await expect.element(box).toHaveAccessibleDescription(message.replace(/^.*\): /u, ''));
      await expect.element(page.getByRole('alert').getByText(message)).toBeVisible();
      await expect.element(save()).toBeDisabled();
      await expect.element(exportButton()).toBeDisabled();
    }
    for (const [box, text] of [
      [hours, '160'],
      [rate, '16242,50'],
      [minutes, '59'],
    ] as const) {
      await box.fill(text);
      await userEvent.keyboard('{Tab}');
    }
    await expect.element(save()).toBeEnabled();
    await expect.element(exportButton()).toBeEnabled();
    await expect.element(rate).not.toHaveAttribute('aria-invalid');
    // Committed, the figure is shown as the portal writes roubles.
    await expect.element(rate).toHaveValue('16 242,50');
  });

  it('a figure typed with its thousands apart counts, and after Enter the next typing replaces it, as in a spreadsheet', async () => {
    await openPayroll();
    const rate = page.getByRole('textbox', { name: 'Ставка, руб.: Иванова Анна' });
    await userEvent.click(rate);
    await userEvent.keyboard('16000{Enter}');
    await expect.element(rate).toHaveValue('16 000,00');
    await userEvent.keyboard('17 500,5{Enter}');
    await expect.element(rate).toHaveValue('17 500,50');
    await expect.element(rate).not.toHaveAttribute('aria-invalid');
    await expect.element(save()).toBeEnabled();
  });

  it('boxes show figures as the grid does: 12,5 hours, 1 797 146,40 roubles, never 12.5 or 1797146.4', async () => {
    await openPayroll({ cashiers: [cashier('Иванова Анна', { workHours: 12.5, salePlan: 1797146.4 })] });
    await expect.element(page.getByRole('textbox', { name: 'Отработано, ч: Иванова Анна' })).toHaveValue('12,5');
    await expect.element(page.getByRole('textbox', { name: 'План продаж на месяц, руб.: Иванова Анна' })).toHaveValue('1 797 146,40');
    await expect.element(page.getByRole('textbox', { name: 'Ставка, руб.: Иванова Анна' })).toHaveValue('16 242,00');
  });

  it('a computed cell explains itself on focus', async () => {
    await openPayroll();
    await page.getByRole('tab', { name: 'Базовая премия' }).click();
    const table = page.getByRole('table', { name: 'Базовая премия' });
    await expect.element(table).toBeVisible();
    const cell = table.element().querySelector<HTMLElement>('tbody tr td[tabindex="0"]')!;
    const tip = document.getElementById(cell.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(getComputedStyle(tip).display).toBe('none');
    cell.focus();
    await expect.poll(() => getComputedStyle(tip).display).toBe('block');
    expect(tip.textContent).toMatch(/порог|ни один порог/u);
  });

  it('a penalty above the turnover bonus leaves a negative bonus to distribute, and its cell says why (§9)', async () => {
    await openPayroll({ penalty: 6000 });
    await page.getByRole('tab', { name: 'Базовая премия' }).click();
    const row = page.getByRole('table', { name: 'Базовая премия' }).getByRole('row').filter({ hasText: 'Иванова Анна' });
    await expect.element(row).toBeVisible();
    // 5 000,00 × 0,90 = 4 500,00; 4 500,00 − 6 000,00 = −1 500,00, not 0.
    const cell = row.element().querySelectorAll<HTMLElement>('td')[4];
    expect(cell.firstChild?.textContent).toBe('-1 500,00');
    const tip = document.getElementById(cell.getAttribute('aria-describedby')!)!;
    expect(tip.textContent).toBe(
      'Премия к распределению по KPI = 4 500,00 − 6 000,00 = -1 500,00 (штраф за просроченные остатки больше премии с учётом оборачиваемости: премия отрицательная)',
    );
  });

  it('creating a cashier login: Сохранение..., then the login read-only and the password cleared', async () => {
    await openPayroll();
    expect(page.getByRole('textbox', { name: 'Логин: Петров Пётр' }).elements()).toHaveLength(0);
    const login = page.getByRole('textbox', { name: 'Логин: Иванова Анна' });
    const create = page.getByRole('button', { name: 'Создать: Иванова Анна' });
    await expect.element(create).toBeDisabled();
    await login.fill('ivanova1');
    await page.getByLabelText('Пароль: Иванова Анна').fill('Secret1!');
    await create.click();
    await expect.element(page.getByRole('status').filter({ hasText: 'Сохранение...' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Сохранить: Иванова Анна' })).toBeVisible();
    await expect.element(login).toHaveAttribute('readonly');
    await expect.element(page.getByLabelText('Пароль: Иванова Анна')).toHaveValue('');
    // Said in words, until the row is edited again.
    await expect.element(page.getByRole('status').filter({ hasText: 'Вход создан' })).toBeVisible();
    // Unavailable while it saved, yet the focus stayed on the button the user pressed.
    await expect.element(page.getByRole('button', { name: 'Сохранить: Иванова Анна' })).toHaveFocus();
    await page.getByLabelText('Пароль: Иванова Анна').fill('Secret2!');
    expect(page.getByText('Вход создан').elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Сохранить: Иванова Анна' }).click();
    await expect.element(page.getByRole('status').filter({ hasText: 'Изменения сохранены' })).toBeVisible();
  });

  it('a threshold row deleted with its ✕ leaves the focus on the ✕ now in its place, then on «Добавить порог»', async () => {
    await openPayroll();
    await page.getByRole('tab', { name: 'Параметры', exact: true }).click();
    const first = page.getByRole('button', { name: /^Удалить строку 1: /u }).first();
    await expect.element(first).toBeVisible();
    const label = first.element().getAttribute('aria-label')!;
    const table = label.replace('Удалить строку 1: ', '');
    (first.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: `Удалить строку 2: ${table}` })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: label })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: label })).not.toBeInTheDocument();
    expect(document.activeElement?.textContent).toBe('Добавить порог');
    expect(document.activeElement?.closest('section')?.querySelector('h4')?.textContent).toBe(table);
  });

  it('«Задать вес» gives its place to the weight’s box and the focus goes into it', async () => {
    await openPayroll({ pharmacyParams: params.filter((param) => param.type !== 'KPI_2_WEIGHT') });
    await page.getByRole('tab', { name: 'KPI', exact: true }).click();
    const set = page.getByRole('table', { name: 'Веса KPI' }).getByRole('button', { name: 'Задать вес' });
    (set.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(weight(2)).toHaveFocus();
  });

  it('while a login saves, its boxes take no typing and its checkbox no click: they wait for the answer', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await openPayroll({ saveLogin: () => answered.then(() => HttpResponse.json({ data: { cashierUserId: 501 } })) });
    const login = page.getByRole('textbox', { name: 'Логин: Иванова Анна' });
    const password = page.getByLabelText('Пароль: Иванова Анна');
    const works = page.getByRole('checkbox', { name: 'Работает: Иванова Анна' });
    await login.fill('ivanova1');
    await password.fill('Secret1!');
    await page.getByRole('button', { name: 'Создать: Иванова Анна' }).click();
    await expect.element(page.getByRole('status').filter({ hasText: 'Сохранение...' })).toBeVisible();
    await expect.element(login).toHaveAttribute('readonly');
    await expect.element(password).toHaveAttribute('readonly');
    await expect.element(works).toBeDisabled();
    answer();
    await expect.element(page.getByRole('status').filter({ hasText: 'Вход создан' })).toBeVisible();
    await expect.element(password).not.toHaveAttribute('readonly');
    await expect.element(works).toBeEnabled();
  });

  it('says what a login and a password may hold before anything is typed, why a row has no login, and that an inactive login cannot sign in', async () => {
    await openPayroll();
    const login = page.getByRole('textbox', { name: 'Логин: Иванова Анна' });
    await expect
      .element(login)
      .toHaveAccessibleDescription(
        /^Логин: латинские буквы и цифры, от 1 до 64 символов\. Пароль: латинские буквы, цифры и символы ! @ # \$ % \^ & \*/u,
      );
    const petrov = page.getByRole('row').filter({ hasText: 'Петров Пётр' });
    await expect
      .element(petrov)
      .toHaveTextContent('Вход в портал для этого кассира не заведён. Чтобы завести, напишите в «Обратную связь».');
    await expect.element(petrov.getByRole('link', { name: '«Обратную связь»' })).toHaveAttribute('href', '/reports?tab=feedback');
    const works = page.getByRole('checkbox', { name: 'Работает: Иванова Анна' });
    await works.click();
    await expect.element(works).not.toBeChecked();
    await expect.element(works).toHaveAccessibleDescription('не сможет войти');
  });

  it('a login or password breaking §5 is kept as typed, marked with the reason, and cannot be created', async () => {
    await openPayroll();
    const login = page.getByRole('textbox', { name: 'Логин: Иванова Анна' });
    const password = page.getByLabelText('Пароль: Иванова Анна');
    const create = page.getByRole('button', { name: 'Создать: Иванова Анна' });
    await userEvent.type(login, 'иванова');
    await expect.element(login).toHaveValue('иванова');
    await expect.element(login).toHaveAttribute('aria-invalid', 'true');
    await expect.element(login).toHaveAccessibleDescription('Только латинские буквы и цифры');
    await expect.element(page.getByText('Только латинские буквы и цифры')).toBeVisible();
    await password.fill('Secret1!');
    await expect.element(create).toBeDisabled();
    await login.fill('ivanova1');
    await expect.element(login).not.toHaveAttribute('aria-invalid');
    await expect.element(create).toBeEnabled();
    await userEvent.type(password, 'ь');
    await expect.element(password).toHaveValue('Secret1!ь');
    await expect.element(password).toHaveAccessibleDescription('Только латинские буквы, цифры и символы ! @ # $ % ^ & *');
    await expect.element(create).toBeDisabled();
    await password.fill('Secret1!');
    await expect.element(create).toBeEnabled();
  });

  it('a failed login save shows the red message', async () => {
    await openPayroll({ saveLogin: () => HttpResponse.json({ message: 'Логин уже занят' }, { status: 400 }) });
    await page.getByRole('textbox', { name: 'Логин: Иванова Анна' }).fill('ivanova1');
    await page.getByLabelText('Пароль: Иванова Анна').fill('Secret1!');
    await page.getByRole('button', { name: 'Создать: Иванова Анна' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Ошибка сохранения пользователя: Логин уже занят' });
    await expect.element(failure).toBeVisible();
    expect(getComputedStyle(failure.element()).color).toBe('rgb(198, 40, 40)');
  });

  it('the totals row totals every money column, the unique bonus and the УСТМ bonus included, as the workbook does', async () => {
    await openPayroll();
    const totals = page
      .getByRole('table', { name: 'Итого' })
      .getByRole('row')
      .filter({ hasText: /^Итого/u });
    await expect.element(totals).toBeVisible();
    const cells = [...totals.element().querySelectorAll('td')].map((cell) => cell.textContent);
    // Two cashiers, each 2 500,00 of unique bonus and 150,00 of УСТМ bonus.
    expect(cells[1]).toBe('5 000,00');
    expect(cells[2]).toBe('300,00');
    expect(cells.every((text) => text !== '')).toBe(true);
    const headers = [...page.getByRole('table', { name: 'Итого' }).element().querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers).toContain('Бонус за продажи УСТМ, руб.');
  });

  it("the workbook's headers are the screen's: every column of «Расчёт» and every statistic of «Параметры» is named as on the screen", async () => {
    await openPayroll();
    // The workbook the gateway builds from the month the screen shows (the same domain code, the same figures).
    const cashierParams = v.parse(CashierParams, [cashier('Иванова Анна'), cashier('Петров Пётр', { validUser: false })]);
    const pharmacyStat = v.parse(PharmacyStat, stat);
    const result = calculatePayroll({ pharmacyParams: params, cashierParams, pharmacyStat });
    const book = XLSX.read(await payrollWorkbook({ month: stat.fromDate, result, pharmacyParams: params, pharmacyStat }), {
      type: 'array',
      cellNF: true,
    });
    const rows = (name: string) => XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name], { header: 1 });
    const fileHeaders = (rows('Расчёт')[0] as string[]).slice(1);

    const screenHeaders = new Set<string>();
    const collect = () => document.querySelectorAll('thead th').forEach((cell) => screenHeaders.add(cell.textContent ?? ''));
    for (const tab of ['Базовая премия', 'Премия по KPI', 'Дополнительные премии']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect.element(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
      collect();
    }
    expect(fileHeaders.filter((header) => !screenHeaders.has(header))).toEqual([]);

    await page.getByRole('tab', { name: 'Параметры', exact: true }).click();
    const statistics = page.getByRole('table', { name: 'Статистика аптеки за период' });
    await expect.element(statistics).toBeVisible();
    const screenStatistics = [...statistics.element().querySelectorAll('tbody th')].map((cell) => cell.textContent);
    const fileLines = rows('Параметры').map((line) => line[0]);
    const start = fileLines.indexOf('Статистика аптеки за месяц') + 1;
    expect(fileLines.slice(start, start + 8)).toEqual(screenStatistics.slice(1));
    // Whole figures read back as whole numbers, shown without a dangling separator.
    const parameters = book.Sheets['Параметры'];
    const invoices = Object.values(parameters).find((cell: XLSX.CellObject) => cell.v === stat.invoiceCount) as XLSX.CellObject;
    expect(invoices.z).toBe('#,##0');
  });

  it('the section tabs follow the ARIA tabs pattern: one Tab stop, arrows, Home and End move and open', async () => {
    await openPayroll();
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await expect.element(tab('Кассиры')).toHaveAttribute('tabindex', '0');
    await expect.element(tab('Параметры')).toHaveAttribute('tabindex', '-1');
    tab('Кассиры').element().focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Параметры')).toHaveFocus();
    await expect.element(tab('Параметры')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('table', { name: 'Статистика аптеки за период' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect.element(tab('Доп. премия')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Кассиры')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tab('Доп. премия')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(tab('Кассиры')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('table', { name: 'Кассиры' })).toBeVisible();
  });

  it('a failed load shows the message and Повторить, never an empty table', async () => {
    await openPayroll({ failLoad: true });
    await expect.element(page.getByText('Не удалось загрузить расчёт зарплаты: Сервис расчёта зарплаты недоступен')).toBeVisible();
    // The error modal of §2 opens as well; 'Ок' closes it and the inline retry stays.
    await expect.element(page.getByRole('alertdialog', { name: 'Ошибка' })).toHaveTextContent('Сервис расчёта зарплаты недоступен');
    await page.getByRole('alertdialog', { name: 'Ошибка' }).getByRole('button', { name: 'Ок' }).click();
    await expect.element(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
    expect(page.getByRole('table').elements()).toHaveLength(0);
  });
});

describe('payroll tab on a back end that does not take the month (our ?month=)', () => {
  const name = (month: string) => monthLabel(month).toLocaleLowerCase('ru');

  it('the current month says so in Russian, shows no figure under its name, offers neither Save nor export; its plan editor still opens', async () => {
    await openPayroll();
    await expect.element(save()).toBeEnabled();
    const [previous, current] = [payrollMonthStart(-1, new Date()), payrollMonthStart(0, new Date())];
    // As the spec writes the GETs: no month, the default one answered whatever is asked.
    mockServer.use(http.get('/api/cashier-payroll/payroll-pharmacy-stat/1', () => HttpResponse.json({ ...stat, fromDate: previous })));
    await page.getByRole('button', { name: 'Текущий месяц' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Сервер не поддерживает выбор месяца' });
    await expect
      .element(notice)
      .toHaveTextContent(
        `Сервер не поддерживает выбор месяца: на запрос расчёта за ${name(current)} он прислал данные за ${name(previous)}. Расчёт за ${name(current)} показать нельзя, сохранение и выгрузка в Excel недоступны.`,
      );
    await expect.element(notice).toHaveTextContent(`Расчёт за ${name(previous)} — по кнопке «Предыдущий месяц».`);
    await expect.element(page.getByRole('heading', { name: `Расчёт за ${name(current)}` })).toBeVisible();
    for (const gone of [
      save(),
      exportButton(),
      page.getByRole('tab', { name: 'Кассиры', exact: true }),
      page.getByRole('table', { name: 'Итого' }),
    ]) {
      expect(gone.elements()).toHaveLength(0);
    }
    // The plan's own calls name their month (startDate): its editor is the current month's.
    await page.getByRole('tab', { name: 'Доп. премия', exact: true }).click();
    await expect.element(page.getByRole('region', { name: 'План продаж кассиров по инициативам' })).toBeVisible();
    expect(page.getByText('План прошлого месяца только для просмотра', { exact: false }).elements()).toHaveLength(0);
    expect(page.getByRole('alertdialog').elements()).toHaveLength(0);
    // The previous month, which it does answer, as before.
    await page.getByRole('button', { name: 'Предыдущий месяц' }).click();
    await expect.element(save()).toBeEnabled();
    expect(notice.elements()).toHaveLength(0);
  });
});
