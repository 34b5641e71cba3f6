import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * e2e against a back end built from the spec alone (issue 21): the same built portal on one
 * gateway started with SPEC_ONLY=1 (server/http/spec-only.ts), at E2E_PORT + 2 so it runs beside
 * the main suite's two. Only the journeys under tests/e2e/spec-only: they open every screen and
 * assert what the portal does without our extensions (README, "Tests").
 */
const port = Number(process.env.E2E_PORT ?? 8181) + 2;
const [gateway] = [base.webServer].flat();

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testDir: 'tests/e2e/spec-only',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}/pa/` },
  webServer: [{ ...gateway!, url: `http://127.0.0.1:${port}/pa/config.json`, env: { ...gateway!.env, PORT: String(port), SPEC_ONLY: '1' } }],
});
