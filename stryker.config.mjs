// Mutation testing of the pure rules (src/domain) and the state machines (src/machines):
// `npm run mutation`, or one folder: `npm run mutation -- --mutate 'src/domain/**/*.ts'`.
// Not part of `npm test` (it reruns the tests once per mutant: tens of minutes); the score is
// written into docs/benchmarks.md. Goals: 85 % killed in src/domain, 80 % in src/machines.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['src/machines/**/*.ts', 'src/domain/**/*.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Each mutant runs only the tests that reached its code in the first (dry) run.
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level constant: a column table, a text) cannot be measured per test,
  // so it reruns every test that imports its file, and money.ts or format.ts is imported by almost
  // all of them: measured on src/domain, 918 of 3 949 mutants were static and Stryker estimated
  // over 50 hours for the run. They are left out (reported as Ignored, not in the score).
  ignoreStatic: true,
  // The machine has two cores shared with other work.
  concurrency: 2,
  timeoutMS: 10_000,
  // Build output and test artifacts are not needed in Stryker's sandbox copy of the project.
  // Anchored with '/': a bare 'reports' also dropped tests/unit/reports from the sandbox.
  ignorePatterns: [
    '/dist',
    '/test-results',
    '/playwright-report',
    '/blob-report',
    '/bench-results',
    '/.data',
    '/.vite',
    '/.vitest-attachments',
    '**/__screenshots__',
    '/reports',
  ],
  // clear-text prints the score per folder and file; html for browsing the survivors.
  reporters: ['clear-text', 'progress', 'html', 'json'],
  clearTextReporter: { allowColor: false, reportTests: false, logTests: false, reportMutants: true, reportScoreTable: true },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // `--incremental` reuses the results of unchanged code and tests from the last run.
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  thresholds: { high: 85, low: 80, break: null },
  tempDirName: '.stryker-tmp',
};
