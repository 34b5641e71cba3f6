import { defineConfig } from 'vitest/config';

// Only for `npm run mutation` (stryker.config.mjs): the node test projects that exercise
// src/domain and src/machines. Browser tests need Chromium and api tests need databases; both are
// far too slow to rerun for every mutant, and src/domain + src/machines are covered without them.
// Under Stryker's instrumentation the property tests run several times slower: the XML fuzz test
// of src/domain took over vitest's default 5 s in a dry run, which fails the whole run.
const testTimeout = 20_000;
// The workbook without WebAssembly loads the workbook modules afresh inside its test
// (vi.resetModules), so their module-level tables (the XML escapes, styles.xml, the cell tags)
// count as reached by that one test: Stryker then measures them as ordinary mutants whose
// module was loaded before the mutant was switched on, and they survive whatever the tests
// check. Without this file they are static mutants, left out like every other module-level
// constant (stryker.config.mjs, ignoreStatic). The price: the fallback it checks (a file written
// with the platform's deflate when the WebAssembly one cannot load) goes unmeasured by mutation;
// `npm test` still runs it.
// The routes' test (screen-code.test.ts) imports the whole portal inside its test, so every
// machine's module-level definitions (its setup's actions and guards as written) counted as reached
// by that one test, which checks none of them: 179 such mutants of src/machines survived there
// (2026-11-30). Out of the run, they are static like the rest of the modules' definitions.
const outOfMutation = ['tests/unit/orders/workbook-without-wasm.test.ts', 'tests/unit/screen-code.test.ts'];
// Mutant runs count coverage into a dense array (the file says why).
const setupFiles = ['tests/support/mutation-coverage.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], exclude: outOfMutation, testTimeout, setupFiles },
      },
      { test: { name: 'machines', environment: 'node', include: ['tests/machines/**/*.test.ts'], testTimeout, setupFiles } },
    ],
  },
});
