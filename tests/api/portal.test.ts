import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalConfig } from '../../src/api/contract/config';
import { buildApp } from '../../server/app';
import { startGateway, type TestGateway } from './support/app';

const INDEX = '<!doctype html><title>Портал</title><div id="root"></div><script type="module" src="/pa/assets/main-abc123.js"></script>';
/** /pa/sign-in's own page as the build writes it, the form drawn in (vite.config.ts). */
const SIGN_IN = `<!doctype html><title>Вход — Портал</title><div id="root"><form>${'<label>Логин<input name="username"></label>'.repeat(30)}<button type="submit" disabled="">Войти</button></form></div>`;

let gateway: TestGateway;
let portalDir: string;
beforeAll(async () => {
  // A tiny stand-in for a built portal.
  portalDir = mkdtempSync(join(tmpdir(), 'portal-'));
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(join(portalDir, 'index.html'), INDEX);
  writeFileSync(join(portalDir, 'sign-in.html'), SIGN_IN);
  writeFileSync(join(portalDir, 'sign-in.html.br'), brotliCompressSync(SIGN_IN));
  writeFileSync(join(portalDir, 'assets', 'main-abc123.js'), 'console.log("portal")');
  writeFileSync(join(portalDir, 'favicon.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  gateway = await startGateway({
    PORTAL_DIR: portalDir,
    CORPORATE_PORTAL_URL: 'https://corp.example.ru/',
    HELP_URL: 'https://help.example.ru/',
    CUBES_URL: 'https://cubes.example.ru',
    ANALYTICS_URL: 'https://bi.example.ru/handoff',
    APP_STORE_URL: 'https://apps.apple.com/app/1',
    GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=x',
    APP_GALLERY_URL: 'https://appgallery.huawei.com/app/C1',
  });
});
afterAll(async () => {
  await gateway?.close();
  rmSync(portalDir, { recursive: true, force: true });
});

const get = (url: string) => gateway.app.inject({ url });

describe('the portal under /pa', () => {
  it.each(['/pa', '/pa/', '/pa/mobile-app', '/pa/reports/12?tab=common'])('%s is the single page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('/pa/sign-in is its own page with the form in it, never cached, in the brotli form built beside it', async () => {
    const plain = await get('/pa/sign-in');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(SIGN_IN);

    const compressed = await gateway.app.inject({ url: '/pa/sign-in', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(SIGN_IN);
  });

  it('serves built assets, cacheable for good since their names carry a content hash', async () => {
    const response = await get('/pa/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/pa/favicon.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it.each(['/pa/assets/missing-123.js', '/pa/missing.png', '/pa/../package.json', '/pa/%2e%2e/package.json'])(
    '%s is 404, not the page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<!doctype');
    },
  );

  it('/ redirects to /pa/', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/pa/');
  });

  it('/pa/config.json tells the portal its links and where the api is, never cached', async () => {
    const response = await get('/pa/config.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(v.parse(PortalConfig, response.json())).toEqual({
      serviceAddress: '',
      endpointPrefix: '/api',
      corporatePortalUrl: 'https://corp.example.ru/',
      helpUrl: 'https://help.example.ru/',
      cubesUrl: 'https://cubes.example.ru',
      analyticsUrl: 'https://bi.example.ru/handoff',
      // Spec section 7: the analytics property prefix /ws with an empty service address.
      analytics: { serviceAddress: '', prefix: '/ws' },
      appStores: {
        appStore: 'https://apps.apple.com/app/1',
        googlePlay: 'https://play.google.com/store/apps/details?id=x',
        appGallery: 'https://appgallery.huawei.com/app/C1',
      },
    });
  });

  it('static files are never rate-limited (only /api is)', async () => {
    const page = await get('/pa/sign-in');
    expect(page.headers['x-ratelimit-limit']).toBeUndefined();
    const api = await gateway.app.inject({ url: '/api/pharmacy/pharmacy/portal-id/1' });
    expect(api.headers['x-ratelimit-limit']).toBeDefined();
  });
});

describe('analytics hits under /ws', () => {
  const hit = {
    hitId: '0b7c1f2e-9a4d-4c1e-8f00-1d2e3f4a5b6c',
    page: '/reports',
    dimensions: { roles: 'ROLE_PHARMACY', userName: 'apteka1', userId: '1' },
  };

  it('takes a hit the portal sends with 204, so a page view never ends in a 404', async () => {
    const response = await gateway.app.inject({ method: 'POST', url: '/ws/hit', payload: hit });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('refuses a body far larger than a hit with 413', async () => {
    const response = await gateway.app.inject({ method: 'POST', url: '/ws/hit', payload: { ...hit, page: 'x'.repeat(10_000) } });
    expect(response.statusCode).toBe(413);
  });

  it('answers nothing else under /ws', async () => {
    expect((await gateway.app.inject({ url: '/ws/hit' })).statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it.each([
    '/pa/',
    '/pa/assets/main-abc123.js',
    '/pa/config.json',
    '/api/pharmacy/pharmacy/portal-id/1',
    '/api/uaa/oauth/token',
    '/api/docs/',
    '/api/openapi.json',
    '/nowhere',
  ])('on %s', async (url) => {
    const { headers } = await get(url);
    const csp = String(headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['script-src']).toBe("'self'");
    expect(directives['default-src']).toBe("'self'");
    expect(directives['worker-src']).toBe("'self' blob:");
    expect(directives['img-src']).toBe("'self' data: blob:");
    expect(directives['connect-src']).toBe("'self'");
    expect(directives['frame-ancestors']).toBe("'none'");
    // The analytics hand-off is a form posted to another origin.
    expect(directives['form-action']).toBe("'self' https://bi.example.ru");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // No inline <style> either: the portal's styles are its own files (the API page
    // allows Swagger UI's one logo <style> by its hash, tests/api/openapi.test.ts).
    expect(directives['style-src']).toMatch(url.startsWith('/api/docs') ? /^'self' 'sha256-[A-Za-z0-9+/=]+'$/ : /^'self'$/);
    expect(csp).not.toContain('unsafe-inline');
    // Features the portal never uses are denied, to it and to anything it could embed.
    const policy = String(headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture']) {
      expect(policy.split(', '), feature).toContain(`${feature}=()`);
    }
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  });
});

describe('a gateway whose portal is not built', () => {
  it('answers /pa with a Russian 503 saying how to build it; config.json still works', async () => {
    const config = { ...gateway.config, portalDir: join(portalDir, 'nothing-here') };
    const app = await buildApp({ db: gateway.database.db, clock: gateway.clock.now, config, logger: false });
    try {
      for (const url of ['/pa', '/pa/', '/pa/sign-in']) {
        const response = await app.inject({ url });
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.body).toMatch(/^Портал не собран/);
        expect(response.body).toContain('npm start');
      }
      expect((await app.inject({ url: '/pa/config.json' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
