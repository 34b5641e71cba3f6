import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { errorFallback } from '../../src/machines/shared/error-modal.machine';
import { sentHits } from './support/handlers/analytics';
import { pharmacyOne } from './support/handlers/pharmacy';
import { revokeUrl } from './support/handlers/uaa';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp } from './support/render-app';

withMockServer();

describe('portal shell', () => {
  // First in the file: React Router says its warning once a page.
  it('opens a lazily loaded screen by its address without React Router’s HydrateFallback warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    await renderApp('/order-history', { signedIn: true });
    await expect.element(page.getByRole('heading', { level: 1, name: 'История заказов' })).toBeVisible();
    expect(warn.mock.calls.flat().join(' ')).not.toContain('HydrateFallback');
    warn.mockRestore();
  });

  it('reports each page a signed-in user opens to the analytics at /ws, with roles, name and id as custom dimensions', async () => {
    const { router } = await renderApp('/', { signedIn: true });
    await expect.poll(() => sentHits.map((hit) => hit.page)).toContain('/');
    await router.navigate('/mobile-app');
    await expect.poll(() => sentHits.map((hit) => hit.page)).toContain('/mobile-app');
    const hit = sentHits.find((each) => each.page === '/mobile-app')!;
    expect(hit.dimensions).toEqual({ roles: expect.stringContaining('ROLE_PHARMACY'), userName: 'apteka1', userId: expect.any(Number) });
    expect(hit.hitId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u);
  });

  it('shows the waiting screen while a stored session is restored', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      http.get(
        '/api/pharmacy/pharmacy/portal-id/:id',
        async () => (await answered, HttpResponse.json({ message: 'Аптека временно недоступна' }, { status: 503 })),
      ),
    );
    await renderApp('/', { signedIn: true });
    await expect.element(page.getByText('Пожалуйста, подождите..')).toBeVisible();
    answer();
    await expect.element(page.getByText('Аптека временно недоступна')).toBeVisible();
  });

  it('replaces the screen with the authentication error in bold', async () => {
    mockServer.use(
      http.get('/api/pharmacy/pharmacy/portal-id/:id', () =>
        HttpResponse.json({ message: 'Аптека пользователя не найдена' }, { status: 404 }),
      ),
    );
    await renderApp('/', { signedIn: true });
    const error = page.getByText('Аптека пользователя не найдена');
    await expect.element(error).toBeVisible();
    expect(error.element().tagName).toBe('STRONG');
    await expect.element(page.getByRole('button', { name: 'Выйти' })).not.toBeInTheDocument();
  });

  it('the error screen of a pharmacy not read offers «Повторить», which opens the portal once the gateway answers', async () => {
    let down = true;
    mockServer.use(
      http.get('/api/pharmacy/pharmacy/portal-id/:id', () =>
        down ? HttpResponse.json({ message: 'Сервер недоступен' }, { status: 503 }) : HttpResponse.json(pharmacyOne),
      ),
    );
    await renderApp('/', { signedIn: true });
    await expect.element(page.getByText('Сервер недоступен')).toBeVisible();
    // Failed again: the focus is on «Повторить» again, not at the top of the page.
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(page.getByRole('button', { name: 'Повторить' })).toHaveFocus();
    down = false;
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect.element(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
    // The portal opened: the focus is on its page's heading.
    await expect.poll(() => document.activeElement?.tagName).toBe('H1');
  });

  it('«Войти заново» on the error screen keeps the order drafts typed on this computer (only «Выйти» removes them)', async () => {
    mockServer.use(
      http.get('/api/pharmacy/pharmacy/portal-id/:id', () => HttpResponse.json({ message: 'Сервер недоступен' }, { status: 503 })),
    );
    const copy = 'orderDraft:11:1:rg-order';
    const draft = JSON.stringify({ draft: { lines: [{ promotionalProductId: 101, orderAmount: 55 }] }, revision: 0, changedAt: 1 });
    await renderApp('/', { signedIn: true, stored: { [copy]: draft } });
    await page.getByRole('button', { name: 'Войти заново' }).click();
    await expect.element(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    expect(localStorage.getItem(copy)).toContain('"orderAmount":55');
    localStorage.removeItem(copy);
  });

  it('has the header links: home, mobile app, cubes and help in a new tab', async () => {
    // In the row on a wide screen (a phone folds them into «Меню»: header-keyboard.test.tsx).
    await page.viewport(1440, 900);
    await renderApp('/mobile-app', { signedIn: true });
    await expect.element(page.getByRole('link', { name: 'Партнёрский портал аптеки' })).toHaveAttribute('href', '/');
    const help = page.getByRole('link', { name: 'Помощь' });
    await expect.element(help).toHaveAttribute('href', 'http://help.test/');
    await expect.element(help).toHaveAttribute('target', '_blank');
    await expect.element(help).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(page.getByRole('link', { name: 'Аналитика (кубы)' }).first()).toHaveAttribute('href', 'http://cubes.test/');
  });

  it('signs out: back to sign-in, token and refresh forgotten, shared secret kept', async () => {
    const app = await renderApp('/', { signedIn: true, stored: { shared_secret: 'demo-apteka1-secret' } });
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect.element(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    expect(app.path()).toBe('/sign-in');
    expect([localStorage.getItem('token'), localStorage.getItem('refresh'), localStorage.getItem('shared_secret')]).toEqual([
      null,
      null,
      'demo-apteka1-secret',
    ]);
  });

  it('signs out on the gateway too: the stored refresh token is revoked', async () => {
    const revoked: string[] = [];
    mockServer.use(
      http.post(revokeUrl, async ({ request }) => (revoked.push(await request.text()), new HttpResponse(null, { status: 204 }))),
    );
    await renderApp('/', { signedIn: true });
    const refresh = localStorage.getItem('refresh');
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect.element(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expect.poll(() => revoked).toEqual([new URLSearchParams({ token: refresh!, token_type_hint: 'refresh_token' }).toString()]);
  });

  it('signs out locally when the back end lacks the sign-out call (404)', async () => {
    mockServer.use(http.post(revokeUrl, () => HttpResponse.json({ message: 'Такого метода нет' }, { status: 404 })));
    const app = await renderApp('/', { signedIn: true });
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect.element(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    expect(app.path()).toBe('/sign-in');
    expect([localStorage.getItem('token'), localStorage.getItem('refresh')]).toEqual([null, null]);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs in by an entry link and remembers its shared secret', async () => {
    const app = await renderApp('/entry?shared_secret=demo-apteka1-secret');
    await expect.element(page.getByRole('heading', { name: 'Разделы портала' })).toBeVisible();
    expect(app.path()).toBe('/');
    expect(localStorage.getItem('shared_secret')).toBe('demo-apteka1-secret');
  });

  it('refuses an entry link whose secret is not letters, digits and hyphens, without a request', async () => {
    await renderApp('/entry?shared_secret=demo%20secret');
    await expect
      .element(page.getByText('секрет аптеки должен состоять только из латинских букв, цифр и дефисов', { exact: false }))
      .toBeVisible();
    expect(localStorage.getItem('shared_secret')).toBeNull();
  });

  it('shows three store QR codes and the sign-in QR code on the mobile app page, and goes back home', async () => {
    const app = await renderApp('/mobile-app', { signedIn: true, stored: { shared_secret: 'demo-apteka1-secret' } });
    await expect.element(page.getByRole('img', { name: 'QR-код для входа в приложение' })).toBeVisible();
    await expect.poll(() => page.getByRole('img', { name: /QR/ }).all()).toHaveLength(4);
    expect(page.getByRole('img', { name: /вход/i }).all()).toHaveLength(1);
    await page.getByRole('button', { name: /назад/i }).click();
    await expect.element(page.getByRole('heading', { name: 'Разделы портала' })).toBeVisible();
    expect(app.path()).toBe('/');
  });

  it('opens the error modal for an error, with the fallback text when there is no message', async () => {
    const app = await renderApp('/', { signedIn: true });
    await expect.element(page.getByRole('heading', { name: 'Разделы портала' })).toBeVisible();
    app.actors.errorModal.send({ type: 'errorModal.show', error: { status: 500 } });
    const dialog = page.getByRole('alertdialog', { name: 'Ошибка' });
    await expect.element(dialog).toHaveTextContent(errorFallback);
    await page.getByRole('button', { name: 'Ок' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('shows a snackbar with title and description until it is clicked', async () => {
    const app = await renderApp('/', { signedIn: true });
    app.actors.snackbar.send({
      type: 'snackbar.show',
      snackbar: { type: 'success', title: 'Выгрузка запущена', description: 'Файл появится в задачах' },
    });
    const snackbar = page.getByRole('status').filter({ hasText: 'Выгрузка запущена' });
    await expect.element(snackbar).toHaveTextContent('Файл появится в задачах');
    await snackbar.click();
    await expect.element(snackbar).not.toBeInTheDocument();
  });
});
