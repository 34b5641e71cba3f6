import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../server/core/config';

const cwd = '/srv/portal';

describe('gateway configuration from the environment', () => {
  it('runs with nothing set: loopback port 8080, PGlite in .data, demo seed, 15 min / 30 days tokens', () => {
    const config = parseConfig({}, cwd);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: '/srv/portal/.data',
      databaseUrl: null,
      seed: 'demo',
      seedForecastRows: null,
      accessTtl: 900,
      refreshTtl: 30 * 24 * 60 * 60,
      refreshGrace: 60,
      tokenSecret: null,
      portalDir: '/srv/portal/dist/portal',
      migrationsDir: '/srv/portal/server/db/migrations',
      trustProxy: false,
      queryBounds: { connectTimeoutMs: 5_000, queryTimeoutMs: 5_000 },
    });
    // Links other than the corporate portal are example addresses; that one is the gateway's own page.
    const { corporatePortalUrl, ...others } = config.links;
    for (const link of Object.values(others)) expect(link).toMatch(/^https:\/\//);
    expect(corporatePortalUrl).toBe('/pa/corporate');
  });

  it('listens on loopback only unless HOST says otherwise (the demo passwords are public)', () => {
    expect(parseConfig({}, cwd).host).toBe('127.0.0.1');
    expect(parseConfig({ HOST: '0.0.0.0' }, cwd).host).toBe('0.0.0.0');
  });

  it('reads every variable it documents', () => {
    const config = parseConfig(
      {
        PORT: '9000',
        DATA_DIR: '/var/lib/portal',
        DATABASE_URL: 'postgres://portal@db:5432/portal',
        SEED: 'none',
        SEED_FORECAST_ROWS: '1000000',
        ACCESS_TTL: '3',
        REFRESH_TTL: '3600',
        TOKEN_SECRET: 'x'.repeat(32),
        PORTAL_DIR: 'build/pa',
        MIGRATIONS_DIR: '/opt/migrations',
        CORPORATE_PORTAL_URL: 'https://corp.example.ru/',
        HELP_URL: 'https://help.example.ru/',
        CUBES_URL: 'https://cubes.example.ru',
        ANALYTICS_URL: 'https://bi.example.ru/handoff',
        APP_STORE_URL: 'https://apps.apple.com/app/1',
        GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=x',
        APP_GALLERY_URL: 'https://appgallery.huawei.com/app/C1',
        TRUST_PROXY: '10.0.0.0/8',
        API_RATE_LIMIT: '5000',
        METRICS_TOKEN: 'f3a9c0d1e2b4a5968776655443322110',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_QUERY_TIMEOUT_MS: '30000',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/var/lib/portal',
      databaseUrl: 'postgres://portal@db:5432/portal',
      seed: 'none',
      seedForecastRows: 1_000_000,
      accessTtl: 3,
      refreshTtl: 3600,
      tokenSecret: 'x'.repeat(32),
      portalDir: '/srv/portal/build/pa',
      migrationsDir: '/opt/migrations',
      trustProxy: '10.0.0.0/8',
      apiRateLimit: 5000,
      metricsToken: 'f3a9c0d1e2b4a5968776655443322110',
      queryBounds: { connectTimeoutMs: 2_000, queryTimeoutMs: 30_000 },
      links: {
        corporatePortalUrl: 'https://corp.example.ru/',
        helpUrl: 'https://help.example.ru/',
        cubesUrl: 'https://cubes.example.ru',
        analyticsUrl: 'https://bi.example.ru/handoff',
        appStoreUrl: 'https://apps.apple.com/app/1',
        googlePlayUrl: 'https://play.google.com/store/apps/details?id=x',
        appGalleryUrl: 'https://appgallery.huawei.com/app/C1',
      },
    });
  });

  it('answers /metrics to this machine only unless METRICS_TOKEN is set', () => {
    expect(parseConfig({}, cwd).metricsToken).toBeNull();
  });

  it('keeps the database in memory for DATA_DIR=memory', () => {
    expect(parseConfig({ DATA_DIR: 'memory' }, cwd).dataDir).toBeNull();
  });

  it('treats a blank variable as unset', () => {
    expect(parseConfig({ PORT: '  ', SEED: '' }, cwd)).toMatchObject({ port: 8080, seed: 'demo' });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['ACCESS_TTL', '0'],
    ['ACCESS_TTL', '-5'],
    ['REFRESH_TTL', '1e3'],
    ['SEED', 'full'],
    ['SEED_FORECAST_ROWS', '0'],
    ['SEED_FORECAST_ROWS', '1e6'],
    ['SEED_FORECAST_ROWS', '20000000'],
    ['SEED_PURCHASE_POSITIONS', '0'],
    ['SEED_PURCHASE_POSITIONS', 'many'],
    ['SEED_PURCHASE_POSITIONS', '2000000'],
    ['API_RATE_LIMIT', '0'],
    ['DATABASE_CONNECT_TIMEOUT_MS', 'soon'],
    ['DATABASE_QUERY_TIMEOUT_MS', '0'],
    ['DATABASE_URL', 'mysql://db/portal'],
    ['TOKEN_SECRET', 'short'],
    ['METRICS_TOKEN', 'short'],
    ['METRICS_TOKEN', 'a secret with spaces in it'],
    ['CORPORATE_PORTAL_URL', 'corp.example.ru'],
    ['HELP_URL', 'javascript:alert(1)'],
    ['ANALYTICS_URL', '//evil.example'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s with an error naming the variable', (name, value) => {
    const parse = () => parseConfig({ [name]: value }, cwd);
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(new RegExp(`^${name}: `));
  });

  it('accepts a path on the portal origin as a link', () => {
    expect(parseConfig({ HELP_URL: '/help/' }, cwd).links.helpUrl).toBe('/help/');
  });
});
