import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * e2e against a back end built from the spec alone: the same built portal on one
 * gateway started with SPEC_ONLY=1 (server/http/spec-only.ts), at E2E_PORT + 2, a port none of
 * the main suite's gateways takes. Only the journeys under tests/e2e/spec-only: they open every screen and
 * assert what the portal does without our extensions (README, "Tests"). A second spec-only
 * gateway at E2E_PORT + 3 issues access tokens that live 3 seconds, for the refresh journey.
 */
const port = Number(process.env.E2E_PORT ?? 8181) + 2;
export const shortLivedSpecGateway = `http://127.0.0.1:${port + 1}`;
const [gateway] = [base.webServer].flat();
const specOnly = (at: number, env: Record<string, string> = {}) => ({
  ...gateway!,
  url: `http://127.0.0.1:${at}/pa/config.json`,
  env: { ...gateway!.env, PORT: String(at), SPEC_ONLY: '1', ...env },
});

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testDir: 'tests/e2e/spec-only',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}/pa/` },
  webServer: [specOnly(port), specOnly(port + 1, { ACCESS_TTL: '3' })],
});
