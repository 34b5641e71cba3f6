import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './support/app';

// No CORPORATE_PORTAL_URL: the default, as a fresh install runs. The portal is not built here
// (tests/api/no-portal): the page must not need it.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
});

describe('the page a non-pharmacy user lands on when no corporate portal is configured', () => {
  it('is what config.json sends the portal to', async () => {
    const config = (await gateway.app.inject({ url: '/pa/config.json' })).json<{ corporatePortalUrl: string }>();
    expect(config.corporatePortalUrl).toBe('/pa/corporate');
  });

  it('answers Russian HTML saying the portal is for pharmacies, with a way back to the sign-in', async () => {
    const response = await gateway.app.inject({ url: '/pa/corporate' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="ru">');
    expect(response.body).toContain('Этот портал — для аптек');
    expect(response.body).toContain('<a href="/pa/sign-in">Вернуться ко входу</a>');
    expect(response.body).not.toMatch(/<script/i);
  });
});
