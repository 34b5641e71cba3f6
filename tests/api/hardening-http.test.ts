import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './support/app';
import { getWithToken, signIn } from './support/requests';

/**
 * The gateway's HTTP answers hardened: the flood brake counts signed-in callers
 * by user, authenticated answers are not cached, no source maps under /pa, and the errors Node
 * and Fastify answer before the app's handlers are Russian JSON too.
 */
const OFFICE = '10.40.0.1';

let gateway: TestGateway;
let portalDir: string;
beforeAll(async () => {
  portalDir = mkdtempSync(join(tmpdir(), 'portal-'));
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>Портал</title>');
  writeFileSync(join(portalDir, 'assets', 'main-abc123.js'), 'console.log("portal")\n//# sourceMappingURL=main-abc123.js.map');
  writeFileSync(join(portalDir, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  // A low brake, so that exceeding it takes a few requests.
  gateway = await startGateway({ PORTAL_DIR: portalDir, API_RATE_LIMIT: '6' });
});
afterAll(async () => {
  await gateway?.close();
  rmSync(portalDir, { recursive: true, force: true });
});

const pharmacyOf = (token: string, userId: number, remoteAddress = OFFICE) =>
  gateway.app.inject({ url: `/api/pharmacy/pharmacy/portal-id/${userId}`, headers: { authorization: `Bearer ${token}` }, remoteAddress });

describe('the flood brake', () => {
  it('counts each signed-in user on its own: users behind one address are not refused for each other', async () => {
    const first = await signIn(gateway.app, 'apteka1', 'apteka1', '10.40.9.1');
    const second = await signIn(gateway.app, 'apteka2', 'apteka2', '10.40.9.2');

    for (let i = 0; i < 6; i++) expect((await pharmacyOf(first.access_token, 1)).statusCode).toBe(200);
    const refused = await pharmacyOf(first.access_token, 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Слишком много запросов. Повторите попытку через минуту.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Same office address, another user: its own allowance.
    expect((await pharmacyOf(second.access_token, 2)).statusCode).toBe(200);
    // The first user is refused from any address: it is counted by user, not by address.
    expect((await pharmacyOf(first.access_token, 1, '10.40.0.2')).statusCode).toBe(429);
  });

  it('counts anonymous callers, forged tokens included, by address', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjo3fQ.c2lnbmF0dXJl';
    const from = (address: string, token?: string) =>
      gateway.app.inject({
        url: '/api/pharmacy/pharmacy/portal-id/1',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        remoteAddress: address,
      });
    for (let i = 0; i < 3; i++) expect((await from('10.41.0.1')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await from('10.41.0.1', forged)).statusCode).toBe(401);
    expect((await from('10.41.0.1', forged)).statusCode).toBe(429);
    expect((await from('10.41.0.2')).statusCode).toBe(401);
  });
});

describe('caching', () => {
  it('every authenticated api answer says Cache-Control: no-store, errors included', async () => {
    const { access_token } = await signIn(gateway.app, 'owner', 'owner', '10.42.0.1');
    const ok = await getWithToken(gateway.app, '/api/table-settings/settings/table/initiatives', access_token);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const missing = await getWithToken(gateway.app, '/api/no-such-service', access_token);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

describe('the portal under /pa', () => {
  it('serves no source map, even one left in the build folder', async () => {
    expect((await gateway.app.inject({ url: '/pa/assets/main-abc123.js' })).statusCode).toBe(200);
    const map = await gateway.app.inject({ url: '/pa/assets/main-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.json()).toEqual({ message: 'Файл не найден' });
    expect(map.body).not.toContain('sources');
  });
});

describe('errors answered before the app’s handlers are Russian JSON', () => {
  it('413: a body above the limit', async () => {
    const { access_token } = await signIn(gateway.app, 'manager', 'manager', '10.43.0.1');
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/table-settings/settings/table/initiatives',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ tableName: 'initiatives', padding: 'x'.repeat(2 * 1024 * 1024) }),
      remoteAddress: '10.43.0.1',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Тело запроса слишком большое' });
  });

  it('431: request headers past Node’s limit, answered by the HTTP parser itself', async () => {
    await gateway.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = gateway.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/api/pharmacy/pharmacy/portal-id/1', headers: { 'x-padding': 'x'.repeat(32 * 1024) } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Заголовки запроса слишком большие' });
  });
});
