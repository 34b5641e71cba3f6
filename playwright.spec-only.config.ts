import { defineConfig } from '@playwright/test';
import base, { specOnlyGateways } from './playwright.config';

/**
 * The spec-only journeys alone (tests/e2e/spec-only): the same built portal on the gateways
 * started with SPEC_ONLY=1 (server/http/spec-only.ts), at E2E_PORT + 2 and + 3 (the second issues
 * access tokens that live 3 seconds, for the refresh journey). `npx playwright test` runs them
 * beside the main journeys; this config starts only their two gateways. They open every screen and
 * assert what the portal does without our extensions (README, "Tests").
 */
export default defineConfig({
  ...base,
  projects: base.projects!.filter((project) => project.name === 'spec-only'),
  webServer: specOnlyGateways,
});
