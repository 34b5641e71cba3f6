import { readFileSync } from 'node:fs';
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
    expect(response.body).toContain('Портал открыт только для аптек');
    expect(response.body).toMatch(/<a [^>]*href="\/pa\/sign-in">Вернуться ко входу<\/a>/u);
    expect(response.body).not.toMatch(/<script/i);
  });

  it('speaks to a cashier first, in words, naming no setting', async () => {
    const { body } = await gateway.app.inject({ url: '/pa/corporate' });
    const text = body.replace(/<[^>]+>/gu, ' ');
    expect(text.indexOf('Если вы кассир')).toBeGreaterThan(-1);
    expect(text.indexOf('Если вы кассир')).toBeLessThan(text.indexOf('Если вы руководитель или владелец'));
    expect(text).toContain('Ваш логин кассира — для корпоративного портала сети');
    // No setting, variable or code for the reader to puzzle over.
    expect(body).not.toMatch(/CORPORATE_PORTAL_URL|переменн|<code/u);
  });

  it('wears the portal’s style from a stylesheet of its own, as the CSP allows (no inline style)', async () => {
    const page = await gateway.app.inject({ url: '/pa/corporate' });
    expect(page.body).toContain('<link rel="stylesheet" href="/pa/corporate.css">');
    expect(page.body).not.toMatch(/style=|<style/u);
    expect(page.headers['content-security-policy']).toMatch(/style-src 'self'/u);
    const sheet = await gateway.app.inject({ url: '/pa/corporate.css' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(sheet.body).toContain('--color-primary: #0b6e4f');
    // Every colour of the portal's palette, as the portal's own stylesheet sets it.
    const palette = readFileSync('src/styles/base.css', 'utf8').match(/^ {2}--[a-z-]+: [^;]+;/gmu) ?? [];
    expect(palette.length).toBeGreaterThan(5);
    for (const colour of palette) expect(sheet.body).toContain(colour.trim());
    expect(sheet.body).toContain('.corporate__button');
  });
});
