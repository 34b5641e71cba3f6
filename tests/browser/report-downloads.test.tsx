import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { page } from 'vitest/browser';
import { read, utils } from 'xlsx';
import type { ReportDownloadRequest } from '../../src/machines/reports/report-download.machine';
import { ReportDownloadsProvider, useReportDownload } from '../../src/screens/reports/downloads/ReportDownloads';
import { mockServer, withMockServer } from './support/mock-server';
import { renderInShell } from './support/render-app';

withMockServer();

const productOfTheDay: ReportDownloadRequest = { kind: 'product-of-the-day', initiativeId: 41, initiativeName: 'Товар дня' };
const april = new Date(2026, 3, 1).getTime() / 1000;

/** A row of the overview, reduced to its download button. */
function DownloadButton({ request }: { request: ReportDownloadRequest }) {
  const download = useReportDownload();
  return (
    <button type="button" onClick={() => download(request)}>
      Скачать отчёт
    </button>
  );
}

async function renderDownloads(request: ReportDownloadRequest = productOfTheDay) {
  await renderInShell(
    '/reports',
    <ReportDownloadsProvider>
      <DownloadButton request={request} />
    </ReportDownloadsProvider>,
  );
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

describe('report downloads', () => {
  it('asks for JSON, builds the workbook in the worker and saves it under its Russian name, under the overlay', async () => {
    const asked: string[] = [];
    mockServer.use(
      http.get('/api/reports/rest/reports/mktg-initiative/product-of-the-day', async ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('initiative') ?? '');
        await delay(300);
        return HttpResponse.json({
          initiativeId: 41,
          initiativeName: 'Товар дня: апрель',
          rows: [
            {
              from: april,
              to: april + 86400 * 29,
              product: { id: 77, name: 'Нурофен' },
              points: 12.5,
              actualCompletionPercent: 0.4567,
              expectedCompletionPercent: 0.9,
              actualBonusSum: 1234.567,
              expectedBonusSum: 2500,
            },
          ],
        });
      }),
    );
    const saved = catchSavedFiles();
    await renderDownloads();
    await page.getByRole('button', { name: 'Скачать отчёт' }).click();
    await expect.element(page.getByRole('status').filter({ hasText: 'Подготовка файла...' })).toBeVisible();
    await expect.element(page.getByText('Подготовка файла...')).not.toBeInTheDocument();
    expect(asked).toEqual(['41']);
    expect(saved.map((file) => file.name)).toEqual(['Товар дня — Товар дня апрель.xlsx']);

    const book = read(await (await fetch(saved[0].href)).arrayBuffer());
    expect(book.SheetNames).toEqual(['Товар дня']);
    const [header, line] = utils.sheet_to_json<unknown[]>(book.Sheets['Товар дня'], { header: 1 });
    expect(header).toEqual([
      'Начало',
      'Окончание',
      'Код товара',
      'Наименование товара',
      'Баллы',
      'Выполнение на текущую дату, %',
      'Прогноз выполнения, %',
      'Бонус на текущую дату, руб.',
      'Прогноз бонуса, руб.',
    ]);
    expect(line).toEqual(['01.04.2026', '30.04.2026', 'П_77', 'Нурофен', 12.5, 45.7, 90, 1234.57, 2500]);
  });

  it('opens the error modal and shows an error snackbar with the message when the report cannot be had', async () => {
    mockServer.use(
      http.get('/api/reports/rest/reports/mktg-initiative/procurement', () =>
        HttpResponse.json({ message: 'У инициативы №5 нет отчёта «Закупка»' }, { status: 404 }),
      ),
    );
    const saved = catchSavedFiles();
    await renderDownloads({ kind: 'procurement', initiativeId: 5, initiativeName: 'Закупка' });
    await page.getByRole('button', { name: 'Скачать отчёт' }).click();
    const snackbar = page.getByRole('alert');
    await expect.element(snackbar).toHaveTextContent('Не удалось скачать отчёт «Закупка»');
    await expect.element(snackbar).toHaveTextContent('У инициативы №5 нет отчёта «Закупка»');
    // Like every failing call of the tab screen (spec section 2): the error modal, closed with «Ок».
    const modal = page.getByRole('alertdialog', { name: 'Ошибка' });
    await expect.element(modal).toHaveTextContent('У инициативы №5 нет отчёта «Закупка»');
    await modal.getByRole('button', { name: 'Ок' }).click();
    await expect.element(modal).not.toBeInTheDocument();
    expect(saved).toEqual([]);
    await expect.element(page.getByText('Подготовка файла...')).not.toBeInTheDocument();
  });

  it('takes no clicks on the screen while the file is prepared', async () => {
    mockServer.use(
      http.get('/api/reports/rest/reports/mktg-initiative/product-of-the-day', async () => {
        await delay(400);
        return HttpResponse.json({ initiativeId: 41, initiativeName: '', rows: [] });
      }),
    );
    catchSavedFiles();
    await renderDownloads();
    const button = page.getByRole('button', { name: 'Скачать отчёт' });
    await button.click();
    await expect.element(page.getByText('Подготовка файла...')).toBeVisible();
    const { x, y, width, height } = button.element().getBoundingClientRect();
    expect(document.elementFromPoint(x + width / 2, y + height / 2)?.closest('.file-overlay')).not.toBeNull();
  });
});
