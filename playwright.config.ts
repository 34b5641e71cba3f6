import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './vitest.config';

/**
 * e2e: the built portal (dist/portal, made by `npm test` before this runs) on real gateways
 * with PGlite and the demo seed, each on a copy of one seeded database (tests/e2e/seeded-gateway.mjs).
 * Two projects in one run: `journeys` (tests/e2e), on our gateway, and `spec-only`
 * (tests/e2e/spec-only), on a gateway started with SPEC_ONLY=1 (server/http/spec-only.ts), a back
 * end that serves the spec's surface alone: they open every screen and assert what the portal does
 * without our extensions (README, "Tests"). playwright.spec-only.config.ts runs that project alone.
 * One run instead of two: the six gateways start once, and the two workers stay busy to the end.
 */
// E2E_PORT moves every gateway (E2E_PORT to E2E_PORT + 5), so two checkouts can run e2e at once.
const firstPort = Number(process.env.E2E_PORT ?? 8181);
export const gateway = `http://127.0.0.1:${firstPort}`;
export const shortLivedGateway = `http://127.0.0.1:${firstPort + 1}`;
// The offline journeys' own gateway (E2E_PORT + 4; the spec-only project takes + 2 and + 3): the
// drafts they leave on the server while the line is down meet no other journey of the same users.
export const offlineDraftsGateway = `http://127.0.0.1:${firstPort + 4}`;
// The drafts journeys' own (E2E_PORT + 5): the orders other journeys of apteka1 send meanwhile
// (a sent order clears its draft) would clear the quantity a journey typed and expects back.
export const orderDraftsGateway = `http://127.0.0.1:${firstPort + 5}`;
// The spec-only gateways: E2E_PORT + 2, and + 3 issuing access tokens that live 3 seconds, for the
// refresh journey.
export const specOnlyGateway = `http://127.0.0.1:${firstPort + 2}`;
export const shortLivedSpecGateway = `http://127.0.0.1:${firstPort + 3}`;
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

export const specOnlyServers = [
  gatewayServer(firstPort + 2, { SPEC_ONLY: '1' }),
  gatewayServer(firstPort + 3, { SPEC_ONLY: '1', ACCESS_TTL: '3' }),
];
export const specOnlyProject = {
  name: 'spec-only',
  testDir: 'tests/e2e/spec-only',
  use: { baseURL: `${specOnlyGateway}/pa/` },
};

export default defineConfig({
  testDir: 'tests/e2e',
  projects: [{ name: 'journeys', testIgnore: 'spec-only/**' }, specOnlyProject],
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
    ...specOnlyServers,
  ],
});
