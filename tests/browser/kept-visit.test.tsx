import { http, HttpResponse } from 'msw';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { page } from 'vitest/browser';
import { keptVisitKey } from '../../src/api/session/kept-visit';
import { prepareApp } from '../../src/app/app-start';
import { pharmacyOne } from './support/handlers/pharmacy';
import { mockServer, withMockServer } from './support/mock-server';
import { renderApp, testConfig } from './support/render-app';
import { fakeJwt, pharmacyUserToken } from './support/tokens';

withMockServer();

// The pharmacy as the last visit read it: it has moved since, so the screen tells which one it shows.
const keptAddress = 'г. Москва, ул. Старая, д. 2';
const keptVisit = (userId: number) => JSON.stringify({ userId, config: testConfig, pharmacy: { ...pharmacyOne, address: keptAddress } });
const keptNow = () =>
  JSON.parse(localStorage.getItem(keptVisitKey) ?? 'null') as { userId: number; pharmacy?: { address?: string } } | null;

/** The pharmacy call held until the test answers it; `answer` gives the back end's reply. */
function holdPharmacy() {
  let answer!: (reply: Response) => void;
  const reply = new Promise<Response>((resolve) => (answer = resolve));
  mockServer.use(http.get('/api/pharmacy/pharmacy/portal-id/:id', () => reply));
  return answer;
}

/** config.json held until the test answers it; `requested` once the portal has asked for it. */
function holdConfig() {
  let answer!: (reply: Response) => void;
  const reply = new Promise<Response>((resolve) => (answer = resolve));
  const asked = { requested: false };
  mockServer.use(
    http.get(/\/config\.json$/u, () => {
      asked.requested = true;
      return reply;
    }),
  );
  return { answer, asked };
}

const showAddress = async () => {
  await page.getByRole('button', { name: 'АДРЕС АПТЕКИ' }).click();
};

describe('the first screen drawn from what this computer kept of the last visit', () => {
  it('draws the screen with the kept pharmacy before the back end answers, then shows the one it answers', async () => {
    await page.viewport(1440, 900);
    const answer = holdPharmacy();
    await renderApp('/mobile-app', { signedIn: true, stored: { [keptVisitKey]: keptVisit(11) } });
    await expect.element(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
    await showAddress();
    await expect.element(page.getByRole('button', { name: keptAddress })).toBeVisible();
    answer(HttpResponse.json(pharmacyOne));
    await expect.element(page.getByRole('button', { name: pharmacyOne.address! })).toBeVisible();
    await expect.poll(() => keptNow()?.pharmacy?.address).toBe(pharmacyOne.address);
  });

  it('shows the error instead of the screen when the pharmacy cannot be read again, as with nothing kept', async () => {
    const answer = holdPharmacy();
    await renderApp('/mobile-app', { signedIn: true, stored: { [keptVisitKey]: keptVisit(11) } });
    await expect.element(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
    answer(HttpResponse.json({ message: 'Аптека временно недоступна' }, { status: 503 }));
    const error = page.getByText('Аптека временно недоступна');
    await expect.element(error).toBeVisible();
    expect(error.element().tagName).toBe('STRONG');
    await expect.element(page.getByRole('button', { name: 'Выйти' })).not.toBeInTheDocument();
  });

  it('keeps the pharmacy and the settings a visit read for its user, and forgets them on sign-out', async () => {
    await renderApp('/', { signedIn: true });
    await expect.element(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
    await expect.poll(keptNow).toEqual({ userId: 11, config: testConfig, pharmacy: pharmacyOne });
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect.element(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    expect(localStorage.getItem(keptVisitKey)).toBeNull();
  });

  it('never shows another user what was kept for someone else: that user waits for their own pharmacy', async () => {
    await page.viewport(1440, 900);
    const anotherPharmacyUser = fakeJwt({ user_name: 'apteka2', user_id: 12, authorities: ['ROLE_PHARMACY'], exp: 4102444800 });
    const answer = holdPharmacy();
    await renderApp('/mobile-app', { signedIn: true, stored: { token: anotherPharmacyUser, [keptVisitKey]: keptVisit(11) } });
    await expect.element(page.getByText('Пожалуйста, подождите..')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Выйти' })).not.toBeInTheDocument();
    answer(HttpResponse.json(pharmacyOne));
    await showAddress();
    await expect.element(page.getByRole('button', { name: pharmacyOne.address! })).toBeVisible();
    // What was kept is now this user's, so the first user's is gone.
    await expect.poll(() => keptNow()?.userId).toBe(12);
  });
});

describe('the portal settings this computer kept', () => {
  const start = (startAgain = vi.fn()) => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    onTestFinished(() => {
      root.unmount();
      container.remove();
    });
    return { container, run: prepareApp(root, startAgain), startAgain };
  };
  const signedInWith = (kept: string | null) => {
    localStorage.clear();
    localStorage.setItem('token', pharmacyUserToken);
    localStorage.setItem('refresh', 'refresh-1');
    if (kept) localStorage.setItem(keptVisitKey, kept);
  };

  it('starts with the kept settings before config.json answers, and starts again when they changed since', async () => {
    signedInWith(JSON.stringify({ userId: 11, config: { ...testConfig, helpUrl: 'http://old-help.test/' } }));
    const config = holdConfig();
    const { run, startAgain } = start();
    const app = (await run)!;
    onTestFinished(() => app.actors.stop());
    expect(app.config.helpUrl).toBe('http://old-help.test/');
    config.answer(HttpResponse.json(testConfig));
    await expect.poll(() => startAgain.mock.calls.length).toBe(1);
    expect(JSON.parse(localStorage.getItem(keptVisitKey)!).config).toEqual(testConfig);
  });

  it('goes on as it is when config.json says what was kept', async () => {
    signedInWith(JSON.stringify({ userId: 11, config: testConfig }));
    const config = holdConfig();
    const { run, startAgain } = start();
    const app = (await run)!;
    onTestFinished(() => app.actors.stop());
    config.answer(HttpResponse.json(testConfig));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(startAgain).not.toHaveBeenCalled();
  });

  it('waits for config.json when nothing was kept for this user', async () => {
    signedInWith(JSON.stringify({ userId: 12, config: { ...testConfig, helpUrl: 'http://someone-elses.test/' } }));
    const config = holdConfig();
    const { run } = start();
    let started = false;
    void run.then(() => (started = true));
    await expect.poll(() => config.asked.requested).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(started).toBe(false);
    config.answer(HttpResponse.json(testConfig));
    const app = (await run)!;
    onTestFinished(() => app.actors.stop());
    expect(app.config.helpUrl).toBe(testConfig.helpUrl);
  });

  it('shows the start-up error when config.json cannot be read again, as with nothing kept', async () => {
    signedInWith(JSON.stringify({ userId: 11, config: testConfig }));
    const config = holdConfig();
    const { run, container } = start();
    await run;
    config.answer(HttpResponse.json({}, { status: 500 }));
    await expect.element(page.elementLocator(container).getByText('Портал не запустился')).toBeVisible();
  });

  it('goes on with the kept settings when the line drops before config.json is read again', async () => {
    signedInWith(JSON.stringify({ userId: 11, config: testConfig }));
    const config = holdConfig();
    const { run, container, startAgain } = start();
    const app = (await run)!;
    onTestFinished(() => app.actors.stop());
    config.answer(HttpResponse.error());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(page.elementLocator(container).getByText('Портал не запустился').query()).toBeNull();
    expect(app.actors.auth.getSnapshot().status).toBe('active');
    expect(startAgain).not.toHaveBeenCalled();
  });
});
