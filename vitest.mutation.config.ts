import { defineConfig } from 'vitest/config';

// Only for `npm run mutation` (stryker.config.mjs): the node test projects that exercise
// src/domain and src/machines. Browser tests need Chromium and api tests need databases; both are
// far too slow to rerun for every mutant, and src/domain + src/machines are covered without them.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] } },
      { test: { name: 'machines', environment: 'node', include: ['tests/machines/**/*.test.ts'] } },
    ],
  },
});
