import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp } from './support/render-app';

withMockServer();

describe('an entry link the gateway does not accept', () => {
  it('says the link is invalid or expired, not to check a login and password never typed, and offers the sign-in', async () => {
    // The default handlers refuse an unknown secret as the gateway does: 400 invalid_grant.
    const app = await renderApp('/entry?shared_secret=unknown-or-expired-secret');
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Ссылка для входа недействительна или устарела.');
    await expect.element(alert).toHaveTextContent('Откройте портал заново из программы аптеки или войдите по логину и паролю.');
    await expect.element(page.getByText('проверьте правильность написания логина и пароля', { exact: false })).not.toBeInTheDocument();
    await alert.getByRole('link', { name: 'Войти по логину и паролю' }).click();
    expect(app.path()).toBe('/sign-in');
  });

  it('a secret refused with 401 reads the same', async () => {
    mockServer.use(http.post('/api/uaa/oauth/token', () => HttpResponse.json({ message: 'Bad credentials' }, { status: 401 })));
    await renderApp('/entry?shared_secret=revoked-secret');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Ссылка для входа недействительна или устарела.');
  });

  it('a gateway that cannot answer keeps its own reason (the link may be fine)', async () => {
    mockServer.use(
      http.post('/api/uaa/oauth/token', () => HttpResponse.json({ message: 'Сервис входа временно недоступен' }, { status: 503 })),
    );
    await renderApp('/entry?shared_secret=demo-apteka1-secret');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Сервис входа временно недоступен');
    await expect.element(page.getByText('недействительна или устарела', { exact: false })).not.toBeInTheDocument();
  });
});
