import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { pharmacyOne } from './support/handlers/pharmacy';
import { tokens, tokenUrl } from './support/handlers/uaa';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp } from './support/render-app';
import { pharmacyUserToken } from './support/tokens';

withMockServer();

const login = () => page.getByLabelText('Логин');
const password = () => page.getByLabelText('Пароль');
const signInButton = () => page.getByRole('button', { name: 'Войти' });

async function signIn(user: string, secret = user) {
  await login().fill(user);
  await password().fill(secret);
  await signInButton().click();
}

describe('sign-in screen', () => {
  it('starts idle: login, password and an enabled sign-in button, no failure', async () => {
    await renderApp('/sign-in');
    await expect.element(login()).toBeEnabled();
    await expect.element(password()).toHaveAttribute('type', 'password');
    await expect.element(signInButton()).toBeEnabled();
    await expect.element(page.getByText('Не удается войти.')).not.toBeInTheDocument();
  });

  it('waits while the sign-in is under way, then opens the portal home', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const sent: string[] = [];
    mockServer.use(
      http.post(tokenUrl, async ({ request }) => {
        sent.push(await request.text());
        await answered;
        return tokens(pharmacyUserToken);
      }),
    );
    const app = await renderApp('/sign-in');
    await signIn('  apteka1 ', 'apteka1');

    await expect.element(page.getByText('Пожалуйста, подождите..')).toBeVisible();
    await expect.element(signInButton()).toBeDisabled();
    answer();

    await expect.element(page.getByRole('heading', { name: 'Разделы портала' })).toBeVisible();
    expect(app.path()).toBe('/');
    expect(sent).toEqual(['grant_type=password&scope=read&username=apteka1&password=apteka1']);
    expect(localStorage.getItem('token')).toBe(pharmacyUserToken);
  });

  it('shows the shell with the pharmacy address after signing in', async () => {
    await page.viewport(1440, 900);
    await renderApp('/sign-in');
    await signIn('apteka1');
    await expect.element(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
    await page.getByRole('button', { name: 'АДРЕС АПТЕКИ' }).click();
    await expect.element(page.getByRole('button', { name: pharmacyOne.address })).toBeVisible();
  });

  it('shows the two failure texts for a wrong password, keeps the user on sign-in and stores no token', async () => {
    const app = await renderApp('/sign-in');
    await signIn('apteka1', 'not-the-password');
    await expect.element(page.getByText('Не удается войти.')).toBeVisible();
    await expect.element(page.getByText('Пожалуйста, проверьте правильность написания логина и пароля.')).toBeVisible();
    await expect.element(signInButton()).toBeEnabled();
    expect(app.path()).toBe('/sign-in');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows what the gateway says when it throttles sign-in attempts', async () => {
    mockServer.use(
      http.post(tokenUrl, () => HttpResponse.json({ message: 'Слишком много попыток входа. Повторите через минуту.' }, { status: 429 })),
    );
    await renderApp('/sign-in');
    await signIn('apteka1');
    await expect.element(page.getByText('Не удается войти.')).toBeVisible();
    await expect.element(page.getByText('Слишком много попыток входа. Повторите через минуту.')).toBeVisible();
  });

  it('sends a user without the pharmacy role to the corporate portal', async () => {
    const app = await renderApp('/sign-in');
    await signIn('manager');
    await expect.element(page.getByText('Этот портал открыт только для аптек.', { exact: false })).toBeVisible();
    expect(app.leftFor).toEqual(['http://corporate-portal.test/']);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a signed-in user on to the portal home', async () => {
    const app = await renderApp('/sign-in', { signedIn: true });
    await expect.element(page.getByRole('heading', { name: 'Разделы портала' })).toBeVisible();
    expect(app.path()).toBe('/');
  });

  it('brings a user sent to sign-in back to the page they asked for', async () => {
    const app = await renderApp('/mobile-app');
    await expect.element(signInButton()).toBeVisible();
    expect(app.path()).toBe('/sign-in');
    await signIn('apteka1');
    await expect.element(page.getByRole('heading', { name: 'Мобильное приложение' })).toBeVisible();
    expect(app.path()).toBe('/mobile-app');
  });
});
