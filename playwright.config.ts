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
// The spec-only journeys' gateways (E2E_PORT + 2, + 3): SPEC_ONLY=1, the spec's calls alone.
const specOnlyPort = firstPort + 2;
export const specOnlyGateway = `http://127.0.0.1:${specOnlyPort}`;
export const shortLivedSpecGateway = `http://127.0.0.1:${specOnlyPort + 1}`;

const gatewayServer = (port: number, env: Record<string, string>) => ({
  command: 'node tests/e2e/seeded-gateway.mjs',
  url: `http://127.0.0.1:${port}/pa/config.json`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { PORT: String(port), DATA_DIR: 'memory', SEED: 'demo', CORPORATE_PORTAL_URL: corporatePortal, CHECK_ANSWERS: '1', ...env },
});

/** The main journeys' gateways; the spec-only journeys' (playwright.spec-only.config.ts picks those alone). */
export const journeyGateways = [
  gatewayServer(firstPort, {}),
  gatewayServer(firstPort + 1, { ACCESS_TTL: '3' }),
  gatewayServer(firstPort + 4, {}),
  gatewayServer(firstPort + 5, {}),
];
export const specOnlyGateways = [
  gatewayServer(specOnlyPort, { SPEC_ONLY: '1' }),
  gatewayServer(specOnlyPort + 1, { SPEC_ONLY: '1', ACCESS_TTL: '3' }),
];

/**
 * Two projects in one run: the journeys, and the spec-only journeys (tests/e2e/spec-only) on a
 * back end built from the spec alone (server/http/spec-only.ts). One run starts all six gateways
 * at once and keeps the workers busy to the end; as two runs each waited for its own gateways and
 * for its slowest journey (`--project` runs one of them).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // Three journeys at once on two cores: a journey also waits on timers (a token that lives 3 s, a
  // notice that must stay 10 s) and on the line it cuts. Measured 2026-12-02: the journeys alone
  // 7 min 44 s with two workers, 6 min 50 s with three, the cores 97 % busy (so no fourth); in two
  // whole runs the same day the gain was within the machine's spread (581 and 589 s). An assertion
  // waits up to 10 s, not 5, for a page that shares the cores with two others.
  workers: 3,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `${gateway}/pa/`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    acceptDownloads: true,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  },
  projects: [
    { name: 'journeys', testIgnore: 'spec-only/**' },
    { name: 'spec-only', testDir: 'tests/e2e/spec-only', use: { baseURL: `${specOnlyGateway}/pa/` } },
  ],
  webServer: [...journeyGateways, ...specOnlyGateways],
});
