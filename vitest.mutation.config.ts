import { defineConfig } from 'vitest/config';

// Only for `npm run mutation` (stryker.config.mjs): the node test projects that exercise
// src/domain and src/machines. Browser tests need Chromium and api tests need databases; both are
// far too slow to rerun for every mutant, and src/domain + src/machines are covered without them.
// Under Stryker's instrumentation the property tests run several times slower: the XML fuzz test
// of src/domain took over vitest's default 5 s in a dry run, which fails the whole run.
const testTimeout = 20_000;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], testTimeout } },
      { test: { name: 'machines', environment: 'node', include: ['tests/machines/**/*.test.ts'], testTimeout } },
    ],
  },
});
