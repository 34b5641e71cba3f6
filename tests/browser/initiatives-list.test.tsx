import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import type { BackgroundTask } from '../../src/api/contract/initiatives-list';
import { TASK_POLL_INTERVAL } from '../../src/machines/tasks/task-polling.machine';
import { InitiativesListTab } from '../../src/screens/list/InitiativesListTab';
import { serveList, serveTasks } from './support/initiatives-list-data';
import { savedTableSettings } from './support/handlers/table-settings';
import { mockServer, withMockServer } from './support/mock-server';
import { renderInShell } from './support/render-app';

withMockServer();

/** Records the files the portal saves instead of letting the browser save them. */
function catchSavedFiles() {
  const saved: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
  onTestFinished(() => click.mockRestore());
  return saved;
}

/**
 * The tasks' polls on a hand-moved clock: the list asks every 5 s through setInterval, and a test
 * moves that clock to the next poll instead of waiting for it. Only setInterval is faked; every
 * other timer of the page (React's, msw's, the assertions' retries) keeps real time.
 */
function pollsByHand() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return () => vi.advanceTimersByTime(TASK_POLL_INTERVAL);
}

const showList = async () => {
  await page.viewport(1600, 1000);
  await renderInShell('/reports?tab=pharmacyInitiatives', <InitiativesListTab isTabShown={() => true} />);
};
const grid = () => page.getByRole('grid', { name: 'Инициативы аптеки' });

describe('initiatives list', () => {
  it('pages by 20 from page 1, sorts by a header click, and keeps the selection across pages', async () => {
    const asked = serveList();
    serveTasks();
    await showList();
    await expect.element(grid().getByRole('row').nth(20)).toBeVisible();
    expect(asked[0]).toEqual({ pharmacyId: 1, pageNumber: 1, rowCount: 20, sorts: {}, filters: {}, multiFilters: {} });
    await expect.element(page.getByText('Всего результатов: 45')).toBeVisible();
    await expect.element(page.getByText('Показано результатов: 20')).toBeVisible();
    // The four default columns, the type by its Russian name and sent as Да/Нет.
    const header = grid().getByRole('row').first();
    await expect.element(header).toHaveTextContent('ID инициативыТип инициативыНазвание инициативыОтправлена');
    await expect.element(grid().getByRole('row').nth(1)).toHaveTextContent('101Обязательная матрицаАкция 00Да');

    await grid().getByRole('checkbox', { name: 'Выбрать инициативу 102' }).click();
    await expect.element(page.getByText('Выбрано строк: 1')).toBeVisible();
    await page.getByRole('button', { name: 'Страница 3' }).click();
    await expect.element(grid().getByRole('row').nth(5)).toHaveTextContent('145');
    // Unavailable while the page loaded, yet the focus stayed on the page the user pressed.
    await expect.element(page.getByRole('button', { name: 'Страница 3' })).toHaveFocus();
    expect(asked.at(-1)).toMatchObject({ pageNumber: 3 });
    await expect.element(page.getByText('Показано результатов: 5')).toBeVisible();
    await grid().getByRole('checkbox', { name: 'Выбрать инициативу 145' }).click();
    await page.getByRole('button', { name: 'Первая страница' }).click();
    await expect.element(grid().getByRole('checkbox', { name: 'Выбрать инициативу 102' })).toBeChecked();
    await expect.element(page.getByText('Выбрано строк: 2')).toBeVisible();

    // Sorting starts again at page 1: ascending, descending, then none.
    await grid().getByRole('columnheader', { name: 'Название инициативы' }).click();
    await expect.element(grid().getByRole('row').nth(1)).toHaveTextContent('Акция 00');
    expect(asked.at(-1)).toMatchObject({ pageNumber: 1, sorts: { initiativeName: 'asc' } });
    await grid().getByRole('columnheader', { name: 'Название инициативы' }).click();
    await expect.element(grid().getByRole('row').nth(1)).toHaveTextContent('Матрица 43');
    expect(asked.at(-1)).toMatchObject({ sorts: { initiativeName: 'desc' } });
    await grid().getByRole('columnheader', { name: 'Название инициативы' }).click();
    await expect.element(grid().getByRole('row').nth(1)).toHaveTextContent('Акция 00');
    expect(asked.at(-1)).toMatchObject({ sorts: {} });

    // 'Отправить выбранные' sends both selected initiatives of the pharmacy.
    const tasks = serveTasks();
    await page.getByRole('button', { name: 'Отправить выбранные' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Фоновые задачи' })).toHaveTextContent('Отправка выбранных инициатив');
    expect(tasks.created).toEqual([
      {
        queue: 'initiative-sender-task-queue',
        taskType: 'SIMPLE_AUTHORIZED',
        taskName: 'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY',
        params: { pharmaciesByInitiative: { 102: [1], 145: [1] }, primary: true },
      },
    ]);
  });

  it('a header clicked while the saved settings load wins over their sorts, and is saved', async () => {
    const asked = serveList();
    serveTasks();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const saved = JSON.stringify({ tableName: 'pharmacy_initiatives', sorts: [{ id: 'initiativeId', desc: true }] });
    mockServer.use(
      http.get('/api/table-settings/settings/table/pharmacy_initiatives', async () => {
        await answered;
        return HttpResponse.json({ tableName: 'pharmacy_initiatives', settingsBody: saved });
      }),
    );
    await showList();
    await expect.element(grid().getByRole('row').nth(20)).toBeVisible();
    await grid().getByRole('columnheader', { name: 'Название инициативы' }).click();
    await expect.element(grid().getByRole('columnheader', { name: 'Название инициативы' })).toHaveAttribute('aria-sort', 'ascending');
    answer();
    await expect
      .poll(() => JSON.parse(savedTableSettings.get('pharmacy_initiatives') ?? '{}').sorts)
      .toEqual([{ id: 'initiativeName', desc: false }]);
    await expect.element(grid().getByRole('columnheader', { name: 'Название инициативы' })).toHaveAttribute('aria-sort', 'ascending');
    expect(asked.at(-1)).toMatchObject({ sorts: { initiativeName: 'asc' } });
    expect(asked.some((request) => 'initiativeId' in (request.sorts ?? {}))).toBe(false);
  });

  it('filters from collapsible filters, kept for the user after the list is shown again', async () => {
    const asked = serveList();
    serveTasks();
    await showList();
    await expect.element(grid().getByRole('row').nth(20)).toBeVisible();
    await page.getByRole('button', { name: 'Показать фильтры' }).click();
    await page.getByRole('textbox', { name: 'Название инициативы' }).fill('матрица 1');
    await expect.element(page.getByText('Всего результатов: 5')).toBeVisible();
    expect(asked.at(-1)).toMatchObject({ pageNumber: 1, filters: { initiativeName: 'матрица 1' } });
    // Typing is one request after the pause, not one per key.
    expect(asked.filter((request) => request.filters?.initiativeName)).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('pharmacy_initiatives.apteka1') ?? '{}')).toMatchObject({
      filtersOpen: true,
      filtersState: { fieldsValues: { initiativeName: 'матрица 1' } },
    });

    // Shown again (the shell's helper clears the storage: this once it keeps what the list left).
    const kept = { ...localStorage };
    const clear = vi.spyOn(Storage.prototype, 'clear').mockImplementation(() => {});
    onTestFinished(() => clear.mockRestore());
    Object.entries(kept).forEach(([key, value]) => localStorage.setItem(key, String(value)));
    const before = asked.length;
    // A page shown again is a new page: the first one is gone (two portals in one page would
    // follow each other's session).
    cleanup();
    await showList();
    await expect.element(page.getByRole('textbox', { name: 'Название инициативы' })).toHaveValue('матрица 1');
    await expect.element(page.getByText('Всего результатов: 5')).toBeVisible();
    await vi.waitFor(() => expect(asked.length).toBeGreaterThan(before));
    expect(asked[before]).toMatchObject({ pageNumber: 1, filters: { initiativeName: 'матрица 1' } });
  });

  it('an id filter with anything but digits stays as typed with its reason, and the list keeps its filter', async () => {
    const asked = serveList();
    serveTasks();
    await showList();
    await expect.element(grid().getByRole('row').nth(20)).toBeVisible();
    await page.getByRole('button', { name: 'Показать фильтры' }).click();
    const id = page.getByRole('textbox', { name: 'ID инициативы' });
    await id.fill('12');
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ filters: { initiativeId: '12' } }));
    const before = asked.length;
    await id.fill('12а');
    await expect.element(id).toHaveValue('12а');
    await expect.element(id).toHaveAttribute('aria-invalid', 'true');
    await expect.element(id).toHaveAccessibleDescription('Только цифры. Фильтр остаётся 12');
    await id.fill('12345678901');
    await expect.element(id).toHaveAccessibleDescription('Не больше 10 цифр. Фильтр остаётся 12');
    // Nothing was asked for the refused texts: the list stays filtered by 12.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(asked.slice(before).filter((request) => request.filters?.initiativeId !== '12')).toEqual([]);
    await id.fill('');
    await expect.element(id).not.toHaveAttribute('aria-invalid');
    await vi.waitFor(() => expect(asked.at(-1)?.filters?.initiativeId ?? null).toBeNull());
  });

  it('a settings save that fails says why inside «Настройки», which stays open with the choices; a second «Сохранить» saves them', async () => {
    serveList();
    serveTasks();
    let refuse = true;
    mockServer.use(
      http.post('/api/table-settings/settings/table/pharmacy_initiatives', async ({ request }) => {
        if (refuse) return HttpResponse.json({ message: 'Сервис настроек недоступен' }, { status: 503 });
        savedTableSettings.set('pharmacy_initiatives', await request.text());
        return HttpResponse.json({ tableName: 'pharmacy_initiatives', settingsBody: null });
      }),
    );
    await showList();
    await expect.element(grid().getByRole('row').nth(20)).toBeVisible();
    await page.getByRole('button', { name: 'Настройки' }).click();
    const dialog = page.getByRole('dialog', { name: 'Настройки' });
    await dialog.getByRole('checkbox', { name: 'Тип инициативы' }).first().click();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent(
        'Не удалось сохранить настройки таблицы: Сервис настроек недоступен. Изменения остаются на экране; «Сохранить» попробует ещё раз.',
      );
    await expect.element(dialog.getByRole('button', { name: 'Сохранить' })).toHaveFocus();
    refuse = false;
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(JSON.parse(savedTableSettings.get('pharmacy_initiatives') ?? '{}').columnsGrid).toContainEqual({ key: 'type', show: false });
  });

  it('a failed load shows the message and Повторить, never an empty table', async () => {
    const asked = serveList({ fail: 1 });
    serveTasks();
    await showList();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Не удалось загрузить инициативы аптеки: Сервис инициатив недоступен');
    // The error modal of §2 opens as well; 'Ок' closes it and the inline retry stays.
    await expect.element(page.getByRole('alertdialog', { name: 'Ошибка' })).toHaveTextContent('Сервис инициатив недоступен');
    await page.getByRole('alertdialog', { name: 'Ошибка' }).getByRole('button', { name: 'Ок' }).click();
    await expect.element(grid()).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(grid().getByRole('row').nth(20)).toBeVisible();
    expect(asked).toHaveLength(2);
    // 'Повторить' went with its alert: the focus stayed in the list, not on <body>.
    await expect.poll(() => document.activeElement?.matches('section[aria-label="Инициативы аптеки"]')).toBe(true);
  });

  it('a download task shows in the bell at once, then SUCCESS: the file is downloaded and closing deletes it', async () => {
    serveList();
    const tasks = serveTasks();
    const saved = catchSavedFiles();
    const nextPoll = pollsByHand();
    await showList();
    await grid().getByRole('button', { name: 'Скачать инициативу 101' }).click();
    const popup = page.getByRole('dialog', { name: 'Фоновые задачи' });
    // The back end names no initiative here: the row it came from does.
    await expect.element(popup.getByRole('listitem', { name: 'Выгрузка инициативы «Акция 00» в файл' })).toBeVisible();
    expect(tasks.created).toEqual([
      {
        queue: 'initiative-management-task-queue',
        taskType: 'FILE_GENERATE',
        taskName: 'DOWNLOAD_INITIATIVE_BY_PHARMACY',
        params: { initiativeId: 101, pharmacyId: 1 },
      },
    ]);
    await expect.element(popup).toHaveTextContent('Новая');
    await expect.element(page.getByRole('button', { name: 'Фоновые задачи: не завершено 1' })).toBeVisible();
    // Greyed: neither downloaded nor closed yet.
    await expect.element(popup.getByRole('button', { name: 'Скачать' })).toBeDisabled();
    await expect.element(popup.getByRole('button', { name: 'Закрыть' })).toBeDisabled();
    // The pressed button kept the focus while the task was made: Escape first leaves the grid, as
    // everywhere in a grid, then closes the popup.
    expect(document.activeElement).toBe(grid().getByRole('button', { name: 'Скачать инициативу 101' }).element());
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await expect.element(popup).not.toBeInTheDocument();
    // The gateway finishes it; the next poll brings it and the popup opens by itself.
    tasks.tasks = tasks.tasks.map((task) => ({ ...task, state: 'SUCCESS', hasFile: true }));
    nextPoll();
    await expect.element(popup).toHaveTextContent('Выполнена');
    // The ready file waits for the user: the badge counts it until it is downloaded.
    await expect
      .element(page.getByRole('button', { name: 'Фоновые задачи: не завершено 0, готово к скачиванию 1' }))
      .toHaveTextContent('1');
    await popup.getByRole('button', { name: 'Скачать' }).click();
    await vi.waitFor(() => expect(saved).toEqual(['Инициатива 101.xlsx']));
    await expect.element(page.getByRole('button', { name: 'Фоновые задачи: не завершено 0', exact: true })).toHaveTextContent('0');
    await popup.getByRole('button', { name: 'Закрыть' }).click();
    await expect.element(popup).toHaveTextContent('Нет задач');
    expect(tasks.closed).toEqual(['t1']);
    expect(tasks.deleted).toEqual(['t1']);
    // The closed task took its «Закрыть» away: the focus goes on inside the popup.
    await expect.element(popup.getByRole('button', { name: 'Скрыть задачи' })).toHaveFocus();
  });

  it('«Скачать инициативу» says the file is being made and where; once ready the badge counts it and the file is one click away, from the line or the opened bell', async () => {
    serveList();
    const tasks = serveTasks();
    const saved = catchSavedFiles();
    const nextPoll = pollsByHand();
    await showList();
    const bell = page.getByRole('button', { name: /^Фоновые задачи:/u });
    await expect.element(bell).toHaveTextContent('0');
    await grid().getByRole('button', { name: 'Скачать инициативу 101' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Файл инициативы' });
    await expect
      .element(notice)
      .toHaveTextContent(
        'Файл инициативы «Акция 00» готовится. Когда он будет готов, его можно будет скачать здесь и в «Фоновые задачи» (колокольчик над списком справа).',
      );
    await expect.element(bell).toHaveTextContent('1');
    await userEvent.keyboard('{Escape}');
    tasks.tasks = tasks.tasks.map((task) => ({ ...task, state: 'SUCCESS', hasFile: true }));
    nextPoll();
    // Finished but not downloaded: still counted, and offered in the line.
    await expect.element(notice).toHaveTextContent('Файл инициативы «Акция 00» готов.');
    await expect.element(bell).toHaveAccessibleName('Фоновые задачи: не завершено 0, готово к скачиванию 1');
    await expect.element(bell).toHaveTextContent('1');
    // Opened, the bell shows the ready file with its «Скачать».
    const popup = page.getByRole('dialog', { name: 'Фоновые задачи' });
    if (!popup.query()) await bell.click();
    await expect.element(popup.getByRole('listitem').first()).toHaveAccessibleName('Выгрузка инициативы «Акция 00» в файл');
    await userEvent.keyboard('{Escape}');
    await notice.getByRole('button', { name: 'Скачать файл' }).click();
    await vi.waitFor(() => expect(saved).toEqual(['Инициатива 101.xlsx']));
    await expect.element(bell).toHaveTextContent('0');
    await expect.element(bell).toHaveAccessibleName('Фоновые задачи: не завершено 0');
    await expect.element(page.getByText(/Файл инициативы/u)).not.toBeInTheDocument();
    // «Скачать файл» went with the file saved: the focus stayed on its line, not on <body>.
    expect(document.activeElement?.classList.contains('task-file-notice')).toBe(true);
  });

  it('at 390×844 the line about the file being made wraps within the screen', async () => {
    serveList();
    serveTasks();
    await showList();
    // Asked for on the wide screen (the grid draws only the columns in view), read on the phone.
    await grid().getByRole('button', { name: 'Скачать инициативу 101' }).click();
    await userEvent.keyboard('{Escape}');
    await page.viewport(390, 844);
    const line = page.getByText(/^Файл инициативы «Акция 00» готовится/u);
    await expect.element(line).toBeVisible();
    const box = line.element().getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
  });

  it('the opened bell puts a ready file first, above newer tasks, one click from its download', async () => {
    serveList();
    const at = (minute: number) => new Date(2026, 10, 19, 9, minute).toISOString();
    const tasks = serveTasks([
      {
        taskId: 'f',
        taskName: 'DOWNLOAD_INITIATIVE_BY_PHARMACY',
        taskType: 'FILE_GENERATE',
        state: 'SUCCESS',
        created: at(1),
        warnings: [],
        errors: [],
        hasFile: true,
        initiativeNames: ['Акция 00'],
      },
      {
        taskId: 's',
        taskName: 'EXPORT_INITIATIVE_BY_PHARMACY',
        taskType: 'SIMPLE_AUTHORIZED',
        state: 'SUCCESS',
        created: at(2),
        warnings: [],
        errors: [],
        hasFile: false,
      },
    ]);
    const saved = catchSavedFiles();
    await showList();
    const bell = page.getByRole('button', { name: 'Фоновые задачи: не завершено 0, готово к скачиванию 1' });
    await expect.element(bell).toHaveTextContent('1');
    await bell.click();
    const first = page.getByRole('dialog', { name: 'Фоновые задачи' }).getByRole('listitem').first();
    await expect.element(first).toHaveAccessibleName('Выгрузка инициативы «Акция 00» в файл');
    await first.getByRole('button', { name: 'Скачать' }).click();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(tasks.closed).toEqual([]);
    await expect.element(page.getByRole('button', { name: 'Фоновые задачи: не завершено 0', exact: true })).toHaveTextContent('0');
  });

  it('on a back end of the spec alone (no hasFile, no initiativeNames): «Скачать» once SUCCESS, the task named by its row', async () => {
    serveList();
    const tasks = serveTasks([], { specOnly: true });
    const saved = catchSavedFiles();
    const nextPoll = pollsByHand();
    await showList();
    await grid().getByRole('button', { name: 'Скачать инициативу 102' }).click();
    const popup = page.getByRole('dialog', { name: 'Фоновые задачи' });
    const item = popup.getByRole('listitem', { name: 'Выгрузка инициативы «Матрица 01» в файл' });
    await expect.element(item).toHaveTextContent('Новая');
    expect('hasFile' in tasks.tasks[0]).toBe(false);
    await expect.element(item.getByRole('button', { name: 'Скачать' })).toBeDisabled();
    tasks.tasks = tasks.tasks.map((task) => ({ ...task, state: 'STARTED' }));
    nextPoll();
    await expect.element(item).toHaveTextContent('Выполняется');
    await expect.element(item.getByRole('button', { name: 'Скачать' })).toBeDisabled();
    tasks.tasks = tasks.tasks.map((task) => ({ ...task, state: 'SUCCESS' }));
    nextPoll();
    await expect.element(item).toHaveTextContent('Выполнена');
    await item.getByRole('button', { name: 'Скачать' }).click();
    await vi.waitFor(() => expect(saved).toEqual(['Инициатива 101.xlsx']));
    await item.getByRole('button', { name: 'Закрыть' }).click();
    await expect.element(popup).toHaveTextContent('Нет задач');
    expect(tasks.deleted).toEqual(['t1']);
  });

  it('a failed first poll of the tasks says so in the bell with Повторить, never «Нет задач»', async () => {
    serveList();
    const tasks = serveTasks([
      {
        taskId: 't7',
        taskName: 'EXPORT_INITIATIVE_BY_PHARMACY',
        taskType: 'SIMPLE_AUTHORIZED',
        state: 'SUCCESS',
        created: new Date(2026, 10, 19, 9, 5).toISOString(),
        warnings: [],
        errors: [],
        hasFile: false,
      },
    ]);
    let down = true;
    mockServer.use(
      http.get('/api/background-task/task/all-my', () =>
        down ? HttpResponse.json({ message: 'Сервис задач недоступен' }, { status: 503 }) : HttpResponse.json(tasks.tasks),
      ),
    );
    pollsByHand();
    await showList();
    await page.getByRole('button', { name: /^Фоновые задачи/ }).click();
    const popup = page.getByRole('dialog', { name: 'Фоновые задачи' });
    await expect.element(popup.getByRole('alert')).toHaveTextContent('Не удалось загрузить задачи: Сервис задач недоступен');
    expect(popup.element().textContent).not.toContain('Нет задач');
    down = false;
    await popup.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(popup.getByRole('listitem')).toHaveTextContent('Выполнена');
    await expect.element(popup.getByRole('alert')).not.toBeInTheDocument();
    // 'Повторить' went with its alert: the focus stayed in the popup.
    await expect.poll(() => popup.element().contains(document.activeElement)).toBe(true);
  });

  it('the type picked from the list goes as the spec’s multiFilters, typed filters as filters', async () => {
    const asked = serveList();
    serveTasks();
    await showList();
    await expect.element(grid().getByRole('row').nth(20)).toBeVisible();
    await page.getByRole('button', { name: 'Показать фильтры' }).click();
    await page.getByRole('combobox', { name: 'Тип инициативы' }).selectOptions('RECOMMENDED_GOODS');
    await vi.waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ pageNumber: 1, rowCount: 20, filters: {}, multiFilters: { type: ['RECOMMENDED_GOODS'] } }),
    );
    await page.getByRole('combobox', { name: 'Строк на странице' }).selectOptions('10');
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ rowCount: 10, multiFilters: { type: ['RECOMMENDED_GOODS'] } }));
    expect(asked.some((request) => 'pageSize' in request || request.filters?.type !== undefined)).toBe(false);
  });

  it('shows unknown tasks, warnings and errors; unfinished tasks are greyed and cannot be closed', async () => {
    serveList();
    const at = new Date(2026, 10, 19, 9, 5).toISOString();
    const task = (fields: Partial<BackgroundTask> & Pick<BackgroundTask, 'taskId' | 'state'>): BackgroundTask => ({
      taskName: 'EXPORT_INITIATIVE_BY_PHARMACY',
      taskType: 'SIMPLE_AUTHORIZED',
      created: at,
      warnings: [],
      errors: [],
      hasFile: false,
      ...fields,
    });
    const tasks = serveTasks([
      task({ taskId: 'a', state: 'STARTED' }),
      task({ taskId: 'b', state: 'SUCCESS', taskName: 'REBUILD_EVERYTHING', warnings: ['2 строки пропущены'] }),
      task({ taskId: 'c', state: 'ERROR', taskName: 'SELECTED_EXPORT_INITIATIVE_BY_PHARMACY', errors: ['Инициатива 7 не найдена'] }),
    ]);
    await showList();
    await expect.element(grid().getByRole('row').nth(20)).toBeVisible();
    // Known tasks at opening do not open the popup.
    await page.getByRole('button', { name: 'Фоновые задачи: не завершено 1' }).click();
    const popup = page.getByRole('dialog', { name: 'Фоновые задачи' });
    const started = popup.getByRole('listitem', { name: 'Отправка текущих инициатив' });
    await expect.element(started).toHaveTextContent('Выполняется');
    await expect.element(started).toHaveTextContent('19.11.2026 09:05');
    await expect.element(started).toHaveAttribute('aria-disabled', 'true');
    await expect.element(started.getByRole('button', { name: 'Закрыть' })).toBeDisabled();
    const unknown = popup.getByRole('listitem', { name: 'Неизвестная задача' });
    await expect.element(unknown).toHaveTextContent('Задача выполнена с предупреждениями');
    await expect.element(unknown).toHaveTextContent('2 строки пропущены');
    const failed = popup.getByRole('listitem', { name: 'Отправка выбранных инициатив' });
    await expect.element(failed).toHaveTextContent('В ходе выполнения задачи возникли критические ошибки');
    await expect.element(failed).toHaveTextContent('Инициатива 7 не найдена');
    await failed.getByRole('button', { name: 'Закрыть' }).click();
    await expect.element(failed).not.toBeInTheDocument();
    expect(tasks.closed).toEqual(['c']);
    expect(tasks.deleted).toEqual([]);
  });
});
