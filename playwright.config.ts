import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './vitest.config';

/**
 * e2e: the built portal (dist/portal, made by `npm test` before this runs) on real gateways
 * with PGlite and the demo seed, each on a copy of one seeded database (tests/e2e/seeded-gateway.mjs).
 * The second gateway issues access tokens that live 3 seconds, for the refresh-mid-session journey.
 */
// E2E_PORT moves every gateway (E2E_PORT, + 1, + 4 and + 5 here; the spec-only suite's + 2 and + 3),
// so two checkouts can run e2e at once.
const firstPort = Number(process.env.E2E_PORT ?? 8181);
export const gateway = `http://127.0.0.1:${firstPort}`;
export const shortLivedGateway = `http://127.0.0.1:${firstPort + 1}`;
// The offline journeys' own gateway (E2E_PORT + 4; the spec-only suite takes + 2 and + 3): the
// drafts they leave on the server while the line is down meet no other journey of the same users.
export const offlineDraftsGateway = `http://127.0.0.1:${firstPort + 4}`;
// The drafts journeys' own (E2E_PORT + 5): the orders other journeys of apteka1 send meanwhile
// (a sent order clears its draft) would clear the quantity a journey typed and expects back.
export const orderDraftsGateway = `http://127.0.0.1:${firstPort + 5}`;
export const corporatePortal = 'http://corporate-portal.test/';

const gatewayServer = (port: number, env: Record<string, string>) => ({
  command: 'node tests/e2e/seeded-gateway.mjs',
  url: `http://127.0.0.1:${port}/pa/config.json`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { PORT: String(port), DATA_DIR: 'memory', SEED: 'demo', CORPORATE_PORTAL_URL: corporatePortal, CHECK_ANSWERS: '1', ...env },
});

export default defineConfig({
  testDir: 'tests/e2e',
  // The spec-only journeys run against their own gateway (playwright.spec-only.config.ts).
  testIgnore: 'spec-only/**',
  timeout: 60_000,
  workers: 2,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `${gateway}/pa/`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    acceptDownloads: true,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  },
  webServer: [
    gatewayServer(firstPort, {}),
    gatewayServer(firstPort + 1, { ACCESS_TTL: '3' }),
    gatewayServer(firstPort + 4, {}),
    gatewayServer(firstPort + 5, {}),
  ],
});
