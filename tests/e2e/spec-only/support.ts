import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';
import { read, utils } from 'xlsx';

/**
 * What the journeys on a back end built from the spec share: the proof that a screen shows no
 * error, a download caught as the browser sees it, and its first sheet read back.
 */

/** No error is shown: neither the error modal of §8 (a dialog or an alert dialog) nor an inline alert, nor an answer «в неожиданном формате». */
export async function expectNoError(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: 'Ошибка' }), where).toHaveCount(0);
  await expect(page.getByRole('alertdialog', { name: 'Ошибка' }), where).toHaveCount(0);
  await expect(page.getByRole('alert'), where).toHaveCount(0);
  await expect(page.getByText('Сервер прислал ответ в неожиданном формате', { exact: false }), where).toHaveCount(0);
}

/** The download an action starts, as the browser saves it. */
export async function download(page: Page, act: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), act()]);
  return file;
}

/** The rows of a downloaded workbook's first sheet, blank rows left out. */
export async function sheetRows(file: Download): Promise<unknown[][]> {
  const book = read(await readFile(await file.path()));
  return utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, blankrows: false });
}

/** An order screen's action, chosen and run. */
export async function chooseAndExecute(page: Page, action: string): Promise<void> {
  await page.getByLabel('Выберите действие с заказом').selectOption({ label: action });
  await page.getByRole('button', { name: 'Выполнить' }).click();
}
