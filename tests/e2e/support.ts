import { expect, type Page } from '@playwright/test';

/** Signs in through the sign-in screen, as a user would, and waits for the shell. */
export async function signIn(page: Page, login: string, password = login): Promise<void> {
  await page.goto('sign-in');
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'АДРЕС АПТЕКИ' })).toBeVisible();
}
