import { defineConfig } from '@playwright/test';
import base, { specOnlyProject, specOnlyServers } from './playwright.config';

/**
 * The spec-only journeys alone (tests/e2e/spec-only, playwright.config.ts says what they are), on
 * their two SPEC_ONLY=1 gateways only. `npx playwright test` runs them beside the other journeys.
 */
export default defineConfig({
  ...base,
  projects: [specOnlyProject],
  webServer: specOnlyServers,
});
